import Foundation
import Testing
@testable import HeadlessKit

/// A pinch zoom whose zoomed view goes away before the fingers lift still ends.
@MainActor
@Suite struct ScrollViewZoomEndTests {
    /// UIKit: every scrollViewWillBeginZooming is matched by a scrollViewDidEndZooming and
    /// isZooming turns false when the fingers lift. (chosen) When the delegate stops naming a
    /// view for zooming mid-pinch, the zoom stays where it was and ends with `view` nil.
    @Test func aPinchWhoseZoomingViewWentAwayStillEndsTheZoom() {
        let scroll = ScrollFixture(contentSize: CGSize(width: 320, height: 480))
        let image = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.scrollView.addSubview(image)
        scroll.recorder.zoomingView = image
        scroll.scrollView.maximumZoomScale = 4
        scroll.loop.runUntilIdle()
        scroll.loop.perform(after: .milliseconds(150)) { scroll.recorder.zoomingView = nil }
        scroll.window.pinch(at: CGPoint(x: 160, y: 240), from: 100, to: 200, duration: .milliseconds(300))
        #expect(scroll.loop.runUntilIdle() == .idle)
        #expect(scroll.recorder.lines.first == "willBeginZooming")
        #expect(scroll.recorder.lines.last == "didEndZooming(atScale: \(ScrollRecorder.format(scroll.scrollView.zoomScale)))")
        #expect(scroll.recorder.lines.filter { $0.hasPrefix("didEndZooming") }.count == 1)
        #expect(scroll.scrollView.isZooming == false)
        #expect(scroll.loop.currentMode == .default)
    }
}
