extension CommitReport {
    /// One phase of a commit: its wall time and how many views it looked at.
    public struct Phase: Sendable, Equatable {
        /// The phases of a commit.
        public enum Name: String, Sendable, CaseIterable {
            /// The constraints pass: `updateConstraints()` bottom-up.
            case constraints
            /// The constraint engine's solve between the constraints and layout passes.
            case solve
            /// The layout pass: `layoutSubviews()` top-down.
            case layout
            /// The display pass: `draw(_:)` top-down.
            case display
        }

        /// Which phase this is.
        public let name: Name
        /// Its wall time, summed over its runs; a phase run inside another's hook (a nested
        /// `layoutIfNeeded()`) is counted in the outer phase's time, not again in its own.
        public let duration: Duration
        /// How many times the phase ran: the constraints, solve and layout phases run again while
        /// hooks mark more work, and once more for each nested `layoutIfNeeded()`.
        public let runs: Int
        /// How many views the phase's walks looked at: every view a walk stepped on, whether or
        /// not it had work (for the solve, the hierarchies solved).
        public let viewsVisited: Int

        package init(name: Name, duration: Duration, runs: Int, viewsVisited: Int) {
            self.name = name
            self.duration = duration
            self.runs = runs
            self.viewsVisited = viewsVisited
        }
    }

    /// How many times each kind of hook ran in a commit.
    public struct Counts: Sendable, Equatable {
        /// `updateConstraints()` calls, a root view's controller's `updateViewConstraints()`
        /// counted in its view's place.
        public let updateConstraints: Int
        /// Layout steps: `layoutSubviews()` calls (through the view's layer when it has one).
        public let layoutSubviews: Int
        /// Displays: `draw(_:)` calls (through the view's layer when it has one).
        public let draw: Int
        /// The views laid out more than once, in the order they were first laid out again.
        public let viewsLaidOutMoreThanOnce: [RepeatedLayout]

        package init(updateConstraints: Int, layoutSubviews: Int, draw: Int, viewsLaidOutMoreThanOnce: [RepeatedLayout]) {
            self.updateConstraints = updateConstraints
            self.layoutSubviews = layoutSubviews
            self.draw = draw
            self.viewsLaidOutMoreThanOnce = viewsLaidOutMoreThanOnce
        }
    }

    /// A view laid out more than once in one commit.
    public struct RepeatedLayout: Sendable, Equatable {
        /// The view's description.
        public let description: String
        /// How many times it was laid out.
        public let times: Int
        /// The view's identity.
        package let view: ObjectIdentifier

        package init(description: String, times: Int, view: ObjectIdentifier) {
            self.description = description
            self.times = times
            self.view = view
        }
    }

    /// A view whose own marks started a commit.
    public struct DirtyRoot: Sendable, Equatable {
        /// The view's description.
        public let description: String
        /// The kinds of work it was marked for that no ancestor was marked for: any of
        /// `"updateConstraints"`, `"layout"`, `"display"` and `"solve"` (the constraint engine the
        /// view hosts has changes to solve), in that order.
        public let marks: [String]
        /// The view's identity.
        package let view: ObjectIdentifier

        package init(description: String, marks: [String], view: ObjectIdentifier) {
            self.description = description
            self.marks = marks
            self.view = view
        }
    }

    /// What the constraint solvers did in one commit, from the solvers' own statistics.
    public struct SolverWork: Sendable, Equatable {
        /// Constraints added to a solver.
        public var constraintsAdded = 0
        /// Constraints removed from a solver.
        public var constraintsRemoved = 0
        /// Constants changed in place (a constraint's `constant`, a pinned frame, an intrinsic size).
        public var constantUpdates = 0
        /// Values suggested for edit variables.
        public var editSuggestions = 0
        /// Simplex pivots.
        public var pivots = 0
        /// The rows of the solvers' tableaux after the commit.
        public var tableauRows = 0

        /// No work.
        public init() {}
    }

    /// One hook call and its time.
    public struct HookTiming: Sendable, Equatable {
        /// The hook: ``LifecycleCallback/updateConstraints``, ``LifecycleCallback/updateViewConstraints``,
        /// ``LifecycleCallback/layoutSubviews`` (the view's whole layout step, its controller's
        /// callbacks included) or ``LifecycleCallback/draw``.
        public let callback: LifecycleCallback
        /// The description of the view it ran for.
        public let receiver: String
        /// The time inside the hook, less the time of hooks nested in it.
        public let selfTime: Duration
        /// The time inside the hook, nested hooks included.
        public let totalTime: Duration
        /// The view's identity.
        package let view: ObjectIdentifier
    }
}
