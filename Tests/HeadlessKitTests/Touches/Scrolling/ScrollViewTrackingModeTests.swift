import Foundation
import Testing
@testable import HeadlessKit

/// The run loop's tracking mode while a scroll view is touched or decelerating, and what stops
/// a deceleration.
@MainActor
@Suite struct ScrollViewTrackingModeTests {
    /// UIKit: the main run loop runs in UITrackingRunLoopMode from touch-down until the
    /// deceleration ends, so a timer added in the default mode waits until then.
    @Test func aDefaultModeTimerWaitsUntilTheDecelerationEnds() {
        let fixture = ScrollFixture()
        fixture.recorder.loop = fixture.loop
        fixture.loop.scheduleTimer(withTimeInterval: .milliseconds(50), repeats: false) { _ in
            fixture.recorder.lines.append("default-mode timer [\(fixture.loop.currentMode == .tracking ? "tracking" : "default")]")
        }
        ScrollViewDraggingTests.flickUp(fixture)
        #expect(fixture.loop.currentMode == .tracking)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let target = 100 + 1 * 0.998 / (1 - 0.998)
        let expected = ScrollViewDraggingTests.dragLines + [
            "willEndDragging(velocity: 0.000, 1.000, target: 0.000, 599.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + ScrollFixture.decelerationOffsets(from: 100, to: target, rate: 0.998).map { ScrollFixture.didScroll(y: $0) }
        #expect(fixture.recorder.lines == expected.map { $0 + " [tracking]" } + [
            "didEndDecelerating [default]", "default-mode timer [default]",
        ])
        #expect(fixture.loop.currentMode == .default)
    }

    /// UIKit: a touch that lifts without scrolling holds the tracking mode only while it is down.
    @Test func aTouchWithoutScrollingHoldsTrackingModeWhileDown() {
        let fixture = ScrollFixture()
        var modes: [RunLoopMode] = []
        fixture.loop.scheduleTimer(withTimeInterval: .milliseconds(25), repeats: false, mode: .common) { _ in
            modes.append(fixture.loop.currentMode)
        }
        fixture.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(modes == [.tracking])
        #expect(fixture.loop.currentMode == .default)
        #expect(fixture.scrollView.isTracking == false)
        #expect(fixture.recorder.lines.isEmpty)
    }

    /// (chosen) A touch-down stops a deceleration where it is: isDecelerating turns false and no
    /// scrollViewDidEndDecelerating follows (UIKit's delegate is observed not to hear of it);
    /// lifting inside the content leaves it there.
    @Test func aTouchDownStopsADecelerationWithoutItsEndMessage() {
        let fixture = ScrollFixture()
        ScrollViewDraggingTests.flickUp(fixture)
        fixture.loop.run(for: .milliseconds(100))
        let stoppedLines = fixture.recorder.lines
        fixture.window.performTouches([[CGPoint(x: 100, y: 100)]])
        #expect(fixture.scrollView.isDecelerating == false)
        let stoppedAt = fixture.scrollView.contentOffset
        #expect(fixture.loop.runUntilIdle() == .idle)
        // Between the flick and the touch only frames of the deceleration went by; nothing after.
        #expect(fixture.recorder.lines.filter { !$0.hasPrefix("didScroll") } == [
            "willBeginDragging",
            "willEndDragging(velocity: 0.000, 1.000, target: 0.000, 599.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ])
        #expect(stoppedLines.count >= 16)
        #expect(fixture.recorder.lines.last == ScrollFixture.didScroll(y: stoppedAt.y))
        #expect(fixture.scrollView.contentOffset == stoppedAt)
        #expect(fixture.loop.currentMode == .default)
    }

    /// (chosen) A scroll view removed from its window mid-deceleration stops where it is, without
    /// messages, and the loop returns to the default mode at the next frame.
    @Test func removalFromTheWindowMidDecelerationStopsAndRestoresTheMode() {
        let fixture = ScrollFixture()
        ScrollViewDraggingTests.flickUp(fixture)
        fixture.loop.run(for: .milliseconds(100))
        let lines = fixture.recorder.lines
        fixture.scrollView.removeFromSuperview()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == lines)
        #expect(fixture.scrollView.isDecelerating == false)
        #expect(fixture.loop.currentMode == .default)
    }

    /// A scroll view freed mid-deceleration is not kept alive by its frame timer, and the loop
    /// returns to the default mode.
    @Test func aScrollViewFreedMidDecelerationIsReleasedAndTheModeRestored() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.makeKeyAndVisible()
        weak var weakScrollView: ScrollView?
        do {
            let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(scrollView)
            loop.runUntilIdle()
            window.flick(from: CGPoint(x: 160, y: 400), velocity: CGPoint(x: 0, y: -2))
            loop.run(for: .milliseconds(50))
            #expect(scrollView.isDecelerating)
            #expect(loop.currentMode == .tracking)
            scrollView.removeFromSuperview()
            weakScrollView = scrollView
        }
        #expect(loop.runUntilIdle() == .idle)
        #expect(weakScrollView == nil)
        #expect(loop.currentMode == .default)
    }

    /// Nested scroll views both hold the tracking mode while touched; it ends when the last lets
    /// go.
    @Test func nestedScrollViewsHoldTheModeUntilBothLetGo() {
        let fixture = ScrollFixture()
        let inner = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 960, height: 200)
        fixture.scrollView.addSubview(inner)
        fixture.loop.runUntilIdle()
        // A horizontal flick on the inner pager: it decelerates, the outer one does not.
        fixture.window.flick(from: CGPoint(x: 300, y: 200), velocity: CGPoint(x: -1, y: 0))
        #expect(inner.isDecelerating)
        #expect(fixture.scrollView.isTracking == false)
        #expect(fixture.loop.currentMode == .tracking)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.currentMode == .default)
        #expect(fixture.recorder.lines.isEmpty)
    }

    /// A scroll view moved, mid-drag, to a window of another run loop: the gesture ends in the
    /// window it began in (the finger lifts there), the deceleration runs in the new window, and
    /// neither loop stays in tracking mode. (Found by the random-operation tester.)
    @Test func movingToAnotherLoopsWindowMidDragLeavesNoLoopTracking() {
        let fixture = ScrollFixture()
        let otherLoop = MainRunLoop()
        let otherWindow = Window(screenSize: CGSize(width: 320, height: 480), runLoop: otherLoop)
        otherWindow.makeKeyAndVisible()
        var moved = false
        fixture.recorder.retarget = { target in
            if !moved { moved = true; otherWindow.addSubview(fixture.scrollView) }
            return target
        }
        ScrollViewDraggingTests.flickUp(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(otherLoop.runUntilIdle() == .idle)
        #expect(moved)
        #expect(fixture.scrollView.window === otherWindow)
        #expect(fixture.scrollView.isTracking == false)
        #expect(fixture.scrollView.isDragging == false)
        #expect(fixture.scrollView.isDecelerating == false)
        #expect(fixture.loop.currentMode == .default)
        #expect(otherLoop.currentMode == .default)
        // Moved before its deceleration started, the content decelerates in its new window.
        #expect(fixture.recorder.lines.suffix(2) == [ScrollFixture.didScroll(y: 599), "didEndDecelerating"])
    }
}
