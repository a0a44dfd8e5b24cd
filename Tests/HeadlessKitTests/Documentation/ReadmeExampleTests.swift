import Foundation
import Testing
import HeadlessKit

/// The README's quick start, run as written, so its printed output cannot drift from the code.
@MainActor
@Suite struct ReadmeExampleTests {
    final class CenteringView: ViewNode {
        override func layoutSubviews() {
            super.layoutSubviews()
            for subview in subviews {
                subview.center = CGPoint(x: bounds.midX, y: bounds.midY)
            }
        }
    }

    @Test func quickStartPrintsWhatTheReadmeSays() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        let banner = CenteringView(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        let label = ViewNode(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        banner.addSubview(label)
        window.addSubview(banner)
        window.makeKeyAndVisible()

        let log = LifecycleEventLog()
        loop.lifecycleObserver = log
        log.name(window, "window")
        log.name(banner, "banner")
        log.name(label, "label")

        loop.runUntilIdle()
        #expect(log.lines == [
            "window.layoutSubviews()", "banner.layoutSubviews()", "label.layoutSubviews()",
            "window.draw((0 0; 390 844))", "banner.draw((0 0; 390 60))", "label.draw((0 0; 120 30))",
        ])

        log.removeAll()
        banner.frame.size.height = 80
        loop.runUntilIdle()
        #expect(log.lines == ["window.layoutSubviews()", "banner.layoutSubviews()"])
        #expect(label.description == "<ViewNode; frame = (135 25; 120 30)>")
    }
}
