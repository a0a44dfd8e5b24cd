import Foundation
import Testing
@testable import HeadlessKit

/// The CAMediaTiming mapping from parent time to where an object is in its basic duration, as
/// tables: each row a parent time and the expected (phase, iteration, progress), or nil for "no
/// effect". Times are binary fractions so every expectation is exact.
@MainActor
@Suite struct MediaTimelineTests {
    typealias Row = (time: Double, expected: Expected?)

    struct Expected: Equatable, CustomStringConvertible {
        var phase: MediaTimeline.Phase
        var iteration: Int
        var progress: Double
        var reversing = false

        var description: String { "\(phase) #\(iteration) \(progress)\(reversing ? " reversing" : "")" }
    }

    static func active(_ progress: Double, _ iteration: Int = 0, reversing: Bool = false) -> Expected {
        Expected(phase: .active, iteration: iteration, progress: progress, reversing: reversing)
    }
    static func before(_ progress: Double) -> Expected { Expected(phase: .before, iteration: 0, progress: progress) }
    static func after(_ progress: Double, _ iteration: Int = 0, reversing: Bool = false) -> Expected {
        Expected(phase: .after, iteration: iteration, progress: progress, reversing: reversing)
    }

    private func check(_ timeline: MediaTimeline, _ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation) {
        for row in rows {
            let sample = timeline.sample(atParentTime: row.time)
            let actual = sample.map { Expected(phase: $0.phase, iteration: $0.iteration, progress: $0.progress, reversing: $0.isReversing) }
            #expect(actual == row.expected, "at \(row.time)", sourceLocation: sourceLocation)
        }
    }

    @Test func anAnimationIsActiveFromItsBeginTimeForItsDurationAndHasNoEffectOutside() {
        check(MediaTimeline(beginTime: 1, duration: 2), [
            (0.5, nil), (1, Self.active(0)), (2, Self.active(0.5)), (2.5, Self.active(0.75)), (3, nil), (4, nil),
        ])
    }

    @Test func fillModesHoldTheInitialStateBeforeAndTheFinalStateAfter() {
        check(MediaTimeline(beginTime: 1, duration: 2, fillMode: .backwards), [(0.5, Self.before(0)), (3, nil)])
        check(MediaTimeline(beginTime: 1, duration: 2, fillMode: .forwards), [(0.5, nil), (3, Self.after(1)), (9, Self.after(1))])
        check(MediaTimeline(beginTime: 1, duration: 2, fillMode: .both), [(0, Self.before(0)), (2, Self.active(0.5)), (5, Self.after(1))])
    }

    // Core Animation's animations last 0.25 s when their duration is 0 (CATransaction's default).
    @Test func aZeroDurationLastsAQuarterOfASecond() {
        let timeline = MediaTimeline()
        #expect(timeline.simpleDuration == 0.25)
        #expect(timeline.endTime == 0.25)
        check(timeline, [(0.125, Self.active(0.5)), (0.25, nil)])
    }

    @Test func aFractionalRepeatCountPlaysPartOfTheLastCycle() {
        check(MediaTimeline(duration: 1, repeatCount: 2.5, fillMode: .forwards), [
            (0.5, Self.active(0.5)), (1, Self.active(0, 1)), (1.5, Self.active(0.5, 1)), (2.25, Self.active(0.25, 2)),
            (2.5, Self.after(0.5, 2)), (3, Self.after(0.5, 2)),
        ])
    }

    @Test func aWholeRepeatCountEndsAtTheEndOfItsLastCycleNotTheStartOfAnother() {
        check(MediaTimeline(duration: 1, repeatCount: 2, fillMode: .forwards), [(1.75, Self.active(0.75, 1)), (2, Self.after(1, 1))])
    }

