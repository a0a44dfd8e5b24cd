import Foundation

extension Bitmap {
    /// Composites `source` over the pixels of `region` with each pixel's `coverage` (row by row)
    /// times its clip-rectangle overlap `across` × `down`, times `opacity`: the source-over
    /// operator on straight alpha, each result rounded to the nearest 8-bit value.
    mutating func composite(
        _ source: Paint.Source, coverage: [Float], in region: PixelRegion, across: [Float], down: [Float], opacity: Float
    ) {
        let bitmapWidth = width
        coverage.withUnsafeBufferPointer { coverage in
            rgba.withUnsafeMutableBufferPointer { pixels in
                for row in 0..<region.height {
                    let y = region.minY + row
                    for column in 0..<region.width {
                        let amount = coverage[row * region.width + column] * across[column] * down[row]
                        guard amount > 0 else { continue }
                        let x = region.minX + column
                        let index = (y * bitmapWidth + x) * 4
                        let paint: Paint.Components
                        switch source {
                        case .solid(let components): paint = components
                        case .shader(let shade):
                            guard let shaded = shade(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                            paint = shaded
                        case .clear:
                            let alpha = UInt8((Float(pixels[index + 3]) * (1 - amount)).rounded())
                            pixels[index + 3] = alpha
                            // A fully transparent pixel is transparent black, so equal pictures compare equal.
                            if alpha == 0 { (pixels[index], pixels[index + 1], pixels[index + 2]) = (0, 0, 0) }
                            continue
                        }
                        let alpha = paint.alpha * amount * opacity
                        guard alpha > 0 else { continue }
                        let below = Float(pixels[index + 3]) / 255
                        let belowShare = below * (1 - alpha)
                        let resultAlpha = alpha + belowShare
                        func blend(_ top: Float, _ offset: Int) {
                            let value = (top * alpha + Float(pixels[index + offset]) / 255 * belowShare) / resultAlpha
                            pixels[index + offset] = UInt8((min(max(value, 0), 1) * 255).rounded())
                        }
                        blend(paint.red, 0)
                        blend(paint.green, 1)
                        blend(paint.blue, 2)
                        pixels[index + 3] = UInt8((min(resultAlpha, 1) * 255).rounded())
                    }
                }
            }
        }
    }
}
