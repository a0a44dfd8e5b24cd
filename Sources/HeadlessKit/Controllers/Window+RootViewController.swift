import Foundation

/// A window's controllers: the root view controller it shows, and size transitions as on rotation.
extension Window {
    /// The controller whose view fills the window.
    ///
    /// While the window is visible, setting it removes the old controller's view (its disappear
    /// callbacks run) and adds the new one's, loading it (its appear callbacks run). On a hidden
    /// window the view is added by ``makeKeyAndVisible()``. The controller belongs to this window
    /// from now on: its view, loaded before it is shown, gets the screen's size.
    public var rootViewController: ViewControllerBase? {
        get { rootViewDelegate as? ViewControllerBase }
        set {
            newValue?.lastWindow = self
            rootViewDelegate = newValue
        }
    }

    /// Changes the window's size as a rotation does: the root view controller gets
    /// `viewWillTransition(to:with:)` (passing it on to its children and presented controller),
    /// the window takes the new size (its root view follows by autoresizing), the coordinator's
    /// alongside work runs, and its completions run after the commit and `duration`.
    public func transition(toSize size: CGSize, duration: Duration = .milliseconds(300)) {
        let coordinator = TransitionCoordinator(transitionDuration: duration)
        if let root = rootViewController {
            root.report(.viewWillTransition)
            root.viewWillTransition(to: size, with: coordinator)
        }
        frame.size = size
        coordinator.runAlongside()
        runLoop.performAfterCommit(delay: duration) { coordinator.runCompletions() }
    }
}


/// Runs work alongside a size transition and after it — UIKit's
/// `UIViewControllerTransitionCoordinator`, for ``ViewControllerBase/viewWillTransition(to:with:)``.
@MainActor
public final class TransitionCoordinator {
    /// How long the transition takes on the run loop clock.
    public let transitionDuration: Duration
    private var alongside: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(transitionDuration: Duration) {
        self.transitionDuration = transitionDuration
    }

    /// Registers work to run with the size change (`animation`) and after it (`completion`).
    public func animate(alongsideTransition animation: (@MainActor () -> Void)?, completion: (@MainActor () -> Void)? = nil) {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
    }

    func runAlongside() { alongside.forEach { $0() } }
    func runCompletions() { completions.forEach { $0() } }
}
