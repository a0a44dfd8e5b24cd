import Foundation

/// The status bar: which controller decides its appearance, and when the window asks again.
extension ViewControllerBase {
    /// Tells the window this controller is in to ask again how the status bar should look: the
    /// window re-resolves the controller that decides (see ``Window/isStatusBarHidden``) and
    /// takes its ``prefersStatusBarHidden`` and ``preferredStatusBarStyle`` now.
    ///
    /// Call it after the answer of one of those (or of ``childForStatusBarStyle`` and
    /// ``childForStatusBarHidden``) changed. A controller in no window changes nothing.
    public func setNeedsStatusBarAppearanceUpdate() {
        contextWindow?.updateStatusBarAppearance()
    }
}

extension Window {
    /// Asks the controllers again how the status bar should look, as UIKit does: from the root
    /// view controller, or the last controller presented above it that captures the status bar
    /// (a full-screen presentation, or one that sets
    /// ``ViewControllerBase/modalPresentationCapturesStatusBarAppearance``), follow
    /// ``ViewControllerBase/childForStatusBarHidden`` (and ``ViewControllerBase/childForStatusBarStyle``)
    /// to the controller that answers.
    func updateStatusBarAppearance() {
        guard let root = rootViewController else { return }
        let decider = Self.statusBarDecider(from: root)
        let hiding = Self.follow(from: decider, \.childForStatusBarHidden)
        let styling = Self.follow(from: decider, \.childForStatusBarStyle)
        let hidden = hiding.prefersStatusBarHidden
        if hidden != isStatusBarHidden {
            statusBarUpdateAnimation = hiding.preferredStatusBarUpdateAnimation
            isStatusBarHidden = hidden
        }
        statusBarStyle = styling.preferredStatusBarStyle
    }

    /// The root, or the last controller of the chain presented from it that captures the status bar.
    private static func statusBarDecider(from root: ViewControllerBase) -> ViewControllerBase {
        var decider = root
        var current = root
        var steps = 0
        while let presented = current.presentedController, steps < ViewControllerBase.maximumChainLength {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            current = presented
            steps += 1
        }
        return decider
    }

    /// The controller reached by following `child` from `controller` until it gives `nil`.
    private static func follow(
        from controller: ViewControllerBase, _ child: KeyPath<ViewControllerBase, ViewControllerBase?>
    ) -> ViewControllerBase {
        var current = controller
        var steps = 0
        while let next = current[keyPath: child], next !== current, steps < ViewControllerBase.maximumChainLength {
            current = next
            steps += 1
        }
        return current
    }
}
