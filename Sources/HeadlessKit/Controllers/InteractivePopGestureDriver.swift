import Foundation

/// What drives a navigation controller's interactive pop from its screen-edge pan: the
/// recognizer's delegate (it may begin only with something to pop and no transition running)
/// and its action (began → ``NavigationController/beginInteractivePop()``, changed → update,
/// ended → finish or cancel, cancelled → cancel) — UIKit's private interactive transition object.
@MainActor
final class InteractivePopGestureDriver: GestureRecognizerDelegate {
    private weak var navigationController: NavigationController?
    /// The pop the current gesture drives.
    private var pop: InteractivePop?
    /// Whether ``NavigationController/beginInteractivePop()`` is running for the gesture's
    /// beginning, and whether the gesture ended (a hook cancelled it) meanwhile.
    private var isBeginning = false
    private var gestureEndedWhileBeginning = false

    /// The horizontal velocity, in points per second, above which a released swipe finishes
    /// the pop however far it went **(chosen: UIKit finishes a fast flick toward the right; it
    /// does not document the speed)**. A flick as fast back to the left cancels it.
    static let finishingVelocity: CGFloat = 500

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && !navigationController.isTransitioning
    }

    /// The recognizer's action.
    func handle(_ recognizer: ScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            pop?.cancel()
            pop = nil
            isBeginning = true
            gestureEndedWhileBeginning = false
            let began = navigationController?.beginInteractivePop()
            isBeginning = false
            // The pop's will-callbacks may have ended the gesture (a hook cancelled it before
            // there was a pop to cancel): nothing else would end this pop.
            guard !gestureEndedWhileBeginning else { began?.cancel(); return }
            pop = began
            pop?.update(fraction(of: recognizer))
        case .changed:
            pop?.update(fraction(of: recognizer))
        case .ended:
            if isBeginning { gestureEndedWhileBeginning = true }
            guard let pop else { return }
            self.pop = nil
            let fraction = fraction(of: recognizer)
            pop.update(fraction)
            let velocity = recognizer.velocity(in: navigationController?.viewIfLoaded).x
            let finishes = velocity > Self.finishingVelocity || (fraction > 0.5 && velocity >= -Self.finishingVelocity)
            // The transition animates the rest of the way (or back) before it completes, as
            // UIKit's does: the did-callbacks come that much later on the loop clock.
            let remaining = finishes ? 1 - fraction : fraction
            guard let navigationController, let loop = navigationController.viewIfLoaded?.window?.runLoop else {
                return finishes ? pop.finish() : pop.cancel()
            }
            loop.perform(after: navigationController.transitionDuration * remaining) {
                if finishes { pop.finish() } else { pop.cancel() }
            }
        case .cancelled, .failed:
            if isBeginning { gestureEndedWhileBeginning = true }
            pop?.cancel()
            pop = nil
        case .possible:
            break
        }
    }

    /// How far across the navigation controller's view the finger moved, 0...1.
    private func fraction(of recognizer: ScreenEdgePanGestureRecognizer) -> Double {
        guard let view = navigationController?.viewIfLoaded, view.bounds.width > 0 else { return 0 }
        let fraction = recognizer.translation(in: view).x / view.bounds.width
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }
}
