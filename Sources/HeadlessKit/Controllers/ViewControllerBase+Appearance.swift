/// Appearance: one state machine per controller, and one place that decides what drives it.
///
/// Three things move a controller through `viewWillAppear` … `viewDidDisappear`:
///
/// - **its window**: its root view entering or leaving a window — a window's root controller, a
///   child whose view was added to a visible parent by hand. `viewWillAppear` comes from the root
///   view's will-move-to-window step, before any view of its subtree hears of the move;
///   `viewDidAppear` follows the next commit; `viewDidDisappear` follows the subtree's window
///   callbacks.
/// - **a container transition** (push, pop, present, dismiss, tab switch,
///   `transition(from:to:…)`), which delivers the callbacks of the controllers it moves in its
///   container's order and defers the did-callbacks past the commit and the animation.
/// - **its parent**, which passes each of its own callbacks on to the children whose views are
///   inside its view — automatically, or by hand when the parent returns `false` from
///   ``shouldAutomaticallyForwardAppearanceMethods``.
///
/// ``appearanceDriver`` says which applies; the window's notifications below consult it and
/// nothing else decides.
extension ViewControllerBase {
    /// What delivers a controller's appearance callbacks.
    enum AppearanceDriver {
        /// Its root view entering and leaving windows (and, when its parent forwards
        /// automatically, its parent — whose callbacks come first, so the window's find the
        /// transition already begun and add nothing).
        case window
        /// A container transition moving it, or one of its ancestors.
        case containerTransition
        /// Its parent, by hand.
        case parentByHand
    }

    /// What delivers this controller's appearance callbacks now.
    var appearanceDriver: AppearanceDriver {
        if firstInParentChain({ $0.isInContainerTransition ? true : nil }) != nil { return .containerTransition }
        if let parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return .parentByHand }
        return .window
    }

    /// Starts an appearance transition by hand: `viewWillAppear` (`isAppearing`) or
    /// `viewWillDisappear`. A transition already going the same way is refused as UIKit's
    /// "Unbalanced calls to begin/end appearance transitions"; going the other way cancels it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            appearanceGeneration += 1
            appearanceIsAnimated = animated
            report(.viewWillAppear, [.bool(animated)])
            viewWillAppear(animated)
            forwardToChildren { $0.beginAppearanceTransition(true, animated: animated) }
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            appearanceGeneration += 1
            appearanceIsAnimated = animated
            report(.viewWillDisappear, [.bool(animated)])
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
            report(.viewDidAppear, [.bool(appearanceIsAnimated)])
            viewDidAppear(appearanceIsAnimated)
            forwardToChildren { $0.endAppearanceTransition() }
        case .disappearing:
            appearanceState = .disappeared
            report(.viewDidDisappear, [.bool(appearanceIsAnimated)])
            viewDidDisappear(appearanceIsAnimated)
            forwardToChildren { $0.endAppearanceTransition() }
        case .appeared, .disappeared:
            reportUnbalancedAppearance("endAppearanceTransition()")
        }
    }

    /// Runs `body` on each child whose view is inside this controller's view, parents first —
    /// with automatic forwarding a child gets appearance callbacks when its parent does.
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

    /// Where a controller is in its appearance cycle.
    public enum AppearanceState: Sendable, CustomStringConvertible {
        /// Not on screen (the initial state).
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing

        /// The state's name.
        public var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }
    }
}

/// The root view's notifications: its window moves drive appearance when the window is the
/// driver.
extension ViewControllerBase: ViewDelegate {
    var rootView: ViewNode? {
        loadViewIfNeeded()
        return storedView
    }
    var loadedRootView: ViewNode? { storedView }

    func rootViewWillMove(toWindow newWindow: Window?) {
        if let newWindow { lastWindow = newWindow }
        guard case .window = appearanceDriver else { return }
        let isInWindow = storedView?.window != nil
        // A child whose parent already began this transition is not begun again.
        if newWindow != nil, !isInWindow, appearanceState != .appearing {
            beginAppearanceTransition(true, animated: false)
        } else if newWindow == nil, isInWindow, appearanceState != .disappearing, appearanceState != .disappeared {
            beginAppearanceTransition(false, animated: false)
        }
    }

    func rootViewDidMoveToWindow() {
        // The new window's width decides the root view's minimum margins.
        storedView?.rootViewMarginsMayHaveChanged()
        // A window asks its root view controller about the status bar when the root's view
        // enters it.
        if let window = storedView?.window, window.rootViewController === self { window.updateStatusBarAppearance() }
        guard case .window = appearanceDriver else { return }
        if let window = storedView?.window, appearanceState == .appearing {
            // viewDidAppear comes after the commit that lays the view out.
            let generation = appearanceGeneration
            window.runLoop.performAfterCommit { [weak self] in
                guard let self, appearanceGeneration == generation, appearanceState == .appearing else { return }
                endAppearanceTransition()
            }
        } else if storedView?.window == nil, appearanceState == .disappearing {
            endAppearanceTransition()
        }
    }
}
