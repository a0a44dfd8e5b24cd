/// A moment of the loop's clock in milliseconds, to a tenth: `16.7 ms`.
package func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000 * (attoseconds < 0 ? -1 : 1)) / 100_000_000_000_000
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return "\(sign)\(magnitude / 10)" + (magnitude % 10 == 0 ? "" : ".\(magnitude % 10)") + " ms"
}
