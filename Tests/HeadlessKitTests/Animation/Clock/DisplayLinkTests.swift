import Foundation
import Testing
@testable import HeadlessKit

/// CADisplayLink: firing once per display frame on the loop's clock, in the modes it was added
/// for, at the rate it asks for.
@MainActor
@Suite struct DisplayLinkTests {
    let loop: MainRunLoop

    init() {
        loop = MainRunLoop()
        loop.diagnostics.policy = .collect
    }

    /// The media time of display frame `n` at `framesPerSecond`.
    private func frame(_ n: Int, framesPerSecond: Int = 60) -> TimeInterval {
        (Duration.seconds(1) / framesPerSecond * n).mediaSeconds
    }

    @MainActor
    final class Ticker {
        var timestamps: [TimeInterval] = []
        var calls = 0
        func step(_ link: DisplayLink) { timestamps.append(link.timestamp) }
        func count() { calls += 1 }
    }

    @Test func itFiresOnEveryFrameOfTheDisplayFromTheNextOne() {
        var fired: [TimeInterval] = []
        let link = DisplayLink { fired.append($0.timestamp) }
        link.add(to: loop, forMode: .default)
        #expect(loop.run(for: .milliseconds(50)) == .deadlineReached)
        #expect(fired == [frame(1), frame(2), frame(3)])
        link.invalidate()
    }

    // CADisplayLink's documentation: timestamp is the frame just shown, targetTimestamp the next
    // one, duration the time between two frames of the display.
    @Test func itsTimestampsAreThisFrameAndTheNextAndItsDurationOneFrame() {
        let link = DisplayLink { _ in }
        #expect((link.timestamp, link.targetTimestamp, link.duration) == (0, 0, 0))
        link.add(to: loop, forMode: .common)
        loop.run(for: .milliseconds(20))
        #expect(link.timestamp == frame(1))
        #expect(link.targetTimestamp == frame(2))
        #expect(link.duration == frame(1))
        link.invalidate()
    }

