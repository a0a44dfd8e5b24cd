import Foundation
import Testing
import HeadlessKit

// A "photo" screen ported from UIKit: an image-like view in a zooming scroll view
// (viewForZooming), a double tap that zooms in or back out with setZoomScale(_:animated:), and a
// single tap that toggles the chrome — made to wait for the double tap to fail with
// require(toFail:). Public API only.

/// The photo: a plain view standing in for a `UIImageView`.
final class PhotoImageView: ViewNode {}

/// The photo screen (UIKit port: `class PhotoViewController: UIViewController, UIScrollViewDelegate`).
final class PhotoController: ViewControllerBase, ScrollViewDelegate {
    static let doubleTapZoomScale: CGFloat = 2

    /// Every delegate message and action, stamped with the loop clock (ms since `origin`).
    private(set) var lines: [String] = []
    var origin: Duration = .zero
    /// Whether scrollViewDidScroll is logged.
    var logsScrolling = false

    private(set) var scrollView: ScrollView!
    private(set) var imageView: PhotoImageView!
    private(set) var chrome: ViewNode!
    private(set) var singleTap: TapGestureRecognizer!
    private(set) var doubleTap: TapGestureRecognizer!

    private func add(_ line: String) {
        let now = viewIfLoaded?.window?.runLoop.now ?? .zero
        let ms = Int(((now - origin) / .milliseconds(1)).rounded())
        lines.append("\(ms)ms \(line)")
    }

    func clearLog() {
        lines.removeAll()
        origin = view.window?.runLoop.now ?? .zero
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = ScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        view.addSubview(scrollView)

        let imageView = PhotoImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size

        let chrome = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        view.addSubview(chrome)

        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: PhotoController.handleDoubleTap)
        scrollView.addGestureRecognizer(doubleTap)

        let singleTap = TapGestureRecognizer()
        singleTap.addTarget(self, action: PhotoController.handleSingleTap)
        singleTap.require(toFail: doubleTap)
        scrollView.addGestureRecognizer(singleTap)

        self.scrollView = scrollView
        self.imageView = imageView
        self.chrome = chrome
        self.singleTap = singleTap
        self.doubleTap = doubleTap
    }

    func handleSingleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        chrome.isHidden.toggle()
        add("singleTap → chrome \(chrome.isHidden ? "hidden" : "shown")")
    }

    func handleDoubleTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let zoomedOut = scrollView.zoomScale <= scrollView.minimumZoomScale
        add("doubleTap → zoom \(zoomedOut ? "in" : "out")")
        scrollView.setZoomScale(zoomedOut ? Self.doubleTapZoomScale : scrollView.minimumZoomScale, animated: true)
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: ScrollView) -> ViewNode? { imageView }
    func scrollViewDidScroll(_ scrollView: ScrollView) { if logsScrolling { add("didScroll") } }
    func scrollViewDidZoom(_ scrollView: ScrollView) { add("didZoom") }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: ViewNode?) {
        add("willBeginZooming(\(view === imageView ? "image" : "?"))")
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat) {
        add("didEndZooming(\(view === imageView ? "image" : "?"), atScale: \(scale))")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { add("willBeginDragging") }
}

@MainActor
@Suite struct PhotoScreenPortTests {
    @MainActor
    struct App {
        let loop = MainRunLoop()
        let window: Window
        let photo = PhotoController()

        init() {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
            window.rootViewController = photo
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            photo.clearLog()
        }

        var center: CGPoint { CGPoint(x: 195, y: 422) }
    }

