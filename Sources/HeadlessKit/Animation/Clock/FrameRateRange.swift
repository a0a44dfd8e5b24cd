/// The frame rates a display link would like to run at — Core Animation's `CAFrameRateRange`.
public struct FrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, or `nil` to let the system choose (the highest rate).
    public var preferred: Float?

    /// Creates a range of acceptable rates with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate (`CAFrameRateRangeDefault`, all zeros).
    public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same — `isEqual(to:)`.
    public func isEqual(to range: FrameRateRange) -> Bool { self == range }

    /// The rate a display link with this range asks for: the preferred rate, else the maximum;
    /// 0 means the display's own rate.
    var requestedRate: Float { preferred.flatMap { $0 > 0 ? $0 : nil } ?? maximum }

    /// Whether the range is well formed: finite, not negative, minimum ≤ maximum (unless the
    /// maximum is 0, "no limit") and a preferred rate within the bounds.
    var isValid: Bool {
        let values = [minimum, maximum] + (preferred.map { [$0] } ?? [])
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
        guard maximum == 0 || minimum <= maximum else { return false }
        if let preferred, preferred > 0, maximum > 0, !(minimum...maximum).contains(preferred) { return false }
        return true
    }
}