    @Test func autoreversingPlaysEachCycleForwardsThenBackwardsAndEndsWhereItStarted() {
        let timeline = MediaTimeline(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(timeline.activeDuration == 2)
        check(timeline, [
            (0.25, Self.active(0.25)), (1, Self.active(1)), (1.25, Self.active(0.75, reversing: true)),
            (2, Self.after(0, reversing: true)),
        ])
    }

    @Test func autoreversingRepeatsCountWholeRoundTrips() {
        let timeline = MediaTimeline(duration: 1, repeatCount: 2, autoreverses: true)
        #expect(timeline.activeDuration == 4)
        check(timeline, [(2.25, Self.active(0.25, 1)), (3.5, Self.active(0.5, 1, reversing: true)), (4, nil)])
    }

    @Test func aRepeatDurationRepeatsForThatLong() {
        check(MediaTimeline(duration: 1, repeatDuration: 1.5), [(1.25, Self.active(0.25, 1)), (1.5, nil)])
    }

    // (chosen) Core Animation leaves both set undefined; SMIL, its model, takes the shorter.
    @Test func withBothARepeatCountAndARepeatDurationTheShorterWins() {
        #expect(MediaTimeline(duration: 1, repeatCount: 3, repeatDuration: 1.5).activeDuration == 1.5)
        #expect(MediaTimeline(duration: 1, repeatCount: 1.25, repeatDuration: 4).activeDuration == 1.25)
    }

    @Test func anInfiniteRepeatCountNeverEnds() {
        let timeline = MediaTimeline(duration: 1, repeatCount: .infinity)
        #expect(timeline.endTime == .infinity)
        check(timeline, [(1000.25, Self.active(0.25, 1000))])
    }

    @Test func speedTwoPlaysTwiceAsFastAndEndsInHalfTheTime() {
        let timeline = MediaTimeline(beginTime: 1, duration: 1, speed: 2)
        #expect(timeline.endTime == 1.5)
        check(timeline, [(1.25, Self.active(0.5)), (1.5, nil)])
    }

    // CAMediaTiming.h: "pause" by setting the speed to zero and the offset to a suitable value.
    @Test func speedZeroHoldsTheTimeOffsetForeverOnceBegun() {
        let timeline = MediaTimeline(beginTime: 1, duration: 1, speed: 0, timeOffset: 0.75)
        #expect(timeline.endTime == .infinity)
        check(timeline, [(0.5, nil), (1, Self.active(0.75)), (100, Self.active(0.75))])
    }

    // (chosen) A negative speed plays the active duration backwards over the same span.
    @Test func speedMinusOnePlaysBackwardsFromTheEnd() {
        let timeline = MediaTimeline(duration: 1, speed: -1, fillMode: .forwards)
        #expect(timeline.endTime == 1)
        check(timeline, [(0, Self.active(1)), (0.25, Self.active(0.75)), (0.75, Self.active(0.25)), (1, Self.after(0)), (2, Self.after(0))])
    }

    // The documented behaviour of a time offset: the animation starts part-way through, plays to
    // its end, and wraps round to its beginning, active as long as without the offset.
    @Test func aTimeOffsetStartsPartWayThroughAndWrapsRound() {
        let timeline = MediaTimeline(duration: 1, timeOffset: 0.25, fillMode: .forwards)
        #expect(timeline.endTime == 1)
        check(timeline, [(0, Self.active(0.25)), (0.5, Self.active(0.75)), (0.875, Self.active(0.125)), (1, Self.after(0.25))])
    }

    @Test func aTimeOffsetOnAReversedAnimationCountsBackFromTheOffset() {
        check(MediaTimeline(duration: 1, speed: -1, timeOffset: 0.25), [(0, Self.active(0.25)), (0.125, Self.active(0.125)), (0.5, Self.active(0.75))])
    }

    @Test func aBackwardsFillShowsTheOffsetPosition() {
        check(MediaTimeline(beginTime: 2, duration: 1, timeOffset: 0.5, fillMode: .backwards), [(1, Self.before(0.5))])
    }

    // CAMediaTiming.h: "to convert from parent time tp to active local time t: t = (tp - begin) * speed + offset".
    @Test func activeLocalTimeIsTheHeadersFormula() {
        let timeline = MediaTimeline(beginTime: 2, speed: 3, timeOffset: 0.5)
        #expect(timeline.activeLocalTime(atParentTime: 4) == 6.5)
        #expect(timeline.activeLocalTime(atParentTime: 1) == -2.5)
    }

    @Test func anAnimationsTimelineReadsItsTimingProperties() {
        let animation = Animation()
        animation.beginTime = 1
        animation.duration = 2
        animation.speed = 0.5
        animation.repeatCount = 3
        animation.autoreverses = true
        animation.fillMode = .both
        #expect(animation.timeline == MediaTimeline(
            beginTime: 1, duration: 2, speed: 0.5, repeatCount: 3, autoreverses: true, fillMode: .both))
        #expect(animation.timeline.endTime == 1 + 12 / 0.5)
    }
}
