import Foundation
import HeadlessKit
import HeadlessKitPictures

/// The demo's two pictures, both of its last app (the storyboard app, played from its launch to
/// the unwind): its timeline and the screen it ends on.
///
/// `swift run HeadlessDemo --pictures <directory>` writes them; `docs/demo/` holds the copies the
/// README shows, and a test regenerates them and compares them byte for byte.
@MainActor
struct DemoPictures {
    /// The file the timeline is written to.
    static let timelineFileName = "timeline.svg"
    /// The file the final screen is written to.
    static let finalScreenFileName = "final-screen.png"

    /// What the timeline shows: the controllers' appearance callbacks. Every callback (layout
    /// passes, every view's moves) would make a picture many thousands of pixels wide, and so
    /// would the first app (over seven thousand for its appearance and state callbacks alone).
    static let timelineCallbacks: Set<LifecycleCallback> = [
        .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]

    /// Every other callback: what the recording leaves out.
    static let callbacksLeftOut: Set<LifecycleCallback> = Set(LifecycleCallback.allCases).subtracting(timelineCallbacks)

    /// Pixels per point of the final screen: 1, as the testing library's snapshots, keeps the
    /// file a few kilobytes.
    static let finalScreenScale: CGFloat = 1

    /// The storyboard app's appearance callbacks, with the demo's actions.
    let recording: TraceRecording
    /// The screen the demo ends on: the storyboard app's windows, as they were last displayed.
    let finalScreen: RenderScene

    /// The timeline of ``recording``, as an SVG document.
    var timelineSVG: String { recording.timelineSVG() }

    /// ``finalScreen`` painted over white, as a PNG file.
    var finalScreenPNG: Data { PNGImage.encode(finalScreen.rasterized(background: .white)) }

    /// Writes both pictures into `directory`, creating it if needed.
    func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(timelineSVG.utf8).write(to: directory.appendingPathComponent(Self.timelineFileName))
        try finalScreenPNG.write(to: directory.appendingPathComponent(Self.finalScreenFileName))
    }
}
