import Foundation
import Testing
@testable import HeadlessKit

/// Setting the content offset, animated or not; the insets; scrolling to a rectangle or to the
/// top; and the layout a scroll gives the scroll view.
@MainActor
@Suite struct ScrollViewOffsetTests {
    /// UIKit: contentOffset = x and setContentOffset(_:animated: false) call scrollViewDidScroll
    /// once, and not at all when the offset does not change; contentOffset is bounds.origin.
    @Test func settingTheOffsetScrollsOnceAndNotAtAllWhenUnchanged() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 240), animated: false)
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 240), animated: false)
        #expect(fixture.recorder.lines == [ScrollFixture.didScroll(y: 120), ScrollFixture.didScroll(y: 240)])
        #expect(fixture.scrollView.bounds == CGRect(x: 0, y: 240, width: 320, height: 480))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines.count == 2)
    }

    /// UIKit: an animated setContentOffset calls scrollViewDidScroll per frame, then
    /// scrollViewDidEndScrollingAnimation; (chosen) 0.3 s = 18 frames at 60 Hz, eased in and out.
    @Test func animatedOffsetScrollsPerFrameThenEndsTheScrollingAnimation() {
        let fixture = ScrollFixture()
        let start = fixture.loop.now
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(fixture.recorder.lines.isEmpty)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == ScrollFixture.animationOffsets(from: 0, to: 300).map {
            ScrollFixture.didScroll(y: $0)
        } + ["didEndScrollingAnimation"])
        #expect(fixture.loop.now - start == Duration.seconds(1) / 60 * 18)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        // An animation to where the content already is does nothing.
        fixture.recorder.lines.removeAll()
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines.isEmpty)
    }

    /// UIKit: a scroll view is marked for layout when it scrolls (bounds.origin moves), so it lays
    /// itself out once per frame of an animation or deceleration.
    @Test func aScrollingScrollViewLaysItselfOutOncePerFrame() {
        let counting = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let fixture = ScrollFixture(scrollView: counting)
        counting.layouts = 0
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(counting.layouts == 18)
        #expect(fixture.recorder.lines.count == 19)
    }

    /// UIKit's adjustedContentInset: contentInset plus the safe area on the scrollable axes
    /// (.automatic, .scrollableAxes), on every edge (.always) or none (.never);
    /// adjustedContentInsetDidChange tells the delegate.
    @Test func adjustedContentInsetAddsTheSafeAreaAsTheBehaviourSays() {
        let fixture = ScrollFixture()
        fixture.window.screenSafeAreaInsets = EdgeInsets(top: 44, left: 20, bottom: 34, right: 20)
        fixture.scrollView.setNeedsLayout()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.scrollView.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        fixture.scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        fixture.scrollView.contentInsetAdjustmentBehavior = .always
        fixture.scrollView.contentInsetAdjustmentBehavior = .never
        fixture.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        fixture.scrollView.alwaysBounceHorizontal = true
        fixture.scrollView.contentInsetAdjustmentBehavior = .automatic
        #expect(fixture.recorder.lines == [
            "didChangeAdjustedContentInset({44, 0, 34, 0})",
            "didChangeAdjustedContentInset({54, 0, 44, 0})",
            "didChangeAdjustedContentInset({54, 20, 44, 20})",
            "didChangeAdjustedContentInset({10, 0, 10, 0})",
            "didChangeAdjustedContentInset({54, 0, 44, 0})",
            "didChangeAdjustedContentInset({54, 20, 44, 20})",
        ])
        // The top of the content with its insets: a drag past it bounces back to -54.
        fixture.recorder.lines.removeAll()
        fixture.scrollView.contentOffset = CGPoint(x: -20, y: -54)
        fixture.window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), duration: .milliseconds(100))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: -20, y: -54))
    }

    /// UIKit's scrollRectToVisible scrolls as little as needed, within the content.
    @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
        let fixture = ScrollFixture()
        fixture.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 100), animated: false)
        fixture.scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 100, height: 100), animated: false)
        fixture.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1950, width: 100, height: 200), animated: false)
        #expect(fixture.recorder.lines == [
            ScrollFixture.didScroll(y: 520), ScrollFixture.didScroll(y: 1520),
        ])
    }

    /// UIKit: a status bar tap scrolls the one visible scrolls-to-top scroll view to its top,
    /// animated, asking scrollViewShouldScrollToTop first and ending with scrollViewDidScrollToTop.
    @Test func statusBarTapScrollsTheOnlyScrollsToTopScrollViewToItsTop() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        fixture.recorder.lines.removeAll()
        #expect(fixture.window.tapStatusBar() === fixture.scrollView)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == ["shouldScrollToTop"] + ScrollFixture.animationOffsets(from: 600, to: -20).map {
            ScrollFixture.didScroll(y: $0)
        } + ["didScrollToTop"])
    }

    /// UIKit: with two visible scroll views that scroll to the top, a status bar tap scrolls
    /// neither; a delegate that refuses keeps its scroll view where it is.
    @Test func statusBarTapScrollsNothingWhenTwoScrollViewsOrTheDelegateRefuse() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        let other = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.scrollView.addSubview(other)
        fixture.recorder.lines.removeAll()
        #expect(fixture.window.tapStatusBar() == nil)
        other.scrollsToTop = false
        fixture.recorder.allowsScrollToTop = false
        #expect(fixture.window.tapStatusBar() == nil)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.recorder.lines == ["shouldScrollToTop"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 600))
    }

    /// NaN and infinite offsets, sizes, insets, rates and zoom scales are refused with a
    /// diagnostic; nothing changes and the delegate hears nothing.
    @Test func nonFiniteValuesAreRefusedAndChangeNothing() {
        let fixture = ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        fixture.recorder.lines.removeAll()
        let before = fixture.window.recursiveDescription()
        fixture.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        fixture.scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
        fixture.scrollView.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        fixture.scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: 1.5)
        fixture.scrollView.minimumZoomScale = .nan
        fixture.scrollView.maximumZoomScale = 0
        fixture.scrollView.setZoomScale(.infinity, animated: false)
        fixture.scrollView.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidGeometry, count: 9))
        #expect(fixture.recorder.lines.isEmpty)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(fixture.scrollView.contentSize == CGSize(width: 320, height: 2000))
        #expect(fixture.scrollView.contentInset == .zero)
        #expect(fixture.scrollView.decelerationRate == .normal)
        #expect(fixture.scrollView.minimumZoomScale == 1 && fixture.scrollView.maximumZoomScale == 1)
        #expect(fixture.scrollView.pinchGestureRecognizer == nil)
    }

    /// A delegate that sets a NaN target in scrollViewWillEndDragging is refused; the natural
    /// target stands.
    @Test func aNonFiniteTargetFromTheDelegateIsRefused() {
        let fixture = ScrollFixture()
        fixture.recorder.retarget = { _ in CGPoint(x: 0, y: CGFloat.nan) }
        ScrollViewDraggingTests.flickUp(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
        #expect(abs(fixture.scrollView.contentOffset.y - 599) < 1e-9)
    }
}

/// A scroll view that counts its layouts.
@MainActor
final class CountingScrollView: ScrollView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}
