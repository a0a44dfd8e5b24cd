/// Why a call that drives a ``MainRunLoop`` returned.
///
/// Every driving call returns one of these rather than hanging: a loop that cannot become idle
/// says so with ``neverIdle(_:)``, a layout that never settles with ``layoutFeedbackLoop(_:)``.
public enum RunLoopStopReason: Equatable, Sendable, CustomStringConvertible {
    /// Nothing is left to do in the current mode: no due or future timers, no blocks, no commit.
    case idle
    /// The requested duration of (virtual or wall) time has passed.
    case deadlineReached
    /// The condition passed to ``MainRunLoop/run(until:timeLimit:)`` became true.
    case conditionMet
    /// Work kept arriving until a limit ran out; the payload describes what was still pending
    /// (for example a repeating timer, or a block that keeps scheduling itself).
    case neverIdle([String])
    /// A commit detected a layout feedback loop and stopped the pass.
    case layoutFeedbackLoop(LayoutFeedbackLoop)
    /// ``MainRunLoop/stop()`` was called.
    case stopped

    /// The reason in words, with what was pending for ``neverIdle(_:)``.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .deadlineReached: "deadline reached"
        case .conditionMet: "condition met"
        case .neverIdle(let pending): "never idle (\(pending.joined(separator: "; ")))"
        case .layoutFeedbackLoop(let loop): "layout feedback loop (\(loop))"
        case .stopped: "stopped"
        }
    }
}

/// What a commit found when it stopped a layout feedback loop: the views laid out repeatedly.
public struct LayoutFeedbackLoop: Equatable, Sendable, CustomStringConvertible {
    /// A view involved in the loop and how many times it was laid out in the turn.
    public struct Participant: Equatable, Sendable {
        /// The view's identity.
        public let view: ObjectIdentifier
        /// The view's description.
        public let description: String
        /// How many times the view was laid out in the turn.
        public let layoutCount: Int
    }

    /// The view whose layout count passed the threshold.
    public let culprit: Participant
    /// Every view laid out more than once in the turn, in the order they were first repeated.
    public let participants: [Participant]
    /// The threshold that was passed.
    public let threshold: Int

    /// A one-line summary naming the culprit and how many views were laid out repeatedly.
    public var description: String {
        "\(culprit.description) laid out \(culprit.layoutCount) times in one run loop turn; "
            + "\(participants.count) view(s) laid out repeatedly"
    }
}
