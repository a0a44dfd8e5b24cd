import Foundation

/// One window's touch delivery: hit testing, the recognizers each touch feeds, how they exclude
/// and wait for each other, and what the views are told — UIKit's gesture environment.
///
/// An event is delivered in three steps: new touches are hit-tested and given their recognizers;
/// every recognizer receives its touches (before any view); then each view is told what its
/// touches did, unless a recognizer delays or took them. Recognizers' actions, and the
/// `touchesCancelled(_:with:)` that follow a recognition, run in the turn's gesture slot
/// (``MainRunLoop/gestureOrder``), before the commit.
@MainActor
final class GestureEnvironment {
    unowned let window: Window
    /// Live touches, in the order their fingers went down.
    private(set) var records: [TouchRecord] = []
    /// Recognizers taking part in the gestures under way, in the order they joined.
    private(set) var active: [GestureRecognizer] = []
    private var actionQueue: [QueuedAction] = []
    private var isSlotScheduled = false
    /// Set once the window is being freed: from then on nothing reaches it.
    private(set) var isWindowGone = false
    private var isDelivering = false
    /// Whether views are being told of their touches now, and whether a hook asked for that again.
    private var isSyncingViews = false
    private var needsAnotherViewSync = false
    /// The last finger that lifted, for counting taps.
    private var lastLift: (location: CGPoint, time: Duration, tapCount: Int)?

    /// The longest pause between taps that still counts them together, and how far apart they
    /// may be (UIKit's multi-tap limits, measured).
    static let multiTapInterval = Duration.milliseconds(350)
    static let multiTapDistance: CGFloat = 45

    private struct QueuedAction {
        let recognizer: GestureRecognizer
        let state: GestureRecognizer.State
        /// The touches whose views get `touchesCancelled(_:with:)` after this action.
        var touchesToCancel: [TouchRecord]
    }

    init(window: Window) {
        self.window = window
    }

    func record(for touch: Touch) -> TouchRecord? {
        records.first { $0.touch === touch }
    }

    /// What the environment still tracks, for failure messages.
    var trackingDescription: String {
        let touches = records.map { "touch \($0.touch.phase) → \($0.view.map { String(describing: type(of: $0)) } ?? "nil"): \($0.delivery)" }
        let recognizers = active.map { "\($0) pending \($0.pendingStates) touches \($0.trackedTouches.count)" }
        return (touches + recognizers + actionQueue.map { "queued \($0.recognizer) \($0.state)" }).joined(separator: "; ")
    }

    /// Whether a touch is down or a recognizer is still deciding.
    var isTracking: Bool { !records.isEmpty || !active.isEmpty || !actionQueue.isEmpty }

    // MARK: - Delivering an event

    func deliver(_ event: Event) {
        guard !isWindowGone else { return }
        let wasDelivering = isDelivering
        isDelivering = true
        defer { isDelivering = wasDelivering }
        for touch in event.orderedTouches where touch.phase == .began && record(for: touch) == nil {
            beginTracking(touch, in: event)
        }
        for touch in event.orderedTouches {
            if touch.phase == .moved { record(for: touch)?.hasUndeliveredMove = true }
            if touch.phase == .ended { noteLift(of: touch) }
        }
        deliverToRecognizers(event)
        failRecognizersThatCannotWait()
        syncViews(with: event)
        scheduleSlotIfNeeded()
    }

    private func beginTracking(_ touch: Touch, in event: Event) {
        touch.windowResponder = window
        countTaps(of: touch)
        let hitView = window.hitTest(touch.locationInWindow, with: event)
        touch.hitResponder = hitView
        var recognizers: [GestureRecognizer] = []
        var node = hitView
        while let view = node {
            for recognizer in view.extras?.gestureRecognizers ?? [] where recognizer.receivesTouches {
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                // The delegate may have detached or disabled it.
                guard recognizer.attachedView === view, recognizer.receivesTouches else { continue }
                recognizers.append(recognizer)
            }
            node = view.storedSuperview
        }
        let record = TouchRecord(touch: touch, view: hitView, recognizers: recognizers)
        if let hitView {
            if !acceptsNewTouch(for: hitView) { record.delivery = .withheld }
        } else {
            record.delivery = .withheld   // it hit nothing: no view will hear of it
        }
        records.append(record)
        for recognizer in recognizers {
            recognizer.joinedEnvironment = self
            recognizer.trackedTouches.append(touch)
            recognizer.sequenceTouches.append(touch)
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        }
    }

