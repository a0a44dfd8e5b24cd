/// How much the solver cares about satisfying a constraint.
///
/// Strengths are **weights in one sum**, as in kiwi and the original Cassowary implementation, not
/// lexicographic levels: the solver minimises `Σ weight × |error|` over every non-required
/// constraint. So errors of weaker constraints can add up to outweigh a stronger one — 1,000 medium
/// constraints each off by one unit cost exactly as much as one strong constraint off by one unit,
/// and with 1,001 the strong one gives way. Required constraints are different in kind: they carry
/// no error term at all and are never violated.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight of one unit of error; `required` is the largest possible weight.
    public let weight: Double

    /// A strength from a raw weight, clamped to `0...required.weight`.
    public init(weight: Double) {
        self.weight = min(max(weight, 0), Strength.requiredWeight)
    }

    /// kiwi's three-level strength: `strong × 1,000,000 + medium × 1,000 + weak`, each part
    /// clamped to `0...1000` and scaled by `multiplier`.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        let clamp = { (part: Double) in min(max(part * multiplier, 0), 1000) }
        self.init(weight: clamp(strong) * 1_000_000 + clamp(medium) * 1000 + clamp(weak))
    }

    /// A constraint that must hold; the solver refuses a required constraint it cannot satisfy.
    public static let required = Strength(weight: requiredWeight)
    /// Weight 1,000,000: used for edit variables that follow a user-chosen value.
    public static let strong = Strength(weight: 1_000_000)
    /// Weight 1,000.
    public static let medium = Strength(weight: 1000)
    /// Weight 1.
    public static let weak = Strength(weight: 1)

    /// Whether this is the required strength (no error term; never violated).
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// Orders strengths by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch weight {
        case Strength.requiredWeight: "required"
        case 1_000_000: "strong"
        case 1000: "medium"
        case 1: "weak"
        default: "weight \(weight)"
        }
    }

    static let requiredWeight: Double = 1_001_001_000
}
