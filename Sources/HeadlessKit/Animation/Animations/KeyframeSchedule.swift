import Foundation

/// When each keyframe of a ``KeyframeAnimation`` applies, and where a moment of the animation
/// falls among them — Core Animation's rules for `keyTimes` by calculation mode.
struct KeyframeSchedule {
    /// Where a progress falls.
    enum Position: Equatable {
        /// Within the segment from keyframe `index` to `index + 1`, `fraction` of the way.
        case segment(index: Int, fraction: Double)
        /// On keyframe `index`, held (discrete mode).
        case keyframe(index: Int)
    }

    /// The key times in use: one per keyframe (`count` of them, 0 first and 1 last) for the
    /// continuous modes, one more than the keyframes for ``AnimationCalculationMode/discrete``
    /// (the boundaries of each keyframe's interval).
    let times: [Double]
    let isDiscrete: Bool

    /// The schedule for `count` keyframes in `mode`: the given key times when Core Animation would
    /// use them, else even spacing; for the paced modes, spacing proportional to `lengths` (the
    /// distance of each segment), falling back to even spacing when they are unknown or all zero.
    init(count: Int, mode: AnimationCalculationMode, keyTimes: [Double]?, lengths: [Double]?) {
        isDiscrete = mode == .discrete
        let intervals = isDiscrete ? count : count - 1
        if mode.isPaced, let lengths, lengths.count == intervals, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            let total = lengths.reduce(0, +)
            if total > 0 {
                var sum = 0.0
                times = [0] + lengths.map { length in
                    sum += length
                    return sum / total
                }
                return
            }
        }
        if !mode.isPaced, let keyTimes, Self.isUsable(keyTimes, count: intervals + 1) {
            times = keyTimes
            return
        }
        times = intervals <= 0 ? [0] : (0...intervals).map { Double($0) / Double(intervals) }
    }

    /// Whether `keyTimes` are what Core Animation accepts: the right count, finite, from 0 to 1,
    /// never decreasing. It ignores them otherwise, as its documentation says.
    private static func isUsable(_ keyTimes: [Double], count: Int) -> Bool {
        guard keyTimes.count == count, keyTimes.first == 0, keyTimes.last == 1 else { return false }
        return zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0.isFinite && $1.isFinite && $0 <= $1 }
    }

    /// Where `progress` (0...1) falls.
    func position(at progress: Double) -> Position {
        // The last boundary not after the progress.
        var low = 0, high = times.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= progress { low = middle } else { high = middle - 1 }
        }
        if isDiscrete {
            return .keyframe(index: min(low, times.count - 2))
        }
        guard times.count >= 2 else { return .keyframe(index: 0) }
        let index = min(low, times.count - 2)
        let span = times[index + 1] - times[index]
        let fraction = span > 0 ? (progress - times[index]) / span : 1
        return .segment(index: index, fraction: min(max(fraction, 0), 1))
    }
}
