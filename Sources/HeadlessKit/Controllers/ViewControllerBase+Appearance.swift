/// The appearance state machine every appearance callback goes through (DESIGN §6).
extension ViewControllerBase {
    /// Starts an appearance transition by hand: `viewWillAppear` (`isAppearing`) or
    /// `viewWillDisappear`. A transition already going the same way is refused as UIKit's
    /// "Unbalanced calls to begin/end appearance transitions"; going the other way cancels it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            appearanceGeneration += 1
            appearanceIsAnimated = animated
            report("viewWillAppear(_:)", [.bool(animated)])
            viewWillAppear(animated)
            forwardToChildren { $0.beginAppearanceTransition(true, animated: animated) }
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            appearanceGeneration += 1
            appearanceIsAnimated = animated
            report("viewWillDisappear(_:)", [.bool(animated)])
            viewWillDisappear(animated)
            forwardToChildren { $0.beginAppearanceTransition(false, animated: animated) }
        default:
            reportUnbalancedAppearance("beginAppearanceTransition(\(isAppearing), animated: \(animated))")
        }
    }

    /// Ends the appearance transition in progress: `viewDidAppear` or `viewDidDisappear`. Without
    /// a transition in progress, the call is refused as unbalanced.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            report("viewDidAppear(_:)", [.bool(appearanceIsAnimated)])
            viewDidAppear(appearanceIsAnimated)
            forwardToChildren { $0.endAppearanceTransition() }
        case .disappearing:
            appearanceState = .disappeared
            report("viewDidDisappear(_:)", [.bool(appearanceIsAnimated)])
            viewDidDisappear(appearanceIsAnimated)
            forwardToChildren { $0.endAppearanceTransition() }
        case .appeared, .disappeared:
            reportUnbalancedAppearance("endAppearanceTransition()")
        }
    }

    /// Whether the controller's view entering or leaving a window drives its appearance: not when
    /// its parent forwards appearance by hand.
    var receivesWindowDrivenAppearance: Bool {
        var controller: ViewControllerBase? = self
        while let current = controller {
            // A container transition delivers the callbacks of its controllers and their children.
            if current.isInContainerTransition { return false }
            controller = current.parent
        }
        return parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// Runs `body` on each child whose view is inside this controller's view, parents first
    /// (contract §6: with automatic forwarding a child gets appearance callbacks when its parent
    /// does).
    private func forwardToChildren(_ body: (ViewControllerBase) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let storedView else { return }
        for child in children {
            guard let childView = child.viewIfLoaded, childView.isDescendant(of: storedView) else { continue }
            body(child)
        }
    }

    private func reportUnbalancedAppearance(_ call: String) {
        reportMisuse(Diagnostic(
            kind: .unbalancedAppearanceTransition,
            message: "Unbalanced calls to begin/end appearance transitions for \(self). \(call) was refused while the "
                + "controller is \(appearanceState); pair each beginAppearanceTransition with one endAppearanceTransition.",
            objects: [self]))
    }
}

/// Appearance driven by a controller's root view entering or leaving a window directly (a
/// window's root view controller): `viewWillAppear` before the root view's window callbacks,
/// `viewDidAppear` after the next commit; `viewWillDisappear` before, `viewDidDisappear` right after.
extension ViewNode {
    /// Called on each view of a subtree about to move to `newWindow`, before its own `willMove(toWindow:)`.
    func controllerWillMove(toWindow newWindow: Window?) {
        guard flags.contains(.isControllerRootView), let controller = owningController,
              controller.receivesWindowDrivenAppearance else { return }
        // A child whose parent already forwarded this transition to it is skipped here.
        if newWindow != nil, storedWindow == nil, controller.appearanceState != .appearing {
            controller.beginAppearanceTransition(true, animated: false)
        } else if newWindow == nil, storedWindow != nil, controller.appearanceState != .disappearing,
                  controller.appearanceState != .disappeared {
            controller.beginAppearanceTransition(false, animated: false)
        }
    }

    /// Called on each view of a subtree after its own `didMoveToWindow()`.
    func controllerDidMoveToWindow() {
        guard flags.contains(.isControllerRootView), let controller = owningController,
              controller.receivesWindowDrivenAppearance else { return }
        if let window = storedWindow, controller.appearanceState == .appearing {
            // viewDidAppear comes after the commit that lays the view out (contract §2 step 4).
            let generation = controller.appearanceGeneration
            window.runLoop.addObserver(activities: .beforeWaiting, order: MainRunLoop.afterCommitOrder, repeats: false) {
                [weak controller] _ in
                guard let controller, controller.appearanceGeneration == generation, controller.appearanceState == .appearing
                else { return }
                controller.endAppearanceTransition()
            }
        } else if storedWindow == nil, controller.appearanceState == .disappearing {
            controller.endAppearanceTransition()
        }
    }
}
