import Foundation
import Testing
@testable import HeadlessKit
import TestSupport

/// The seeded random-operation tester: hooks that add, remove, re-order, resize, mark, lay out
/// and release views from inside every hierarchy and update-cycle callback — a released view's
/// removal callbacks included — across windows of two run loops driven turn by turn. After every
/// step each hierarchy must be sound; after every `.idle` nothing in a window may still be pending;
/// every callback and diagnostic must have gone to the loop its receiver belongs to; and no view may
/// leave a superview that was not told `willRemoveSubview(_:)`.
@MainActor
@Suite struct HookFuzzTests {
    /// Decides, from its seed, what each hook does; bounded in count and nesting so a run ends.
    @MainActor final class Chaos {
        var random: SplitMix64
        var views: [ChaosView] = []
        var windows: [Window] = []
        var budget = 0
        var depth = 0
        var nextTag = 100

        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
        }

        func maybeAct(from view: ChaosView) {
            guard budget > 0, depth < 3, Int.random(in: 0..<4, using: &random) == 0 else { return }
            budget -= 1
            depth += 1
            defer { depth -= 1 }
            act(from: view)
        }

        func act(from view: ChaosView) {
            let everything: [ViewNode] = views + windows
            let target: ViewNode = switch Int.random(in: 0..<5, using: &random) {
            case 0: view
            case 1: view.superview ?? view
            default: everything.randomElement(using: &random)!
            }
            let other = views.randomElement(using: &random)!
            switch Int.random(in: 0..<13, using: &random) {
            case 0: target.addSubview(other)
            case 1: ((target as? ChaosView) ?? other).removeFromSuperview()
            case 2: target.insertSubview(other, at: Int.random(in: 0...target.subviews.count, using: &random))
            case 3: if let first = target.subviews.first { target.bringSubviewToFront(first) }
            case 4: if target.subviews.count > 1 { target.exchangeSubview(at: 0, withSubviewAt: target.subviews.count - 1) }
            case 5: other.setNeedsLayout()
            case 6: other.setNeedsDisplay()
            case 7: other.frame.size = CGSize(width: CGFloat(Int.random(in: 0..<3, using: &random)) * 10, height: 10)
            case 8: other.layoutIfNeeded()
            case 9: other.setNeedsUpdateConstraints()
            case 10: release(other)
            case 11: target.addSubview(other)   // across windows, and so across loops, as often as not
            default:
                if let last = target.subviews.last, let first = target.subviews.first { target.insertSubview(last, belowSubview: first) }
            }
        }

