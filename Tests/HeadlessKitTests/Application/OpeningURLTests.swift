import Foundation
import Testing
@testable import HeadlessKit

/// Another app opening one of this app's URLs: woken from the background, already in front, or
/// launched cold (Apple's "Allowing apps and websites to link to your content").
@MainActor
@Suite struct OpeningURLTests {
    let link = URL(string: "notes://note/42")!

    @Test func aURLOpenedInTheBackgroundArrivesBetweenWillEnterForegroundAndDidBecomeActive() {
        let (app, delegate) = Application.launchedForTest()
        app.simulate(.homeButton)
        delegate.log.removeAll()
        #expect(app.simulateOpening(link, sourceApplication: "com.example.mail"))
        app.runLoop.runUntilIdle()
        #expect(delegate.callbacks == [
            "willEnterForeground background", "open notes://note/42 inactive", "didBecomeActive active",
        ])
        #expect(delegate.openedURLs.map(\.1) == ["com.example.mail"])
    }

    @Test func aURLOpenedWhileActiveArrivesAlone() {
        let (app, delegate) = Application.launchedForTest()
        delegate.log.removeAll()
        #expect(app.simulateOpening(link))
        #expect(delegate.callbacks == ["open notes://note/42 active"])
        #expect(delegate.openedURLs.map(\.1) == [nil])
    }

    @Test func aURLOpeningAnAppThatIsNotRunningLaunchesItWithTheURL() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        #expect(app.simulateOpening(link))
        app.runLoop.runUntilIdle()
        let delegate = app.delegate as! RecordingAppDelegate
        #expect(delegate.callbacks.filter { !$0.hasPrefix("init") } == [
            "willFinishLaunching inactive", "didFinishLaunching inactive", "open notes://note/42 inactive",
            "didBecomeActive active",
        ])
    }

    @Test func aURLCannotEndACallAndIsRefusedWithTheStateUnchanged() throws {
        let (app, delegate) = Application.launchedForTest()
        app.simulate(.incomingCall)
        let log = delegate.log
        #expect(!app.simulateOpening(link))
        #expect(app.executionState == .inactive)
        #expect(delegate.log == log)
        let diagnostic = try #require(app.diagnostics.collected.last)
        #expect(diagnostic.kind == .impossibleSystemEvent)
        #expect(diagnostic.message
            == "opening notes://note/42 is impossible now: the app is inactive (incomingCall). The event was ignored and "
            + "the state stays inactive.")
    }
}
