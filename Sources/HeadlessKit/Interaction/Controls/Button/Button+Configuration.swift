import Foundation

extension Button {
    /// How a button looks and lays out its title, subtitle and image — a value like UIKit's
    /// `UIButton.Configuration`.
    ///
    /// Start from a style (``plain()``, ``tinted()``, ``gray()``, ``filled()``, ``borderless()``,
    /// ``bordered()``, ``borderedTinted()``, ``borderedProminent()``), set its content, and give it
    /// to ``Button/configuration``. The style decides the default foreground and background colours
    /// (see <doc:LabelsButtonsAndImages>); ``baseForegroundColor`` and ``baseBackgroundColor``
    /// replace them.
    public struct Configuration: Equatable {
        /// How the background's corners are rounded — `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable, CaseIterable {
            /// The background's own corner radius (0 here).
            case fixed
            /// A radius that follows the button's size: 4 for mini, 6 for small, 8 for medium and
            /// 12 for large buttons **(chosen)**.
            case dynamic
            /// A radius of 4 **(chosen)**.
            case small
            /// A radius of 8 **(chosen)**.
            case medium
            /// A radius of 12 **(chosen)**.
            case large
            /// Half the button's height: a capsule.
            case capsule
        }

        /// The size a button is styled for — `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable, CaseIterable {
            /// The smallest: caption text, insets of 2 and 6 points **(chosen)**.
            case mini
            /// Small: subheadline text, insets of 5 and 10 points **(chosen)**.
            case small
            /// The default: body text (17 points), insets of 7 and 12 points, UIKit's.
            case medium
            /// Large: body text, insets of 14 and 20 points **(chosen)**.
            case large
        }

        /// How the title and subtitle align with each other — `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable, CaseIterable {
            /// Leading beside an image placed leading or trailing, centred otherwise (UIKit's rule).
            case automatic
            /// Along the leading edge.
            case leading
            /// Centred.
            case center
            /// Along the trailing edge.
            case trailing
        }

        /// The styles a configuration starts from.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The style the configuration was made with.
        let style: Style

        /// The title, or `nil`.
        public var title: String?
        /// A styled title, shown in place of ``title`` when set.
        public var attributedTitle: NSAttributedString?
        /// A second line of text below the title, or `nil`.
        public var subtitle: String?
        /// A styled subtitle, shown in place of ``subtitle`` when set.
        public var attributedSubtitle: NSAttributedString?
        /// The image, or `nil`; a symbol or template image is drawn in the foreground colour.
        public var image: Image?
        /// Which side of the title the image is on: ``DirectionalRectEdge/leading`` (the default),
        /// ``DirectionalRectEdge/trailing``, ``DirectionalRectEdge/top`` or ``DirectionalRectEdge/bottom``.
        public var imagePlacement = DirectionalRectEdge.leading
        /// The space between the image and the title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align; ``TitleAlignment/automatic`` by default.
        public var titleAlignment = TitleAlignment.automatic
        /// The colour the title, subtitle and template images are drawn in, replacing the style's.
        public var baseForegroundColor: Color?
        /// The colour of the background, replacing the style's.
        public var baseBackgroundColor: Color?
        /// How the background's corners are rounded; ``CornerStyle/dynamic`` by default.
        public var cornerStyle = CornerStyle.dynamic
        /// The size the button is styled for; ``Size/medium`` by default. It decides the fonts and,
        /// until ``contentInsets`` is set, the insets.
        public var buttonSize = Size.medium
        /// Whether the button shows an activity indicator in place of its image (stored; nothing
        /// is drawn for it).
        public var showsActivityIndicator = false
        /// The symbol configuration the image is shown in, when it is a symbol.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?

        /// The insets set with ``contentInsets``; `nil` while they follow ``buttonSize``.
        private var customContentInsets: DirectionalEdgeInsets?

        /// The distance from the button's edges to its content: UIKit's default for the
        /// ``buttonSize`` (7 points top and bottom and 12 leading and trailing for a medium
        /// button) until set.
        public var contentInsets: DirectionalEdgeInsets {
            get { customContentInsets ?? buttonSize.defaultContentInsets }
            set { customContentInsets = newValue }
        }

        /// Makes ``contentInsets`` follow ``buttonSize`` again.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        init(style: Style) {
            self.style = style
        }

        /// A plain style: tinted title, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted style: tinted title on a faint tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey style: tinted title on a grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A filled style: white title on a background of the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A borderless style, as ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered style, as ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered tinted style, as ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered prominent style, as ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The numbers the configuration holds, for validation.
        var numbers: [CGFloat] {
            let insets = contentInsets
            return [imagePadding, titlePadding, insets.top, insets.leading, insets.bottom, insets.trailing]
        }
    }

    /// The configuration that styles the button and lays out its content, or `nil` (the default,
    /// UIKit's classic per-state look with ``contentEdgeInsets``).
    ///
    /// Setting one schedules ``updateConfiguration()``, shows its content and invalidates the
    /// intrinsic size. A configuration with a NaN or infinite padding or inset is refused with a
    /// diagnostic, and the button keeps its configuration.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            guard newValue != storedConfiguration else { return }
            if let numbers = newValue?.numbers, !numbers.allSatisfy(\.isFinite) {
                return refuseGeometry("Button.configuration has a padding or inset that is not finite (HeadlessKit's "
                    + "check): \(numbers.map(GeometryFormat.number).joined(separator: ", ")). HeadlessKit kept the "
                    + "configuration it had; pass finite numbers.")
            }
            storedConfiguration = newValue
            setNeedsUpdateConfiguration()
            contentDidChange()
        }
    }
}

extension Button.Configuration.Size {
    /// UIKit's default content insets for the size (medium's 7 and 12 are UIKit's; the others are
    /// chosen in proportion).
    var defaultContentInsets: DirectionalEdgeInsets {
        switch self {
        case .mini: DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The text style of the title.
    var titleTextStyle: Font.TextStyle {
        switch self {
        case .mini: .caption1
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The text style of the subtitle.
    var subtitleTextStyle: Font.TextStyle {
        switch self {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .subheadline
        }
    }

    /// The corner radius of ``Button/Configuration/CornerStyle/dynamic``.
    var dynamicCornerRadius: CGFloat {
        switch self {
        case .mini: 4
        case .small: 6
        case .medium: 8
        case .large: 12
        }
    }
}
