import Foundation
import Testing
@testable import HeadlessKit

/// Pull to refresh: a ``RefreshControl`` on a 320 × 480 scroll view (``ScrollFixture``), pulled by a
/// finger, begun and ended by code — the delegate's messages and the control's events in one
/// trace, with the offsets of HeadlessKit's rubber band and spring.
@MainActor
@Suite struct RefreshControlTests {
    /// A fixture whose scroll view has a refresh control logging its value change (with
    /// `isRefreshing` at that moment) and primary action into the delegate's trace; `onRefresh`
    /// runs in the value-change action.
    static func stage(onRefresh: ((RefreshControl) -> Void)? = nil) -> (ScrollFixture, RefreshControl) {
        let fixture = ScrollFixture()
        let control = RefreshControl()
        fixture.scrollView.refreshControl = control
        control.addAction(Action { [recorder = fixture.recorder, unowned control] _ in
            recorder.lines.append("valueChanged(isRefreshing: \(control.isRefreshing))")
            onRefresh?(control)
        }, for: .valueChanged)
        control.addAction(Action { [recorder = fixture.recorder] _ in
            recorder.lines.append("primaryActionTriggered")
        }, for: .primaryActionTriggered)
        return (fixture, control)
    }

    /// The pull most tests use: one finger from y = 40 down to y = 440 in 200 ms (twelve moves of
    /// 33.333 points), held still 100 ms, then lifted. The pan begins at the first move and the
    /// content follows from there, so the moves pull the top past its edge by 33.333 … 366.667
    /// points, shown through the rubber band.
    static func pullDown(_ fixture: ScrollFixture) {
        fixture.window.drag(from: CGPoint(x: 160, y: 40), to: CGPoint(x: 160, y: 440), duration: .milliseconds(200))
    }

    /// How far the finger has pulled past the edge at each move of ``pullDown(_:)`` after the first.
    static let pulls = (1...11).map { CGFloat($0) * 400 / 12 }

    /// The finger's pull past an edge that the rubber band shows as `shown`: the band inverted,
    /// `s·D/((D − s)·0.55)` for D = 480.
    static func pull(showing shown: CGFloat) -> CGFloat {
        shown * 480 / ((480 - shown) * 0.55)
    }

    /// The drag of ``pullDown(_:)`` on a control that refreshes when the top is shown 100 points
    /// past its edge: the seventh move shows it 101.261 points past (the sixth, 89.490), so the
    /// control refreshes there; the edge moves up 60 points and the content goes on from where it
    /// is, the rest of the pull counted from the pull that shows it past the new edge.
    static func refreshingPullLines(onRefresh: [String]) -> (lines: [String], last: CGFloat) {
        let before = pulls.prefix(7).map { -ScrollFixture.rubberBand($0) }
        let rebased = pull(showing: ScrollFixture.rubberBand(pulls[6]) - 60)
        let after = pulls.suffix(4).map { -60 - ScrollFixture.rubberBand(rebased + $0 - pulls[6]) }
        let lines = ["willBeginDragging"] + before.map { ScrollFixture.didScroll(y: $0) }
            + ["didChangeAdjustedContentInset({60, 0, 0, 0})", "valueChanged(isRefreshing: true)"] + onRefresh
            + ["primaryActionTriggered"] + after.map { ScrollFixture.didScroll(y: $0) }
        return (lines, after[3])
    }

    // MARK: - Placing

    /// UIKit's `refreshControl`: the control becomes the scroll view's backmost subview, placed
    /// just above the content across its width, 60 points high (chosen); nothing else changes.
    @Test func aRefreshControlSitsBackmostJustAboveTheContentAcrossTheScrollView() {
        let fixture = ScrollFixture()
        let content = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        fixture.scrollView.addSubview(content)
        let control = RefreshControl()
        fixture.scrollView.refreshControl = control
        #expect(fixture.scrollView.subviews.first === control)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(fixture.scrollView.refreshControl === control)
        #expect(control.isRefreshing == false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == [])
        #expect(fixture.scrollView.adjustedContentInset == .zero)
    }

