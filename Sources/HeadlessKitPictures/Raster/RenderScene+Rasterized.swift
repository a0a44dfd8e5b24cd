import Foundation
import HeadlessKit

extension RenderScene {
    /// The scene painted into pixels, anti-aliased: `size × scale` pixels (each side rounded to
    /// the nearest whole pixel), starting from `background` and painting every item back to front.
    ///
    /// ```swift
    /// let bitmap = scene.rasterized(background: .white)
    /// try PNGImage.encode(bitmap).write(to: URL(fileURLWithPath: "/tmp/screen.png"))
    /// ```
    ///
    /// The background is transparent unless given (**chosen**: what no item paints stays
    /// see-through, as in a layer's own rendering). Each item's commands go through its
    /// transform, inside its clip rectangles and paths; shapes are covered exactly across each
    /// pixel and to 1/16 of a pixel down it, and composited source-over with straight alpha,
    /// the item's opacity multiplying each command's alpha (overlapping commands of one
    /// translucent item therefore show through each other, unlike a layer flattened first).
    /// Curves, fill rules, stroke widths, caps, joins, dashes and both gradients are drawn as
    /// Core Graphics draws them; shadows are not drawn. Text is drawn as one bar per character
    /// in the text colour at 60% alpha, shaped by the letter's height (HeadlessKit has no
    /// glyph outlines); an image made by a `GraphicsImageRenderer` is drawn from its drawing,
    /// any other as a grey placeholder with diagonals. The same scene always gives the same pixels.
    public func rasterized(background: Bitmap.Pixel = .clear) -> Bitmap {
        func pixels(_ points: CGFloat) -> Int {
            let value = (points * scale).rounded()
            return value.isFinite && value > 0 ? Int(min(value, 100_000)) : 0
        }
        var rasterizer = Rasterizer(width: pixels(size.width), height: pixels(size.height), scale: scale, background: background)
        for item in items { rasterizer.draw(item) }
        return rasterizer.bitmap
    }
}
