import Foundation

/// A view that turns touches into actions for its targets — HeadlessKit's `UIControl`.
///
/// A control tracks one finger from touch-down to lift. Its responder methods drive the tracking
/// hooks (``beginTracking(_:with:)``, ``continueTracking(_:with:)``, ``endTracking(_:with:)``,
/// ``cancelTracking(with:)``), keep ``isHighlighted``, ``isTracking`` and ``isTouchInside`` up to
/// date, and send the matching ``Event``s to the actions registered with ``addAction(_:for:)`` and
/// `addTarget(_:action:for:name:)`. Actions run synchronously inside the touch delivery, as in UIKit
/// (they are not gesture recognizer actions).
///
/// While a finger is tracked, "inside" means within the bounds grown by 70 points on every side
/// (UIKit's drag slop), so a finger may wander off a small button and still lift inside it.
///
/// Inside a subclass, `Event` names ``Control/Event``; write `HeadlessKit.Event` for the touch
/// event of the responder methods.
@MainActor
open class Control: ViewNode {
    /// How far outside its bounds a tracked finger still counts as inside the control: 70 points
    /// on every side (UIKit's drag slop, measured on devices).
    static let trackingSlop: CGFloat = 70

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeArchivedControlProperties(from: coder)
    }

    /// Creates a control with the given frame that runs `primaryAction` (when given) for
    /// ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State

    /// Whether the control takes touches. The default is `true`.
    ///
    /// A disabled control is still hit-tested (it keeps touches from the views behind it) but
    /// ignores them: it tracks nothing and sends no actions. Disabling a control while it tracks
    /// a finger stops the tracking silently — the highlight goes, and no hook or action follows
    /// for that finger (chosen: UIKit does not document it). Overrides call `super`.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            if trackingTouch != nil || isTracking {
                trackingTouch = nil
                trackingGeneration &+= 1
                isTracking = false
                isTouchInside = false
            }
            if isHighlighted { isHighlighted = false }
        }
    }

    /// Whether the control is selected. The default is `false`; the control itself never
    /// changes it. Overrides call `super`.
    open var isSelected = false

    /// Whether the control is highlighted: a finger it tracks is down inside it. Set by the
    /// control as the finger moves; overrides (to redraw) call `super`.
    open var isHighlighted = false

    /// The control's state, from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
    ///
    /// Overrides may add ``State/application`` bits; call `super` for the standard ones.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a finger: from a ``beginTracking(_:with:)`` that returned
    /// `true` until the finger lifts or is cancelled (or ``continueTracking(_:with:)`` returns
    /// `false`).
    public internal(set) var isTracking = false

    /// Whether the tracked finger is inside the control's tracking area (its bounds grown by 70
    /// points on every side).
    public internal(set) var isTouchInside = false

    // MARK: - Tracking hooks

    /// Called when a finger touches down in the control; returns whether to track it.
    ///
    /// The default returns `true`. Override to decide from the touch (its location, its tap
    /// count); `super` need not be called. Called from ``touchesBegan(_:with:)`` with
    /// ``isTouchInside`` already `true` and ``isTracking`` still `false`; after it returns `true`
    /// the control highlights and sends ``Event/touchDown`` (and ``Event/touchDownRepeat`` for a
    /// tap count above 1). After `false` the control ignores the finger.
    open func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool { true }

    /// Called when the tracked finger moves; returns whether to keep tracking it.
    ///
    /// The default returns `true`. `super` need not be called. Called from
    /// ``touchesMoved(_:with:)`` after ``isTouchInside`` and ``isHighlighted`` were updated for
    /// the new location and before the drag events are sent; after `false` the control stops
    /// tracking, clears its highlight and sends nothing more for the finger.
    open func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool { true }

    /// Called when the tracked finger lifts.
    ///
    /// The default does nothing; `super` need not be called. Called from
    /// ``touchesEnded(_:with:)`` after the highlight was cleared and before
    /// ``Event/touchUpInside`` or ``Event/touchUpOutside`` is sent; ``isTracking`` is still
    /// `true`.
    open func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {}

    /// Called when the tracked finger is cancelled (a gesture recognizer took it).
    ///
    /// The default does nothing; `super` need not be called. Called from
    /// ``touchesCancelled(_:with:)`` after the highlight was cleared and before
    /// ``Event/touchCancel`` is sent.
    open func cancelTracking(with event: HeadlessKit.Event?) {}

    // MARK: - Touches

    /// Starts tracking the finger: ``beginTracking(_:with:)``, then (when it returns `true`)
    /// ``isHighlighted`` becomes `true`, then the ``Event/touchDown`` actions run.
    ///
    /// A disabled control, or one already tracking a finger, ignores the touches and does not
    /// forward them. Overrides call `super` to keep the control working.
    open override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard isEnabled, trackingTouch == nil, let touch = Self.firstTouch(of: touches, in: event) else { return }
        isTouchInside = true
        trackingGeneration &+= 1
        let generation = trackingGeneration
        touchBeingBegun = touch
        let tracks = beginTracking(touch, with: event)
        if touchBeingBegun === touch { touchBeingBegun = nil }
        // The hook may have disabled the control or otherwise ended this tracking.
        guard tracks, generation == trackingGeneration, isEnabled else {
            if generation == trackingGeneration { isTouchInside = false }
            return
        }
        trackingTouch = touch
        isTracking = true
        isHighlighted = true
        guard generation == trackingGeneration else { return }
        var events = Event.touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    /// Follows the tracked finger: ``isTouchInside`` and ``isHighlighted`` take the new location,
    /// ``continueTracking(_:with:)`` is asked, then the actions for ``Event/touchDragInside`` or
    /// ``Event/touchDragOutside`` run — together with ``Event/touchDragEnter`` or
    /// ``Event/touchDragExit`` when the finger crossed the tracking area's edge.
    ///
    /// Overrides call `super`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard let touch = trackingTouch, touches.contains(touch), isTracking else { return }
        let generation = trackingGeneration
        let wasInside = isTouchInside
        let inside = isInTrackingArea(touch)
        isTouchInside = inside
        isHighlighted = inside
        guard generation == trackingGeneration else { return }
        let keepsTracking = continueTracking(touch, with: event)
        guard generation == trackingGeneration else { return }
        guard keepsTracking else {
            stopTracking()
            isHighlighted = false
            return
        }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside, !wasInside { events.insert(.touchDragEnter) }
        if !inside, wasInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// Ends the tracking of a lifted finger: ``isHighlighted`` becomes `false`,
    /// ``endTracking(_:with:)`` is called, then the ``Event/touchUpInside`` actions run (when the
    /// finger lifted in the tracking area) or the ``Event/touchUpOutside`` ones; ``isTracking``
    /// turns `false` after them.
    ///
    /// Overrides call `super`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        let generation = trackingGeneration
        let inside = isInTrackingArea(touch)
        isTouchInside = inside
        isHighlighted = false
        guard generation == trackingGeneration else { return }
        endTracking(touch, with: event)
        guard generation == trackingGeneration else { return }
        var events: Event = inside ? .touchUpInside : .touchUpOutside
        if inside, sendsPrimaryActionOnTouchUpInside {
            events.insert(.primaryActionTriggered)
            primaryActionWillTrigger()
            guard generation == trackingGeneration else { return }
        }
        sendActions(for: events, with: event)
        if generation == trackingGeneration { stopTracking() }
    }

    /// Abandons the tracked finger: ``isHighlighted`` becomes `false`, ``cancelTracking(with:)``
    /// is called, then the ``Event/touchCancel`` actions run; ``isTracking`` turns `false` after
    /// them. A finger cancelled while ``beginTracking(_:with:)`` decides (its hook moved the
    /// control out of its window) is never tracked: nothing follows for it.
    ///
    /// Overrides call `super`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        if let touch = touchBeingBegun, touches.contains(touch) {
            return abandonTouchBeingBegun()
        }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        let generation = trackingGeneration
        isHighlighted = false
        guard generation == trackingGeneration else { return }
        cancelTracking(with: event)
        guard generation == trackingGeneration else { return }
        sendActions(for: .touchCancel, with: event)
        if generation == trackingGeneration { stopTracking() }
    }

    // MARK: - Sending actions

    /// Runs `action`, with its ``Action/sender`` set to the control — the path every action a
    /// send runs goes through.
    ///
    /// The default calls the action's handler. Override to observe or filter the actions sent;
    /// call `super` to run it. Called by the control's sends, in registration order.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Calls `action` on `target` with the control (and `event`) — the path every target-action a
    /// send runs goes through.
    ///
    /// The default calls the method; a `nil` target does nothing (HeadlessKit has no responder
    /// chain search for actions). Override to observe or filter the messages sent; call `super` to
    /// send it. Called by the control's sends, in registration order.
    open func sendAction(_ action: ActionMethod, to target: AnyObject?, for event: HeadlessKit.Event?) {
        guard let target else { return }
        action.perform(target, self, event)
    }

    // MARK: - Gesture recognizers
    //
    // UIKit: "In iOS 6.0 and later, default control actions prevent overlapping gesture
    // recognizer behavior" — a one-finger single tap on a button, switch, stepper, segmented
    // control or page control goes to the control, not to a tap recognizer of its superview
    // (UIView's `gestureRecognizerShouldBegin(_:)` documentation).

    /// Whether `gestureRecognizer` may begin recognizing touches that hit the control.
    ///
    /// The default refuses a one-finger single-tap recognizer attached to another view when the
    /// control is enabled and its default action is a single tap (UIKit's button, switch,
    /// stepper, segmented control and page control; not a plain control): that recognizer fails
    /// and the control sends its actions. A recognizer on the control itself is allowed, and wins
    /// (the control's touches are cancelled). Everything else gets `super`'s answer. Overrides
    /// call `super` unless they decide on their own. Asked when the recognizer leaves the
    /// possible state.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if defaultActionIsSingleTap, isEnabled, gestureRecognizer.view !== self,
           let tap = gestureRecognizer as? any SingleTapRecognizing, tap.isSingleFingerSingleTap {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A scroll view does not take a touch from a control that is tracking it (UIKit's
    /// `touchesShouldCancel(in:)` is `false` for controls).
    override var yieldsTouchesToScrolling: Bool { false }

    // MARK: - Internal state

    /// The finger being tracked (held weakly: the window's record of the touch keeps it alive).
    weak var trackingTouch: Touch?
    /// The finger ``beginTracking(_:with:)`` is deciding on, while it runs.
    weak var touchBeingBegun: Touch?
    /// Changes whenever a tracking starts or is abandoned, so a hook that re-enters the control
    /// (cancelling, disabling, touching again) stops the outer call from acting on stale state.
    var trackingGeneration = 0
    /// The registered actions and target-actions, in the order they were added.
    var registrations: [ControlRegistration] = []
    /// How deeply ``sendActions(for:)`` calls are nested on this control right now.
    var actionSendingDepth = 0

    /// Whether the control's default action is a one-finger single tap (UIKit's button, switch,
    /// stepper, segmented control and page control): then a single-tap recognizer of another
    /// view fails instead of taking the tap (see ``gestureRecognizerShouldBegin(_:)``). `false`
    /// for a plain control, as in UIKit's `UIControl`; the framework's tap-driven controls set it.
    var defaultActionIsSingleTap = false

    /// Whether lifting inside also sends ``Event/primaryActionTriggered`` (together with
    /// ``Event/touchUpInside``, one pass over the actions) — UIKit's button does; a plain control
    /// does not.
    var sendsPrimaryActionOnTouchUpInside = false

    /// Called just before a lift inside sends ``Event/primaryActionTriggered`` (with
    /// ``Event/touchUpInside``), for a control whose primary action changes its own state first —
    /// a button that toggles its selection. The default does nothing.
    func primaryActionWillTrigger() {}

    /// How the control's content sits horizontally and vertically in its bounds (see
    /// `Control+ContentAlignment.swift`).
    var contentAlignment = ContentAlignment()

    /// The events that are the control's primary action — a switch's, slider's, stepper's or
    /// segmented control's ``Event/valueChanged``: every send that includes one of them is
    /// followed by a send of ``Event/primaryActionTriggered`` of its own, after all of the first
    /// send's actions ran (UIKit's order: its controls send the primary action in a second pass).
    /// Empty for a plain control.
    var primaryActionEvents: Event = []

    /// Forgets the finger ``beginTracking(_:with:)`` is deciding on, so the `touchesBegan(_:with:)`
    /// that asked stops when the hook returns: the control does not start tracking a finger whose
    /// touch is over — cancelled because a hook moved the control out of its window, as UIKit
    /// cancels the touches of a view that leaves its window **(chosen: no tracking began, so no
    /// `cancelTracking(with:)` and no ``Event/touchCancel`` follow)**.
    private func abandonTouchBeingBegun() {
        touchBeingBegun = nil
        trackingGeneration &+= 1
        isTouchInside = false
    }

    private func stopTracking() {
        trackingTouch = nil
        isTracking = false
        isTouchInside = false
    }

    /// Whether `touch` is in the bounds grown by ``trackingSlop`` on every side (the grown
    /// rectangle contains its minimum edges, not its maximum ones, as `CGRect.contains` does).
    func isInTrackingArea(_ touch: Touch) -> Bool {
        let area = bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop)
        return area.contains(touch.location(in: self))
    }

    /// The touch of `touches` that went down first (the event's order), so a control handed
    /// several fingers picks the same one every run.
    private static func firstTouch(of touches: Set<Touch>, in event: HeadlessKit.Event?) -> Touch? {
        if let event, let first = event.orderedTouches.first(where: { touches.contains($0) }) { return first }
        return touches.min { ObjectIdentifier($0) < ObjectIdentifier($1) }
    }
}

/// A gesture recognizer that can say whether, as configured, it recognizes a one-finger single
/// tap — the gesture a tap-driven control's default action overlaps. The tap recognizer conforms
/// (one tap, one touch required).
@MainActor
protocol SingleTapRecognizing: AnyObject {
    /// Whether the recognizer, as configured now, recognizes a one-finger single tap.
    var isSingleFingerSingleTap: Bool { get }
}