    /// Setting another control removes the first from the scroll view; setting `nil` removes the
    /// control and, if it was refreshing, the room it took at the top.
    @Test func replacingOrClearingTheRefreshControlRemovesTheOldOneAndItsRoom() {
        let (fixture, first) = Self.stage()
        let second = RefreshControl()
        fixture.scrollView.refreshControl = second
        #expect(first.superview == nil)
        #expect(fixture.scrollView.subviews.first === second)
        second.beginRefreshing()
        fixture.scrollView.refreshControl = nil
        #expect(second.superview == nil)
        #expect(fixture.scrollView.refreshControl == nil)
        #expect(fixture.recorder.lines == ["didChangeAdjustedContentInset({60, 0, 0, 0})", "didChangeAdjustedContentInset({0, 0, 0, 0})"])
        #expect(fixture.scrollView.adjustedContentInset == .zero)
    }

    // MARK: - Pulling

    /// UIKit's header: "When a user has pulled-to-refresh, the UIRefreshControl fires its
    /// UIControlEventValueChanged event" — once, mid-drag, with `isRefreshing` already true and
    /// the top inset grown by the control's height, then the primary action. Released, the
    /// content springs back to rest below the control, at −60.
    @Test func aPullPastTheThresholdRefreshesOnceAndTheContentComesToRestBelowTheControl() {
        let (fixture, control) = Self.stage()
        Self.pullDown(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let pull = Self.refreshingPullLines(onRefresh: [])
        let spring = ScrollFixture.springOffsets(edge: -60, displacement: pull.last + 60)
        #expect(fixture.recorder.lines == pull.lines + [
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, -60.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + spring.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(control.isRefreshing)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: -60))
        #expect(fixture.scrollView.adjustedContentInset == EdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A pull that shows the top less than 100 points past its edge (chosen threshold) does not
    /// refresh: the content springs back to 0.
    @Test func aShortPullDoesNotRefresh() {
        let (fixture, control) = Self.stage()
        // Six moves of 33.333 points: the content follows five, the last 166.667 past the edge.
        fixture.window.drag(from: CGPoint(x: 160, y: 40), to: CGPoint(x: 160, y: 240), duration: .milliseconds(100))
        #expect(fixture.loop.runUntilIdle() == .idle)
        let band = Self.pulls.prefix(5).map { -ScrollFixture.rubberBand($0) }
        let spring = ScrollFixture.springOffsets(edge: 0, displacement: band[4])
        #expect(fixture.recorder.lines == ["willBeginDragging"] + band.map { ScrollFixture.didScroll(y: $0) } + [
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, 0.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + spring.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(control.isRefreshing == false)
    }

