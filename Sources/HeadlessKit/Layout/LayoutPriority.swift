import ConstraintSolver
import Foundation

/// How strongly Auto Layout tries to satisfy a constraint — UIKit's `UILayoutPriority`.
///
/// `required` (1000) constraints must hold; any lower priority is optional. Optional priorities
/// become solver weights that grow a thousandfold every 250 points (250 → 1, 500 → 1,000,
/// 750 → 1,000,000), so one constraint at 750 outweighs a thousand at 500. Weights still add up,
/// as in every Cassowary engine: see `Strength` in the ConstraintSolver module.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1 through 1000.
    public var rawValue: Float

    /// A priority from its raw value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its raw value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal such as `999`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from a literal such as `750`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance, and a button's content hugging.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to pull towards the target size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders priorities by raw value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw value, as UIKit prints it.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    /// The solver strength: required at 1000 and above, else `1000^(priority/250 - 1)`.
    var strength: Strength {
        rawValue >= 1000 ? .required : Strength(weight: pow(1000, Double(rawValue) / 250 - 1))
    }
}
