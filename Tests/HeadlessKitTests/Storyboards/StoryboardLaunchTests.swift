import Foundation
import Testing
@testable import HeadlessKit

/// The main storyboard at launch — what `UIMainStoryboardFile` makes UIKit do.
@MainActor
@Suite struct StoryboardLaunchTests {
    final class WindowedDelegate: Responder, AppDelegateProtocol {
        var window: Window?
        func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            note(application, "willFinishLaunching: window \(window == nil ? "nil" : "set"), root \(window?.rootViewController.map { "\(type(of: $0))" } ?? "nil"), key \(window?.isKeyWindow ?? false)")
            return true
        }
        func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            note(application, "didFinishLaunching: key \(window?.isKeyWindow ?? false)")
            return true
        }
        private func note(_ application: Application, _ line: String) {
            (application.runLoop.lifecycleObserver as? StoryboardTrace)?.note(line)
        }
    }

    final class WindowlessDelegate: Responder, AppDelegateProtocol {}

    // UIKit (UIMainStoryboardFile): the storyboard's initial controller becomes the root of a
    // window assigned to the delegate, before willFinishLaunching; the window is made key and
    // visible once didFinishLaunching returns.
    @Test func theMainStoryboardsInitialControllerIsTheRootBeforeWillFinishAndShownAfterDidFinish() throws {
        let app = Application.create(delegate: WindowedDelegate.self)
        let trace = StoryboardTrace()
        app.runLoop.lifecycleObserver = trace
        app.runLoop.diagnostics.policy = .collect
        app.mainStoryboard = Storyboard(name: "Navigation", bundle: .module, classRegistry: StoryboardScenes.registry)
        app.launch()
        trace.note("launched")
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(trace.lines == [
            "WindowedDelegate.init()",
            "ListController.init(coder:)",
            "NavigationController.init(coder:)",
            "ListController.willMove(toParent: NavigationController)",
            "ListController.awakeFromNib()",
            "NavigationController.awakeFromNib()",
            "WindowedDelegate.application(Application)",
            "willFinishLaunching: window set, root NavigationController, key false",
            "WindowedDelegate.application(Application)",
            "didFinishLaunching: key false",
            "NavigationController.loadView()",
            "NavigationController.viewDidLoad()",
            "ListController.loadView()",
            "ListController.viewDidLoad()",
            "ListController.didMove(toParent: NavigationController)",
            "NavigationController.viewWillAppear(false)",
            "ListController.viewWillAppear(false)",
            "Window.becomeKey()",
            "launched",
            "WindowedDelegate.applicationDidBecomeActive(Application)",
            "NavigationController.viewDidAppear(false)",
            "ListController.viewDidAppear(false)",
        ])
        let window = try #require(app.delegate?.window)
        #expect(window.isKeyWindow)
        #expect(window.rootViewController is NavigationController)
        #expect(app.diagnostics.collected.isEmpty)
    }

    @Test func aDelegateWithoutAWindowStillGetsTheStoryboardShown() throws {
        let app = Application.create(delegate: WindowlessDelegate.self)
        app.runLoop.diagnostics.policy = .collect
        app.mainStoryboard = Storyboard(name: "Navigation", bundle: .module, classRegistry: StoryboardScenes.registry)
        app.launch()
        app.runLoop.runUntilIdle()
        let window = try #require(app.keyWindow)
        #expect(window.rootViewController is NavigationController)
        #expect(app.diagnostics.collected.isEmpty)
    }
}
