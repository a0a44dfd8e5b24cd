import Foundation
import Testing
@testable import HeadlessKit

/// A log names objects, not addresses: a freed object's identity is reused by the next object of
/// its size, and the log must never print the newcomer under the old name.
@MainActor
@Suite struct LifecycleEventLogTests {
    @Test func aNewViewAtAFreedNamedViewsAddressPrintsUnderItsOwnTypeName() throws {
        let loop = MainRunLoop()
        let log = LifecycleEventLog()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        loop.lifecycleObserver = log
        log.name(window, "window")
        var freedIdentity: ObjectIdentifier?
        do {
            let old = ViewNode()
            log.name(old, "old")
            freedIdentity = ObjectIdentifier(old)
            window.addSubview(old)
            old.removeFromSuperview()
        }
        // The allocator hands the freed block to the next object of the same size; keep every
        // candidate alive so that each one gets a fresh address until one lands on it.
        var candidates: [ViewNode] = []
        var newcomer: ViewNode?
        for _ in 0..<10_000 where newcomer == nil {
            let view = ViewNode()
            if ObjectIdentifier(view) == freedIdentity { newcomer = view } else { candidates.append(view) }
        }
        let reused = try #require(newcomer, "no allocation reused the freed view's address")
        window.addSubview(reused)
        #expect(log.lines == [
            "old.willMove(toSuperview: window)", "old.willMove(toWindow: window)", "old.didMoveToWindow()",
            "old.didMoveToSuperview()", "window.didAddSubview(old)",
            "window.willRemoveSubview(old)", "old.willMove(toSuperview: nil)", "old.willMove(toWindow: nil)",
            "old.didMoveToWindow()", "old.didMoveToSuperview()",
            "ViewNode.willMove(toSuperview: window)", "ViewNode.willMove(toWindow: window)", "ViewNode.didMoveToWindow()",
            "ViewNode.didMoveToSuperview()", "window.didAddSubview(ViewNode)",
        ])
        log.name(reused, "new")
        #expect(log.lines.suffix(2) == ["new.didMoveToSuperview()", "window.didAddSubview(new)"])
        #expect(log.lines.first == "old.willMove(toSuperview: window)")
        withExtendedLifetime(candidates) {}
    }

    /// Naming an object after its events were recorded names those events too (its life goes on).
    @Test func aNameGivenAfterTheEventsStillNamesThem() {
        let loop = MainRunLoop()
        let log = LifecycleEventLog()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        loop.lifecycleObserver = log
        let view = ViewNode()
        window.addSubview(view)
        log.name(window, "window")
        log.name(view, "view")
        #expect(log.lines == [
            "view.willMove(toSuperview: window)", "view.willMove(toWindow: window)", "view.didMoveToWindow()",
            "view.didMoveToSuperview()", "window.didAddSubview(view)",
        ])
    }
}
