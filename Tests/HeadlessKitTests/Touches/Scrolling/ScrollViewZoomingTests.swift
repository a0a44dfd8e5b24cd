import Foundation
import Testing
@testable import HeadlessKit

/// Zooming: the delegate's view for zooming is scaled by its transform and the content size
/// follows, by pinching or by setZoomScale.
@MainActor
@Suite struct ScrollViewZoomingTests {
    @MainActor
    struct Fixture {
        let scroll: ScrollFixture
        let image: ViewNode

        init(minimum: CGFloat = 1, maximum: CGFloat = 4) {
            scroll = ScrollFixture(contentSize: CGSize(width: 320, height: 480))
            image = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.scrollView.addSubview(image)
            scroll.recorder.zoomingView = image
            scroll.scrollView.minimumZoomScale = minimum
            scroll.scrollView.maximumZoomScale = maximum
            scroll.loop.runUntilIdle()
        }
    }

    /// UIKit: the pinch recognizer exists only once the zoom scales allow zooming.
    @Test func thePinchRecognizerAppearsWhenZoomingBecomesPossible() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
    }

    /// UIKit's setZoomScale(_:animated: false): the view's transform scales, its frame starts at
    /// the content's origin, the content size follows, the center of the bounds stays put;
    /// didScroll then didZoom.
    @Test func setZoomScaleScalesTheViewAroundTheCenter() {
        let fixture = Fixture()
        fixture.scroll.scrollView.setZoomScale(2, animated: false)
        #expect(fixture.scroll.recorder.lines == [ScrollFixture.didScroll(x: 160, y: 240), "didZoom(2.000)"])
        #expect(fixture.image.transform == AffineTransform2D(scaleX: 2, y: 2))
        #expect(fixture.image.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(fixture.scroll.scrollView.contentSize == CGSize(width: 640, height: 960))
        // Clamped to the maximum.
        fixture.scroll.scrollView.zoomScale = 10
        #expect(fixture.scroll.scrollView.zoomScale == 4)
    }

    /// setZoomScale animated: didScroll and didZoom per frame for 0.3 s, then didEndZooming.
    @Test func animatedZoomEndsWithDidEndZooming() {
        let fixture = Fixture()
        fixture.scroll.scrollView.setZoomScale(2, animated: true)
        #expect(fixture.scroll.loop.runUntilIdle() == .idle)
        let lines = fixture.scroll.recorder.lines
        #expect(lines.count == 18 * 2 + 1)
        #expect(lines.suffix(3) == [ScrollFixture.didScroll(x: 160, y: 240), "didZoom(2.000)", "didEndZooming(atScale: 2.000)"])
        #expect(fixture.scroll.scrollView.isZooming == false)
    }

    /// (chosen) When minimumZoomScale exceeds maximumZoomScale the minimum wins.
    @Test func aMinimumAboveTheMaximumWins() {
        let fixture = Fixture(minimum: 3, maximum: 2)
        fixture.scroll.scrollView.zoomScale = 1
        #expect(fixture.scroll.scrollView.zoomScale == 3)
    }

    /// UIKit's pinch zoom: scrollViewWillBeginZooming when the pinch begins, didScroll and
    /// didZoom per move (the point between the fingers stays under them), and
    /// scrollViewDidEndZooming(atScale:) when the fingers lift. (chosen) The zoom follows the
    /// pinch from the moment it began, without jumping by its 8-point hysteresis.
    @Test func pinchingZoomsAroundTheFingers() {
        let fixture = Fixture()
        fixture.scroll.window.pinch(at: CGPoint(x: 160, y: 240), from: 100, to: 200, duration: .milliseconds(300))
        #expect(fixture.scroll.loop.runUntilIdle() == .idle)
        // The fingers are 100 + 100·k/18 apart at frame k; the pinch begins at k = 2 (11.1 points).
        let began = (100 + 100 * 2.0 / 18) / 100
        var expected = ["willBeginZooming"]
        for k in 3...18 {
            let scale = ((100 + 100 * Double(k) / 18) / 100) / began
            expected += [ScrollFixture.didScroll(x: 160 * scale - 160, y: 240 * scale - 240),
                         "didZoom(\(ScrollRecorder.format(scale)))"]
        }
        expected.append("didEndZooming(atScale: \(ScrollRecorder.format(2 / began)))")
        #expect(fixture.scroll.recorder.lines == expected)
        #expect(fixture.scroll.scrollView.isZooming == false)
        #expect(fixture.scroll.loop.currentMode == .default)
    }
}
