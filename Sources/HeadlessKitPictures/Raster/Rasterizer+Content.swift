import Foundation
import HeadlessKit

extension Rasterizer {
    /// How strongly text is painted: its colour at 60% of its alpha, so text reads as text
    /// without pretending to be the real glyphs.
    static let textOpacity: Float = 0.6

    /// Paints a glyph run as one bar per visible character: x-height tall, cap height for capitals,
    /// digits and letters with ascenders, reaching below the baseline for letters with descenders —
    /// the word shapes a reader recognises — plus its underline and strikethrough.
    mutating func drawText(_ run: GlyphRun, state: State, opacity: Float) {
        let characters = Array(run.text)
        guard !characters.isEmpty, run.bounds.width > 0 else { return }
        let advance = run.bounds.width / CGFloat(characters.count)
        let font = run.font
        var paint = Paint.Components(run.color)
        paint.alpha *= Self.textOpacity
        let baseline = run.origin.y
        for (index, character) in characters.enumerated() where !character.isWhitespace {
            let ascends = character.isUppercase || character.isNumber || "bdfhklt!?/\\|()[]{}'\"#$%&@".contains(character)
            let descends = "gjpqy,;()[]{}|@$".contains(character)
            let top = baseline - (ascends ? font.capHeight : character.isPunctuation ? font.xHeight / 3 : font.xHeight)
            let bottom = baseline + (descends ? -font.descender * 0.7 : 0)
            let inset = advance * 0.12
            let box = CGRect(x: run.bounds.minX + advance * CGFloat(index) + inset, y: top, width: advance - 2 * inset,
                             height: max(bottom - top, font.pointSize * 0.08))
            fill(Outline(rect: box, transform: state.transform), .solid(paint), state: state, opacity: opacity)
        }
        let thickness = max(font.pointSize / 17, 0.5)
        var lines: [CGFloat] = []
        if !run.underlineStyle.isEmpty { lines.append(baseline + thickness * 1.5) }
        if !run.strikethroughStyle.isEmpty { lines.append(baseline - font.xHeight / 2) }
        for y in lines {
            let bar = CGRect(x: run.bounds.minX, y: y - thickness / 2, width: run.bounds.width, height: thickness)
            fill(Outline(rect: bar, transform: state.transform), .solid(Paint.Components(run.color)), state: state, opacity: opacity)
        }
    }

    /// Paints text recorded without a font (``DrawingCommand/text(_:at:_:)``) as a glyph run in
    /// the 17-point system font, half an em per character.
    mutating func drawText(_ string: String, at point: CGPoint, color: Color, state: State, opacity: Float) {
        let font = Font.systemFont(ofSize: 17)
        let width = CGFloat(string.count) * font.pointSize / 2
        let run = GlyphRun(text: string, font: font, color: color, origin: CGPoint(x: point.x, y: point.y + font.ascender),
                           bounds: CGRect(x: point.x, y: point.y, width: width, height: font.ascender - font.descender))
        drawText(run, state: state, opacity: opacity)
    }

    /// Paints an image: the drawing of an image made by a ``GraphicsImageRenderer`` scaled into
    /// `rect`; for any other image (HeadlessKit keeps no pixels) a light grey placeholder with a
    /// darker border and diagonals.
    mutating func drawImage(_ image: Image, in rect: CGRect, state: State, opacity: Float) {
        guard rect.width > 0, rect.height > 0 else { return }
        if !image.drawingCommands.isEmpty, image.size.width > 0, image.size.height > 0 {
            var inner = state
            clip(&inner, to: rect, transform: state.transform)
            inner.transform = AffineTransform2D(scaleX: rect.width / image.size.width, y: rect.height / image.size.height)
                .concatenating(AffineTransform2D(translationX: rect.minX, y: rect.minY))
                .concatenating(state.transform)
            draw(image.drawingCommands, state: inner, opacity: opacity)
            return
        }
        let fillColor = Color(white: 0.88), lineColor = Color(white: 0.62)
        fill(Outline(rect: rect, transform: state.transform), .solid(.init(fillColor)), state: state, opacity: opacity)
        // Lines one pixel wide, whatever the scale.
        let width = 1 / max(abs(state.transform.a * state.transform.d - state.transform.b * state.transform.c).squareRoot(), 1e-9)
        let inset = rect.insetBy(dx: width / 2, dy: width / 2)
        let outline: [PathElement] = [
            .move(to: CGPoint(x: inset.minX, y: inset.minY)), .line(to: CGPoint(x: inset.maxX, y: inset.minY)),
            .line(to: CGPoint(x: inset.maxX, y: inset.maxY)), .line(to: CGPoint(x: inset.minX, y: inset.maxY)), .closeSubpath,
            .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
            .move(to: CGPoint(x: rect.maxX, y: rect.minY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
        ]
        var lineState = state
        clip(&lineState, to: rect, transform: state.transform)
        strokePath(outline, lineColor, StrokeStyle(lineWidth: width), state: lineState, opacity: opacity)
    }
}