        /// Lets go of `view`: out of its superview, out of the list, replaced by a fresh view. If
        /// nothing else holds it, it is deallocated with whatever subviews it still has, whose
        /// removal runs hooks in turn.
        func release(_ view: ChaosView) {
            guard let index = views.firstIndex(where: { $0 === view }) else { return }
            view.removeFromSuperview()
            nextTag += 1
            // Keep the old view until the list is written: its deallocation runs hooks that read
            // the list, which must not happen while the list is being modified.
            let released = views[index]
            views[index] = ChaosView(chaos: self, tag: nextTag)
            withExtendedLifetime(released) {}
        }
    }

    final class ChaosView: ViewNode {
        // Weak: hooks also run while the views are released at the end of a run, as UIKit's
        // dealloc removes subviews, and by then the chaos may be gone.
        weak var chaos: Chaos?

        init(chaos: Chaos, tag: Int) {
            self.chaos = chaos
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            self.tag = tag
        }

        override func draw(_ rect: CGRect) { chaos?.maybeAct(from: self) }
        override func layoutSubviews() { chaos?.maybeAct(from: self) }
        override func updateConstraints() { chaos?.maybeAct(from: self) }
        override func willMove(toWindow newWindow: Window?) { chaos?.maybeAct(from: self) }
        override func didMoveToWindow() { chaos?.maybeAct(from: self) }
        override func willMove(toSuperview newSuperview: ViewNode?) { chaos?.maybeAct(from: self) }
        override func didMoveToSuperview() { chaos?.maybeAct(from: self) }
        override func willRemoveSubview(_ subview: ViewNode) { chaos?.maybeAct(from: self) }
        override func didAddSubview(_ subview: ViewNode) { chaos?.maybeAct(from: self) }
    }

    /// Checks, across both loops, that no view leaves a superview unannounced: between two of a
    /// view's `didMoveToSuperview()` calls that find it in different superviews, the old superview
    /// must have heard `willRemoveSubview(_:)` for it — so an operation a hook has overtaken (by
    /// moving the same view itself) cannot undo the hook's move behind its new superview's back.
    ///
    /// Views are told apart by their tags, unique in a run (an identity is reused once its view
    /// is freed). Only superviews that belonged to a loop when the view joined them are checked:
    /// a view that belongs to none reports through the loop driving the task, and a `deinit` —
    /// where hooks run while a released view takes its subviews apart — sees no such loop, so
    /// its callbacks go unrecorded. Superviews that have died since are not checked either: the
    /// views hooks add to a dying view are unlinked without callbacks, by design.
    @MainActor final class DepartureCheck {
        private struct Pair: Hashable {
            let parent: Int
            let child: Int
        }
        /// Each view's superview when it last heard `didMoveToSuperview()`, if that superview
        /// belonged to a loop then (and so, loops being kept, ever after).
        private var lastSuperview: [Int: Int] = [:]
        private var announced: Set<Pair> = []
        var unannounced: [String] = []

        /// Notes `event`; `view` finds a view the run knows (and that is alive) by identity, and
        /// `isAlive` says whether the view with a tag still is.
        func note(_ event: LifecycleEvent, view: (ObjectIdentifier) -> ViewNode?, isAlive: (Int) -> Bool) {
            switch event.callback {
            case .willRemoveSubview:
                // The parent is read from the child, which is still linked to it: the parent may be
                // one the run does not know yet, or one that is being freed.
                if case .object(let id, _)? = event.arguments.first, let child = view(id), let parent = child.superview {
                    announced.insert(Pair(parent: parent.tag, child: child.tag))
                }
            case .didMoveToSuperview:
                guard let child = view(event.receiver) else { return }
                let now = child.superview
                if let before = lastSuperview[child.tag], before != now?.tag, isAlive(before),
                   announced.remove(Pair(parent: before, child: child.tag)) == nil {
                    unannounced.append("view \(child.tag) left view \(before), which never heard willRemoveSubview(_:) for it")
                }
                lastSuperview[child.tag] = now?.owningRunLoop != nil ? now?.tag : nil
            default:
                break
            }
        }
    }

    /// Checks, as each callback is delivered, that it reaches the loop its receiver belongs to —
    /// or, for a receiver that belongs to none yet, the loop of the operation moving it — and
    /// passes it to the departure check shared by both loops.
    @MainActor final class RoutingCheck: LifecycleObserver {
        struct WeakView { weak var view: ViewNode? }
        unowned let loop: MainRunLoop
        let departures: DepartureCheck
        var misrouted: [String] = []
        /// The run's views and windows, by identity, without keeping them alive.
        var known: [ObjectIdentifier: WeakView] = [:]

        init(_ loop: MainRunLoop, departures: DepartureCheck) {
            self.loop = loop
            self.departures = departures
        }

        func know(_ views: [ViewNode]) {
            known = Dictionary(views.map { (ObjectIdentifier($0), WeakView(view: $0)) }) { first, _ in first }
        }

        func lifecycleEventDelivered(_ event: LifecycleEvent) {
            departures.note(event, view: { self.known[$0]?.view }) { tag in
                self.known.values.contains { $0.view?.tag == tag }
            }
            guard let view = known[event.receiver]?.view else { return }
            if let owner = view.owningRunLoop, owner !== loop {
                misrouted.append("\(event) reached the wrong loop (the receiver is in \(String(describing: view.window)))")
            }
        }
    }

    @Test(arguments: 0..<8)
    func randomHooksNeverCorruptTheHierarchyLosePendingWorkOrMisrouteAReport(batch: Int) {
        for seed in UInt64(batch * 50)..<UInt64(batch * 50 + 50) {
            guard run(seed: seed) else { return }
        }
    }

    /// One seeded run; records an issue naming the seed (at the caller's line) and returns false at
    /// the first failure.
    func run(seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let chaos = Chaos(seed: seed)
        let loops = [MainRunLoop(), MainRunLoop()]
        let departures = DepartureCheck()
        let checks = loops.map { RoutingCheck($0, departures: departures) }
        for (loop, check) in zip(loops, checks) {
            loop.diagnostics.policy = .collect
            loop.lifecycleObserver = check
        }
        // Two windows on the first loop, one on the second.
        chaos.windows = [loops[0], loops[0], loops[1]].map { Window(screenSize: CGSize(width: 100, height: 100), runLoop: $0) }
        for (index, window) in chaos.windows.enumerated() { window.tag = -1 - index }   // every tag in a run is unique
        chaos.views = (1...10).map { ChaosView(chaos: chaos, tag: $0) }
        func fail(_ message: String) -> Bool {
            Issue.record("seed \(seed): \(message)", sourceLocation: sourceLocation)
            return false
        }
        for step in 0..<40 {
            for check in checks { check.know(chaos.views as [ViewNode] + chaos.windows) }
            chaos.budget = 20
            // Misuse among views that belong to no loop yet goes to the first loop's sink.
            loops[0].withCurrent { chaos.act(from: chaos.views.randomElement(using: &chaos.random)!) }
            if let broken = firstViolation(chaos) { return fail("step \(step): \(broken)") }
            if let misrouted = checks.flatMap(\.misrouted).first { return fail("step \(step): \(misrouted)") }
            if let unannounced = departures.unannounced.first { return fail("step \(step): \(unannounced)") }
            guard step % 3 == 0 else { continue }
            for loop in loops {
                let reason = loop.runUntilIdle()
                if let broken = firstViolation(chaos) { return fail("step \(step), after running: \(broken)") }
                switch reason {
                case .idle:
                    let pending = chaos.windows.filter { $0.runLoop === loop }.flatMap(\.pendingViews)
                    if !pending.isEmpty { return fail("step \(step): still pending after idle: \(pending)") }
                case .layoutFeedbackLoop:
                    break   // hooks that keep marking each other: reported and dropped, as designed
                default:
                    return fail("step \(step): unexpected stop reason \(reason)")
                }
            }
            if let misrouted = checks.flatMap(\.misrouted).first { return fail("step \(step), after running: \(misrouted)") }
            if let unannounced = departures.unannounced.first { return fail("step \(step), after running: \(unannounced)") }
        }
        return true
    }

    func firstViolation(_ chaos: Chaos) -> [String]? {
        for view in (chaos.views as [ViewNode]) + chaos.windows {
            let violations = view.invariantViolations()
            if !violations.isEmpty { return violations }
        }
        return nil
    }
}
