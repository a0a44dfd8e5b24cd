import Foundation
import HeadlessKit

/// What a painting operation puts down where it covers: straight-alpha colour components 0 to 1.
struct Paint {
    /// A colour's straight components, clamped to 0...1.
    struct Components {
        var red: Float, green: Float, blue: Float, alpha: Float

        /// The components of `color` (its light appearance if it is dynamic), each clamped to 0...1.
        init(_ color: Color) {
            func unit(_ value: CGFloat) -> Float { Float(min(max(value.isNaN ? 0 : value, 0), 1)) }
            self.init(red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
        }

        /// Components as given.
        init(red: Float, green: Float, blue: Float, alpha: Float) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// How the colour of a pixel is found.
    enum Source {
        /// One colour everywhere.
        case solid(Components)
        /// A colour per pixel centre (in pixel coordinates), `nil` where nothing is painted.
        case shader((CGPoint) -> Components?)
        /// Makes the covered pixels transparent.
        case clear
    }

    /// Where the colour comes from.
    var source: Source
    /// A factor on the paint's alpha: the item's opacity.
    var opacity: Float
}
