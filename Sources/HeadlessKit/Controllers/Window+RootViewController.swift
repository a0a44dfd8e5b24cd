import Foundation

/// A window's controllers: the root view controller it shows, and size transitions as on rotation.
extension Window {
    /// The controller whose view fills the window.
    ///
    /// While the window is visible, setting it removes the old controller's view (its disappear
    /// callbacks run) and adds the new one's, loading it (its appear callbacks run). On a hidden
    /// window the view is added by ``makeKeyAndVisible()``. The controller belongs to this window
    /// from now on: its view, loaded before it is shown, gets the screen's size.
    ///
    /// A controller that belongs elsewhere — a container's child, a presented controller, the
    /// root of another window, or one shown in another window — is refused, and the window keeps
    /// its root view controller.
    public var rootViewController: ViewControllerBase? {
        get { rootViewDelegate as? ViewControllerBase }
        set {
            if let newValue, newValue !== rootViewController, let reason = reasonNotToAdopt(newValue) {
                return reportMisuse(Diagnostic(
                    kind: .invalidRootViewController,
                    message: "\(newValue) was made the root view controller of \(self), but it \(reason). The window kept "
                        + "\(rootViewController.map(String.init(describing:)) ?? "no root view controller"); make a "
                        + "controller that belongs nowhere else the root, or take this one out of where it is first.",
                    objects: [self, newValue]))
            }
            newValue?.lastWindow = self
            rootViewDelegate = newValue
        }
    }

    /// Why `controller` cannot become this window's root view controller, or `nil` if it can.
    private func reasonNotToAdopt(_ controller: ViewControllerBase) -> String? {
        if let parent = controller.parent { return "is a child of \(parent)" }
        if let presenter = controller.presentingController { return "is presented by \(presenter)" }
        let windows = (controller.lastWindow.map { [$0] } ?? []) + runLoop.windows
        if let other = windows.first(where: { $0 !== self && $0.rootViewController === controller }) {
            return "is the root view controller of \(other)"
        }
        if let other = controller.viewIfLoaded?.window, other !== self { return "is shown in \(other)" }
        return nil
    }

    /// Changes the window's size as a rotation does: the root view controller gets
    /// `viewWillTransition(to:with:)` (passing it on to its children and presented controller),
    /// the window takes the new size (its root view follows by autoresizing), the coordinator's
    /// alongside work runs, and its completions run after the commit and `duration`.
    ///
    /// A size with a NaN, infinite or negative component is refused, and the window keeps its
    /// size. The coordinator's completions hold the window only weakly through this call: a
    /// window released while the transition runs is not kept alive by it.
    public func transition(toSize size: CGSize, duration: Duration = .milliseconds(300)) {
        let components = [size.width, size.height]
        guard components.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            let prefix = components.contains(where: \.isNaN) ? "CALayer bounds contains NaN" : "A window size must not be negative or infinite"
            return reportMisuse(Diagnostic(
                kind: .invalidTransitionSize,
                message: "\(prefix): [0 0; \(size.width) \(size.height)]. transition(toSize:duration:) was refused and "
                    + "\(self) kept its size; pass a finite, non-negative size.",
                objects: [self]))
        }
        let coordinator = TransitionCoordinator(transitionDuration: duration)
        if let root = rootViewController {
            coordinator.markInformed(root)
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

    /// The controllers told of this transition, so that each is told once.
    private var informed: Set<ObjectIdentifier> = []

    init(transitionDuration: Duration) {
        self.transitionDuration = transitionDuration
    }

    /// Records that `controller` is told of this transition; `false` if it already was.
    @discardableResult
    func markInformed(_ controller: ViewControllerBase) -> Bool {
        informed.insert(ObjectIdentifier(controller)).inserted
    }

    /// Registers work to run with the size change (`animation`) and after it (`completion`).
    public func animate(alongsideTransition animation: (@MainActor () -> Void)?, completion: (@MainActor () -> Void)? = nil) {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
    }

    func runAlongside() { alongside.forEach { $0() } }
    func runCompletions() { completions.forEach { $0() } }
}