    /// UIKit: a single tap that must wait for a double tap to fail acts only once the double tap
    /// gave up — 350 ms after the finger lifted (here: down at 0, up at 50 ms, acts at 400 ms).
    @Test func aSingleTapTogglesTheChromeOnly350MillisecondsAfterTheLift() {
        let app = App()
        #expect(!app.photo.chrome.isHidden)
        app.window.tap(at: app.center)
        // Three frames of 1/60 s: 50 ms less two attoseconds (1/60 s is not a whole number of
        // attoseconds), so compare in milliseconds.
        #expect(((app.loop.now - app.photo.origin) / .milliseconds(1)).rounded() == 50)
        #expect(!app.photo.chrome.isHidden)
        #expect(app.photo.singleTap.state == .possible)
        app.loop.run(for: .milliseconds(349))
        #expect(!app.photo.chrome.isHidden)
        app.loop.run(for: .milliseconds(2))
        #expect(app.photo.chrome.isHidden)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.photo.lines == ["400ms singleTap → chrome hidden"])
        // A second single tap, later, shows it again.
        app.photo.clearLog()
        app.window.tap(at: app.center)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(!app.photo.chrome.isHidden)
        #expect(app.photo.lines == ["400ms singleTap → chrome shown"])
        #expect(app.photo.scrollView.zoomScale == 1)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: a double tap recognizes on the second lift (50 + 100 + 50 ms = 200 ms), zooms with an
    /// animated setZoomScale (didZoom per frame, then didEndZooming — no willBeginZooming for a
    /// programmatic zoom), keeps the center of the bounds in place, and the single tap never fires.
    @Test func aDoubleTapZoomsInAroundTheCenterAndTheSingleTapNeverFires() {
        let app = App()
        app.window.doubleTap(at: app.center)
        #expect(app.photo.lines.first == "200ms doubleTap → zoom in")
        #expect(app.loop.runUntilIdle() == .idle)
        let lines = app.photo.lines
        #expect(!lines.contains { $0.contains("singleTap") })
        #expect(!lines.contains { $0.contains("willBeginZooming") })
        #expect(lines.last?.hasSuffix("didEndZooming(image, atScale: 2.0)") == true)
        let zooms = lines.dropFirst().dropLast()
        #expect(zooms.count >= 10 && zooms.allSatisfy { $0.hasSuffix("didZoom") })
        #expect(app.photo.scrollView.zoomScale == 2)
        #expect(app.photo.imageView.frame == CGRect(x: 0, y: 0, width: 780, height: 1688))
        #expect(app.photo.scrollView.contentSize == CGSize(width: 780, height: 1688))
        #expect(app.photo.scrollView.contentOffset == CGPoint(x: 195, y: 422))
        #expect(!app.photo.chrome.isHidden)
        // The didEndZooming comes when the 0.3 s animation is over.
        let end = lines.last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        #expect(end >= 200 + 300 && end <= 200 + 300 + 17)

        // A second double tap zooms back out.
        app.photo.clearLog()
        app.window.doubleTap(at: app.center)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.photo.lines.first == "200ms doubleTap → zoom out")
        #expect(app.photo.lines.last?.hasSuffix("didEndZooming(image, atScale: 1.0)") == true)
        #expect(app.photo.scrollView.zoomScale == 1)
        #expect(app.photo.scrollView.contentOffset == .zero)
        #expect(!app.photo.chrome.isHidden)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: pinching two fingers apart zooms with willBeginZooming → didZoom… →
    /// didEndZooming(atScale:); neither tap recognizer acts on two fingers.
    @Test func pinchingOpenZoomsWithTheZoomDelegateCalls() {
        let app = App()
        app.window.pinch(at: app.center, from: 100, to: 200)
        #expect(app.loop.runUntilIdle() == .idle)
        let lines = app.photo.lines.map { String($0.drop { $0 != " " }.dropFirst()) }
        #expect(lines.first == "willBeginZooming(image)")
        #expect(lines.last == "didEndZooming(image, atScale: \(app.photo.scrollView.zoomScale))")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0 == "didZoom" })
        #expect(lines.count > 3)
        // The fingers went from 100 to 200 points apart, but the zoom follows them only from
        // where the pinch began (past its 8-point hysteresis, at 111.1 points: the second frame),
        // so the photo is zoomed 200 / 111.1 = 1.8×, not 2× (reported: surprising, undocumented).
        #expect(abs(app.photo.scrollView.zoomScale - 200 / (100 + 100.0 * 2 / 18)) < 1e-9)
        #expect(!lines.contains { $0.contains("Tap") })
        #expect(!app.photo.chrome.isHidden)
        #expect(!app.photo.scrollView.isZooming)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// A pinch past the maximum stops at maximumZoomScale.
    @Test func pinchingFarOpenStopsAtTheMaximumZoomScale() {
        let app = App()
        app.window.pinch(at: app.center, from: 50, to: 350)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.photo.scrollView.zoomScale == 4)
        #expect(app.photo.lines.last?.hasSuffix("didEndZooming(image, atScale: 4.0)") == true)
    }
}