    @Test func aLinkAddedBetweenFramesFiresOnTheDisplaysFrameGrid() {
        loop.run(for: .milliseconds(25))
        var fired: [TimeInterval] = []
        let link = DisplayLink { fired.append($0.timestamp) }
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(25))
        #expect(fired == [frame(2), frame(3)])
        link.invalidate()
    }

    @Test func aTargetAndMethodAreCalledLikeASelector() {
        let ticker = Ticker()
        let link = DisplayLink(target: ticker, selector: Ticker.step)
        let counting = DisplayLink(target: ticker, selector: Ticker.count)
        link.add(to: loop, forMode: .default)
        counting.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(34))
        #expect(ticker.timestamps == [frame(1), frame(2)])
        #expect(ticker.calls == 2)
        link.invalidate()
        counting.invalidate()
    }

    // CADisplayLink.preferredFramesPerSecond: a rate the display cannot show is rounded to one it can.
    @Test(arguments: [(30, 2), (20, 3), (45, 1), (0, 1), (120, 1), (14, 4)])
    func aLowerPreferredRateFiresOnEveryKthFrame(preferred: Int, every: Int) {
        var fired: [TimeInterval] = []
        let link = DisplayLink { fired.append($0.timestamp) }
        link.preferredFramesPerSecond = preferred
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(210))
        let expected = (1...12).filter { $0 % every == 0 }.map { frame($0) }
        #expect(fired == expected)
        #expect(link.targetTimestamp == frame(12 + every))
        link.invalidate()
    }

    @Test func aPreferredFrameRateRangeAsksForItsPreferredRateElseItsMaximum() {
        var fired: [TimeInterval] = []
        let link = DisplayLink { fired.append($0.timestamp) }
        link.preferredFrameRateRange = FrameRateRange(minimum: 10, maximum: 30, preferred: 15)
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(140))
        #expect(fired == [frame(4), frame(8)])
        link.preferredFrameRateRange = FrameRateRange(minimum: 10, maximum: 30)
        fired.removeAll()
        loop.run(for: .milliseconds(70))
        #expect(fired == [frame(10), frame(12)])
        link.invalidate()
    }

    @Test func aDisplaysOwnRateSetsTheFrames() {
        var fired: [TimeInterval] = []
        let link = DisplayLink { fired.append($0.timestamp) }
        link.displayFramesPerSecond = 120
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(20))
        #expect(fired == [frame(1, framesPerSecond: 120), frame(2, framesPerSecond: 120)])
        #expect(link.duration == frame(1, framesPerSecond: 120))
        link.invalidate()
    }

    // RunLoop modes: work added for the default mode waits while the loop tracks; the common
    // modes include tracking.
    @Test func aLinkForTheDefaultModeSkipsFramesWhileTheLoopTracksAndOneForTheCommonModesDoesNot() {
        var fired: [String] = []
        let defaultLink = DisplayLink { _ in fired.append("default") }
        let commonLink = DisplayLink { _ in fired.append("common") }
        defaultLink.add(to: loop, forMode: .default)
        commonLink.add(to: loop, forMode: .common)
        loop.currentMode = .tracking
        loop.run(for: .milliseconds(34))
        #expect(fired == ["common", "common"])
        // Back in the default mode, the default link fires at the next frame (its timer, due while
        // the loop tracked, comes due late and skips that off-frame firing).
        loop.currentMode = .default
        loop.run(for: .milliseconds(17))
        #expect(fired == ["common", "common", "common", "default"])
        defaultLink.invalidate()
        commonLink.invalidate()
    }

    @Test func aLinkInTwoModesFiresOncePerFrameAndKeepsFiringAfterLeavingOne() {
        var fired = 0
        let link = DisplayLink { _ in fired += 1 }
        link.add(to: loop, forMode: .default)
        link.add(to: loop, forMode: .tracking)
        loop.run(for: .milliseconds(34))
        #expect(fired == 2)
        link.remove(from: loop, forMode: .default)
        loop.currentMode = .tracking
        loop.run(for: .milliseconds(34))
        #expect(fired == 4)
        link.invalidate()
    }

    // CFRunLoop services a source only in the modes it was added for. (Found by the random
    // operations: a link added for tracking alone kept a loop in the default mode from idling.)
    @Test func aLinkAddedOnlyForAModeTheLoopIsNotRunningInLetsTheLoopGoIdle() {
        var fired = 0
        let link = DisplayLink { _ in fired += 1 }
        link.add(to: loop, forMode: .tracking)
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.now == .zero)
        #expect(fired == 0)
        #expect(link.isRunning && !link.isFiring(in: .default) && link.isFiring(in: .tracking))
        link.invalidate()
    }

    @Test func aPausedLinkDoesNotFireAndLetsTheLoopGoIdleThenResumesOnTheGrid() {
        var fired: [TimeInterval] = []
        let link = DisplayLink { fired.append($0.timestamp) }
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(20))
        link.isPaused = true
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.now == .milliseconds(20))
        link.isPaused = false
        loop.run(for: .milliseconds(20))
        #expect(fired == [frame(1), frame(2)])
        link.invalidate()
    }

    // RunLoopStopReason: a source that never ends is reported, not waited on forever.
    @Test func runUntilIdleWithARunningLinkReportsTheLinkAsNeverIdle() {
        var fired = 0
        let link = DisplayLink { _ in fired += 1 }
        link.add(to: loop, forMode: .default)
        let reason = loop.runUntilIdle(timeLimit: .milliseconds(100))
        #expect(reason == .neverIdle(["display link firing every 0.016666666666666666 seconds in kCFRunLoopDefaultMode, next at 0.11666666666666665 seconds"]))
        #expect(fired == 6)
        link.invalidate()
        #expect(loop.runUntilIdle() == .idle)
    }

    // CADisplayLink's documentation: the run loop retains the link; invalidate releases the target.
    @Test func theLoopRetainsAnAddedLinkAndTheLinkRetainsItsTargetUntilInvalidated() {
        weak var weakTarget: Ticker?
        weak var weakLink: DisplayLink?
        do {
            let ticker = Ticker()
            weakTarget = ticker
            let link = DisplayLink(target: ticker, selector: Ticker.step)
            weakLink = link
            link.add(to: loop, forMode: .default)
        }
        loop.run(for: .milliseconds(20))
        #expect(weakTarget?.timestamps == [frame(1)])
        #expect(weakLink != nil)
        weakLink?.invalidate()
        #expect(weakTarget == nil)
        #expect(weakLink == nil)
        #expect(loop.runUntilIdle() == .idle)
    }

    @Test func removingTheLinkFromItsLastModeReleasesItAndItCanBeAddedAgain() {
        var fired = 0
        let link = DisplayLink { _ in fired += 1 }
        link.add(to: loop, forMode: .default)
        link.remove(from: loop, forMode: .default)
        #expect(loop.animationDriver.displayLinks.isEmpty)
        #expect(loop.runUntilIdle() == .idle)
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(20))
        #expect(fired == 1)
        link.invalidate()
        #expect(loop.diagnostics.collected.isEmpty)
    }

    // MARK: - Misuse

    @Test func addingALinkToAModeItIsAlreadyInIsRefused() {
        var fired = 0
        let link = DisplayLink { _ in fired += 1 }
        link.add(to: loop, forMode: .default)
        link.add(to: loop, forMode: .default)
        loop.run(for: .milliseconds(20))
        #expect(fired == 1)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidDisplayLinkRegistration])
        #expect(loop.diagnostics.collected.first?.message == "HeadlessKit refused add(to:forMode: kCFRunLoopDefaultMode) on a display link: the display link is already added for the mode kCFRunLoopDefaultMode; add it once. Nothing changed.")
        link.invalidate()
    }

    @Test func addingALinkToASecondLoopOrAfterInvalidatingItIsRefused() {
        let other = MainRunLoop()
        other.diagnostics.policy = .collect
        let link = DisplayLink { _ in }
        link.add(to: loop, forMode: .default)
        link.add(to: other, forMode: .default)
        #expect(other.diagnostics.collected.map(\.kind) == [.invalidDisplayLinkRegistration])
        #expect(other.runUntilIdle() == .idle)
        link.invalidate()
        link.add(to: loop, forMode: .default)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidDisplayLinkRegistration])
        #expect(loop.runUntilIdle() == .idle)
    }

    @Test func frameRatesThatAreNegativeOrNotFiniteAreRefusedAndTheOldValueKept() {
        let link = DisplayLink { _ in }
        link.add(to: loop, forMode: .default)
        link.preferredFramesPerSecond = 30
        link.preferredFramesPerSecond = -1
        link.preferredFrameRateRange = FrameRateRange(minimum: 0, maximum: .infinity)
        link.preferredFrameRateRange = FrameRateRange(minimum: 40, maximum: 30)
        link.preferredFrameRateRange = FrameRateRange(minimum: 10, maximum: 30, preferred: .nan)
        #expect(link.preferredFramesPerSecond == 30)
        #expect(link.preferredFrameRateRange == .default)
        #expect(loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidFrameRate, count: 4))
        link.invalidate()
    }
}
