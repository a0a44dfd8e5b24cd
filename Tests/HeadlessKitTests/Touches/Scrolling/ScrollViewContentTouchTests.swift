import Foundation
import Testing
@testable import HeadlessKit

/// UIKit's delayed content touches: a view in a scroll view hears of a touch only once it cannot
/// be a scroll any more (150 ms, or the finger lifted), and loses it to a scroll that begins
/// later, unless touchesShouldCancel(in:) keeps it.
@MainActor
@Suite struct ScrollViewContentTouchTests {
    @MainActor
    struct Fixture {
        let scroll: ScrollFixture
        let log: TouchLog
        let content: LoggingView

        init() {
            scroll = ScrollFixture()
            log = TouchLog()
            content = LoggingView("content", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
            scroll.scrollView.addSubview(content)
            scroll.loop.runUntilIdle()
        }

        /// Logs "mark@<ms>" at each of `times` (milliseconds from now), in the common modes.
        func mark(at times: [Int]) {
            for time in times {
                scroll.loop.scheduleTimer(withTimeInterval: .milliseconds(time), repeats: false, mode: .common) { [log] _ in
                    log.add("mark@\(time)")
                }
            }
        }
    }

    /// UIKit: a quick tap reaches the content only when the finger lifts: touchesBegan and
    /// touchesEnded together.
    @Test func aQuickTapReachesTheContentOnLift() {
        let fixture = Fixture()
        fixture.mark(at: [25])
        fixture.scroll.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(fixture.log.entries == ["mark@25", "content.touchesBegan", "content.touchesEnded"])
        #expect(fixture.scroll.recorder.lines.isEmpty)
    }

    /// UIKit's delaysContentTouches: a finger held still reaches the content after 150 ms.
    @Test func aHeldFingerReachesTheContentAfter150Milliseconds() {
        let fixture = Fixture()
        fixture.mark(at: [140, 160])
        fixture.scroll.window.longPress(at: CGPoint(x: 100, y: 100), duration: .milliseconds(300))
        #expect(fixture.log.entries == ["mark@140", "content.touchesBegan", "mark@160", "content.touchesEnded"])
    }

    /// Without delaysContentTouches the content hears of the touch at once.
    @Test func withoutTheDelayTheContentHearsAtOnce() {
        let fixture = Fixture()
        fixture.scroll.scrollView.delaysContentTouches = false
        fixture.mark(at: [25])
        fixture.scroll.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(fixture.log.entries == ["content.touchesBegan", "mark@25", "content.touchesEnded"])
    }

    /// UIKit: a drag that begins scrolling within the delay gives the content nothing.
    @Test func aQuickDragGivesTheContentNothing() {
        let fixture = Fixture()
        fixture.scroll.window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: .milliseconds(100))
        #expect(fixture.scroll.loop.runUntilIdle() == .idle)
        #expect(fixture.log.entries.isEmpty)
        #expect(fixture.scroll.recorder.lines.first == "willBeginDragging")
    }

    /// UIKit's canCancelContentTouches: a drag that begins after the content got the touch takes
    /// it: the content gets touchesCancelled after the pan's first action.
    @Test func aLaterDragCancelsTheContentsTouch() {
        let fixture = Fixture()
        fixture.scroll.window.performTouches(Self.holdThenDrag)
        #expect(fixture.scroll.loop.runUntilIdle() == .idle)
        #expect(fixture.log.entries == ["content.touchesBegan", "content.touchesCancelled"])
        #expect(fixture.scroll.recorder.lines.first == "willBeginDragging")
        #expect(fixture.scroll.scrollView.contentOffset.y > 0)
    }

    /// UIKit: when touchesShouldCancel(in:) says no (or canCancelContentTouches is false), the
    /// content keeps the touch and the scroll view does not scroll.
    @Test(arguments: [false, true])
    func contentThatKeepsItsTouchIsNotScrolled(byProperty: Bool) {
        let scrollView = byProperty ? ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            : KeepingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        if byProperty { scrollView.canCancelContentTouches = false }
        let fixture = ScrollFixture(scrollView: scrollView)
        let log = TouchLog()
        let content = LoggingView("content", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        scrollView.addSubview(content)
        fixture.loop.runUntilIdle()
        fixture.window.performTouches(Self.holdThenDrag)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(log.entries == ["content.touchesBegan"] + Array(repeating: "content.touchesMoved", count: 6)
            + ["content.touchesEnded"])
        #expect(fixture.recorder.lines.isEmpty)
        #expect(scrollView.contentOffset == .zero)
    }

    /// UIKit's touchesShouldBegin(_:with:in:): a scroll view that says no keeps the touch from
    /// the content.
    @Test func touchesShouldBeginCanKeepTouchesFromTheContent() {
        let scrollView = RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let fixture = ScrollFixture(scrollView: scrollView)
        let log = TouchLog()
        let content = LoggingView("content", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        scrollView.addSubview(content)
        fixture.loop.runUntilIdle()
        fixture.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        #expect(scrollView.asked == 1)
    }

    /// A finger held 200 ms (12 frames), then moved up 20 points a frame for 6 frames, lifted.
    static let holdThenDrag: [[CGPoint]?] = [[CGPoint(x: 160, y: 400)]] + Array(repeating: nil, count: 11)
        + (1...6).map { [CGPoint(x: 160, y: 400 - CGFloat($0) * 20)] } + [[CGPoint(x: 160, y: 280)]]
}

/// A scroll view that never takes a touch its content already has.
@MainActor
final class KeepingScrollView: ScrollView {
    override func touchesShouldCancel(in view: ViewNode) -> Bool { false }
}

/// A scroll view that keeps every touch from its content.
@MainActor
final class RefusingScrollView: ScrollView {
    var asked = 0
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: ViewNode) -> Bool {
        asked += 1
        return false
    }
}
