import Foundation
@testable import HeadlessKit

/// A scroll view delegate that logs every message it receives, with the content offset (and
/// velocity, target, scale) at that moment, three decimals per number.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var lines: [String] = []
    /// Changes the target of `scrollViewWillEndDragging`, if set.
    var retarget: ((CGPoint) -> CGPoint)?
    var zoomingView: ViewNode?
    var allowsScrollToTop = true
    /// Also logs the loop's mode at each message.
    var loop: MainRunLoop?

    static func format(_ point: CGPoint) -> String { "\(format(point.x)), \(format(point.y))" }
    static func format(_ value: CGFloat) -> String { String(format: "%.3f", value) }

    private func add(_ line: String, _ scrollView: ScrollView) {
        lines.append(line + (loop.map { " [\($0.currentMode == .tracking ? "tracking" : "default")]" } ?? ""))
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { add("didScroll(\(Self.format(scrollView.contentOffset)))", scrollView) }
    func scrollViewDidZoom(_ scrollView: ScrollView) { add("didZoom(\(Self.format(scrollView.zoomScale)))", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { add("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        add("willEndDragging(velocity: \(Self.format(velocity)), target: \(Self.format(targetContentOffset.pointee)))", scrollView)
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(willDecelerate: \(decelerate))", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { add("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { add("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { add("didEndScrollingAnimation", scrollView) }
    func viewForZooming(in scrollView: ScrollView) -> ViewNode? { zoomingView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: ViewNode?) { add("willBeginZooming", scrollView) }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat) {
        add("didEndZooming(atScale: \(Self.format(scale)))", scrollView)
    }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        add("shouldScrollToTop", scrollView)
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { add("didScrollToTop", scrollView) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        add("didChangeAdjustedContentInset(\(scrollView.adjustedContentInset))", scrollView)
    }
}

/// A window of 320 × 480 points showing one scroll view that fills it, with a recorder as its
/// delegate, settled and with the log cleared.
@MainActor
struct ScrollFixture {
    let loop = MainRunLoop()
    let window: Window
    let scrollView: ScrollView
    let recorder = ScrollRecorder()

    init(contentSize: CGSize = CGSize(width: 320, height: 2000), scrollView: ScrollView? = nil) {
        loop.diagnostics.policy = .collect
        window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        self.scrollView = scrollView ?? ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        self.scrollView.contentSize = contentSize
        self.scrollView.delegate = recorder
        window.addSubview(self.scrollView)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        recorder.lines.removeAll()
    }

    /// The offsets a deceleration from `start` to `target` shows at each frame tick (60 Hz), up
    /// to and including the snap to `target` once within half a point: `start + (target −
    /// start)(1 − rateᵗ)`, t in milliseconds.
    static func decelerationOffsets(from start: CGFloat, to target: CGFloat, rate: CGFloat) -> [CGFloat] {
        let frame = Duration.seconds(1) / 60 / .milliseconds(1)
        var offsets: [CGFloat] = []
        var tick = 1
        while true {
            let position = start + (target - start) * (1 - pow(rate, Double(tick) * frame))
            if abs(target - position) < 0.5 { offsets.append(target); return offsets }
            offsets.append(position)
            tick += 1
        }
    }
}

extension ScrollFixture {
    /// The frame interval of a 60 Hz screen, in milliseconds.
    static let frame = Duration.seconds(1) / 60 / .milliseconds(1)

    /// The positions of a critically damped spring (ω = 0.0125 per ms) from `displacement`
    /// past `edge`, one per frame, up to and including the snap to the edge.
    static func springOffsets(edge: CGFloat, displacement: CGFloat, velocity: CGFloat = 0) -> [CGFloat] {
        let omega = 0.0125
        var offsets: [CGFloat] = []
        var tick = 1
        while true {
            let t = Double(tick) * frame
            let b = velocity + omega * displacement
            let x = (displacement + b * t) * exp(-omega * t)
            let v = (b - omega * (displacement + b * t)) * exp(-omega * t)
            if abs(x) < 0.5, abs(v) * frame < 0.5 { offsets.append(edge); return offsets }
            offsets.append(edge + x)
            tick += 1
        }
    }

    /// The offsets of an animated scroll from `start` to `end`: 18 frames eased with
    /// `(1 − cos πp)/2`, the last exactly at `end`.
    static func animationOffsets(from start: CGFloat, to end: CGFloat) -> [CGFloat] {
        (1...18).map { k in k == 18 ? end : start + (end - start) * (1 - cos(Double.pi * Double(k) / 18)) / 2 }
    }

    /// The rubber band: content dragged `overshoot` points past an edge of a 480-point-tall
    /// scroll view shows `(1 − 1/(x·0.55/480 + 1))·480` past it.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat = 480) -> CGFloat {
        (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    static func didScroll(x: CGFloat = 0, y: CGFloat = 0) -> String {
        "didScroll(\(ScrollRecorder.format(CGPoint(x: x, y: y))))"
    }
}
