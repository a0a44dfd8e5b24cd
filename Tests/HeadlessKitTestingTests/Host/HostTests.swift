import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A controller whose view is a plain view with one label, recording nothing of its own.
@MainActor
final class GreetingController: ViewControllerBase {
    let label = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        view.addSubview(label)
    }
}

/// A controller whose view keeps a closure that captures the controller: a strong reference cycle.
@MainActor
final class LeakingController: ViewControllerBase {
    var onTap: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onTap = { self.view.backgroundColor = .red }
    }
}

@MainActor @Suite struct HostTests {
    @Test func aHostShowsItsControllerInAKeyWindowOnThePhoneScreenSettled() {
        let host = TestHost(GreetingController())
        #expect(host.window.isKeyWindow)
        #expect(host.window.rootViewController === host.root)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.root.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(host.root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The first appearance, as a window's root view controller's: UIKit's order of loading,
        // moving into the window, the first layout with the safe area, display, then viewDidAppear.
        #expect(host.trace.lines == [
            "GreetingController.loadView()", "GreetingController.viewDidLoad()",
            "Label.willMove(toSuperview: ViewNode)", "Label.didMoveToSuperview()", "ViewNode.didAddSubview(Label)",
            "ViewNode.willMove(toSuperview: Window)", "GreetingController.viewWillAppear(false)",
            "ViewNode.willMove(toWindow: Window)", "Label.willMove(toWindow: Window)", "ViewNode.didMoveToWindow()",
            "Label.didMoveToWindow()", "ViewNode.didMoveToSuperview()", "Window.didAddSubview(ViewNode)",
            "Window.becomeKey()", "Label.updateConstraints()", "Window.safeAreaInsetsDidChange()", "Window.layoutSubviews()",
            "ViewNode.safeAreaInsetsDidChange()", "GreetingController.viewSafeAreaInsetsDidChange()",
            "ViewNode.layoutMarginsDidChange()", "GreetingController.viewLayoutMarginsDidChange()",
            "GreetingController.viewWillLayoutSubviews()", "ViewNode.layoutSubviews()",
            "GreetingController.viewDidLayoutSubviews()", "Label.layoutSubviews()", "Window.draw((0 0; 390 844))",
            "ViewNode.draw((0 0; 390 844))", "Label.draw((0 0; 200 30))", "GreetingController.viewDidAppear(false)",
        ])
    }

    @Test func aControllerThatOutlivesTheHostFailsTheTestAtTheLineThatMadeTheHost() {
        var line: UInt = 0
        let failures = withCapturedFailures {
            line = #line; let host = TestHost(LeakingController())
            _ = host.root
        }
        #expect(failures.map(\.message) == [
            "2 views and controllers the test showed outlived the host: LeakingController, ViewNode. Something still "
                + "holds them — a "
                + "closure capturing self, a delegate or target held strongly, a timer — or the test does; call "
                + "excludeFromLeakCheck(_:) for an object kept on purpose, or set checksLeaks = false."
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func aRepeatingTimerFailsSettleNamingItInsteadOfHanging() {
        let failures = withCapturedFailures {
            let host = TestHost(GreetingController())
            host.settleTimeLimit = .seconds(1)
            let timer = host.loop.scheduleTimer(withTimeInterval: .milliseconds(100), repeats: true) { _ in }
            host.settle()
            timer.invalidate()
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("The loop never settled: after 1.0 seconds of virtual time it still had ") == true)
    }
}

/// A delegate that makes its window and a navigation controller at launch, and records URLs.
@MainActor
final class LinkingAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var openedURLs: [URL] = []

    func application(_ application: Application, didFinishLaunchingWithOptions options: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = Window(application: application)
        window?.rootViewController = NavigationController(rootViewController: GreetingController())
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool {
        openedURLs.append(url)
        return true
    }
}

@MainActor @Suite struct AppHostTests {
    @Test func aLaunchedAppIsHostedWithItsKeyWindowsRootAsTheRoot() {
        let host = TestHost(launching: { LinkingAppDelegate() }, root: NavigationController.self)
        #expect(host.app.applicationState == .active)
        #expect(host.root.topViewController is GreetingController)
        #expect(host.window.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func pressingHomeThenOpeningALinkBringsTheAppBackAroundTheURL() {
        let host = TestHost(launching: { LinkingAppDelegate() }, root: NavigationController.self)
        host.pressHome()
        #expect(host.app.applicationState == .background)
        host.openURL(URL(string: "greeting://hello")!)
        #expect(host.app.applicationState == .active)
        #expect((host.app.delegate as? LinkingAppDelegate)?.openedURLs == [URL(string: "greeting://hello")!])
        #expect(host.trace.actions.map(\.name) == ["press home", "open greeting://hello"])
    }

    @Test func aSystemEventTheAppCannotTakeFailsAtTheCallersLineWithHeadlessKitsReason() {
        var line: UInt = 0
        let failures = withCapturedFailures {
            let host = TestHost(GreetingController())
            line = #line; host.unlock()
        }
        #expect(failures.map(\.message) == [
            "The app refused \"unlock\": unlock is impossible now: the app is active. The event was ignored and the state "
                + "stays active.",
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func rotatingTurnsTheWindowAndItsSafeAreaToLandscape() {
        let host = TestHost(GreetingController())
        host.rotate()
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(host.root.view.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(host.screen.orientation == .landscape)
    }

    @Test func aTabletHostsItsControllerAsAnIPadAppRegularBothWaysUp() {
        let host = TestHost(GreetingController(), screen: .tablet)
        let traits = host.root.traitCollection
        #expect([traits.userInterfaceIdiom] == [.pad] && [traits.horizontalSizeClass, traits.verticalSizeClass] == [.regular, .regular])
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 834, height: 1194) && host.app.screen.scale == 2)
        host.rotate()
        #expect(host.root.traitCollection.horizontalSizeClass == .regular && host.window.frame.width == 1194)
    }
}
