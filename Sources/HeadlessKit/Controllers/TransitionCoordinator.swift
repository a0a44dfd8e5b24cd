import Foundation

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
