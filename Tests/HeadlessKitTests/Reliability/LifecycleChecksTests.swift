import Foundation
import Testing
import HeadlessKit
@testable import RandomOperations

/// The random-operation tester's check that every view leaving a superview was announced to it
/// (`willRemoveSubview(_:)`) tells views apart by identity, not by tag.
@MainActor
@Suite struct LifecycleChecksTests {
    /// Views with the same tag — as the views of controllers made from a storyboard all have tag
    /// 0 — are not mistaken for one another: a view joining its first superview is not taken for
    /// one with the same tag leaving the window. (Found by the random-operation tester with a
    /// storyboard's navigation controller presented over the current context: "view 0 left view
    /// -1, which never heard willRemoveSubview(_:) for it".)
    @Test func viewsThatShareATagAreToldApart() {
        let loop = MainRunLoop()
        let checks = LifecycleChecks()
        loop.lifecycleObserver = checks.observer(for: loop)
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.tag = -1
        let container = ViewNode(frame: .zero), content = ViewNode(frame: .zero)
        checks.know([window, container, content])
        window.addSubview(container)
        container.addSubview(content)
        content.removeFromSuperview()
        container.removeFromSuperview()
        #expect(checks.failures == [])
    }
}
