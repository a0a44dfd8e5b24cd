import HeadlessKit

/// A layout benchmark of one screen at growing sizes: the screen is built for each size and the
/// same change measured on it, with the growth factor of times and counts from each size to the
/// next, so a reader sees whether the screen's layout grows linearly with its size.
///
/// Sweep a screen with ``LayoutMeasurement/sweep(sizes:iterations:warmUp:build:change:)`` (or
/// a view controller with ``LayoutMeasurement/sweep(sizes:screenSize:iterations:warmUp:controller:change:)``),
/// then print ``table`` or write ``json()``:
///
/// ```swift
/// let sweep = LayoutMeasurement.sweep(sizes: [100, 1_000, 10_000]) { rows, loop in
///     RowsScreen(rows: rows, runLoop: loop)
/// } change: { screen in
///     screen.window.frame.size.width += 10
/// }
/// print(sweep.table)
/// ```
///
/// Each size gets a run loop of its own, handed to `build`: the screen's windows must use it. A
/// linear screen has count growth factors equal to the size's growth factor (×10 from 100 to
/// 1,000); times grow about as much, give or take the machine's noise.
///
/// A sweep that cannot run — no sizes, sizes that do not increase or are below 1, no
/// iterations — is refused: nothing is built, ``points`` is empty and ``notes`` says why.
///
/// ## JSON
///
/// ``json()`` writes one object with stable keys (durations in **integer nanoseconds**, growth
/// factors as floating-point numbers, `null` where the previous size's value was zero or there
/// is no previous size):
///
/// - `schemaVersion` (1), `durationUnit` (`"nanoseconds"`), `notes` (array of strings).
/// - `sizes`: one object per size, smallest first: `{ "size", "measurement", "growth" }`, where
///   `measurement` is that size's ``LayoutMeasurement`` in its own JSON schema and `growth` is
///   `null` for the first size, else `{ "size", "duration", "updateConstraints",
///   "layoutSubviews", "draw", "viewsVisited", "pivots" }` — each the ratio of this size's value
///   (median duration, first iteration's counts) to the previous size's.
public struct LayoutSweep: Sendable {
    /// The measurement at one size.
    public struct Point: Sendable {
        /// The size the screen was built for.
        public let size: Int
        /// The change measured on the screen of that size.
        public let measurement: LayoutMeasurement
        /// The growth from the previous size, or `nil` for the first.
        public let growth: Growth?
    }

    /// The ratios of one size's results to the previous size's; each `nil` where the previous
    /// value was zero.
    public struct Growth: Sendable, Equatable {
        /// This size divided by the previous size.
        public let size: Double
        /// The ratio of the median total times.
        public let duration: Double?
        /// The ratio of `updateConstraints()` calls.
        public let updateConstraints: Double?
        /// The ratio of `layoutSubviews()` calls.
        public let layoutSubviews: Double?
        /// The ratio of `draw(_:)` calls.
        public let draw: Double?
        /// The ratio of the views the phases visited, all phases added up.
        public let viewsVisited: Double?
        /// The ratio of the solvers' pivots.
        public let pivots: Double?

        init(from previous: Point, to size: Int, _ measurement: LayoutMeasurement) {
            func ratio(_ value: Double, _ previous: Double) -> Double? { previous == 0 ? nil : value / previous }
            func ratio(_ count: (LayoutMeasurement.Counts) -> Int) -> Double? {
                guard let now = measurement.counts, let before = previous.measurement.counts else { return nil }
                return ratio(Double(count(now)), Double(count(before)))
            }
            self.size = ratio(Double(size), Double(previous.size)) ?? 0
            duration = ratio(TextColumns.seconds(measurement.duration.median),
                             TextColumns.seconds(previous.measurement.duration.median))
            updateConstraints = ratio(\.updateConstraints)
            layoutSubviews = ratio(\.layoutSubviews)
            draw = ratio(\.draw)
            viewsVisited = ratio { $0.phases.reduce(0) { $0 + $1.viewsVisited } }
            pivots = ratio(\.solver.pivots)
        }
    }

    /// The measurement at each size, smallest first; empty when the sweep was refused.
    public let points: [Point]
    /// Why the sweep was refused, if it was; each size's own notes are in its measurement.
    public let notes: [String]

    init(measurements: [(size: Int, measurement: LayoutMeasurement)], notes: [String]) {
        var points: [Point] = []
        for (size, measurement) in measurements {
            let growth = points.last.map { Growth(from: $0, to: size, measurement) }
            points.append(Point(size: size, measurement: measurement, growth: growth))
        }
        self.points = points
        self.notes = notes
    }
}
