import Foundation
import Testing
@testable import HeadlessKit

/// A deceleration a delegate replaces before it starts.
@MainActor
@Suite struct ScrollViewDecelerationReentrancyTests {
    /// A delegate that starts an animated scroll from scrollViewWillBeginDecelerating.
    final class AnimatingDelegate: ScrollViewDelegate {
        var lines: [String] = []
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
            lines.append("willBeginDecelerating")
            scrollView.setContentOffset(.zero, animated: true)
        }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { lines.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { lines.append("didEndScrollingAnimation") }
    }

    /// UIKit: an animated scroll replaces a deceleration; isDecelerating is false once it ended,
    /// and the run loop is back in the default mode. A delegate that animates from
    /// scrollViewWillBeginDecelerating — before the deceleration's first frame — left
    /// isDecelerating true and the loop in tracking mode forever.
    @Test func anAnimationStartedFromWillBeginDeceleratingReplacesTheDeceleration() {
        let scroll = ScrollFixture()
        let delegate = AnimatingDelegate()
        scroll.scrollView.delegate = delegate
        scroll.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scroll.window.flick(from: CGPoint(x: 160, y: 300), velocity: CGPoint(x: 0, y: -2))
        #expect(scroll.loop.runUntilIdle() == .idle)
        #expect(delegate.lines == ["willBeginDecelerating", "didEndScrollingAnimation"])
        #expect(scroll.scrollView.contentOffset == .zero)
        #expect(!scroll.scrollView.isDecelerating)
        #expect(scroll.loop.currentMode == .default)
    }
}
