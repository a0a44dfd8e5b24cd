import Foundation

/// Whether a view's content reads left to right or right to left — UIKit's
/// `UIUserInterfaceLayoutDirection`, same raw values.
public enum UserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew).
    case rightToLeft
}

/// How a view's content follows the layout direction — UIKit's `UISemanticContentAttribute`, same
/// raw values.
public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Flips with the layout direction it inherits (the default).
    case unspecified
    /// Playback controls (play, rewind) that never flip.
    case playback
    /// Controls whose directions are spatial (a joystick, a text-alignment control) and never flip.
    case spatial
    /// Always left to right, and so is the content of its subviews that do not say otherwise.
    case forceLeftToRight
    /// Always right to left, and so is the content of its subviews that do not say otherwise.
    case forceRightToLeft
}

/// Right-to-left layout: each view's semantic content attribute and the direction that results.
extension ViewNode {
    /// How the view's content follows the layout direction; ``SemanticContentAttribute/unspecified``
    /// by default.
    ///
    /// A change re-solves the constraints that use leading and trailing edges in the view's
    /// hierarchy, and moves margins set through ``directionalLayoutMargins``.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { flags.contains(.hasSemanticContentAttribute) ? extras?.semanticContentAttribute ?? .unspecified : .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            mutableExtras.semanticContentAttribute = newValue
            setFlag(.hasSemanticContentAttribute, newValue != .unspecified)
            layoutDirectionDidChange()
        }
    }

    /// The direction the view lays out its own content in: forced by its own
    /// ``semanticContentAttribute``, left to right for playback and spatial content, else the
    /// direction of the closest ancestor that forces one, else its window's
    /// ``Window/userInterfaceLayoutDirection`` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        if flags.contains(.hasSemanticContentAttribute) {
            switch semanticContentAttribute {
            case .playback, .spatial, .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: break
            }
        }
        return inheritedLayoutDirection
    }

    /// The direction descendants without an attribute of their own inherit from this view:
    /// forced by the closest view at or above it that forces one, else the window's.
    var inheritedLayoutDirection: UserInterfaceLayoutDirection {
        var view: ViewNode? = self
        while let current = view {
            if current.flags.contains(.hasSemanticContentAttribute) {
                switch current.semanticContentAttribute {
                case .forceLeftToRight: return .leftToRight
                case .forceRightToLeft: return .rightToLeft
                case .unspecified, .playback, .spatial: break
                }
            }
            view = current.storedSuperview
        }
        return storedWindow?.userInterfaceLayoutDirection ?? .leftToRight
    }

    /// The direction content with `attribute` lays out in, in a left-to-right app (UIKit's
    /// `userInterfaceLayoutDirection(for:)` reads the application's direction; HeadlessKit keeps
    /// the base direction per window, so this answers for the default one).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction content with `attribute` lays out in where the surrounding direction is
    /// `layoutDirection`: forced attributes force, playback and spatial are left to right, and
    /// unspecified follows `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction of this subtree changed: the engine re-solves what depends on it.
    func layoutDirectionDidChange() {
        guard flags.contains(.subtreeInLayoutEngine) else { return }
        hierarchyEngine?.layoutDirectionDidChange(in: self)
    }
}
