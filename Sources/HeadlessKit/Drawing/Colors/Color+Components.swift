import Foundation

extension Color {
    /// A colour from hue, saturation and brightness in 0...1, as `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let hue = (hue - hue.rounded(.down)) * 6   // 1 wraps to 0, as a full turn does
        let sector = Int(hue.rounded(.down)) % 6
        let fraction = hue - hue.rounded(.down)
        let (value, saturation) = (brightness, min(max(saturation, 0), 1))
        let p = value * (1 - saturation)
        let q = value * (1 - saturation * fraction)
        let t = value * (1 - saturation * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (value, t, p)
        case 1: (q, value, p)
        case 2: (p, value, t)
        case 3: (p, q, value)
        case 4: (t, p, value)
        default: (value, p, q)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour given in the Display P3 space, converted to extended sRGB (components of colours
    /// outside sRGB's gamut fall outside 0...1).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        // Both spaces share sRGB's transfer curve; the primaries differ (D65 white in both).
        func linear(_ value: CGFloat) -> CGFloat {
            let magnitude = abs(value)
            let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -result : result
        }
        func encoded(_ value: CGFloat) -> CGFloat {
            let magnitude = abs(value)
            let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -result : result
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(red: encoded(1.2249401 * r - 0.2249402 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }

    /// A colour with the components of `cgColor` (its light appearance if it is dynamic).
    public convenience init(cgColor: Color) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The colour as Core Graphics sees it: a static colour is itself (HeadlessKit's `Color`
    /// plays both `UIColor` and `CGColor`); a dynamic colour gives its unresolved (light) components.
    public var cgColor: Color { dynamic == nil ? self : Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// The components `[red, green, blue, alpha]`, as `CGColor.components`.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, always 4: every colour is RGBA (a `CGColor` made from a white
    /// has 2 in Core Graphics).
    public var numberOfComponents: Int { 4 }

    /// The same colour with `alpha` as its opacity; a dynamic colour stays dynamic, each
    /// appearance getting the new opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        guard dynamic != nil else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        return Color(dynamicProvider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
    }

    /// Writes the RGBA components (the light appearance of a dynamic colour) and returns true,
    /// as `UIColor.getRed(_:green:blue:alpha:)` does for an RGB colour; a `nil` pointer is skipped.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the brightness and opacity of a grey (red, green and blue equal) and returns true;
    /// for any other colour writes nothing and returns false (**chosen**: UIKit converts only
    /// colours in a compatible space, and a coloured RGB colour has no exact grey).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation and brightness in 0...1 and the opacity, and returns true
    /// (a grey has hue and saturation 0).
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let delta = maximum - minimum
        var result: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                result = (green - blue) / delta
            } else if maximum == green {
                result = 2 + (blue - red) / delta
            } else {
                result = 4 + (red - green) / delta
            }
            result /= 6
            if result < 0 { result += 1 }
        }
        hue?.pointee = result
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Makes this colour the current context's fill colour, as `UIColor.setFill()`; does nothing
    /// outside a drawing.
    @MainActor public func setFill() { GraphicsContext.current?.setFillColor(self) }

    /// Makes this colour the current context's stroke colour, as `UIColor.setStroke()`; does
    /// nothing outside a drawing.
    @MainActor public func setStroke() { GraphicsContext.current?.setStrokeColor(self) }

    /// Makes this colour the current context's fill and stroke colour, as `UIColor.set()`.
    @MainActor public func set() {
        setFill()
        setStroke()
    }
}
