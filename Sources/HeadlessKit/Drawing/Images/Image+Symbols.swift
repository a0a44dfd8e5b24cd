import Foundation

extension Image {
    /// The weight of a symbol — UIKit's `UIImage.SymbolWeight`, with its raw values.
    public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable {
        /// No weight given: regular.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The size of a symbol relative to its text — UIKit's `UIImage.SymbolScale`, with its raw values.
    public enum SymbolScale: Int, Hashable, Sendable, CaseIterable {
        /// The default for the context: medium.
        case `default` = -1
        /// No scale given: medium.
        case unspecified = 0
        /// Small: 0.8 of medium here.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large: 1.3 of medium here.
        case large = 3

        /// The factor on a medium symbol's side.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
        }
    }

    /// How a symbol image is sized — a minimal `UIImage.SymbolConfiguration`: point size (or text
    /// style), weight and scale.
    public final class SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The font size the symbol matches; 0 when unspecified (body text's 17 pt then).
        public let pointSize: CGFloat
        /// The weight.
        public let weight: SymbolWeight
        /// The scale relative to the text.
        public let scale: SymbolScale
        /// The text style the symbol matches, if any.
        public let textStyle: Font.TextStyle?

        /// A configuration of the given values.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            textStyle = nil
        }

        /// A configuration of only a weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }

        /// A configuration of only a scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }

        /// A configuration matching a text style at the default content size category.
        public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            pointSize = textStyle.pointSize(for: .large)
            weight = .unspecified
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration matching `font`'s size.
        public convenience init(font: Font, scale: SymbolScale = .default) {
            self.init(pointSize: font.pointSize, scale: scale)
        }

        /// The point size symbols are sized for: the given one, or 17 (body text).
        var effectivePointSize: CGFloat { pointSize > 0 ? pointSize : 17 }

        /// Whether two configurations have the same values.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale && lhs.textStyle == rhs.textStyle
        }

        /// Hashes the values.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
        }

        /// The values, such as `pointSize 17 weight bold scale large`.
        public var description: String {
            "pointSize \(GeometryFormat.number(effectivePointSize)) weight \(weight) scale \(scale)"
        }
    }

    /// A placeholder for the named system symbol, sized for body text (see ``init(systemName:withConfiguration:)``).
    public convenience init(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A placeholder for the named system symbol: a square whose side is the line height of the
    /// system font at the configuration's point size (17 pt, body text, when unspecified) times the
    /// scale's factor (small 0.8, medium 1, large 1.3), drawn as a template.
    ///
    /// HeadlessKit has no symbol catalogue, so every name gives an image (UIKit returns `nil` for an
    /// unknown name), and every symbol is square.
    public convenience init(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let pointSize = configuration?.effectivePointSize ?? 17
        let side = StandardTextMeasurer.verticalMetrics(pointSize: pointSize, family: Font.systemFamily).lineHeight
            * (configuration?.scale.factor ?? 1)
        self.init(Properties(size: CGSize(width: side, height: side), scale: 1, renderingMode: .alwaysTemplate, name: name,
                             isSymbol: true, symbolConfiguration: configuration))
    }

    /// The same symbol with another configuration (a plain image comes back unchanged).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard isSymbolImage, let name else { return self }
        let symbol = Image(systemName: name, withConfiguration: configuration)
        var properties = symbol.properties
        properties.renderingMode = renderingMode
        properties.tintColor = tintColor
        return Image(properties)
    }
}