    /// A view that is not multiple-touch enabled hears of one finger at a time; while an
    /// exclusive-touch view tracks a finger, no other view hears of new ones (and vice versa).
    /// A finger that lifted counts no more, even while a recognizer withholds its touchesEnded
    /// (the second tap of a double tap reaches the view).
    private func acceptsNewTouch(for view: ViewNode) -> Bool {
        let tracking = records.filter { ($0.delivery == .began || $0.delivery == .none) && !$0.touchIsOver }
        if !view.isMultipleTouchEnabled, tracking.contains(where: { $0.view === view }) { return false }
        if tracking.contains(where: { $0.view !== view && ($0.view?.isExclusiveTouch ?? false) }) { return false }
        if view.isExclusiveTouch, tracking.contains(where: { $0.view !== view }) { return false }
        return true
    }

    private func countTaps(of touch: Touch) {
        guard let lift = lastLift,
              touch.timestamp - lift.time <= Self.multiTapInterval,
              hypot(touch.locationInWindow.x - lift.location.x, touch.locationInWindow.y - lift.location.y)
                <= Self.multiTapDistance
        else { return }
        touch.tapCount = lift.tapCount + 1
    }

    private func deliverToRecognizers(_ event: Event) {
        // A snapshot: a recognizer's hooks may add or remove recognizers.
        for recognizer in active {
            for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
                guard recognizer.receivesTouches else { break }
                let touches = recognizer.trackedTouches.filter { touch in
                    touch.phase == phase && event.orderedTouches.contains { $0 === touch }
                }
                guard !touches.isEmpty else { continue }
                let set = Set(touches)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled:
                    recognizer.touchesCancelled(set, with: event)
                default: break
                }
                if phase == .ended || phase == .cancelled {
                    recognizer.lastCentroidInWindow = recognizer.centroidInWindow
                    recognizer.trackedTouches.removeAll { touch in touches.contains { $0 === touch } }
                    if phase == .cancelled { endCancelledRecognizer(recognizer) }
                }
            }
            // Touches the recognizer stopped receiving (it failed) leave it too.
            if !recognizer.receivesTouches {
                let over = recognizer.trackedTouches.filter { $0.phase == .ended || $0.phase == .cancelled }
                recognizer.trackedTouches.removeAll { touch in over.contains { $0 === touch } }
            }
        }
    }

    /// After a recognizer's touches were cancelled: one still possible fails, one that began is
    /// cancelled.
    private func endCancelledRecognizer(_ recognizer: GestureRecognizer) {
        switch recognizer.storedState {
        case .possible: transition(recognizer, to: .failed)
        case .began, .changed: transition(recognizer, to: .cancelled)
        default: break
        }
    }

    // MARK: - Telling views

    /// Tells each view what its touches did, as far as no recognizer delays or took them.
    ///
    /// A view's hook may re-enter (fail a recognizer, remove a view): a sync asked for meanwhile
    /// runs after this one, and each message is sent only if the touch's delivery is still what
    /// it was when the message was chosen — a view a hook removed from the window (its touches
    /// cancelled or withheld) hears nothing more of them.
    private func syncViews(with event: Event?) {
        guard !isWindowGone else { return }
        if isSyncingViews { return needsAnotherViewSync = true }
        isSyncingViews = true
        defer { isSyncingViews = false }
        var rounds = 0
        repeat {
            needsAnotherViewSync = false
            rounds += 1
            syncViewsOnce(with: event ?? window.touchEvent)
        } while needsAnotherViewSync && rounds < 1_000
    }

    private func syncViewsOnce(with event: Event) {
        var began: [TouchRecord] = []
        var moved: [TouchRecord] = []
        var ended: [TouchRecord] = []
        var cancelled: [TouchRecord] = []
        for record in records {
            guard record.view != nil else { continue }
            var begins = false
            if record.delivery == .none {
                if record.touch.phase == .cancelled {
                    record.delivery = .withheld   // cancelled before the view heard of it
                    continue
                }
                guard !record.isBeganDelayed else { continue }
                began.append(record)
                begins = true
                record.hasUndeliveredMove = false
            }
            guard record.delivery == .began || begins else { continue }
            if record.hasUndeliveredMove, !record.touchIsOver {
                moved.append(record)
                record.hasUndeliveredMove = false
            }
            switch record.touch.phase {
            case .ended where !record.isEndDelayed: ended.append(record)
            case .cancelled: cancelled.append(record)
            default: break
            }
        }
        send(began, from: .none, to: .began) { $0.touchesBegan($1, with: event) }
        send(moved, from: .began, to: .began) { $0.touchesMoved($1, with: event) }
        send(ended, from: .began, to: .ended) { $0.touchesEnded($1, with: event) }
        send(cancelled, from: .began, to: .cancelled) { $0.touchesCancelled($1, with: event) }
        records.removeAll { $0.touchIsOver && $0.delivery.isFinal }
    }

    /// Calls `message` once per view with that view's touches among `list` whose delivery is
    /// still `expected` (moving them to `next` just before), views in the order their first touch
    /// went down.
    private func send(
        _ list: [TouchRecord], from expected: TouchRecord.ViewDelivery, to next: TouchRecord.ViewDelivery,
        _ message: (ViewNode, Set<Touch>) -> Void
    ) {
        var views: [ViewNode] = []
        for record in list {
            guard let view = record.view, !views.contains(where: { $0 === view }) else { continue }
            views.append(view)
        }
        for view in views {
            let current = list.filter { $0.view === view && $0.delivery == expected }
            guard !current.isEmpty else { continue }
            for record in current { record.delivery = next }
            message(view, Set(current.map(\.touch)))
        }
    }

    /// Calls `message` once per view with that view's touches, views in the order their first
    /// touch went down.
    private func send(_ pairs: [(ViewNode, Touch)], _ message: (ViewNode, Set<Touch>) -> Void) {
        var views: [ViewNode] = []
        for (view, _) in pairs where !views.contains(where: { $0 === view }) { views.append(view) }
        for view in views {
            message(view, Set(pairs.filter { $0.0 === view }.map(\.1)))
        }
    }

    // MARK: - State transitions

    /// Applies a recognizer's request to change state: checks it, lets it wait for the
    /// recognizers it requires to fail, excludes the ones it prevents, and queues its actions.
    func transition(_ recognizer: GestureRecognizer, to newState: GestureRecognizer.State) {
        if !recognizer.pendingStates.isEmpty {
            if newState == .failed {
                fail(recognizer)
            } else if newState != .possible {
                recognizer.pendingStates.append(newState)
            }
            return
        }
        guard recognizer.isAllowedTransition(to: newState) else {
            return recognizer.reportInvalidTransition(to: newState)
        }
        // A recognizer that recognizes or fails outside any gesture (a subclass's own timer)
        // joins this window's, so that the gesture slot resets it once it finished.
        if newState.isFinished, !active.contains(where: { $0 === recognizer }) {
            recognizer.joinedEnvironment = self
            active.append(recognizer)
        }
        switch (recognizer.storedState, newState) {
        case (.possible, .possible):
            return
        case (.possible, .failed):
            fail(recognizer)
        case (.possible, _):
            guard recognizer.isEnabled, shouldBegin(recognizer) else {
                fail(recognizer)
                return scheduleSlotIfNeeded()
            }
            // The delegate or a view may have re-entered meanwhile — cancelled the touches (the
            // recognizer failed), disabled or removed it: then it does not begin after all.
            guard recognizer.storedState == .possible, recognizer.pendingStates.isEmpty, recognizer.isEnabled,
                  active.contains(where: { $0 === recognizer })
            else { return scheduleSlotIfNeeded() }
            if waitsForFailure(recognizer) {
                recognizer.pendingStates = [newState]
                failDeadlockedWaiters()
            } else {
                commitRecognition(recognizer, newState)
            }
        default:
            recognizer.storedState = newState
            enqueue(recognizer, newState)
        }
        scheduleSlotIfNeeded()
    }

    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
        // The views the recognizer's touches hit are asked too (UIKit's
        // `gestureRecognizerShouldBegin(_:)` on UIView): a control can keep a tap for itself.
        var asked: [ViewNode] = []
        for touch in recognizer.sequenceTouches {
            guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            guard view.gestureRecognizerShouldBegin(recognizer) else { return false }
        }
        return true
    }

    /// Whether `recognizer` must wait: a recognizer it requires to fail is still undecided.
    private func waitsForFailure(_ recognizer: GestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && other.isEnabled && other.isUndecided && requiresFailure(recognizer, of: other)
        }
    }

    private func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.recognizer === other }
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
    }

    private func recognizesSimultaneously(_ one: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        (one.delegate?.gestureRecognizer(one, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: one) ?? false)
    }

    private func sharesTouches(_ one: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        one.sequenceTouches.contains { touch in other.sequenceTouches.contains { $0 === touch } }
    }

    /// `recognizer` begins or recognizes: it prevents the recognizers it excludes, the ones
    /// waiting for it to fail fail, and its touches are taken from their views.
    private func commitRecognition(_ recognizer: GestureRecognizer, _ newState: GestureRecognizer.State) {
        recognizer.storedState = newState
        var touchesToCancel: [TouchRecord] = []
        if recognizer.cancelsTouchesInView {
            for record in records where recognizer.sequenceTouches.contains(where: { $0 === record.touch }) {
                switch record.delivery {
                case .began: record.delivery = .cancelPending; touchesToCancel.append(record)
                case .none: record.delivery = .withheld
                default: break
                }
            }
        }
        actionQueue.append(QueuedAction(recognizer: recognizer, state: newState, touchesToCancel: touchesToCancel))
        for other in active where other !== recognizer {
            guard other.storedState == .possible || other.storedState == .began || other.storedState == .changed else { continue }
            if other.isUndecided, requiresFailure(other, of: recognizer) {
                fail(other)
                continue
            }
            guard sharesTouches(recognizer, other), !recognizesSimultaneously(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            if other.isUndecided {
                fail(other)
            } else {
                other.storedState = .cancelled
                enqueue(other, .cancelled)
            }
        }
    }

    private func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.pendingStates = []
        recognizer.storedState = .failed
        recognizerDidFail()
    }

    /// A recognizer failed: recognizers waiting only on it may now recognize, and touches it
    /// delayed may reach their views.
    private func recognizerDidFail() {
        for waiting in active where !waiting.pendingStates.isEmpty && !waitsForFailure(waiting) {
            let states = waiting.pendingStates
            waiting.pendingStates = []
            guard waiting.isUndecided else { continue }
            commitRecognition(waiting, states[0])
            for state in states.dropFirst() where waiting.isAllowedTransition(to: state) {
                waiting.storedState = state
                enqueue(waiting, state)
            }
        }
        if !isDelivering { syncViews(with: nil) }
    }

    private func enqueue(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        if state == .changed, let last = actionQueue.last(where: { $0.recognizer === recognizer }), last.state == .changed {
            return
        }
        actionQueue.append(QueuedAction(recognizer: recognizer, state: state, touchesToCancel: []))
    }

    /// Whether `recognizer` takes part in a gesture of this window: it receives touches, decides
    /// or has actions queued. Only then do disabling and removing it concern the environment.
    private func isTakingPart(_ recognizer: GestureRecognizer) -> Bool {
        active.contains { $0 === recognizer } || actionQueue.contains { $0.recognizer === recognizer }
    }

    /// A recognizer was disabled: one still possible fails, one that began is cancelled. An idle
    /// one is left as it is (possible), so it works again once enabled.
    /// Ends `recognizer`'s part in the gesture under way: failed if it was still deciding,
    /// cancelled (with a cancelled action) if it had begun; it receives no more touches.
    private func stop(_ recognizer: GestureRecognizer) {
        switch recognizer.storedState {
        case .possible: fail(recognizer)
        case .began, .changed:
            recognizer.storedState = .cancelled
            enqueue(recognizer, .cancelled)
        default: break
        }
        recognizer.trackedTouches = []
    }

    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        guard isTakingPart(recognizer) else { return }
        stop(recognizer)
        scheduleSlotIfNeeded()
    }

    /// A recognizer left its view: it stops taking part. A gesture it had begun is cancelled —
    /// its queued actions, then a cancelled action, are sent now, since it will have no slot —
    /// so that whatever its actions started (an interactive pop) is ended. Recognizers waiting
    /// for it to fail stop waiting, as if it had failed.
    func recognizerWasRemoved(_ recognizer: GestureRecognizer) {
        guard isTakingPart(recognizer) else { return }
        for record in records { record.recognizers.removeAll { $0 === recognizer } }
        active.removeAll { $0 === recognizer }
        let queued = actionQueue.filter { $0.recognizer === recognizer }.map(\.state)
        actionQueue.removeAll { $0.recognizer === recognizer }
        let wasRecognizing = recognizer.storedState == .began || recognizer.storedState == .changed
        if wasRecognizing { recognizer.storedState = .cancelled }
        for state in queued { recognizer.sendActions(for: state) }
        if wasRecognizing, queued.last != .cancelled { recognizer.sendActions(for: .cancelled) }
        recognizer.resetToPossible()
        // A removed recognizer can no longer recognize: those waiting for it to fail go on
        // (chosen), and touches it delayed reach their views.
        recognizerDidFail()
        scheduleSlotIfNeeded()
    }

    /// Recognizers that wait for each other to fail in a circle — each waiting only on others
    /// that wait too — can never go on: they all fail together, none recognizing **(chosen:
    /// UIKit documents no order for circular requirements, and none of them fires there)**, and
    /// the touches they delayed reach their views.
    private func failDeadlockedWaiters() {
        let waiting = active.filter { !$0.pendingStates.isEmpty && $0.isUndecided }
        guard !waiting.isEmpty else { return }
        // Recognizers that can still decide on their own, and the waiters that wait on one.
        var free = active.filter { $0.isEnabled && $0.isUndecided && $0.pendingStates.isEmpty }
        var stuck = waiting
        var changed = true
        while changed {
            changed = false
            for recognizer in stuck where free.contains(where: { other in
                other !== recognizer && requiresFailure(recognizer, of: other)
            }) {
                free.append(recognizer)
                stuck.removeAll { $0 === recognizer }
                changed = true
            }
        }
        guard !stuck.isEmpty else { return }
        for recognizer in stuck {
            recognizer.pendingStates = []
            recognizer.storedState = .failed
        }
        recognizerDidFail()
    }

    /// Recognizers still possible with every touch lifted fail, unless they wait for more
    /// touches or for others to fail.
    private func failRecognizersThatCannotWait() {
        for recognizer in active where recognizer.isUndecided && recognizer.pendingStates.isEmpty
            && recognizer.trackedTouches.isEmpty && !recognizer.waitsAfterLastTouch
            && recognizer.sequenceTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            fail(recognizer)
        }
    }

    // MARK: - The gesture slot

    private func scheduleSlotIfNeeded() {
        guard !isWindowGone, !isSlotScheduled, !actionQueue.isEmpty || active.contains(where: { $0.storedState.isFinished }) else { return }
        isSlotScheduled = true
        window.runLoop.performInGestureSlot { [weak self] in self?.runSlot() }
    }

    /// Sends the queued actions in order, each recognition followed by the cancellation of the
    /// touches it took from their views; then lets finished recognizers reset.
    func runSlot() {
        isSlotScheduled = false
        guard !isWindowGone else { return }
        var budget = 10_000
        while !actionQueue.isEmpty, budget > 0 {
            budget -= 1
            let action = actionQueue.removeFirst()
            action.recognizer.sendActions(for: action.state)
            var cancelled: [(ViewNode, Touch)] = []
            for record in action.touchesToCancel where record.delivery == .cancelPending {
                record.delivery = .cancelled
                if let view = record.view { cancelled.append((view, record.touch)) }
            }
            send(cancelled) { $0.touchesCancelled($1, with: window.touchEvent) }
        }
        failRecognizersThatCannotWait()
        syncViews(with: nil)
        for recognizer in active where recognizer.storedState.isFinished && recognizer.trackedTouches.isEmpty
            && !actionQueue.contains(where: { $0.recognizer === recognizer }) {
            active.removeAll { $0 === recognizer }
            for record in records { record.recognizers.removeAll { $0 === recognizer } }
            recognizer.resetToPossible()
        }
        active.removeAll { recognizer in
            recognizer.isUndecided && recognizer.trackedTouches.isEmpty && !recognizer.waitsAfterLastTouch
                && recognizer.pendingStates.isEmpty
        }
        if !actionQueue.isEmpty { scheduleSlotIfNeeded() }
    }

    /// Cancels every touch still down: their recognizers and views are told, as for any
    /// cancelled touch.
    func cancelAllTouches() {
        let live = records.map(\.touch).filter { !($0.phase == .ended || $0.phase == .cancelled) }
        guard !live.isEmpty, !isWindowGone else { return }
        let event = window.touchEvent
        event.timestamp = window.runLoop.now
        for touch in live {
            touch.phase = .cancelled
            touch.timestamp = event.timestamp
        }
        event.orderedTouches = live
        deliver(event)
        event.orderedTouches = []
    }

    /// `root`'s subtree is leaving the window: its views' touches are cancelled (the fingers stay
    /// down for the rest of the window), and its recognizers stop — cancelled if they began,
    /// failed if still possible.
    func subtreeWillLeaveWindow(_ root: ViewNode) {
        guard !isWindowGone else { return }
        var cancelled: [(ViewNode, Touch)] = []
        for record in records {
            guard let view = record.view, view === root || view.isDescendant(of: root) else { continue }
            switch record.delivery {
            case .began, .cancelPending:
                record.delivery = .cancelled
                cancelled.append((view, record.touch))
            case .none:
                record.delivery = .withheld
            default:
                break
            }
        }
        for recognizer in active {
            guard let view = recognizer.attachedView, view === root || view.isDescendant(of: root) else { continue }
            stop(recognizer)
        }
        scheduleSlotIfNeeded()
        send(cancelled) { $0.touchesCancelled($1, with: window.touchEvent) }
        records.removeAll { $0.touchIsOver && $0.delivery.isFinal }
    }

    /// The window is being freed: nothing may reach it any more, and nothing will be delivered
    /// again. The views still tracking touches hear them cancelled; every recognizer taking part
    /// gets its queued actions and, if it had begun, a cancelled action (so that whatever its
    /// actions started, such as an interactive pop, ends) — then resets.
    func windowWillBeFreed(event: Event) {
        isWindowGone = true
        var cancelled: [(ViewNode, Touch)] = []
        for record in records where record.delivery == .began || record.delivery == .cancelPending {
            record.delivery = .cancelled
            if let view = record.view { cancelled.append((view, record.touch)) }
        }
        records = []
        let recognizers = active
        let queue = actionQueue
        active = []
        actionQueue = []
        send(cancelled) { $0.touchesCancelled($1, with: event) }
        for recognizer in recognizers {
            let queued = queue.filter { $0.recognizer === recognizer }.map(\.state)
            let wasRecognizing = recognizer.storedState == .began || recognizer.storedState == .changed
            if wasRecognizing { recognizer.storedState = .cancelled }
            for state in queued { recognizer.sendActions(for: state) }
            if wasRecognizing, queued.last != .cancelled { recognizer.sendActions(for: .cancelled) }
            recognizer.resetToPossible()
        }
    }

    /// Remembers where and when a finger lifted, to count the next tap.
    func noteLift(of touch: Touch) {
        lastLift = (touch.locationInWindow, touch.timestamp, touch.tapCount)
    }
}
