/// A control's actions and target-actions, and how events reach them.
///
/// Every registration — an ``Action`` or a target's method — sits in one list, in the order it
/// was first added; sending events runs each registration whose events meet them once, in that
/// order (UIKit keeps actions and target-actions in one list the same way).
extension Control {
    /// A target's method registered with `addTarget(_:action:for:name:)`
    /// — HeadlessKit's stand-in for the selector of UIKit's target-action.
    public struct ActionMethod {
        /// The name the method was registered under, if one was given.
        public let name: String?
        /// Calls the method on a target with the control and the touch event.
        let perform: @MainActor (AnyObject, Control, HeadlessKit.Event?) -> Void
    }

    /// How deeply sends of one control's actions may nest (an action sending its control's
    /// actions again) before HeadlessKit refuses to go deeper (chosen: far beyond any real
    /// chain of events, and far below a stack overflow).
    static let maximumActionNesting = 32

    // MARK: - Actions

    /// Adds `action` for `controlEvents`.
    ///
    /// Actions are kept one per ``Action/identifier``: adding an action whose identifier is
    /// already registered replaces that action in its place and adds `controlEvents` to its
    /// events (UIKit's rule). An empty `controlEvents` registers nothing.
    public func addAction(_ action: Action, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        if let existing = registrations.first(where: { $0.action?.identifier == action.identifier }) {
            existing.action = action
            existing.events.formUnion(controlEvents)
            return
        }
        registrations.append(ControlRegistration(events: controlEvents, action: action))
    }

