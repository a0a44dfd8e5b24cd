import Foundation

/// A rectangle that takes part in Auto Layout without being a view — UIKit's `UILayoutGuide`.
///
/// Add one to a view with ``ViewNode/addLayoutGuide(_:)`` and constrain it with its anchors.
/// Every view also has two built in: ``ViewNode/layoutMarginsGuide`` (the bounds inset by
/// ``ViewNode/layoutMargins``) and ``ViewNode/safeAreaLayoutGuide`` (the bounds inset by
/// ``ViewNode/safeAreaInsets``).
///
/// Subclass it as in UIKit (a keyboard guide, a readable-width guide): the engine treats a
/// subclass exactly as the base class, and an override of ``owningView`` observes the guide
/// being added to and removed from views.
@MainActor
open class LayoutGuide: LayoutAnchorProviding, CustomStringConvertible {
    /// A name shown in descriptions and constraint diagnostics.
    public var identifier: String

    enum Kind {
        case custom, layoutMargins, safeArea
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
        identifier = kind == .layoutMargins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }

    /// The view that owns the guide; the guide's frame is in its coordinates.
    ///
    /// ``ViewNode/addLayoutGuide(_:)`` and ``ViewNode/removeLayoutGuide(_:)`` set it, as in UIKit;
    /// setting it yourself does the same (a view adds the guide, `nil` removes it from its view).
    /// Override it with `didSet` to learn when the guide moves; call `super` (the stored value
    /// and the view's list of guides live in the base class). A built-in guide
    /// (``ViewNode/layoutMarginsGuide``, ``ViewNode/safeAreaLayoutGuide``) keeps its view.
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
