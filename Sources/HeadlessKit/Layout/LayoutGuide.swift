import Foundation

/// A rectangle that takes part in Auto Layout without being a view — UIKit's `UILayoutGuide`.
///
/// Add one to a view with ``ViewNode/addLayoutGuide(_:)`` and constrain it with its anchors.
/// Every view also has three built in: ``ViewNode/layoutMarginsGuide`` (the bounds inset by
/// ``ViewNode/layoutMargins``), ``ViewNode/safeAreaLayoutGuide`` (the bounds inset by
/// ``ViewNode/safeAreaInsets``) and ``ViewNode/keyboardLayoutGuide`` (the space the software
/// keyboard takes; a ``KeyboardLayoutGuide``); a scroll view has two more, for its content and its
/// frame (see `ScrollView`'s `contentLayoutGuide` and `frameLayoutGuide`).
///
/// Subclass it as in UIKit (a readable-width guide, say): the engine treats a subclass exactly as
/// the base class, and an override of ``owningView`` observes the guide being added to and
/// removed from views.
@MainActor
open class LayoutGuide: LayoutAnchorProviding, CustomStringConvertible {
    /// A name shown in descriptions and constraint diagnostics.
    public var identifier: String

    enum Kind {
        case custom, layoutMargins, safeArea, keyboard
        /// A scroll view's content rectangle: at the content's origin, its size solved by the
        /// engine and handed to the scroll view as its content size.
        case scrollContent
        /// A scroll view's frame rectangle, at the content's origin: it does not move as the
        /// content scrolls.
        case scrollFrame

        var identifier: String {
            switch self {
            case .custom: ""
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .keyboard: "UIKeyboardLayoutGuide"
            case .scrollContent: "UIScrollViewContentLayoutGuide"
            case .scrollFrame: "UIScrollViewFrameLayoutGuide"
            }
        }
    }
    let kind: Kind
    weak var storedOwningView: ViewNode?

    /// A guide to add to a view with ``ViewNode/addLayoutGuide(_:)``.
    public init() {
        identifier = ""
        kind = .custom
    }

    init(kind: Kind, owningView: ViewNode) {
        self.kind = kind
        storedOwningView = owningView
        identifier = kind.identifier
    }

    /// The view that owns the guide; the guide's frame is in its coordinates.
    ///
    /// ``ViewNode/addLayoutGuide(_:)`` and ``ViewNode/removeLayoutGuide(_:)`` set it, as in UIKit;
    /// setting it yourself does the same (a view adds the guide, `nil` removes it from its view).
    /// Override it with `didSet` to learn when the guide moves; call `super` (the stored value
    /// and the view's list of guides live in the base class). A built-in guide
    /// (``ViewNode/layoutMarginsGuide``, ``ViewNode/safeAreaLayoutGuide``,
    /// ``ViewNode/keyboardLayoutGuide``, a scroll view's content and frame guides) keeps its view.
    open var owningView: ViewNode? {
        get { storedOwningView }
        set { move(to: newValue) }
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout, on the
    /// pixel grid of its window's screen as the frames of views are.
    public var layoutFrame: CGRect {
        guard let owner = storedOwningView, let engine = owner.layoutState?.engine, let item = engine.item(for: self) else {
            return .zero
        }
        return engine.pixelAlignedFrame(of: item, scale: engine.pixelScale)
    }

    /// Leaves the old owning view's guides and joins the new one's.
    private func move(to view: ViewNode?) {
        guard kind == .custom, view !== storedOwningView else { return }
        if let old = storedOwningView {
            if let engine = old.hierarchyRoot.layoutState?.engineHostedHere {
                for constraint in engine.allConstraints where constraint.firstItem === self || constraint.secondItem === self {
                    LayoutEngine.deactivate(constraint)
                }
                engine.removeItem(forKey: ObjectIdentifier(self))
            }
            old.layoutState?.guides.removeAll { $0 === self }
        }
        storedOwningView = view
        view?.mutableLayoutState.guides.append(self)
    }

    /// `identifier` on its owning view, like UIKit's `<UILayoutGuide: 'identifier'>`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describeSelf() }
    }

    private func describeSelf() -> String {
        let name = identifier.isEmpty ? "LayoutGuide" : identifier
        return storedOwningView.map { "\($0.constraintName).\(name)" } ?? name
    }
}

/// A view with a content layout guide whose solved size the engine hands back — the scroll view,
/// whose content size follows its `contentLayoutGuide`. Declared here so that the layout room
/// never names the interaction room.
@MainActor
protocol ContentLayoutGuideHost: ViewNode {
    /// The content size the guide keeps while its constraints leave its size free.
    var contentSizeForLayoutGuide: CGSize { get }
    /// The engine solved the content guide's size (on the pixel grid, as frames are): the host
    /// takes it as its content size. Called once per solve, between the constraints and layout
    /// passes.
    func contentLayoutGuideDidSolve(size: CGSize)
}
