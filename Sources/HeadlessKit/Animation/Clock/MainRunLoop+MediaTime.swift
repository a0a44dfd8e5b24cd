import Foundation

/// Core Animation's clock on a run loop: the loop's time in seconds.
extension MainRunLoop {
    /// The loop's time in seconds since it was created — Core Animation's media time
    /// (`CACurrentMediaTime()`) for everything this loop drives: animations' begin times, display
    /// link timestamps. On the virtual clock it moves only when the loop waits.
    public var mediaTime: TimeInterval { now.mediaSeconds }
}

extension Duration {
    /// The duration in seconds, as a `Double`: the whole seconds plus the fraction of a second
    /// rounded correctly from its attoseconds — so that a duration of a decimal number of
    /// milliseconds reads back as that number, and every `Double` time is the reading of some
    /// duration (a deadline given in media time can be met exactly).
    var mediaSeconds: Double {
        let (seconds, attoseconds) = components
        guard attoseconds > 0 else { return Double(seconds) + Double(attoseconds) / 1e18 }
        return Double(seconds) + Self.fractionOfASecond(attoseconds: attoseconds)
    }

    /// `attoseconds / 10¹⁸` rounded to the nearest `Double`, for 0 < attoseconds < 10¹⁸: a first
    /// estimate (off by an ulp when converting the attoseconds to a `Double` rounded) checked
    /// against its neighbours with exact integer arithmetic.
    private static func fractionOfASecond(attoseconds: Int64) -> Double {
        let estimate = Double(attoseconds) / 1e18
        // A candidate c = m·2^−k; its error is |m·10¹⁸ − attoseconds·2^k| / 2^k.
        func error(_ candidate: Double) -> (numerator: Int128, shift: Int) {
            let shift = 52 - Int(candidate.exponent)
            let significand = Int128(candidate.significandBitPattern | (1 << 52))
            let numerator = significand * 1_000_000_000_000_000_000 - Int128(attoseconds) << shift
            return (abs(numerator), shift)
        }
        func isCloser(_ a: (numerator: Int128, shift: Int), than b: (numerator: Int128, shift: Int)) -> Bool {
            let shift = max(a.shift, b.shift)
            return a.numerator << (shift - a.shift) < b.numerator << (shift - b.shift)
        }
        var best = estimate, bestError = error(estimate)
        for neighbour in [estimate.nextDown, estimate.nextUp] where neighbour > 0 {
            let neighbourError = error(neighbour)
            if isCloser(neighbourError, than: bestError) { (best, bestError) = (neighbour, neighbourError) }
        }
        return best
    }

    /// A duration whose ``mediaSeconds`` equals `seconds` (the earliest one at or after it when
    /// none does): where a deadline given in media time goes on the loop's clock, so that the
    /// loop's media time there reads exactly the deadline.
    static func atOrAfter(mediaTime seconds: Double) -> Duration {
        guard seconds > 0 else { return .zero }
        guard seconds < 1e15 else { return .seconds(Int64(1e15)) }
        // The plain conversion, when it reads back exactly (a time given in round milliseconds).
        let plain = Duration.seconds(seconds)
        if plain.mediaSeconds == seconds { return plain }
        // Bracket the answer between a value that is early and one that is not, then bisect.
        var high = Duration.seconds(seconds)
        var gap: Int128 = 1
        while high.mediaSeconds < seconds {
            high += Duration(attoseconds: gap)
            gap *= 2
        }
        var low = high
        gap = 1
        repeat {
            low -= Duration(attoseconds: gap)
            gap *= 2
        } while low.mediaSeconds >= seconds
        while high.attoseconds - low.attoseconds > 1 {
            let middle = Duration(attoseconds: (low.attoseconds + high.attoseconds) / 2)
            if middle.mediaSeconds < seconds { low = middle } else { high = middle }
        }
        return high
    }
}
