import Foundation
import Testing
import TestSupport
@testable import HeadlessKit

/// The animation driver: starts, ticks and stops on the loop's clock, with exact timestamps.
/// Frames of 100 ms keep every time a round decimal.
@MainActor
@Suite struct AnimationDriverTests {
    let loop = MainRunLoop()
    let frame = Duration.milliseconds(100)
    let recorder = Recorder()

    /// Everything the animations' delegates and handlers hear, with the loop's media time.
    @MainActor
    final class Recorder: AnimationDelegate {
        var lines: [String] = []
        weak var loop: MainRunLoop?

        func animationDidStart(_ anim: Animation) { record("\(name(anim)) start") }
        func animationDidStop(_ anim: Animation, finished flag: Bool) { record("\(name(anim)) stop \(flag)") }

        func record(_ text: String) { lines.append("\(text) @\(loop?.mediaTime ?? -1)") }
        func name(_ anim: Animation) -> String { anim.value(forKey: "name") as? String ?? "?" }
    }

    init() {
        recorder.loop = loop
    }

    /// An animation named `name` that begins at `begin` (0: when added) and lasts `duration`,
    /// registered with the driver and recording its ticks.
    @discardableResult
    private func add(_ name: String, begin: Double = 0, duration: Double, repeatCount: Float = 0, frameInterval: Duration? = nil) -> InFlightAnimation {
        let animation = BasicAnimation(keyPath: "x")
        animation.setValue(name, forKey: "name")
        animation.beginTime = begin
        animation.duration = duration
        animation.repeatCount = repeatCount
        animation.delegate = recorder
        let flight = loop.animationDriver.add(animation, frameInterval: frameInterval ?? frame)
        flight.tickHandler = { [recorder] _, time in recorder.lines.append("\(name) tick @\(time)") }
        return flight
    }

