/// Modal presentation and dismissal.
extension ViewControllerBase {
    /// Whether a presentation or dismissal from this controller is running; for checks.
    package var isRunningPresentationTransition: Bool { presentationTransition != nil }

    /// Presents `viewController` over this controller: its view loads inside this
    /// call; after the caller's code, in the next turn, `viewWillDisappear` on the presenter (for
    /// full-screen and current-context styles) and `viewWillAppear` on the presented controller;
    /// after the commit and the animation, `viewDidAppear`, the presenter's `viewDidDisappear`,
    /// then `completion`.
    ///
    /// Refused with UIKit's text: presenting from a controller whose view is not in a window,
    /// that is already presenting, or while a presentation or dismissal on its chain has not
    /// finished; presenting a controller that has a parent, or one that is active — presented,
    /// presenting, shown, a window's root, or beneath the presenter through parents and
    /// presenters (which would close a cycle).
    public func present(_ viewController: ViewControllerBase, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        // As in UIKit, the root-most ancestor presents; in the current-context styles, the
        // nearest controller up the parents that defines the presentation context does, and the
        // root-most one when none does (UIViewController.definesPresentationContext).
        let style = viewController.modalPresentationStyle
        let rootMost = firstInParentChain { $0.parent == nil ? $0 : nil } ?? self
        var presenter = rootMost
        if style == .currentContext || style == .overCurrentContext {
            presenter = firstInParentChain { $0.definesPresentationContext ? $0 : nil } ?? rootMost
        }
        guard let window = storedView?.window else {
            return refusePresentation(of: viewController, "whose view is not in the window hierarchy")
        }
        if let parent = viewController.parent {
            return reportMisuse(Diagnostic(
                kind: .presentingChildController,
                message: "Application tried to present modally a view controller \(viewController) that has a parent view "
                    + "controller \(parent). The presentation on \(presenter) was refused; present the container, or "
                    + "remove the controller from its parent first.",
                objects: [viewController, parent, presenter]))
        }
        if let reason = viewController.activity(beneath: presenter) {
            return reportMisuse(Diagnostic(
                kind: .presentingActiveController,
                message: "Application tried to present modally an active controller \(viewController). It \(reason); the "
                    + "presentation on \(presenter) was refused. Present a controller that is not shown, presented, "
                    + "presenting, a window's root, or beneath the presenter.",
                objects: [viewController, presenter]))
        }
        if presenter.isPresentationChainBusy {
            return reportMisuse(Diagnostic(
                kind: .presentationInProgress,
                message: "Attempt to present \(viewController) on \(presenter) while a presentation is in progress! The "
                    + "presentation was refused; present from the completion of the presentation or dismissal in progress.",
                objects: [viewController, presenter]))
        }
        // Neither the controller asked (nor, as UIKit sees it, an ancestor) nor the one that would
        // present (its root-most ancestor) may be presenting already.
        if let presented = presentedViewController ?? presenter.presentedController {
            return refusePresentation(of: viewController, "which is already presenting \(presented)")
        }
        presenter.presentedController = viewController
        viewController.presentingController = presenter
        // From here until the transition starts, a dismissal or another presentation is refused.
        presenter.isPresentationScheduled = true
        viewController.loadViewIfNeeded()
        // The callbacks start after the caller's code, on the loop.
        window.runLoop.perform { [weak presenter, weak viewController, weak window] in
            guard let self = presenter else { return }
            self.isPresentationScheduled = false
            guard let viewController, self.presentedController === viewController else { return }
            // The window went away before the presentation could start: it never happens, and the
            // links go, so that the presenter can present again.
            guard let window = self.storedView?.window ?? window else { return self.detachPresentedChain() }
            // A current-context presentation covers the presenter's view where it is, in its
            // superview; the others cover the window.
            let contextView = style.coversPresenterInPlace ? self.storedView?.superview : nil
            let transition = ControllerTransition(
                from: style.removesPresenterView ? self : nil, to: viewController, container: contextView ?? window,
                animated: animated, duration: animated ? viewController.presentationDuration : .zero,
                willOrder: .fromFirst, didOrder: .toFirst)
            if contextView != nil, let presenterView = self.storedView {
                transition.incomingFrame = presenterView.frame
                transition.incomingViewAbove = presenterView
            }
            transition.flagCallbacks = { [weak viewController] in viewController?.isBeingPresented = $0 }
            transition.completion = { [weak self] _ in
                self?.presentationTransition = nil
                completion?()
            }
            self.presentationTransition = transition
            transition.start()
        }
    }

