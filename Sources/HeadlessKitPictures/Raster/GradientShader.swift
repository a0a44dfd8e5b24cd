import Foundation
import HeadlessKit

/// The per-pixel colours of Core Graphics' linear and radial gradients.
enum GradientShader {
    /// A linear gradient from `start` to `end` (in the commands' coordinates): each pixel centre
    /// takes the colour at its projection onto the line; beyond the ends, the end colour when the
    /// options extend that way, nothing otherwise.
    static func linear(
        _ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions, transform: AffineTransform2D
    ) -> Paint.Source {
        let inverse = transform.inverted()
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        let stops = Stops(gradient)
        return .shader { pixel in
            guard lengthSquared > 0 else { return nil }
            let point = pixel.applying(inverse)
            let t = ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared
            return stops.color(at: t, options: options)
        }
    }

    /// A radial gradient between two circles: each pixel centre takes the colour of the largest
    /// `t` whose interpolated circle (radius ≥ 0) passes through it, as Core Graphics draws.
    static func radial(
        _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: GradientDrawingOptions, transform: AffineTransform2D
    ) -> Paint.Source {
        let inverse = transform.inverted()
        let stops = Stops(gradient)
        let cx = endCenter.x - startCenter.x, cy = endCenter.y - startCenter.y, dr = endRadius - startRadius
        let a = cx * cx + cy * cy - dr * dr
        return .shader { pixel in
            let point = pixel.applying(inverse)
            let px = point.x - startCenter.x, py = point.y - startCenter.y
            // |p − c(t)| = r(t) is a quadratic a t² − 2 b t + c = 0.
            let b = px * cx + py * cy + startRadius * dr
            let c = px * px + py * py - startRadius * startRadius
            var candidates: [CGFloat] = []
            if a == 0 {
                if b != 0 { candidates = [c / (2 * b)] }
            } else {
                let discriminant = b * b - a * c
                guard discriminant >= 0 else { return nil }
                let root = discriminant.squareRoot()
                candidates = [(b + root) / a, (b - root) / a].sorted(by: >)
            }
            guard let t = candidates.first(where: { startRadius + $0 * dr >= 0 }) else { return nil }
            return stops.color(at: t, options: options)
        }
    }

    /// A gradient's stops as components, ready to interpolate.
    struct Stops {
        let locations: [CGFloat]
        let colors: [Paint.Components]

        init(_ gradient: Gradient) {
            locations = gradient.locations
            colors = gradient.colors.map(Paint.Components.init)
        }

        /// The colour at `t` (0 at the start, 1 at the end), or `nil` past an end the options do
        /// not extend.
        func color(at t: CGFloat, options: GradientDrawingOptions) -> Paint.Components? {
            guard t.isFinite, let firstLocation = locations.first, let lastLocation = locations.last else { return nil }
            if t < 0 && !options.contains(.drawsBeforeStartLocation) { return nil }
            if t > 1 && !options.contains(.drawsAfterEndLocation) { return nil }
            if t <= firstLocation { return colors[0] }
            if t >= lastLocation { return colors[colors.count - 1] }
            var index = 0
            while index + 1 < locations.count && locations[index + 1] < t { index += 1 }
            let span = locations[index + 1] - locations[index]
            let fraction = Float(span > 0 ? (t - locations[index]) / span : 1)
            let from = colors[index], to = colors[index + 1]
            func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * fraction }
            return Paint.Components(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                                    alpha: mix(from.alpha, to.alpha))
        }
    }
}
