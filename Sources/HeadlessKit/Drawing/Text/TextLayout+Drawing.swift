import Foundation

extension TextLayout {
    /// Records the laid-out text into `context` with the container's top-left corner at `origin`:
    /// for each run, a fill of its background colour if it has one, then a
    /// ``DrawingCommand/glyphRun(_:)`` (text, font, resolved colour, baseline origin, bounds,
    /// underline and strikethrough).
    @MainActor
    public func draw(at origin: CGPoint, in context: GraphicsContext) {
        guard context.accepts([origin], "TextLayout.draw(at:in:)") else { return }
        for line in lines {
            for run in line.runs {
                let attributes = run.attributes
                if let background = attributes.backgroundColor {
                    context.fill(CGRect(x: origin.x + run.origin.x, y: origin.y + line.origin.y, width: run.width,
                                        height: line.height), with: background)
                }
                let font = attributes.font
                let baselineStart = CGPoint(x: origin.x + run.origin.x, y: origin.y + run.origin.y)
                let box = CGRect(x: baselineStart.x, y: baselineStart.y - font.ascender, width: run.width,
                                 height: font.ascender - font.descender)
                let device = baselineStart.applying(context.ctm)
                context.record(.glyphRun(GlyphRun(
                    text: run.text, font: font, color: context.paint(attributes.foregroundColor ?? .black), origin: device,
                    bounds: box.applying(context.ctm), underlineStyle: attributes.underlineStyle,
                    strikethroughStyle: attributes.strikethroughStyle)))
            }
        }
    }
}

/// Options for measuring and drawing strings — UIKit's `NSStringDrawingOptions`, with its bits.
public struct StringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Wraps option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines inside the rectangle (without it: one line per paragraph, the
    /// rectangle's origin at the first baseline).
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    /// Include the fonts' leading in line heights.
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than typographic ones (no effect in HeadlessKit's model).
    public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits the height with "…" when text remains.
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of one string measurement or drawing — a minimal `NSStringDrawingContext`.
public final class StringDrawingContext {
    /// The smallest factor the font may shrink by to fit; 0 (the default) never shrinks.
    public var minimumScaleFactor: CGFloat = 0
    /// The factor the font was shrunk by in the last call.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured in the last call.
    public internal(set) var totalBounds: CGRect = .zero

    /// A context that does not shrink text.
    public init() {}
}

extension TextLayout {
    /// The layout UIKit's string measurement and drawing make of `text` with `attributes` (the
    /// keys of `NSAttributedString.Key`; no font means Helvetica 12 pt).
    @MainActor
    static func forStringDrawing(
        _ text: NSAttributedString, size: CGSize, options: StringDrawingOptions, context: StringDrawingContext?
    ) -> TextLayout {
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        let truncates = options.contains(.truncatesLastVisibleLine)
        let scale = context.map(\.minimumScaleFactor).flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
        let layout = TextLayout(
            text, defaultAttributes: TextAttributes(font: Font.defaultAttributedTextFont),
            size: lineFragments ? size : CGSize(width: CGFloat.infinity, height: .infinity), numberOfLines: 0,
            lineBreakMode: truncates ? .byTruncatingTail : .byWordWrapping, alignment: .natural, layoutDirection: .leftToRight,
            minimumScaleFactor: scale, usesFontLeading: options.contains(.usesFontLeading),
            measurer: MainRunLoop.currentTextMeasurer)
        context?.actualScaleFactor = layout.scaleFactor
        context?.totalBounds = layout.boundingRect(lineFragments: lineFragments)
        return layout
    }

    /// The rectangle string measurement reports: from the top-left corner with line fragments,
    /// else from the first baseline.
    func boundingRect(lineFragments: Bool) -> CGRect {
        let top: CGFloat = lineFragments ? 0 : -(lines.first?.baseline ?? 0)
        return CGRect(x: 0, y: top, width: usedSize.width, height: usedSize.height)
    }
}

extension NSAttributedString {
    /// The size the text takes on lines as long as it needs, as UIKit's `size()`.
    @MainActor public func size() -> CGSize {
        TextLayout.forStringDrawing(self, size: CGSize(width: CGFloat.infinity, height: .infinity),
                                    options: .usesLineFragmentOrigin, context: nil).usedSize
    }

    /// The rectangle the text takes laid out in `size` (see ``StringDrawingOptions``), as UIKit's
    /// `boundingRect(with:options:context:)`.
    @MainActor public func boundingRect(with size: CGSize, options: StringDrawingOptions, context: StringDrawingContext?) -> CGRect {
        TextLayout.forStringDrawing(self, size: size, options: options, context: context)
            .boundingRect(lineFragments: options.contains(.usesLineFragmentOrigin))
    }

    /// Records the text with its top-left corner at `point` into the current context.
    @MainActor public func draw(at point: CGPoint) {
        guard let context = GraphicsContext.current else { return }
        TextLayout.forStringDrawing(self, size: CGSize(width: CGFloat.infinity, height: .infinity),
                                    options: .usesLineFragmentOrigin, context: nil).draw(at: point, in: context)
    }

    /// Records the text laid out in `rect` into the current context.
    @MainActor public func draw(in rect: CGRect) {
        guard let context = GraphicsContext.current, context.accepts(rect, "NSAttributedString.draw(in:)") else { return }
        TextLayout.forStringDrawing(self, size: rect.size, options: .usesLineFragmentOrigin, context: nil)
            .draw(at: rect.origin, in: context)
    }
}

extension String {
    /// The size the string takes with `attributes` on lines as long as it needs, as UIKit's
    /// `size(withAttributes:)` (fractional: round up to size a view).
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// The rectangle the string takes with `attributes` laid out in `size`, as UIKit's
    /// `boundingRect(with:options:attributes:context:)`.
    @MainActor public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: StringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Records the string with `attributes` at `point` into the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Records the string with `attributes` laid out in `rect` into the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }
}

extension NSString {
    /// The size of the string with `attributes`, as `String.size(withAttributes:)`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// The rectangle of the string laid out in `size`, as `String.boundingRect(with:options:attributes:context:)`.
    @MainActor public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: StringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Records the string at `point`, as `String.draw(at:withAttributes:)`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Records the string in `rect`, as `String.draw(in:withAttributes:)`.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }
}
