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

    @Test func autoLayoutExampleGivesTheFramesTheReadmeSays() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let title = ViewNode(), body = ViewNode()
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let bodyHeight = body.heightAnchor.constraint(equalTo: title.heightAnchor, multiplier: 4)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            title.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.widthAnchor.constraint(equalTo: title.widthAnchor),
            bodyHeight,
        ])
        loop.runUntilIdle()
        #expect(title.frame == CGRect(x: 8, y: 47, width: 374, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 99, width: 374, height: 176))

        bodyHeight.constant = 24
        window.frame.size.width = 844
        loop.runUntilIdle()
        #expect(body.frame == CGRect(x: 8, y: 99, width: 828, height: 200))
    }
}
