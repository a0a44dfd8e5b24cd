import Foundation

/// What a controller belongs to, decided in one place: the window its view is in, else its
/// container's, else the one it was last shown in. Its run loop, diagnostics sink, lifecycle
/// observer and screen all come from there.
extension ViewControllerBase {
    /// The window this controller belongs to: the window its view is in; else, walking up through
    /// parents and presenters, the first whose view is in one (a controller being pushed or
    /// presented, whose view is not in place yet, or one on its way out); else the window the
    /// nearest of them was last shown in or made the root of.
    var contextWindow: Window? {
        var controller: ViewControllerBase? = self
        var remembered: Window?
        var steps = 0
        // A containment cycle is refused when it is made, but a walk must end whatever happened.
        while let current = controller, steps < Self.maximumChainLength {
            if let window = current.storedView?.window { return window }
            remembered = remembered ?? current.lastWindow
            controller = current.parent ?? current.presentingController
            steps += 1
        }
        return remembered
    }

    /// The run loop this controller belongs to: its window's, else the one its view remembers.
    package var runLoop: MainRunLoop? {
        contextWindow?.runLoop ?? storedView?.owningRunLoop
    }

    /// The size of the default root view: the screen of the controller's window. A controller that
    /// belongs to no window yet takes the screen of the key window of the loop it, or the code
    /// loading it, runs on; failing that, ``Window/defaultScreenSize``.
    var defaultViewSize: CGSize {
        if let window = contextWindow { return window.screenSize }
        if let window = (runLoop ?? MainRunLoop.current)?.keyWindow { return window.screenSize }
        return Window.defaultScreenSize
    }

    /// Reports a callback delivered to this controller to the lifecycle observer of its loop.
    func report(_ callback: LifecycleCallback, _ arguments: [LifecycleEvent.Argument] = []) {
        (runLoop ?? MainRunLoop.current)?.trace(self, callback, arguments)
    }

    /// Reports refused misuse to the sink of the first of this controller and `others` that
    /// belongs to a loop.
    func reportMisuse(_ diagnostic: Diagnostic, involving others: [ViewControllerBase] = []) {
        let loop = runLoop ?? others.lazy.compactMap(\.runLoop).first ?? MainRunLoop.current
        DiagnosticsSink.report(diagnostic, to: loop?.diagnostics)
    }
}
