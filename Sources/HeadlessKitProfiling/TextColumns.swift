import Foundation

/// Formatting for the text tables: fixed-width columns and durations in milliseconds.
enum TextColumns {
    /// `text` right-aligned in `width` characters (never cut).
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `text` left-aligned in `width` characters (never cut).
    static func left(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `duration` in milliseconds with three decimals: `"1.234 ms"`.
    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.3f ms", seconds(duration) * 1_000)
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `duration` in whole nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }

    /// A growth factor: `"×2.00"`, or `"—"` when there is none.
    static func factor(_ value: Double?) -> String {
        value.map { String(format: "×%.2f", $0) } ?? "—"
    }
}
