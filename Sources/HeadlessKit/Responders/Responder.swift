/// An object that can take part in the responder chain — HeadlessKit's `UIResponder`.
///
/// Views, windows, the application and (optionally) the app delegate are responders. The chain
/// runs view → superview … → window → application → app delegate (when it is a responder).
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    ///
    /// The default returns `nil`; ``ViewNode`` returns its superview, ``Window`` its application,
    /// and ``Application`` its delegate when that is a responder. Override to splice an object
    /// into the chain; `super` need not be called.
    open var next: Responder? { nil }

    /// The chain from this responder to its end, this responder first.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var responder: Responder? = self
        while let current = responder, chain.count < 10_000 {
            chain.append(current)
            responder = current.next
        }
        return chain
    }

    // MARK: - Touches
    //
    // UIKit's defaults forward every touch message to the next responder, so a view that does
    // not handle touches lets its superview (and in the end its controller, window and
    // application) see them.

    /// Tells the responder that fingers touched down in a view; `touches` are the new ones.
    ///
    /// The default forwards the message to ``next``. Overrides that handle touches need not call
    /// `super`; call it to let the rest of the chain see them. Called by ``Window``'s event
    /// delivery on the view each touch hit, after the touch's gesture recognizers saw it.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that fingers moved; `touches` are the ones that moved.
    ///
    /// The default forwards the message to ``next``; overrides need not call `super`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that fingers lifted; `touches` are the ones that ended.
    ///
    /// The default forwards the message to ``next``; overrides need not call `super`. A touch a
    /// gesture recognizer took is cancelled instead (see ``touchesCancelled(_:with:)``).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches it received will not end normally: a gesture recognizer
    /// took them, or the view left its window.
    ///
    /// The default forwards the message to ``next``; overrides need not call `super`. Undo what
    /// ``touchesBegan(_:with:)`` started.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - First responder

    /// Whether the responder can become the first responder. The default is `false`.
    ///
    /// Override to return `true` in responders that take keyboard input or menu actions; `super`
    /// need not be called. Read by ``becomeFirstResponder()``.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder agrees to give up first-responder status. The default is `true`.
    ///
    /// Override to keep the status (for example while input is invalid); `super` need not be
    /// called. Read by ``becomeFirstResponder()`` of the responder taking over.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let scope = firstResponderScope else { return false }
        return scope.scopedFirstResponder === self
    }

    /// Asks to become the first responder of the window this responder is in; returns whether
    /// it did.
    ///
    /// The default refuses (`false`) when ``canBecomeFirstResponder`` is `false` or the responder
    /// is in no window; otherwise it asks the current first responder to resign (its
    /// ``canResignFirstResponder`` and then ``resignFirstResponder()``; a `false` from either
    /// keeps it) and then takes the status. A responder that became first responder while the
    /// current one was resigning (from a hook of the resignation) keeps the status, and this
    /// call answers whether that responder is this one. Overrides call `super` and return its
    /// result.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let scope = firstResponderScope else { return false }
        if let current = scope.scopedFirstResponder {
            if current === self { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        // Re-check: the resigning responder's override may have moved this one out of the window.
        guard let settledScope = firstResponderScope, settledScope === scope else { return false }
        // Its hooks may also have made a responder first (itself again, for example, from a text
        // field's did-end). That later request stands (chosen): taking the status from it here
        // would leave it first responder in its own eyes — a text field editing — without ever
        // having been asked to resign.
        if let taker = scope.scopedFirstResponder { return taker === self }
        scope.scopedFirstResponder = self
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    ///
    /// The default clears the window's first responder if it is this responder and returns
    /// `true`. Overrides call `super` (and return `false` without calling it to keep the status).
    /// Called by ``becomeFirstResponder()`` of the responder taking over, and when the responder
    /// leaves its window.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let scope = firstResponderScope, scope.scopedFirstResponder === self { scope.scopedFirstResponder = nil }
        return true
    }

    /// Gives up first-responder status without being asked: what `endEditing(true)` and a
    /// responder leaving its window do. The default calls ``resignFirstResponder()`` (whose
    /// answer the caller then ignores); text inputs override it to skip the delegate's
    /// should-end question, as UIKit's forced resignation does.
    func forceResignFirstResponder() {
        _ = resignFirstResponder()
    }

    /// Updates the keyboard (or custom input view) for this responder when it is first
    /// responder — UIKit's `reloadInputViews()`. Call it after changing a text input's
    /// `inputView` or `inputAccessoryView` while it is first responder; otherwise it does nothing.
    public func reloadInputViews() {
        guard let scope = firstResponderScope, scope.scopedFirstResponder === self else { return }
        scope.inputViewsOfFirstResponderDidChange()
    }

    /// The object that records which responder is first where this one lives: a view's window,
    /// a controller's view's window; `nil` for a responder in no window.
    var firstResponderScope: (any FirstResponderScope)? { nil }
}

/// What tracks the first responder of one part of the screen — a window.
@MainActor
protocol FirstResponderScope: AnyObject {
    /// The current first responder, if any.
    var scopedFirstResponder: Responder? { get set }
    /// The first responder asked for its input views to be reloaded.
    func inputViewsOfFirstResponderDidChange()
}
