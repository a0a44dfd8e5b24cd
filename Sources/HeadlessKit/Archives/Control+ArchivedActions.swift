/// How a nib's `"actions"` reach a control.
extension Control {
    /// Registers the action `name` of `target` for `events`, as `addTarget(_:action:for:name:)`
    /// does: the target is held weakly, and the method is found by name when the events happen.
    func registerArchivedAction(named name: String, target: AnyObject, for events: Event) {
        register(target, name: name, for: events) { target, control, _ in
            ArchiveConnections.action(named: name, on: target)?(control)
        }
    }
}

extension Control.Event {
    /// The events by their Swift names, as a nib's actions give them.
    static let archivedNames: [String: Control.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
        "allTouchEvents": .allTouchEvents, "allEditingEvents": .allEditingEvents, "allEvents": .allEvents,
    ]
}
