import Foundation

/// Turns a sequence of touches into a gesture and tells its targets — HeadlessKit's
/// `UIGestureRecognizer`.
///
/// Attach a recognizer to a view with ``ViewNode/addGestureRecognizer(_:)``; it then receives
/// every touch that begins in that view or below it, **before** the view does. Concrete
/// recognizers (tap, pan, long press, swipe, screen-edge pan, pinch) decide by setting ``state``;
/// the actions run in the run loop turn's gesture slot, just before the commit (see
/// ``MainRunLoop/gestureOrder``).
///
/// ```swift
/// let tap = TapGestureRecognizer { tap in print("tapped at", tap.location(in: nil)) }
/// view.addGestureRecognizer(tap)
/// ```
///
/// A discrete recognizer goes possible → recognized (``State/ended``) or failed; a continuous
/// one goes possible → began → changed… → ended or cancelled, or fails before it begins.
@MainActor
open class GestureRecognizer {
    /// A recognizer's state.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// It has not recognized its gesture yet; the default.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches cannot be the gesture.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static let recognized = State.ended

        /// The state's name, as UIKit spells it.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer has decided and waits only to be reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// Creates a recognizer with no actions.
    public init() {}

    /// Creates a recognizer that calls `handler` with itself at every state change that sends
    /// actions (UIKit's `init(target:action:)` with a closure).
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Creates a recognizer with one target-action pair — UIKit's `init(target:action:)`, with a
    /// method of `target` taking the recognizer (`MyController.handlePan`) in place of a selector.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer with one target-action pair whose method takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: - State

    /// The recognizer's state. Concrete recognizers set it as they decide; setting it to a state
    /// UIKit does not allow from the current one is refused with a diagnostic.
    ///
    /// Inside an action, it reads the state the action was sent for.
    public var state: State {
        get { deliveringState ?? storedState }
        set { changeState(to: newValue) }
    }