    /// A disabled refresh control does not refresh however far it is pulled (UIKit's controls
    /// ignore the user while disabled).
    @Test func aDisabledRefreshControlDoesNotRefresh() {
        let (fixture, control) = Self.stage()
        control.isEnabled = false
        Self.pullDown(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let band = Self.pulls.map { -ScrollFixture.rubberBand($0) }
        let spring = ScrollFixture.springOffsets(edge: 0, displacement: band[10])
        #expect(fixture.recorder.lines == ["willBeginDragging"] + band.map { ScrollFixture.didScroll(y: $0) } + [
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, 0.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + spring.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(control.isRefreshing == false)
        #expect(fixture.scrollView.contentOffset == .zero)
    }

    /// One pull refreshes once (chosen): a refresh ended by its own action, mid-drag, gives the
    /// room back without moving the content under the finger, and the rest of that drag does not
    /// refresh again; released, the content springs back to 0.
    @Test func theDragThatRefreshedDoesNotRefreshAgainAfterTheRefreshEnds() {
        let (fixture, control) = Self.stage { $0.endRefreshing() }
        Self.pullDown(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        // The edge moved up and back within the seventh move: the rest of the pull goes on from
        // the pull that shows the seventh move's offset past the edge at 0 — the same pull.
        let band = Self.pulls.map { -ScrollFixture.rubberBand($0) }
        let spring = ScrollFixture.springOffsets(edge: 0, displacement: band[10])
        let rebased = Self.pull(showing: ScrollFixture.rubberBand(Self.pulls[6]))
        #expect(abs(rebased - Self.pulls[6]) < 1e-9)
        #expect(fixture.recorder.lines == ["willBeginDragging"] + band.prefix(7).map { ScrollFixture.didScroll(y: $0) } + [
            "didChangeAdjustedContentInset({60, 0, 0, 0})",
            "valueChanged(isRefreshing: true)",
            "didChangeAdjustedContentInset({0, 0, 0, 0})",
            "primaryActionTriggered",
        ] + band.suffix(4).map { ScrollFixture.didScroll(y: $0) } + [
            "willEndDragging(velocity: 0.000, 0.000, target: 0.000, 0.000)",
            "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating",
        ] + spring.map { ScrollFixture.didScroll(y: $0) } + ["didEndDecelerating"])
        #expect(control.isRefreshing == false)
        #expect(fixture.scrollView.contentOffset == .zero)
    }

    /// A refresh control takes no touches (chosen): where it shows, the window's hit test finds
    /// the scroll view, so a pull can start on it.
    @Test func aFingerOnTheRefreshControlReachesTheScrollView() {
        let (fixture, control) = Self.stage()
        control.beginRefreshing()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: -60)
        #expect(fixture.window.hitTest(CGPoint(x: 160, y: 30), with: nil) === fixture.scrollView)
    }

    // MARK: - Beginning and ending by code

    /// UIKit's `beginRefreshing()` "updates the state of the refresh control": `isRefreshing`
    /// and the room at the top, no event, no scrolling; a second call does nothing.
    @Test func beginRefreshingMakesRoomButSendsNothingAndDoesNotScroll() {
        let (fixture, control) = Self.stage()
        control.beginRefreshing()
        control.beginRefreshing()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == ["didChangeAdjustedContentInset({60, 0, 0, 0})"])
        #expect(control.isRefreshing)
        #expect(fixture.scrollView.contentOffset == .zero)
    }

    /// UIKit's `endRefreshing()` hides a visible control, animated: content resting below the
    /// control slides back to the top over 0.3 s of frames, with no scrolling-animation message
    /// (chosen: UIKit animates the inset, not the offset). A second call does nothing.
    @Test func endRefreshingSlidesRestingContentBackToTheTopWithoutAnEndMessage() {
        let (fixture, control) = Self.stage()
        control.beginRefreshing()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: -60)
        fixture.recorder.lines.removeAll()
        control.endRefreshing()
        control.endRefreshing()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == ["didChangeAdjustedContentInset({0, 0, 0, 0})"]
            + ScrollFixture.animationOffsets(from: -60, to: 0).map { ScrollFixture.didScroll(y: $0) })
        #expect(control.isRefreshing == false)
        #expect(fixture.scrollView.contentOffset == .zero)
    }

    /// Content scrolled down past the control's room stays where it is when the refresh ends.
    @Test func endRefreshingLeavesContentScrolledFurtherDownWhereItIs() {
        let (fixture, control) = Self.stage()
        control.beginRefreshing()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        fixture.recorder.lines.removeAll()
        control.endRefreshing()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == ["didChangeAdjustedContentInset({0, 0, 0, 0})"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    /// A control that is not in a scroll view keeps its state and moves nothing.
    @Test func aRefreshControlOutsideAScrollViewOnlyKeepsItsState() {
        let control = RefreshControl()
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(control.isRefreshing == false)
        #expect(control.attributedTitle?.string == "Pull to refresh")
        #expect(control.frame == CGRect(x: 0, y: 0, width: 0, height: 60))
    }
}