    /// Removes `action` (matched by its identifier) from `controlEvents`; it stays registered
    /// for its other events.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action identified by `actionIdentifier` from `controlEvents`; it stays
    /// registered for its other events.
    ///
    /// A removal during a send takes effect at once: the action does not run later in that send
    /// (chosen; UIKit does not document it).
    public func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        for registration in registrations where registration.action?.identifier == actionIdentifier {
            registration.events.subtract(controlEvents)
        }
        pruneRegistrations()
    }

    // MARK: - Target-actions

    /// Adds a target-action pair whose method takes no argument, for `controlEvents`. The target
    /// is held weakly; a pair whose target is gone is skipped silently.
    ///
    /// `action` is a method reference (`MyController.save`) in place of UIKit's selector. Give a
    /// `name` to find the pair again: registering the same target and name again adds events to
    /// that pair instead of adding one, and ``removeTarget(_:action:for:)`` and
    /// ``actions(forTarget:forControlEvent:)`` use it. An empty `controlEvents` registers nothing.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event,
        name: String? = nil
    ) {
        register(target, name: name, for: controlEvents) { target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// Adds a target-action pair whose method takes the control, for `controlEvents`. The target
    /// is held weakly; a pair whose target is gone, or whose method takes a control of another
    /// type, is skipped silently.
    ///
    /// `action` is a method reference (`MyController.buttonTapped(_:)`) in place of UIKit's
    /// selector; `name` works as in `addTarget(_:action:for:name:)`.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event,
        name: String? = nil
    ) {
        register(target, name: name, for: controlEvents) { target, control, _ in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Adds a target-action pair whose method takes the control and the touch event (`nil` for
    /// events sent by ``sendActions(for:)``), for `controlEvents`. The target is held weakly.
    ///
    /// `name` works as in `addTarget(_:action:for:name:)`.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender, HeadlessKit.Event?) -> Void,
        for controlEvents: Event, name: String? = nil
    ) {
        register(target, name: name, for: controlEvents) { target, control, event in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Removes target-action pairs from `controlEvents`: those of `target` (every target's for
    /// `nil`) registered under the name `action` (every name, and unnamed pairs, for `nil`).
    ///
    /// Pairs keep their other events. ``Action``s are not affected; remove them with
    /// ``removeAction(_:for:)``. A removal during a send takes effect at once.
    public func removeTarget(_ target: AnyObject?, action: String?, for controlEvents: Event) {
        for registration in registrations where registration.method != nil {
            if let target, registration.target !== target { continue }
            if let action, registration.method?.name != action { continue }
            registration.events.subtract(controlEvents)
        }
        pruneRegistrations()
    }

    /// The live targets of the control's target-action pairs, each once, in the order they were
    /// first added (UIKit returns a set).
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for registration in registrations {
            guard let target = registration.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// Every event some action or live target-action of the control is registered for.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { events, registration in
            if registration.action != nil || registration.target != nil { events.formUnion(registration.events) }
        }
    }

    /// The names of `target`'s methods registered for `controlEvent`, or `nil` when it has none
    /// (methods registered without a name are left out of the list).
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let matching = registrations.filter { registration in
            guard let target, let method = registration.method, registration.target === target else { return false }
            _ = method
            return registration.events.isSuperset(of: controlEvent)
        }
        guard !matching.isEmpty else { return nil }
        return matching.compactMap { $0.method?.name }
    }

    // MARK: - Sending

    /// Runs every action and target-action registered for any of `controlEvents`, each once, in
    /// the order they were added; target-action methods that take an event get `nil`.
    ///
    /// Registrations added while the actions run wait for the next send; ones removed do not run.
    /// A send nested more than 32 deep inside the control's own actions is refused with a
    /// ``Diagnostic/Kind/controlActionRecursion`` diagnostic. On a control whose primary action is
    /// a value change (``Switch``, ``Slider``, ``Stepper``, ``SegmentedControl``), a send that
    /// includes ``Event/valueChanged`` is followed by a send of ``Event/primaryActionTriggered``,
    /// as UIKit's `sendActions(for:)` does.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends `controlEvents` to the registrations that take them, with the touch event that
    /// caused them.
    func sendActions(for controlEvents: Event, with event: HeadlessKit.Event?) {
        sendActionsOnce(for: controlEvents, with: event)
        // UIKit: the primary action follows, in a pass of its own, the events that trigger it.
        if !controlEvents.isDisjoint(with: primaryActionEvents) {
            sendActionsOnce(for: .primaryActionTriggered, with: event)
        }
    }

    /// One pass over the registrations: runs those registered for any of `controlEvents`.
    private func sendActionsOnce(for controlEvents: Event, with event: HeadlessKit.Event?) {
        guard !controlEvents.isEmpty else { return }
        guard actionSendingDepth < Self.maximumActionNesting else {
            return reportMisuse(Diagnostic(
                kind: .controlActionRecursion,
                message: "Control actions sent events again \(Self.maximumActionNesting) levels deep; "
                    + "HeadlessKit did not send events 0x\(String(controlEvents.rawValue, radix: 16)) at this depth. "
                    + "An action that calls sendActions(for:) on its own control must stop recursing.",
                objects: [self]))
        }
        actionSendingDepth += 1
        defer { actionSendingDepth -= 1 }
        // A snapshot: actions may add, remove or re-register while they run.
        for registration in registrations {
            guard registration.isRegistered, !registration.events.isDisjoint(with: controlEvents) else { continue }
            if let action = registration.action {
                sendAction(action)
            } else if let method = registration.method, let target = registration.target {
                sendAction(method, to: target, for: event)
            }
        }
        pruneRegistrations()
    }

    func register(
        _ target: AnyObject, name: String?, for controlEvents: Event,
        perform: @escaping @MainActor (AnyObject, Control, HeadlessKit.Event?) -> Void
    ) {
        guard !controlEvents.isEmpty else { return }
        pruneRegistrations()
        if let name, let existing = registrations.first(where: { $0.target === target && $0.method?.name == name }) {
            existing.events.formUnion(controlEvents)
            return
        }
        registrations.append(ControlRegistration(
            events: controlEvents, target: target, method: ActionMethod(name: name, perform: perform)))
    }

    /// Drops registrations left with no events, and target-actions whose target is gone.
    private func pruneRegistrations() {
        registrations.removeAll { registration in
            let isDead = registration.events.isEmpty || (registration.method != nil && registration.target == nil)
            if isDead { registration.isRegistered = false }
            return isDead
        }
    }
}

/// One entry of a control's actions: an ``Action`` or a target's method, and its events.
@MainActor
final class ControlRegistration {
    var events: Control.Event
    var action: Action?
    weak var target: AnyObject?
    let method: Control.ActionMethod?
    /// Cleared when the entry is removed, so a send under way skips it.
    var isRegistered = true

    init(events: Control.Event, action: Action) {
        self.events = events
        self.action = action
        self.method = nil
    }

    init(events: Control.Event, target: AnyObject, method: Control.ActionMethod) {
        self.events = events
        self.target = target
        self.method = method
    }
}
