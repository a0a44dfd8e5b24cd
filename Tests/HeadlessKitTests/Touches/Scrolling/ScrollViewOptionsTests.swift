import Foundation
import Testing
@testable import HeadlessKit

/// The options that shape a drag: isScrollEnabled, the deceleration rate, directional lock.
@MainActor
@Suite struct ScrollViewOptionsTests {
    /// UIKit: with isScrollEnabled false the pan recognizer is disabled: a drag scrolls nothing,
    /// the loop stays in the default mode, and the content receives the touch.
    @Test func aDisabledScrollViewDoesNotScroll() {
        let fixture = ScrollFixture()
        let log = TouchLog()
        fixture.scrollView.addSubview(LoggingView("content", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log))
        fixture.scrollView.isScrollEnabled = false
        #expect(fixture.scrollView.panGestureRecognizer.isEnabled == false)
        var modes: [RunLoopMode] = []
        fixture.loop.scheduleTimer(withTimeInterval: .milliseconds(50), repeats: false, mode: .common) { _ in
            modes.append(fixture.loop.currentMode)
        }
        ScrollViewDraggingTests.flickUp(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines.isEmpty)
        #expect(modes == [.default])
        #expect(log.entries.first == "content.touchesBegan")
        #expect(log.entries.last == "content.touchesEnded")
    }

    /// UIKit's DecelerationRate.fast, 0.99 per millisecond: the projected target is
    /// offset + v·0.99/0.01.
    @Test func theFastRateProjectsAShorterTarget() {
        let fixture = ScrollFixture()
        fixture.scrollView.decelerationRate = .fast
        ScrollViewDraggingTests.flickUp(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let target = 100 + 1 * 0.99 / (1 - 0.99)
        #expect(fixture.recorder.lines == ScrollViewDraggingTests.dragLines + [
            "willEndDragging(velocity: 0.000, 1.000, target: 0.000, 199.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + ScrollFixture.decelerationOffsets(from: 100, to: target, rate: 0.99).map { ScrollFixture.didScroll(y: $0) }
            + ["didEndDecelerating"])
    }

    /// (chosen) Directional lock: a drag that starts at least twice as far along one axis as the
    /// other scrolls along that axis only; without the lock it follows the finger on both.
    @Test(arguments: [true, false])
    func directionalLockKeepsADragOnItsFirstAxis(locked: Bool) {
        let fixture = ScrollFixture(contentSize: CGSize(width: 1000, height: 2000))
        fixture.scrollView.isDirectionalLockEnabled = locked
        // 60 points up and 15 left per frame for 6 frames, then still: the pan begins at the first.
        fixture.window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 110, y: 40), duration: .milliseconds(100))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: locked ? 0 : 75, y: 300))
    }
}
