import Foundation
import HeadlessKit

/// The fixed number and colour formatting of every rendering: at most two decimals, no trailing zeros, no
/// exponent and no `-0`, so the same scene gives the same bytes on every run and machine.
package enum FixedFormat {
    package static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "Infinity" : "-Infinity") }
        let hundredths = (Double(value) * 100).rounded()
        guard abs(hundredths) < 1e17 else { return String(Int64(max(min(Double(value), 9e18), -9e18))) }
        let whole = Int64(hundredths)
        if whole == 0 { return "0" }
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(integer)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(integer).\(digits)"
    }

    /// The numbers separated by single spaces.
    package static func list(_ values: CGFloat...) -> String { values.map(format).joined(separator: " ") }

    /// `#rrggbb` (components clamped to 0…1), followed by the alpha byte when `withAlpha` and the
    /// colour is translucent.
    package static func hex(_ color: Color, withAlpha: Bool = false) -> String {
        func byte(_ component: CGFloat) -> String {
            let value = Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
            return value < 16 ? "0" + String(value, radix: 16) : String(value, radix: 16)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (withAlpha && color.alpha < 1 ? byte(color.alpha) : "")
    }
}
