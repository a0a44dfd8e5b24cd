/// What receives a window's events before the window does: the application that owns the
/// window's run loop (UIKit's `UIApplication.sendEvent(_:)`).
@MainActor
protocol EventDispatcher: AnyObject {
    /// Dispatches `event` to the window its touches are in.
    func sendEvent(_ event: Event)
}

extension Window {
    /// Delivers an event that arrives from the screen: through the application that owns the
    /// window's run loop when there is one (which hands it to the window), else straight to the
    /// window.
    func dispatchFromScreen(_ event: Event) {
        if let dispatcher = runLoop.owner as? EventDispatcher {
            dispatcher.sendEvent(event)
        } else {
            sendEvent(event)
        }
    }
}
