/// Modal presentation and dismissal.
extension ViewControllerBase {
    /// Presents `viewController` over this controller: its view loads inside this
    /// call; after the caller's code, in the next turn, `viewWillDisappear` on the presenter (for
    /// full-screen and current-context styles) and `viewWillAppear` on the presented controller;
    /// after the commit and the animation, `viewDidAppear`, the presenter's `viewDidDisappear`,
    /// then `completion`.
    ///
    /// Presenting from a controller whose view is not in a window, or that is already presenting,
    /// is refused with UIKit's warning text.
    public func present(_ viewController: ViewControllerBase, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        // As in UIKit, the root-most ancestor presents, except in the current-context styles.
        let style = viewController.modalPresentationStyle
        var presenter = self
        if style != .currentContext, style != .overCurrentContext {
            while let parent = presenter.parent { presenter = parent }
        }
        guard let window = storedView?.window else {
            return refusePresentation(of: viewController, "whose view is not in the window hierarchy")
        }
        if let presented = presenter.presentedViewController {
            return refusePresentation(of: viewController, "which is already presenting \(presented)")
        }
        guard viewController.presentingViewController == nil, viewController !== presenter else {
            return refusePresentation(of: viewController, "but it is already presented")
        }
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        viewController.loadViewIfNeeded()
        // The callbacks start after the caller's code, on the loop.
        window.runLoop.perform { [weak presenter, weak viewController] in
            guard let self = presenter, let viewController, self.presentedViewController === viewController else { return }
            let transition = ControllerTransition(
                from: style.removesPresenterView ? self : nil, to: viewController, container: window,
                animated: animated, duration: animated ? viewController.presentationDuration : .zero,
                willOrder: .fromFirst, didOrder: .toFirst)
            transition.flagCallbacks = { [weak viewController] in viewController?.isBeingPresented = $0 }
            transition.completion = { [weak self] _ in
                self?.presentationTransition = nil
                completion?()
            }
            self.presentationTransition = transition
            transition.start()
        }
    }

    /// Dismisses the controller this one presents — or, called on a presented controller, this
    /// controller — with the whole chain above it; only the top one animates.
    ///
    /// After the caller's code: `viewWillDisappear` on the dismissed controller and
    /// `viewWillAppear` on the presenter (reloading its view first if it was released); after the
    /// commit and the animation, `viewDidAppear` on the presenter, `viewDidDisappear` on the
    /// dismissed controller, then `completion`; the dismissed controllers are released.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let presenter = presentedViewController == nil ? presentingViewController : self,
              let presented = presenter.presentedViewController else {
            completion?()
            return
        }
        var top = presented
        while let next = top.presentedViewController { top = next }
        guard let runLoop = top.runLoop ?? presenter.runLoop ?? MainRunLoop.current else { return }
        runLoop.perform { [weak presenter] in
            guard let presenter, presenter.presentedViewController === presented else { return }
            let style = presented.modalPresentationStyle
            guard let container = top.storedView?.window else {
                presenter.detachPresentedChain()
                completion?()
                return
            }
            // A presenter that released its view on a memory warning loads it again first.
            if style.removesPresenterView { presenter.loadViewIfNeeded() }
            let transition = ControllerTransition(
                from: top, to: style.removesPresenterView ? presenter : nil, container: container,
                animated: animated, duration: animated ? top.presentationDuration : .zero,
                willOrder: .fromFirst, didOrder: .toFirst)
            transition.insertsIncomingViewAtBack = true
            transition.flagCallbacks = { [weak top] in top?.isBeingDismissed = $0 }
            transition.completion = { [weak presenter] _ in
                guard let presenter else { return }
                presenter.presentationTransition = nil
                // The completion runs, then the dismissed controllers are released.
                withExtendedLifetime(presenter.presentedViewController) {
                    presenter.detachPresentedChain()
                    completion?()
                }
            }
            presenter.presentationTransition = transition
            transition.start()
        }
    }

    /// Forgets the presented chain above this controller, removing any views it left behind.
    private func detachPresentedChain() {
        var next = presentedViewController
        presentedViewController = nil
        while let current = next {
            current.presentingViewController = nil
            if let view = current.storedView, view.window != nil { view.removeFromSuperview() }
            next = current.presentedViewController
            current.presentedViewController = nil
        }
    }

    private func refusePresentation(of viewController: ViewControllerBase, _ reason: String) {
        reportMisuse(Diagnostic(
            kind: .invalidPresentation,
            message: "Attempt to present \(viewController) on \(self) \(reason). The presentation was refused; "
                + "present from a controller whose view is in a window and that presents nothing yet.",
            objects: [self, viewController]))
    }
}

/// How a presented controller covers its presenter — UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable, CaseIterable {
    /// Covers the screen; the presenter's view leaves the window (the default here, **(chosen)**:
    /// the behaviour the reference traces show).
    case fullScreen
    /// Covers the presenter's context; the presenter's view leaves the window.
    case currentContext
    /// A card over the presenter, whose view stays (the presenter gets no appearance callbacks).
    case pageSheet
    /// A centred form over the presenter, whose view stays.
    case formSheet
    /// Covers the screen, leaving the presenter's view in place beneath.
    case overFullScreen
    /// Covers the presenter's context, leaving its view in place beneath.
    case overCurrentContext

    /// Whether the presenter's view leaves the window, so the presenter gets appearance callbacks.
    var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }
}
