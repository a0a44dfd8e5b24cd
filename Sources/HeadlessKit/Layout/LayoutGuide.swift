import Foundation

/// A rectangle that takes part in Auto Layout without being a view — UIKit's `UILayoutGuide`.
///
/// Add one to a view with ``ViewNode/addLayoutGuide(_:)`` and constrain it with its anchors.
/// Every view also has three built in: ``ViewNode/layoutMarginsGuide`` (the bounds inset by
/// ``ViewNode/layoutMargins``), ``ViewNode/safeAreaLayoutGuide`` (the bounds inset by
/// ``ViewNode/safeAreaInsets``) and ``ViewNode/keyboardLayoutGuide`` (the space the software
/// keyboard takes; a ``KeyboardLayoutGuide``).
@MainActor
public class LayoutGuide: LayoutAnchorProviding, CustomStringConvertible {
    /// A name shown in descriptions and constraint diagnostics.
    public var identifier: String

    /// The view that owns the guide; the guide's frame is in its coordinates.
    public internal(set) weak var owningView: ViewNode?

    enum Kind {
        case custom, layoutMargins, safeArea, keyboard
    }
    let kind: Kind

    /// A guide to add to a view with ``ViewNode/addLayoutGuide(_:)``.
    public init() {
        identifier = ""
        kind = .custom
    }

    init(kind: Kind, owningView: ViewNode) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        default: "UIViewSafeAreaLayoutGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    public var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.layoutState?.engine, let item = engine.item(for: self) else {
            return .zero
        }
        return engine.solvedFrame(of: item)
    }

    /// `identifier` on its owning view, like UIKit's `<UILayoutGuide: 'identifier'>`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describeSelf() }
    }

    private func describeSelf() -> String {
        let name = identifier.isEmpty ? "LayoutGuide" : identifier
        return owningView.map { "\($0.constraintName).\(name)" } ?? name
    }
}
