import Foundation

/// The attributes of a run of text, resolved from an attribute dictionary: what
/// ``TextLayout`` lays out with and what a ``GlyphRun`` is drawn with.
public struct TextAttributes: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The text colour; `nil` draws black, as UIKit's string drawing does.
    public var foregroundColor: Color?
    /// The colour painted behind the text, if any.
    public var backgroundColor: Color?
    /// Extra space after each character, in points.
    public var kern: CGFloat
    /// The underline, if any.
    public var underlineStyle: UnderlineStyle
    /// The underline's colour; `nil` uses the text colour.
    public var underlineColor: Color?
    /// The line through the text, if any.
    public var strikethroughStyle: UnderlineStyle
    /// The strikethrough's colour; `nil` uses the text colour.
    public var strikethroughColor: Color?
    /// How far the text is raised above the baseline, in points.
    public var baselineOffset: CGFloat
    /// The link, as its string (a `URL`'s absolute string).
    public var link: String?
    /// The text's shadow: offset, blur radius and colour.
    public var shadow: TextShadow?

    /// Attributes with the given font and values.
    public init(
        font: Font, foregroundColor: Color? = nil, backgroundColor: Color? = nil, kern: CGFloat = 0,
        underlineStyle: UnderlineStyle = [], underlineColor: Color? = nil, strikethroughStyle: UnderlineStyle = [],
        strikethroughColor: Color? = nil, baselineOffset: CGFloat = 0, link: String? = nil, shadow: TextShadow? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.kern = kern.isFinite ? kern : 0
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.link = link
        self.shadow = shadow
    }

    /// The attributes a dictionary gives, over `defaults` for the keys it leaves out. Values of
    /// the wrong type are ignored, as are non-finite numbers.
    public init(_ attributes: [NSAttributedString.Key: Any], defaults: TextAttributes) {
        self = defaults
        guard !attributes.isEmpty else { return }
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { foregroundColor = color }
        if let color = attributes[.backgroundColor] as? Color { backgroundColor = color }
        if let kern = Self.number(attributes[.kern]) { self.kern = kern }
        if let style = Self.underline(attributes[.underlineStyle]) { underlineStyle = style }
        if let color = attributes[.underlineColor] as? Color { underlineColor = color }
        if let style = Self.underline(attributes[.strikethroughStyle]) { strikethroughStyle = style }
        if let color = attributes[.strikethroughColor] as? Color { strikethroughColor = color }
        if let offset = Self.number(attributes[.baselineOffset]) { baselineOffset = offset }
        if let url = attributes[.link] as? URL { link = url.absoluteString } else if let string = attributes[.link] as? String { link = string }
        if let shadow = attributes[.shadow] as? Shadow { self.shadow = TextShadow(shadow) }
    }

    private static func number(_ value: Any?) -> CGFloat? {
        let number: CGFloat? = switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    private static func underline(_ value: Any?) -> UnderlineStyle? {
        switch value {
        case let style as UnderlineStyle: style
        case let raw as Int: UnderlineStyle(rawValue: raw)
        case let number as NSNumber: UnderlineStyle(rawValue: number.intValue)
        default: nil
        }
    }
}

/// The style of an underline or strikethrough — UIKit's `NSUnderlineStyle`, with its raw values.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Wraps style bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    /// Only words are underlined, not the spaces between them.
    public static let byWord = UnderlineStyle(rawValue: 0x8000)
}

/// A shadow for attributed text — UIKit's `NSShadow` (which Linux Foundation does not have).
public final class Shadow: Equatable {
    /// The shadow's offset from the text.
    public var shadowOffset: CGSize
    /// The blur radius.
    public var shadowBlurRadius: CGFloat
    /// The colour; `nil` is black at one-third opacity.
    public var shadowColor: Color?

    /// A shadow with no offset or blur, in the default colour.
    public init() {
        shadowOffset = .zero
        shadowBlurRadius = 0
        shadowColor = nil
    }

    /// Whether two shadows have the same values.
    public static func == (lhs: Shadow, rhs: Shadow) -> Bool {
        lhs.shadowOffset == rhs.shadowOffset && lhs.shadowBlurRadius == rhs.shadowBlurRadius && lhs.shadowColor == rhs.shadowColor
    }
}

/// A text shadow's values, as a ``TextAttributes`` keeps them.
public struct TextShadow: Hashable, Sendable {
    /// The shadow's offset from the text.
    public var offset: CGSize
    /// The blur radius.
    public var blurRadius: CGFloat
    /// The colour.
    public var color: Color

    /// A shadow with the given values.
    public init(offset: CGSize, blurRadius: CGFloat, color: Color) {
        self.offset = offset
        self.blurRadius = blurRadius
        self.color = color
    }

    init(_ shadow: Shadow) {
        self.init(offset: shadow.shadowOffset, blurRadius: shadow.shadowBlurRadius,
                  color: shadow.shadowColor ?? Color(white: 0, alpha: 1.0 / 3.0))
    }

    /// Hashes the offset's components, the blur and the colour.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset.width)
        hasher.combine(offset.height)
        hasher.combine(blurRadius)
        hasher.combine(color)
    }
}

extension NSAttributedString.Key {
    /// The font of the text (a ``Font``); Helvetica 12 pt when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a ``Color``); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a ``Color``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's layout (a ``ParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline (an ``UnderlineStyle`` or its raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough (an ``UnderlineStyle`` or its raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// How far the text is raised, in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or a `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The underline's colour (a ``Color``).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's colour (a ``Color``).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The text's shadow (a ``Shadow``).
    public static let shadow = NSAttributedString.Key("NSShadow")
}
