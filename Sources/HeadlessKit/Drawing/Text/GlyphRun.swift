import Foundation

/// A run of text drawn in one font and colour, as a ``DrawingCommand/glyphRun(_:)`` records it.
public struct GlyphRun: Hashable, Sendable, CustomStringConvertible {
    /// The characters drawn (with "…" where the text was truncated).
    public var text: String
    /// The font.
    public var font: Font
    /// The text colour, resolved.
    public var color: Color
    /// Where the run's baseline starts, in the view's coordinates.
    public var origin: CGPoint
    /// The run's box: its advance wide, from its font's ascender to its descender.
    public var bounds: CGRect
    /// The underline, if any.
    public var underlineStyle: UnderlineStyle
    /// The strikethrough, if any.
    public var strikethroughStyle: UnderlineStyle

    /// A run with the given values.
    public init(text: String, font: Font, color: Color, origin: CGPoint, bounds: CGRect,
                underlineStyle: UnderlineStyle = [], strikethroughStyle: UnderlineStyle = []) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
        self.bounds = bounds
        self.underlineStyle = underlineStyle
        self.strikethroughStyle = strikethroughStyle
    }

    /// Hashes the text, font and origin.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(font)
        hasher.combine(origin.x)
        hasher.combine(origin.y)
    }

    /// The run as one line, such as `glyphRun "Hello" .SFUI-Regular 17pt at (0 16.19) rgba(0, 0, 0, 1) bounds (0 0; 36.55 20.29)`.
    public var description: String {
        var line = "glyphRun \"\(text)\" \(font) at (\(GeometryFormat.number(origin.x)) \(GeometryFormat.number(origin.y))) "
            + "\(color) bounds \(GeometryFormat.rect(bounds))"
        if !underlineStyle.isEmpty { line += " underline 0x\(String(underlineStyle.rawValue, radix: 16))" }
        if !strikethroughStyle.isEmpty { line += " strikethrough 0x\(String(strikethroughStyle.rawValue, radix: 16))" }
        return line
    }
}