    @Test func anAnimationStartsOnTheFirstFrameAfterItIsAddedAndStopsExactlyAtItsEnd() {
        add("a", duration: 0.25)
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["a start @0.1", "a tick @0.1", "a tick @0.2", "a stop true @0.25"])
        #expect(loop.mediaTime == 0.25)
        #expect(loop.now == .milliseconds(250))
    }

    @Test func aBeginTimeOfZeroIsStampedWithTheMediaTimeItWasAddedAt() {
        loop.run(for: .milliseconds(30))
        let flight = add("a", duration: 0.1)
        #expect(flight.animation.beginTime == 0.03)
        #expect(flight.startTime == 0.03 && flight.endTime == 0.03 + 0.1)
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["a start @0.1", "a tick @0.1", "a stop true @0.13"])
    }

    @Test func aDelayedAnimationSleepsUntilTheFirstFrameAtOrAfterItsBegin() {
        add("a", begin: 1, duration: 0.2)
        var turns = 0
        loop.addObserver(activities: .beforeTimers) { _ in turns += 1 }
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["a start @1.0", "a tick @1.0", "a tick @1.1", "a stop true @1.2"])
        // Three frame turns and the stop: nothing ticked while it waited.
        #expect(turns == 4)
    }

    @Test func anAnimationThatEndsBeforeAnyFrameStartsJustBeforeItStops() {
        add("a", duration: 0.05)
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["a start @0.05", "a stop true @0.05"])
    }

    @Test func animationsOnOneFrameRateShareItsFramesAndTickInTheOrderTheyWereAdded() {
        add("a", duration: 0.3)
        loop.run(for: .milliseconds(150))
        add("b", duration: 0.2)
        #expect(loop.runUntilIdle() == .idle)
        // At 0.3 a's stop (its own timer, set when it was added) comes before that instant's frame.
        #expect(recorder.lines == [
            "a start @0.1", "a tick @0.1",
            "a tick @0.2", "b start @0.2", "b tick @0.2",
            "a stop true @0.3", "b tick @0.3",
            "b stop true @0.35",
        ])
    }

    @Test func aFasterWindowTicksItsAnimationsAtItsOwnRate() {
        add("slow", duration: 0.2)
        add("fast", duration: 0.1, frameInterval: .milliseconds(50))
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == [
            "fast start @0.05", "fast tick @0.05",
            "slow start @0.1", "slow tick @0.1", "fast stop true @0.1",
            "slow stop true @0.2",
        ])
    }

    // (chosen) Animations ending at one instant stop in the order they were added, whatever their rates.
    @Test func animationsEndingAtTheSameInstantStopInTheOrderTheyWereAdded() {
        add("first", duration: 0.25)
        add("second", duration: 0.25, frameInterval: .milliseconds(50))
        add("third", duration: 0.25)
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines.filter { $0.contains("stop") } == ["first stop true @0.25", "second stop true @0.25", "third stop true @0.25"])
    }

    @Test func removingAnAnimationStopsItsTicksAndTellsItsDelegateUnfinishedOnTheNextTurn() {
        let flight = add("a", duration: 1)
        var removed: [Bool] = []
        flight.stopHandler = { _, finished in removed.append(finished) }
        loop.run(for: .milliseconds(150))
        loop.animationDriver.remove(flight)
        #expect(flight.state == .stopped(finished: false))
        #expect(loop.animationDriver.inFlight.isEmpty)
        #expect(recorder.lines == ["a start @0.1", "a tick @0.1"])
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["a start @0.1", "a tick @0.1", "a stop false @0.15"])
        #expect(removed == [false])
        #expect(loop.mediaTime == 0.15)
    }

    @Test func anAnimationRemovedBeforeItStartedIsToldOnlyThatItStopped() {
        let flight = add("a", begin: 5, duration: 1)
        loop.run(for: .milliseconds(100))
        loop.animationDriver.remove(flight)
        loop.animationDriver.remove(flight)
        #expect(loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["a stop false @0.1"])
    }

    @Test func theStopHandlerRunsBeforeTheDelegateHearsTheStop() {
        let flight = add("a", duration: 0.1)
        flight.stopHandler = { [recorder] _, finished in recorder.record("handler \(finished)") }
        loop.runUntilIdle()
        #expect(recorder.lines.suffix(2) == ["handler true @0.1", "a stop true @0.1"])
    }

    @Test func theDriverKeepsTheFrameTicksRunningOnlyWhileSomethingIsInFlight() {
        #expect(loop.isIdle)
        add("a", duration: 0.2)
        #expect(!loop.isIdle)
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.isIdle)
        #expect(loop.animationDriver.inFlight.isEmpty)
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.mediaTime == 0.2)
    }

    @Test func anAnimationThatNeverEndsKeepsTheLoopBusyAndRunUntilIdleSaysWhy() {
        add("forever", duration: 1, repeatCount: .infinity)
        let reason = loop.runUntilIdle(timeLimit: .seconds(1))
        #expect(reason == .neverIdle([
            "animation frame ticks every 0.1 seconds for 1 animation(s) in flight; never ending: BasicAnimation(x), next at 1.1 seconds",
        ]))
    }

    @Test func runUntilIdleEndsExactlyAtTheLastEndOfManyAnimations() {
        var ends: [Double] = []
        for index in 0..<20 {
            let begin = Double(index % 7) * 0.013
            let duration = 0.05 + Double(index) * 0.037
            add("n\(index)", begin: begin, duration: duration)
            ends.append(begin == 0 ? duration : begin + duration)
        }
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.mediaTime == ends.max())
        #expect(recorder.lines.filter { $0.contains("stop true") }.count == 20)
        #expect(recorder.lines.filter { $0.contains(" start ") }.count == 20)
    }

    @Test func anAnimationAddedDuringAFrameStartsOnTheNextFrame() {
        let first = add("a", duration: 0.3)
        first.tickHandler = { [self] flight, time in
            recorder.lines.append("a tick @\(time)")
            if time == 0.1 { add("b", duration: 0.2) }
        }
        loop.runUntilIdle()
        #expect(recorder.lines.prefix(5) == ["a start @0.1", "a tick @0.1", "a tick @0.2", "b start @0.2", "b tick @0.2"])
    }

    @Test func theLoopsMediaTimeIsItsClockInSeconds() {
        #expect(loop.mediaTime == 0)
        loop.run(for: .milliseconds(1_250))
        #expect(loop.mediaTime == 1.25)
        #expect(Duration.atOrAfter(mediaTime: 1.25) == .milliseconds(1_250))
        #expect(Duration.atOrAfter(mediaTime: 0.1).mediaSeconds == 0.1)
        #expect(Duration.atOrAfter(mediaTime: 1.0 / 3).mediaSeconds == 1.0 / 3)
        #expect(Duration.atOrAfter(mediaTime: -2) == .zero)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyMediaTimeIsTheReadingOfSomeClockTime(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let time = Double(random.next() % 1_000_000_000) / 1_000_000 * Double(1 + random.next() % 997) / 997 + 0.005
            let deadline = Duration.atOrAfter(mediaTime: time)
            #expect(deadline.mediaSeconds == time, "seed \(seed): \(time)")
            #expect((deadline - .init(attoseconds: 1)).mediaSeconds <= time, "seed \(seed): \(time)")
        }
    }
}
