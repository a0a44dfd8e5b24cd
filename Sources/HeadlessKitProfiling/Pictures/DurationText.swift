/// Durations as the pictures print them: milliseconds with at most three decimals and no
/// trailing zeros, `"0.25 ms"`, `"16.667 ms"`.
enum DurationText {
    /// `duration` in milliseconds, rounded to the microsecond.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = abs(microseconds)
        var fraction = magnitude % 1_000 == 0 ? "" : String(magnitude % 1_000)
        if !fraction.isEmpty {
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            fraction = "." + fraction
        }
        return "\(sign)\(magnitude / 1_000)\(fraction) ms"
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
