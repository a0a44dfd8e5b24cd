import Foundation

/// The views a touch belongs to, and its location in them.
extension Touch {
    /// The view the touch hit when it began; it keeps receiving the touch wherever the finger goes.
    public var view: ViewNode? { hitResponder as? ViewNode }

    /// The window the touch is in.
    public var window: Window? { windowResponder as? Window }

    /// The touch's location in `view`'s coordinates (the window's for `nil`).
    public func location(in view: ViewNode?) -> CGPoint {
        Touch.convertFromWindow(locationInWindow, window: window, to: view)
    }

    /// The touch's location at the previous event, in `view`'s coordinates (the window's for `nil`).
    public func previousLocation(in view: ViewNode?) -> CGPoint {
        Touch.convertFromWindow(previousLocationInWindow, window: window, to: view)
    }

    /// The recognizers that receive this touch.
    public var gestureRecognizers: [GestureRecognizer]? {
        window?.gestureEnvironmentIfMade?.record(for: self)?.recognizers
    }

    /// Converts a point in `window`'s coordinates to `view`'s.
    static func convertFromWindow(_ point: CGPoint, window: Window?, to view: ViewNode?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }
}

/// The touches of an event that concern one view, window or recognizer.
extension Event {
    /// The event's touches that began in `view`.
    public func touches(for view: ViewNode) -> Set<Touch>? {
        let matching = orderedTouches.filter { $0.view === view }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The event's touches in `window`.
    public func touches(for window: Window) -> Set<Touch>? {
        let matching = orderedTouches.filter { $0.window === window }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The event's touches that `gestureRecognizer` receives.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let matching = orderedTouches.filter { touch in gestureRecognizer.trackedTouches.contains { $0 === touch } }
        return matching.isEmpty ? nil : Set(matching)
    }
}
