import Foundation

/// A layout guide for the space the software keyboard takes — UIKit's `UIKeyboardLayoutGuide`
/// (iOS 15), found on every view as ``ViewNode/keyboardLayoutGuide``.
///
/// While the keyboard is shown the guide covers the part of its owning view the keyboard
/// covers: its top edge is the keyboard's top edge, its bottom the view's bottom, its sides the
/// view's sides. While the keyboard is hidden, its top edge is the view's bottom safe-area edge
/// and it is as tall as the bottom safe-area inset (``usesBottomSafeArea``), as UIKit's. Pin a
/// view's bottom to the guide's top and it stays above the keyboard:
///
/// ```swift
/// toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
/// ```
///
/// The guide moves to the keyboard's end frame in the run loop turn in which the keyboard posts
/// its will-show, will-hide or will-change-frame notification, so the commit of that turn lays out
/// the constrained views in their final places. UIKit animates them alongside the keyboard over
/// its 0.25 s; HeadlessKit has no in-between frames (see <doc:TextInputAndKeyboard>).
@MainActor
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (iPad). Stored
    /// only: HeadlessKit's keyboard is always docked. The default is `false`.
    public var followsUndockedKeyboard = false

    /// Whether the guide, while the keyboard is hidden, covers the bottom safe-area inset
    /// (`true`, the default) or is empty at the owning view's bottom edge (`false`) — UIKit's
    /// `usesBottomSafeArea` (iOS 17).
    public var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue, let owner = owningView else { return }
            owner.markGuideStale(self)
        }
    }

    init(owningView: ViewNode) {
        super.init(kind: .keyboard, owningView: owningView)
    }

    /// How tall the guide is in `owner`: the part of it the keyboard covers, or the bottom safe
    /// area (or nothing) while the keyboard is hidden.
    func height(in owner: ViewNode) -> CGFloat {
        let ownerHeight = owner.bounds.height
        guard let window = owner.window else { return 0 }
        guard let keyboard = window.keyboardFrameInScreen else {
            return usesBottomSafeArea ? min(owner.safeAreaInsets.bottom, ownerHeight) : 0
        }
        let topInWindow = keyboard.minY - window.frame.minY
        let topInOwner = owner.convert(CGPoint(x: 0, y: topInWindow), from: window).y
        return min(max(ownerHeight - topInOwner, 0), ownerHeight)
    }
}

extension ViewNode {
    /// A guide for the space the software keyboard takes in this view, made on first use — UIKit's
    /// `keyboardLayoutGuide` (see ``KeyboardLayoutGuide``).
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        let state = mutableLayoutState
        if let guide = state.keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide(owningView: self)
        state.keyboardGuide = guide
        return guide
    }
}
