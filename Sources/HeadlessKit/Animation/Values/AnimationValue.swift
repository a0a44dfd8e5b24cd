import Foundation

/// One of an animation's `Any?` values, read once into a form it can compute with: a number (any
/// of Swift's numeric types — Core Animation sees them all as `NSNumber`), an ``Interpolatable``
/// value, or something that can only be switched between.
enum AnimationValue {
    case number(Double)
    case interpolatable(any Interpolatable)
    case opaque(Any)

    /// The value inside `any`, unwrapping optionals; `nil` for a missing value.
    ///
    /// The common types are recognized by their exact type first: a frame evaluates many
    /// animations, and each conversion through a protocol or `NSNumber` costs a runtime lookup.
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch ObjectIdentifier(type(of: any)) {
        case ObjectIdentifier(CGFloat.self): self = .number(Double(any as! CGFloat)); return
        case ObjectIdentifier(Double.self): self = .number(any as! Double); return
        case ObjectIdentifier(Float.self): self = .number(Double(any as! Float)); return
        case ObjectIdentifier(Int.self): self = .number(Double(any as! Int)); return
        case ObjectIdentifier(CGPoint.self): self = .interpolatable(any as! CGPoint); return
        case ObjectIdentifier(CGSize.self): self = .interpolatable(any as! CGSize); return
        case ObjectIdentifier(CGRect.self): self = .interpolatable(any as! CGRect); return
        case ObjectIdentifier(AffineTransform2D.self): self = .interpolatable(any as! AffineTransform2D); return
        case ObjectIdentifier(Color.self): self = .interpolatable(any as! Color); return
        default: break
        }
        guard let value = Self.unwrapped(any) else { return nil }
        if let number = NumberKind.number(in: value) {
            self = .number(number)
        } else if let interpolatable = value as? any Interpolatable {
            self = .interpolatable(interpolatable)
        } else if let number = value as? NSNumber {
            self = .number(number.doubleValue)
        } else {
            self = .opaque(value)
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        guard let optional = value as? any AnimatedOptional else { return value }
        return optional.wrappedAny.flatMap(unwrapped)
    }

    /// The value `fraction` of the way to `end`; values of different kinds, or that cannot be
    /// interpolated, switch to `end` halfway **(chosen)**.
    func interpolated(to end: AnimationValue, fraction: Double) -> AnimationValue {
        switch (self, end) {
        case let (.number(start), .number(end)):
            return .number(start + (end - start) * fraction)
        case let (.interpolatable(start), .interpolatable(end)):
            if let value = start.interpolatedAny(to: end, fraction: fraction) { return .interpolatable(value) }
        default:
            break
        }
        return fraction >= 0.5 ? end : self
    }

    /// The sum, or `nil` for values that cannot be added.
    func adding(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.interpolatable(a), .interpolatable(b)): a.addingAny(b).map(AnimationValue.interpolatable)
        default: nil
        }
    }

    /// The difference, or `nil` for values that cannot be subtracted.
    func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a - b)
        case let (.interpolatable(a), .interpolatable(b)): a.subtractingAny(b).map(AnimationValue.interpolatable)
        default: nil
        }
    }

    /// The value scaled, or `nil` for a value that cannot be.
    func scaled(by factor: Double) -> AnimationValue? {
        switch self {
        case .number(let value): .number(value * factor)
        case .interpolatable(let value): .interpolatable(value.scaled(by: factor))
        case .opaque: nil
        }
    }

    /// The distance to `other`, or `nil` for values that cannot be measured against each other.
    func distance(to other: AnimationValue) -> Double? {
        switch (self, other) {
        case let (.number(a), .number(b)): abs(b - a)
        case let (.interpolatable(a), .interpolatable(b)): a.distanceAny(to: b)
        default: nil
        }
    }

    /// The value as `Any`, a number as `kind` (the type of the property it animates).
    func boxed(as kind: NumberKind) -> Any {
        switch self {
        case .number(let value): kind.box(value)
        case .interpolatable(let value): value
        case .opaque(let value): value
        }
    }
}

/// Which numeric type a number was given as, so that a result goes back as the same type.
enum NumberKind {
    case cgFloat, double, float, int

    /// The kind of `value` if it is a number.
    init?(of value: Any?) {
        guard let value else { return nil }
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(CGFloat.self): self = .cgFloat; return
        case ObjectIdentifier(Double.self): self = .double; return
        case ObjectIdentifier(Float.self): self = .float; return
        case ObjectIdentifier(Int.self): self = .int; return
        case ObjectIdentifier(CGPoint.self), ObjectIdentifier(CGSize.self), ObjectIdentifier(CGRect.self): return nil
        default: break
        }
        switch value {
        case is CGFloat: self = .cgFloat
        case is Double: self = .double
        case is Float: self = .float
        case is Int: self = .int
        case let optional as any AnimatedOptional: self.init(of: optional.wrappedAny)
        default: return nil
        }
    }

    /// The number in `value`, if it is one of Swift's numeric types (Core Animation reads them
    /// all as `NSNumber`; an `NSNumber` itself is read after the interpolatable types, as its cast
    /// is the slowest).
    static func number(in value: Any) -> Double? {
        switch value {
        case let number as CGFloat: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as Int32: Double(number)
        case let number as Int64: Double(number)
        case let number as UInt: Double(number)
        default: nil
        }
    }

    func box(_ value: Double) -> Any {
        switch self {
        case .cgFloat: CGFloat(value)
        case .double: value
        case .float: Float(value)
        case .int: Int(value.rounded())
        }
    }
}

/// An optional seen through `Any`, so that `Optional<CGFloat>.some(1)` reads as the number 1.
protocol AnimatedOptional {
    var wrappedAny: Any? { get }
}

extension Optional: AnimatedOptional {
    var wrappedAny: Any? { self.map { $0 as Any } }
}

extension Interpolatable {
    // Each of these opens a pair of existentials: `self` is the dynamic type, and the other value
    // must be the same type for the operation to apply.

    func interpolatedAny(to end: any Interpolatable, fraction: Double) -> (any Interpolatable)? {
        guard let end = end as? Self else { return nil }
        return interpolated(to: end, fraction: fraction)
    }

    func addingAny(_ other: any Interpolatable) -> (any Interpolatable)? {
        guard let other = other as? Self else { return nil }
        return adding(other)
    }

    func subtractingAny(_ other: any Interpolatable) -> (any Interpolatable)? {
        guard let other = other as? Self else { return nil }
        return subtracting(other)
    }

    func distanceAny(to other: any Interpolatable) -> Double? {
        guard let other = other as? Self else { return nil }
        return distance(to: other)
    }
}
