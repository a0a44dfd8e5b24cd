import Foundation
import Testing
import HeadlessKit

// A "preferences" screen ported from UIKit: a switch, a slider, a stepper and a segmented control
// wired with target-actions and `UIAction`s, a spinner shown while saving and a progress bar —
// driven by taps, drags and a hold played through the window. Public API only.

/// The preferences screen (UIKit port: `class PreferencesViewController: UIViewController`).
final class PreferencesController: ViewControllerBase {
    let notifications = Switch(frame: CGRect(x: 300, y: 100, width: 0, height: 0))
    let volume = Slider(frame: CGRect(x: 20, y: 160, width: 350, height: 31))
    let copies = Stepper(frame: CGRect(x: 270, y: 220, width: 0, height: 0))
    let quality = SegmentedControl(items: ["Low", "Medium", "High"])
    let spinner = ActivityIndicatorView(style: .medium)
    let upload = ProgressView(progressViewStyle: .default)
    /// What the screen did, in order.
    private(set) var lines: [String] = []

    override func loadView() {
        view = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        notifications.addTarget(self, action: PreferencesController.notificationsChanged, for: .valueChanged)
        volume.isContinuous = false
        volume.addAction(Action { [unowned self] _ in lines.append("volume \(volume.value)") }, for: .valueChanged)
        copies.maximumValue = 5
        copies.value = 1
        copies.addTarget(self, action: PreferencesController.copiesChanged, for: .valueChanged)
        quality.frame = CGRect(x: 20, y: 280, width: 350, height: 32)
        quality.selectedSegmentIndex = 1
        quality.addAction(Action { [unowned self] _ in save() }, for: .primaryActionTriggered)
        spinner.center = CGPoint(x: 195, y: 400)
        upload.frame = CGRect(x: 20, y: 450, width: 350, height: 4)
        for control in [notifications, volume, copies, quality, spinner, upload] as [ViewNode] {
            view.addSubview(control)
        }
    }

    func notificationsChanged(_ sender: Switch) {
        lines.append("notifications \(sender.isOn ? "on" : "off")")
    }

    func copiesChanged(_ sender: Stepper) {
        lines.append("copies \(Int(sender.value))")
    }

    private func save() {
        lines.append("save quality \(quality.selectedSegmentIndex)")
        spinner.startAnimating()
        upload.setProgress(0.5, animated: true)
    }
}

@MainActor
@Suite struct PreferencesScreenPortTests {
    /// A window showing the preferences screen, settled.
    @MainActor
    struct App {
        let loop = MainRunLoop()
        let window: Window
        let screen = PreferencesController()

        init() {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            loop.runUntilIdle()
        }

        /// The centre of `view` in the window, offset by `dx`.
        func point(in view: ViewNode, dx: CGFloat = 0) -> CGPoint {
            view.convert(CGPoint(x: view.bounds.midX + dx, y: view.bounds.midY), to: window)
        }
    }

    @Test func theControlsTakeUIKitsSizes() {
        let app = App()
        #expect(app.screen.notifications.frame == CGRect(x: 300, y: 100, width: 51, height: 31))
        #expect(app.screen.copies.frame == CGRect(x: 270, y: 220, width: 94, height: 32))
        #expect(app.screen.spinner.frame == CGRect(x: 185, y: 390, width: 20, height: 20))
        #expect(app.screen.spinner.isHidden)
    }

    /// A tap on the switch, a drag of the slider (reported once, at the lift), a hold on the
    /// stepper's + (repeating until its maximum) and a tap on a segment (whose primary action
    /// saves), in that order.
    @Test func fingersDriveTheWholeScreen() {
        let app = App()
        app.window.tap(app.screen.notifications)
        let thumb = app.point(in: app.screen.volume)
        app.window.drag(from: CGPoint(x: 20 + 14, y: thumb.y), to: CGPoint(x: 20 + 336, y: thumb.y))
        app.window.longPress(at: app.point(in: app.screen.copies, dx: 24), duration: .milliseconds(2600))
        app.window.tap(at: app.point(in: app.screen.quality, dx: 117))
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.screen.lines == [
            "notifications on",
            "volume 1.0",
            "copies 2", "copies 3", "copies 4", "copies 5",
            "save quality 2",
        ])
        #expect(!app.screen.spinner.isHidden)
        #expect(app.screen.upload.progress == 0.5)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }
}
