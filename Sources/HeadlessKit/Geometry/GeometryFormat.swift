import Foundation

/// Fixed formatting of numbers and rectangles for dumps and messages: integers print without a
/// fraction, other values rounded to two decimals, so snapshots do not depend on float noise.
enum GeometryFormat {
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }   // no "-0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(Double(rounded))
    }

    /// UIKit's `(x y; w h)` form.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }
}