    /// Whether the recognizer takes part in touch handling. Disabling one that is recognizing
    /// cancels its gesture; one that is still possible fails.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            environment?.recognizerWasDisabled(self)
        }
    }

    /// The view the recognizer is attached to.
    public var view: ViewNode? { attachedView }

    /// The object asked about beginning, receiving touches and working with other recognizers.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// Whether recognizing cancels the touches in the view (`touchesCancelled(_:with:)`), so the
    /// view does not also act on them. The default is `true`.
    public var cancelsTouchesInView = true

    /// Whether the view is sent no `touchesBegan(_:with:)` while the recognizer may still
    /// recognize. The default is `false`.
    public var delaysTouchesBegan = false

    /// Whether a lifted touch's `touchesEnded(_:with:)` is withheld from the view while the
    /// recognizer may still recognize (recognizing turns it into `touchesCancelled(_:with:)`).
    /// The default is `true`.
    public var delaysTouchesEnded = true

    /// A name for the recognizer, shown in descriptions and diagnostics.
    public var name: String?

    /// Makes this recognizer wait, when it would recognize, until `otherGestureRecognizer`
    /// fails; if the other recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// How many of the recognizer's touches are down.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's for `nil`);
    /// after the touches lifted, where they were last.
    ///
    /// Concrete recognizers override it to report their own point; `super` gives the centroid.
    open func location(in view: ViewNode?) -> CGPoint {
        let windowPoint = trackedTouches.isEmpty ? lastCentroidInWindow : centroidInWindow
        return Touch.convertFromWindow(windowPoint, window: attachedView?.storedWindow, to: view)
    }

    /// The location of the touch at `touchIndex` (in the order the fingers went down) in
    /// `view`'s coordinates; `.zero` for an index with no touch.
    public func location(ofTouch touchIndex: Int, in view: ViewNode?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: - Actions

    /// Adds `handler` to the actions sent at every state change that sends actions.
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
        actions.append(GestureAction(target: nil, hasTarget: false) { recognizer in
            guard let recognizer = recognizer as? Self else { return }
            handler(recognizer)
        })
    }

    /// Adds a target-action pair: `action` is a method of `target`, taking the recognizer (for
    /// example `MyController.handlePan`). The target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void
    ) {
        actions.append(GestureAction(target: target, hasTarget: true) { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Self else { return }
            action(target)(recognizer)
        })
    }

    /// Adds a target-action pair whose method takes no argument. The target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        actions.append(GestureAction(target: target, hasTarget: true) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Removes the actions of `target`, or every target-action pair and handler for `nil`.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasTarget && ($0.target == nil || $0.target === target) }
    }

    // MARK: - Override points for concrete recognizers

    /// Receives touches that began; called before the view under them gets them.
    ///
    /// The default does nothing; concrete recognizers override it and set ``GestureRecognizer/state``. `super`
    /// need not be called.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}

    /// Receives touches that moved. The default does nothing; `super` need not be called.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}

    /// Receives touches that lifted. The default does nothing; `super` need not be called.
    ///
    /// A recognizer still possible once all its touches lifted fails at the end of the turn's
    /// gesture slot, unless it waits for more touches (a multi-tap recognizer).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}

    /// Receives touches that were cancelled. The default does nothing; `super` need not be
    /// called. After it returns, a recognizer still possible fails and one that began is
    /// cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Returns the recognizer to its starting point after it finished (recognized, failed or
    /// cancelled) and its touches lifted. Called by the framework in the gesture slot;
    /// ``GestureRecognizer/state`` is already ``GestureRecognizer/State/possible``.
    ///
    /// Overrides reset their own tracking and call `super`.
    open func reset() {}

    /// Stops the recognizer from receiving `touch` for the rest of its life.
    open func ignore(_ touch: Touch, for event: Event) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.append(touch)
    }

    /// Whether this recognizer, recognizing, may prevent `preventedGestureRecognizer` from
    /// recognizing. The default is `true`; override to let others recognize alongside.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may prevent this recognizer from
    /// recognizing. The default is `true`.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. The default is `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this recognizer to fail. The default is `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether the recognizer keeps waiting, still possible, after all its touches lifted — a
    /// multi-tap recognizer between taps. The default is `false`.
    var waitsAfterLastTouch: Bool { false }

    // MARK: - State the environment keeps

    weak var attachedView: ViewNode?
    var storedState = State.possible
    /// Transitions asked for while the recognizer waits for others to fail, replayed in order.
    var pendingStates: [State] = []
    var deliveringState: State?
    /// Touches down that the recognizer receives, in the order the fingers went down.
    var trackedTouches: [Touch] = []
    /// Every touch of the recognizer's current gesture, down or lifted.
    var sequenceTouches: [Touch] = []
    var ignoredTouches: [Touch] = []
    var lastCentroidInWindow = CGPoint.zero
    var failureRequirements: [WeakRecognizer] = []
    var actions: [GestureAction] = []

    /// The environment whose gesture the recognizer takes part in, until it resets: a gesture
    /// ends in the window it began in, even if the view moves to another meanwhile.
    weak var joinedEnvironment: GestureEnvironment?

    /// The gesture environment the recognizer answers to: the one whose gesture it is in, else
    /// that of the window its view is in.
    var environment: GestureEnvironment? { joinedEnvironment ?? attachedView?.storedWindow?.gestureEnvironmentIfMade }

    var centroidInWindow: CGPoint {
        guard !trackedTouches.isEmpty else { return lastCentroidInWindow }
        let sum = trackedTouches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
        }
        return CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
    }

    /// Whether the recognizer is discrete (a tap, a swipe): it goes possible → recognized or
    /// failed and never through began or changed, as UIKit's `UIGestureRecognizer.State`
    /// documents, so a began or changed set on it is refused.
    var isDiscrete: Bool { false }

    /// Whether the recognizer could still recognize: possible, perhaps waiting for others to fail.
    var isUndecided: Bool { storedState == .possible }

    /// Whether the recognizer still receives touches.
    var receivesTouches: Bool { isEnabled && (storedState == .possible || storedState == .began || storedState == .changed) }

    private func changeState(to newState: State) {
        if let environment {
            environment.transition(self, to: newState)
        } else if isAllowedTransition(to: newState) {
            storedState = newState
        } else {
            reportInvalidTransition(to: newState)
        }
    }

    /// UIKit's allowed transitions: possible → began | recognized | failed; began or changed →
    /// changed | ended | cancelled. A discrete recognizer never begins. (Pending recognizers read
    /// as possible.)
    func isAllowedTransition(to newState: State) -> Bool {
        switch (storedState, newState) {
        case (.possible, .began):
            !isDiscrete
        case (.possible, .ended), (.possible, .failed), (.possible, .possible):
            true
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            true
        default:
            false
        }
    }

    func reportInvalidTransition(to newState: State) {
        let rule = isDiscrete
            ? "A discrete recognizer goes possible → recognized | failed"
            : "A recognizer goes possible → began | recognized | failed, and began or changed → changed | ended | cancelled"
        let diagnostic = Diagnostic(
            kind: .invalidGestureStateTransition,
            message: "\(self) cannot go from \(storedState) to \(newState); the state stays \(storedState). "
                + rule + "; reset() returns it to possible.",
            objects: [self])
        report(diagnostic)
    }

    /// Reports `diagnostic` to the sink of the recognizer's view's loop, else to the caller's.
    private func report(_ diagnostic: Diagnostic) {
        if let view = attachedView {
            view.reportMisuse(diagnostic)
        } else {
            DiagnosticsSink.report(diagnostic, to: MainRunLoop.current?.diagnostics)
        }
    }

    /// Reports a refused non-finite value given to the recognizer — to its view's loop, else to
    /// the caller's — as ``Diagnostic/Kind/invalidGeometry``.
    func refuseNonFiniteValue(_ message: String) {
        let diagnostic = Diagnostic(kind: .invalidGeometry, message: message + " Recognizer: \(self)", objects: [self])
        report(diagnostic)
    }

    /// Sends the actions for `state`, which ``state`` reads while they run.
    func sendActions(for state: State) {
        let previous = deliveringState
        deliveringState = state
        defer { deliveringState = previous }
        for action in actions { action.perform(self) }
    }

    /// Puts the recognizer back to possible with no touches, then calls ``reset()``.
    func resetToPossible() {
        joinedEnvironment = nil
        storedState = .possible
        pendingStates = []
        trackedTouches = []
        sequenceTouches = []
        ignoredTouches = []
        reset()
    }
}

extension GestureRecognizer: CustomStringConvertible {
    /// The recognizer's class, name (if any), state and view.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            var parts = ["\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())"]
            if let name { parts.append("name = \(name)") }
            parts.append("state = \(storedState)")
            if let view = attachedView { parts.append("view = <\(type(of: view)): \(Unmanaged.passUnretained(view).toOpaque())>") }
            return "<" + parts.joined(separator: "; ") + ">"
        }
    }
}

/// One action of a recognizer: a handler, or a method bound to a weakly held target.
struct GestureAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let perform: @MainActor (GestureRecognizer) -> Void

    init(target: AnyObject?, hasTarget: Bool, perform: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.target = target
        self.hasTarget = hasTarget
        self.perform = perform
    }
}

/// A recognizer held weakly, for failure requirements (which must not keep the other alive).
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
