/// The commit and what hangs off the loop for the objects it drives: the targets it commits
/// before waiting, work that follows a commit, and the one path by which lifecycle events and
/// diagnostics are reported.
extension MainRunLoop {
    // MARK: Commit targets

    /// Registers `target` (a window) as committed by this loop, held weakly.
    func register(_ target: any RunLoopCommitTarget) {
        commitTargets.removeAll { $0.target == nil }
        commitTargets.append(WeakCommitTarget(target: target))
    }

    /// Asks for `target` to be committed before this loop next waits; once per turn.
    func scheduleCommit(for target: any RunLoopCommitTarget) {
        guard !target.isCommitScheduled else { return }
        target.isCommitScheduled = true
        awaitingCommit.append(WeakCommitTarget(target: target))
    }

    /// Targets marked as scheduled for a commit this loop does not have queued — a commit that
    /// would never come. Empty unless the bookkeeping is broken; for checks.
    package var commitBookkeepingViolations: [String] {
        commitTargets.compactMap(\.target).filter { target in
            target.isCommitScheduled && !awaitingCommit.contains { $0.target === target }
        }.map { "\($0) is marked scheduled for a commit its loop does not have" }
    }

    /// The commit: every target that asked for one this turn, in the order they asked.
    func commitScheduledTargets() {
        guard !awaitingCommit.isEmpty else { return }
        let targets = awaitingCommit
        awaitingCommit.removeAll(keepingCapacity: true)
        // The one branch profiling costs a commit when no profiler is attached.
        if isProfiled, let profiler = commitProfiler {
            if let loop = profiler.profileCommit(of: targets.compactMap(\.target)) { detectedFeedbackLoop = loop }
            return
        }
        for case let target? in targets.map(\.target) {
            if let loop = target.commit() { detectedFeedbackLoop = loop }
        }
    }

    /// Commits the open implicit transaction, after the windows, so that the changes their layout
    /// made join it — as Core Animation commits layout inside its transaction.
    func commitImplicitTransaction() {
        guard let transaction = transactionSlot, transaction.isCommitScheduled else { return }
        _ = transaction.commit()
    }

    /// Runs `body` once, right after the next commit — the one ending this turn, or the next
    /// turn's when called after it — and then, if `delay` is positive, `delay` later on the
    /// clock in every mode. Deferred appearance callbacks, transition completions and activation
    /// at launch all wait this way.
    func performAfterCommit(
        order: Int = MainRunLoop.afterCommitOrder, delay: Duration = .zero, _ body: @escaping @MainActor () -> Void
    ) {
        // Registered while the before-waiting observers run (from the commit, or from other
        // after-commit work), it missed this pass: the loop takes another turn for it rather than
        // leaving it until something else wakes the loop — a transition would never complete.
        if isNotifyingBeforeWaiting { needsAnotherTurn = true }
        addObserver(activities: .beforeWaiting, order: order, repeats: false) { [unowned self] _ in
            guard delay > .zero else { return body() }
            scheduleTimer(withTimeInterval: delay, repeats: false, mode: .common) { _ in body() }
        }
    }

    /// Runs `body` in the gesture slot of this turn if the loop has not prepared to wait yet,
    /// otherwise of the next turn; a call made outside any turn makes the loop take one.
    func performInGestureSlot(_ body: @escaping @MainActor () -> Void) {
        if isNotifyingBeforeWaiting || turnDepth == 0 { needsAnotherTurn = true }
        let observer = addObserver(activities: .beforeWaiting, order: Self.gestureOrder, repeats: false) { _ in body() }
        observer.isInAllModes = true
    }

    // MARK: Reporting

    /// Tells the lifecycle observer, if any, that `receiver` is receiving `callback` — the one
    /// path every delivered callback is reported through. Costs a load and a branch when no
    /// observer is attached.
    @inline(__always)
    func trace(
        _ receiver: AnyObject, _ callback: LifecycleCallback,
        _ arguments: @autoclosure () -> [LifecycleEvent.Argument] = []
    ) {
        guard isObserved, let observer = lifecycleObserver else { return }
        observer.lifecycleEventDelivered(LifecycleEvent(receiver: receiver, callback: callback, arguments: arguments()))
    }

    /// Tells the lifecycle observer, if any, that the object with identity `object` was freed,
    /// so that a log never mistakes the next object at its address for it.
    func reportEnd(of object: ObjectIdentifier) {
        guard isObserved, let observer = lifecycleObserver else { return }
        observer.lifecycleObjectDidEnd(object)
    }
}

/// Something a run loop commits before it waits: a window, whose update cycle runs there.
@MainActor
protocol RunLoopCommitTarget: AnyObject {
    /// Whether the target is already queued for this turn's commit.
    var isCommitScheduled: Bool { get set }
    /// Runs the target's commit; returns the layout feedback loop that stopped it, if one did.
    /// Clears ``isCommitScheduled`` once marks made from here on need a new commit.
    func commit() -> LayoutFeedbackLoop?
}

/// A commit target held without keeping it alive.
@MainActor
struct WeakCommitTarget {
    weak var target: (any RunLoopCommitTarget)?
}
