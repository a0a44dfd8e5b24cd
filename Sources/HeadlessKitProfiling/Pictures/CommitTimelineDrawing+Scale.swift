import Foundation

extension CommitTimelineDrawing {
    /// The vertical scale of the plot: its top, its ticks, and where a duration lands.
    struct Scale {
        /// Whether the budget is on the scale: when some commit comes within a quarter of it.
        let showsBudget: Bool
        /// The duration at the top of the plot: a whole number of ticks.
        let top: Duration
        /// The ticks, from zero up to ``top``.
        let ticks: [Duration]

        init(largest: Duration, budget: Duration) {
            showsBudget = largest * 4 >= budget
            let reach = max(showsBudget ? max(largest, budget) : largest, .nanoseconds(1_000)) * 11 / 10
            // The smallest of 1, 2 and 5 times a power of ten that splits the reach into at most five.
            var step = Duration.nanoseconds(1)
            search: while true {
                for factor in [1, 2, 5] where step * factor * 5 >= reach {
                    step = step * factor
                    break search
                }
                step = step * 10
            }
            let count = Int((DurationText.seconds(reach) / DurationText.seconds(step)).rounded(.up))
            top = step * max(count, 1)
            ticks = (0...max(count, 1)).map { step * $0 }
        }

        /// The y coordinate of `duration` in the plot.
        func y(_ duration: Duration) -> CGFloat {
            let share = DurationText.seconds(duration) / DurationText.seconds(top)
            return CGFloat(CommitTimelineDrawing.plotTop) + CGFloat(CommitTimelineDrawing.plotHeight) * CGFloat(1 - share)
        }
    }
}