    /// Dismisses the controller this one (or an ancestor) presents — or, called on a presented
    /// controller or one inside it, the presented controller — with the whole chain above it;
    /// only the top one animates.
    ///
    /// After the caller's code: `viewWillDisappear` on the dismissed controller and
    /// `viewWillAppear` on the presenter (reloading its view first if it was released); after the
    /// commit and the animation, `viewDidAppear` on the presenter, `viewDidDisappear` on the
    /// dismissed controller, then `completion`; the dismissed controllers are released.
    ///
    /// While a presentation or dismissal on the chain has not finished (from the call that asked
    /// for it to its completion), the call is refused with UIKit's warning and `completion` does
    /// not run.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        // As in UIKit, the links reach through ancestors: the controller presenting for this one
        // (itself or an ancestor) dismisses what it presents; else this one's presenter does.
        let presentingForSelf = firstInParentChain { $0.presentedController != nil ? $0 : nil }
        guard let presenter = presentingForSelf ?? presentingViewController, presenter.presentedController != nil else {
            completion?()
            return
        }
        if presenter.isPresentationChainBusy {
            return reportMisuse(Diagnostic(
                kind: .presentationInProgress,
                message: "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in "
                    + "progress! The dismissal was refused; dismiss from the completion of the transition in progress.",
                objects: [presenter, self]))
        }
        guard let runLoop = presenter.topPresentedController.runLoop ?? presenter.runLoop ?? MainRunLoop.current else {
            return
        }
        presenter.isPresentationScheduled = true
        runLoop.perform { [weak presenter] in
            guard let presenter else { return }
            presenter.isPresentationScheduled = false
            guard let presented = presenter.presentedController else { return }
            let top = presenter.topPresentedController
            let style = presented.modalPresentationStyle
            // A current-context presentation gives the presenter's view back where the presented
            // view covers it.
            let contextView = style.coversPresenterInPlace ? presented.storedView?.superview : nil
            guard top.storedView?.window != nil, let container = contextView ?? top.storedView?.window else {
                withExtendedLifetime(presented) {
                    presenter.detachPresentedChain()
                    completion?()
                }
                return
            }
            // A presenter that released its view on a memory warning loads it again first.
            if style.removesPresenterView { presenter.loadViewIfNeeded() }
            let transition = ControllerTransition(
                from: top, to: style.removesPresenterView ? presenter : nil, container: container,
                animated: animated, duration: animated ? top.presentationDuration : .zero,
                willOrder: .fromFirst, didOrder: .toFirst)
            if contextView != nil, let presentedView = presented.storedView {
                transition.incomingViewBelow = presentedView
                transition.incomingFrame = presenter.storedView?.frame
            } else {
                transition.insertsIncomingViewAtBack = true
            }
            transition.flagCallbacks = { [weak top] in top?.isBeingDismissed = $0 }
            transition.completion = { [weak presenter] _ in
                guard let presenter else { return }
                presenter.presentationTransition = nil
                // The completion runs, then the dismissed controllers are released.
                withExtendedLifetime(presenter.presentedController) {
                    presenter.detachPresentedChain()
                    completion?()
                }
            }
            presenter.presentationTransition = transition
            transition.start()
        }
    }

    /// The last controller of the chain presented from this one (this one if it presents none).
    var topPresentedController: ViewControllerBase {
        var top = self
        _ = firstInChain({ top = $0; return nil as Bool? }, next: \.presentedController)
        return top
    }

    /// Whether a presentation or dismissal that was asked for has not finished on this
    /// controller's chain: on it or a controller beneath it (through parents and presenters), or
    /// a controller presented above it.
    var isPresentationChainBusy: Bool {
        let isBusy = { (controller: ViewControllerBase) -> Bool? in
            controller.isPresentationScheduled || controller.presentationTransition != nil ? true : nil
        }
        return firstInChainBeneath(isBusy) ?? presentedController?.firstInChain(isBusy, next: \.presentedController) ?? false
    }

    /// Why this controller cannot be presented by `presenter`, or `nil` when it can: it is
    /// presented, presenting, shown, a window's root, or `presenter` or a controller beneath it.
    private func activity(beneath presenter: ViewControllerBase) -> String? {
        if let presenting = presentingController { return "is already presented by \(presenting)" }
        if let presented = presentedController { return "is presenting \(presented)" }
        if presenter.chainBeneathIncludes(self) { return "is \(presenter) or beneath it, through parents and presenters" }
        if let window = storedView?.window { return "is shown in \(window)" }
        let windows = (lastWindow.map { [$0] } ?? []) + (presenter.runLoop?.windows ?? [])
        if let window = windows.first(where: { $0.rootViewController === self }) { return "is the root view controller of \(window)" }
        return nil
    }

    /// Forgets the presented chain above this controller, removing any views it left behind.
    private func detachPresentedChain() {
        var next = presentedController
        presentedController = nil
        var steps = 0
        while let current = next, steps < Self.maximumChainLength {
            current.presentingController = nil
            if let view = current.storedView, view.window != nil { view.removeFromSuperview() }
            next = current.presentedController
            current.presentedController = nil
            steps += 1
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
    /// Covers the view of the controller that defines the presentation context (see
    /// ``ViewControllerBase/definesPresentationContext``); that controller's view leaves the window.
    case currentContext
    /// A card over the presenter, whose view stays (the presenter gets no appearance callbacks).
    case pageSheet
    /// A centred form over the presenter, whose view stays.
    case formSheet
    /// Covers the screen, leaving the presenter's view in place beneath.
    case overFullScreen
    /// Covers the view of the controller that defines the presentation context, leaving it in
    /// place beneath.
    case overCurrentContext
    /// A presentation the presented controller manages itself — an ``AlertController``'s: over
    /// the presenter, whose view stays (the presenter gets no appearance callbacks).
    case custom

    /// Whether the presenter's view leaves the window, so the presenter gets appearance callbacks.
    var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the presented view covers the presenter's view where it is (in its superview)
    /// rather than the whole window.
    var coversPresenterInPlace: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}
