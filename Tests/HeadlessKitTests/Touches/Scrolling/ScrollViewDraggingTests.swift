import Foundation
import Testing
@testable import HeadlessKit

/// Dragging and flicking a scroll view: the delegate's messages in UIKit's order, with the
/// offsets HeadlessKit's physics computes (ScrollPhysics: exponential deceleration, rubber band,
/// critically damped spring).
@MainActor
@Suite struct ScrollViewDraggingTests {
    /// The finger path of the flick most tests use: 200 ms upward from y = 400, the last 100 ms
    /// at 1 point per millisecond. The pan begins at the first move (16.667 points, past the
    /// 10-point hysteresis) and the content follows from there (chosen: no jump), 16.667 points a
    /// frame, to 100 when the finger lifts.
    static func flickUp(_ fixture: ScrollFixture) {
        fixture.window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300),
                            duration: .milliseconds(200), releaseVelocity: CGPoint(x: 0, y: -1))
    }

    static let dragLines = ["willBeginDragging"] + [16.667, 33.333, 50, 66.667, 83.333, 100].map {
        ScrollFixture.didScroll(y: $0)
    }

    /// UIKit's drag and fling: willBeginDragging → didScroll per move → willEndDragging (velocity
    /// in points per ms, positive as the offset grows; target = offset + v·rate/(1 − rate)) →
    /// didEndDragging(true) → willBeginDecelerating → didScroll per frame → didEndDecelerating,
    /// ending exactly at the target.
    @Test func flickDeceleratesToTheProjectedTargetWithUIKitsDelegateOrder() {
        let fixture = ScrollFixture()
        Self.flickUp(fixture)
        #expect(fixture.scrollView.isDragging == false)
        #expect(fixture.scrollView.isDecelerating)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let target = 100 + 1 * 0.998 / (1 - 0.998)
        let deceleration = ScrollFixture.decelerationOffsets(from: 100, to: target, rate: 0.998)
        #expect(fixture.recorder.lines == Self.dragLines + [
            "willEndDragging(velocity: 0.000, 1.000, target: 0.000, 599.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + deceleration.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(abs(fixture.scrollView.contentOffset.y - target) < 1e-9)
        #expect(fixture.scrollView.isDecelerating == false)
        #expect(fixture.scrollView.isTracking == false)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: released at zero velocity inside the content, didEndDragging(willDecelerate: false)
    /// and no deceleration messages; the content stays where the finger left it.
    @Test func releaseAtZeroVelocityInsideTheContentDoesNotDecelerate() {
        let fixture = ScrollFixture()
        // 8.333 points a frame; the pan begins at the second move (16.667).
        fixture.window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: .milliseconds(200))
        #expect(fixture.loop.runUntilIdle() == .idle)
        let moves = (1...10).map { CGFloat($0) * 100 / 12 }
        #expect(fixture.recorder.lines == ["willBeginDragging"] + moves.map { ScrollFixture.didScroll(y: $0) } + [
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, 83.333)",
            "didEndDragging(willDecelerate: false)",
        ])
        #expect(fixture.scrollView.isDecelerating == false)
        #expect(fixture.loop.currentMode == .default)
    }

    /// UIKit: dragged past the top edge the content follows the finger by the rubber band
    /// `(1 − 1/(x·0.55/d + 1))·d`; released there it springs back with the deceleration messages.
    @Test func overScrolledReleaseBouncesBackWithTheDecelerationMessages() {
        let fixture = ScrollFixture()
        fixture.window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), duration: .milliseconds(100))
        #expect(fixture.loop.runUntilIdle() == .idle)
        let band = (1...5).map { -ScrollFixture.rubberBand(CGFloat($0) * 100 / 6) }
        let spring = ScrollFixture.springOffsets(edge: 0, displacement: band[4])
        #expect(fixture.recorder.lines == ["willBeginDragging"] + band.map { ScrollFixture.didScroll(y: $0) } + [
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, 0.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + spring.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(fixture.scrollView.contentOffset == .zero)
    }

    /// UIKit: with bounces = false the content stops at the edge: a drag past it scrolls nothing.
    @Test func withoutBouncesADragPastTheEdgeScrollsNothing() {
        let fixture = ScrollFixture()
        fixture.scrollView.bounces = false
        fixture.window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), duration: .milliseconds(100))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == [
            "willBeginDragging",
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, 0.000)",
            "didEndDragging(willDecelerate: false)",
        ])
    }

    /// A fling that runs past the bottom edge carries the content past it and springs back
    /// (bounces), ending exactly at the edge; the target passed to willEndDragging is the edge.
    @Test func flingPastTheEdgeSpringsBackToIt() {
        let fixture = ScrollFixture(contentSize: CGSize(width: 320, height: 800))
        Self.flickUp(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let lines = fixture.recorder.lines
        #expect(Array(lines.prefix(10)) == Self.dragLines + [
            "willEndDragging(velocity: 0.000, 1.000, target: 0.000, 320.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ])
        let offsets = lines.dropFirst(10).dropLast().compactMap { line in
            Double(line.split(separator: " ").last!.dropLast())
        }
        #expect(offsets.contains { $0 > 320 })
        #expect(lines.suffix(2) == [ScrollFixture.didScroll(y: 320), "didEndDecelerating"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 320))
    }

    /// UIKit: the delegate may change targetContentOffset in place; the deceleration then ends
    /// exactly there (HeadlessKit: start + (target − start)(1 − rateᵗ)).
    @Test func aTargetChangedByTheDelegateIsWhereTheDecelerationEnds() {
        let fixture = ScrollFixture()
        fixture.recorder.retarget = { _ in CGPoint(x: 0, y: 250) }
        Self.flickUp(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let deceleration = ScrollFixture.decelerationOffsets(from: 100, to: 250, rate: 0.998)
        #expect(fixture.recorder.lines == Self.dragLines + [
            "willEndDragging(velocity: 0.000, 1.000, target: 0.000, 599.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + deceleration.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 250))
    }

    /// UIKit: paging snaps to multiples of the bounds size, at most one page per flick, however
    /// hard the flick; (chosen) paging settles at the fast rate, 0.99.
    @Test(arguments: [3, 8] as [CGFloat])
    func pagingFlickTurnsOnePageOnly(speed: CGFloat) {
        let fixture = ScrollFixture(contentSize: CGSize(width: 1600, height: 480))
        fixture.scrollView.isPagingEnabled = true
        fixture.window.flick(from: CGPoint(x: 300, y: 200), velocity: CGPoint(x: -speed, y: 0))
        #expect(fixture.loop.runUntilIdle() == .idle)
        let step = speed * 100 / 6
        let moves = (1...6).map { CGFloat($0) * step }
        let released = moves[5]
        let deceleration = ScrollFixture.decelerationOffsets(from: released, to: 320, rate: 0.99)
        #expect(fixture.recorder.lines == ["willBeginDragging"] + moves.map { ScrollFixture.didScroll(x: $0) } + [
            "willEndDragging(velocity: \(ScrollRecorder.format(CGPoint(x: speed, y: 0))), target: 320.000, 0.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + deceleration.map { ScrollFixture.didScroll(x: $0) } + ["didEndDecelerating"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 320, y: 0))
    }

    /// (chosen) A vertical drag on a scroll view that scrolls only horizontally does not begin
    /// its pan, so the enclosing vertical scroll view scrolls instead (UIKit's nested pagers).
    @Test func aPerpendicularDragScrollsTheEnclosingScrollView() {
        let fixture = ScrollFixture()
        let inner = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 960, height: 200)
        let innerRecorder = ScrollRecorder()
        inner.delegate = innerRecorder
        fixture.scrollView.addSubview(inner)
        fixture.loop.runUntilIdle()
        fixture.window.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(innerRecorder.lines.isEmpty)
        #expect(fixture.recorder.lines.first == "willBeginDragging")
        #expect(abs(fixture.scrollView.contentOffset.y - 250.0 / 3) < 1e-9)
        #expect(fixture.loop.currentMode == .default)
    }
}
