import Foundation
import Testing
@testable import HeadlessKit

/// One view controller's life: lazy loading, appearance driven by its window, the layout
/// callbacks around its root view, memory warnings (the application and "a view controller
/// appearing" sections of Lifecycle Guarantees, and the reference logs "a controller's whole
/// life" and "a controller with a custom subview").
@MainActor
@Suite struct ViewControllerLifecycleTests {
    /// The reference logs' `Main` controller: its view holds a custom subview, placed by
    /// constraints (as a storyboard scene places it) when `constrainsSub`.
    final class MainController: TracedController {
        let sub = SubView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        var constrainsSub = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(sub)
            guard constrainsSub else { return }
            sub.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                sub.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                sub.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                sub.widthAnchor.constraint(equalToConstant: 50),
                sub.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    final class SubView: ViewNode {}

    /// The callbacks the reference log names for the subview.
    static let subCallbacks: Set<LifecycleCallback> = [
        .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .layoutSubviews, .draw,
    ]

    /// The trace restricted to the callbacks the reference log names: the controller's, and the
    /// subview's `subCallbacks`.
    func referenceLines(_ fixture: ControllerFixture) -> [String] {
        fixture.trace.lines.filter { line in
            !line.hasPrefix("Sub.") || Self.subCallbacks.contains { line.hasPrefix("Sub.\($0.rawValue.prefix { $0 != "(" })(") }
        }
    }

    // The reference log of a controller whose custom subview is laid out by constraints: the
    // constraints pass reaches the controller (updateViewConstraints) before layout.
    @Test func aControllerWithACustomSubviewShownThenHiddenFollowsTheReferenceLog() {
        let fixture = ControllerFixture()
        var controller: MainController? = MainController("VC", in: fixture.trace)
        controller!.constrainsSub = true
        fixture.trace.name(controller!.sub, "Sub")
        fixture.show(controller!)
        #expect(referenceLines(fixture) == [
            "VC.loadView()",
            "VC.viewDidLoad()",
            "Sub.willMove(toSuperview: ViewNode)",
            "Sub.didMoveToSuperview()",
            "VC.viewWillAppear(false)",
            "Sub.willMove(toWindow: Window)",
            "Sub.didMoveToWindow()",
            "VC.updateViewConstraints()",
            "VC.viewWillLayoutSubviews()",
            "VC.viewDidLayoutSubviews()",
            "Sub.layoutSubviews()",
            "Sub.draw((0 0; 50 50))",
            "VC.viewDidAppear(false)",
        ])
        #expect(controller!.appearanceState == .appeared)

        fixture.trace.removeAll()
        fixture.window.rootViewController = nil   // hidden
        #expect(referenceLines(fixture) == [
            "VC.viewWillDisappear(false)",
            "Sub.willMove(toWindow: nil)",
            "Sub.didMoveToWindow()",
            "VC.viewDidDisappear(false)",
        ])
        fixture.trace.removeAll()
        controller = nil
        // Released once nothing holds it; its root view then goes, taking the subview out of it
        // (constraints hold their items weakly, so nothing keeps the views alive).
        #expect(referenceLines(fixture) == [
            "VC.deinit", "Sub.willMove(toSuperview: nil)", "Sub.didMoveToSuperview()",
        ], "released once nothing holds it")
    }

    // A controller created in code, no constraints anywhere and no update requested: a real
    // iOS 11 log shows viewWillAppear → viewWillLayoutSubviews → layoutSubviews →
    // viewDidLayoutSubviews → draw → viewDidAppear, with no constraints pass.
    @Test func aControllerCreatedInCodeLivesItsWholeLifeWithoutAConstraintsPass() {
        let fixture = ControllerFixture()
        var controller: MainController? = MainController("VC", in: fixture.trace)
        fixture.show(controller!)
        fixture.window.rootViewController = ViewControllerBase()   // replaced: the old one disappears
        controller = nil
        #expect(fixture.trace.lines == [
            "VC.loadView()", "VC.viewDidLoad()", "VC.viewWillAppear(false)",
            "VC.viewWillLayoutSubviews()", "VC.viewDidLayoutSubviews()", "VC.viewDidAppear(false)",
            "VC.viewWillDisappear(false)", "VC.viewDidDisappear(false)", "VC.deinit",
        ])
    }

    @Test func makeKeyAndVisibleInDidFinishLaunchingShowsTheRootBeforeActivation() {
        final class LaunchingDelegate: Responder, AppDelegateProtocol {
            var window: Window?
            required override init() {
                super.init()
                (Application.current?.runLoop.lifecycleObserver as? ControllerTrace)?.name(self, "app")
            }
            func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
                let trace = application.runLoop.lifecycleObserver as! ControllerTrace
                let window = Window(application: application)
                window.rootViewController = TracedController("root", in: trace)
                trace.note("makeKeyAndVisible {")
                window.makeKeyAndVisible()
                trace.note("}")
                self.window = window
                return true
            }
        }
        let app = Application.create(delegate: LaunchingDelegate.self)
        let trace = ControllerTrace()
        app.runLoop.lifecycleObserver = trace
        app.launch()
        app.runLoop.runUntilIdle()
        #expect(trace.lines == [
            "app.init()", "app.application(Application)", "app.application(Application)",
            "makeKeyAndVisible {", "root.loadView()", "root.viewDidLoad()", "root.viewWillAppear(false)", "}",
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()",
            "app.applicationDidBecomeActive(Application)",
            "root.viewDidAppear(false)",
        ])
        #expect(app.keyWindow?.rootViewController?.view.frame == CGRect(origin: .zero, size: app.screenSize))
    }

    @Test func viewLoadsLazilyOnceAndReloadsAfterBeingUnloaded() {
        let fixture = ViewFixture()
        let controller = ViewControllerBase()
        fixture.log.name(controller, "vc")
        fixture.loop.withCurrent {
            #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
            let first = controller.view
            #expect(controller.view === first && controller.isViewLoaded)
            controller.view = nil
            #expect(!controller.isViewLoaded)
            controller.loadViewIfNeeded()
            #expect(controller.view !== first)
        }
        #expect(fixture.log.lines == ["vc.loadView()", "vc.viewDidLoad()", "vc.loadView()", "vc.viewDidLoad()"])
    }

    @Test func unbalancedAppearanceCallsAreRefusedWithUIKitsWarning() throws {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let controller = ViewControllerBase()
        let log = LifecycleEventLog()
        loop.lifecycleObserver = log
        log.name(controller, "vc")
        loop.withCurrent {
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(true, animated: true)
            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)   // cancels the disappearance
            controller.endAppearanceTransition()
        }
        // The did-callback carries the animated flag of its begin, as UIKit's does.
        #expect(log.lines == [
            "vc.viewWillAppear(true)", "vc.viewDidAppear(true)",
            "vc.viewWillDisappear(false)", "vc.viewWillAppear(false)", "vc.viewDidAppear(false)",
        ])
        let diagnostics = loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.unbalancedAppearanceTransition, .unbalancedAppearanceTransition])
        #expect(diagnostics[0].message.hasPrefix("Unbalanced calls to begin/end appearance transitions for"))
        #expect(controller.appearanceState == .appeared)
    }

    @Test func memoryWarningReachesTheDelegateThenTheNotificationThenTheRootController() {
        final class Root: ViewControllerBase {
            weak var delegate: RecordingAppDelegate?
            override func didReceiveMemoryWarning() {
                delegate?.log.append("root.didReceiveMemoryWarning")
                super.didReceiveMemoryWarning()
            }
        }
        let (app, delegate) = Application.launchedForTest()
        let window = Window(application: app)
        let root = Root()
        root.delegate = delegate
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()
        delegate.log.removeAll()
        app.simulate(.memoryWarning)
        #expect(delegate.log == [
            "didReceiveMemoryWarning active", "→ UIApplicationDidReceiveMemoryWarningNotification", "root.didReceiveMemoryWarning",
        ])
        #expect(root.isViewLoaded, "a view in a window is never released")
    }

    @Test func optInPolicyReleasesAViewNotInAWindowSoItLoadsAgain() {
        let (app, _) = Application.launchedForTest()
        app.releasesViewsNotInWindowOnMemoryWarning = true
        let controller = ViewControllerBase()
        app.withCurrent {
            _ = controller.view
            controller.didReceiveMemoryWarning()
        }
        #expect(!controller.isViewLoaded)
        app.releasesViewsNotInWindowOnMemoryWarning = false
        app.withCurrent { _ = controller.view; controller.didReceiveMemoryWarning() }
        #expect(controller.isViewLoaded)
    }

    @Test func responderChainPassesFromTheRootViewToItsController() {
        let (app, delegate) = Application.launchedForTest()
        let window = Window(application: app)
        let controller = ViewControllerBase()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let button = ViewNode()
        controller.view.addSubview(button)
        #expect(button.responderChain.map(ObjectIdentifier.init)
                == [button, controller.view, controller, window, app, delegate].map(ObjectIdentifier.init))
    }

    @Test func appearanceFlagsAreFalseForAWindowDrivenAppearance() {
        final class FlagProbe: ViewControllerBase {
            var flags: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { flags += [isMovingToParent, isBeingPresented] }
            override func viewWillDisappear(_ animated: Bool) { flags += [isMovingFromParent, isBeingDismissed] }
        }
        let fixture = ViewFixture()
        let probe = FlagProbe()
        fixture.window.rootViewController = probe
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        fixture.window.rootViewController = nil
        #expect(probe.flags == [false, false, false, false])
    }

    @Test func replacedRootControllerAndItsViewAreReleased() {
        let fixture = ViewFixture()
        weak var weakController: ViewControllerBase?
        weak var weakView: ViewNode?
        do {
            let controller = ViewControllerBase()
            fixture.window.rootViewController = controller
            fixture.window.makeKeyAndVisible()
            fixture.loop.runUntilIdle()
            weakController = controller
            weakView = controller.view
        }
        fixture.window.rootViewController = ViewControllerBase()
        fixture.loop.runUntilIdle()
        #expect(weakController == nil && weakView == nil)
    }

    /// Replacing the root controller of a hidden window never loads the old one's view: there is
    /// no view of it to take out of the window.
    @Test func replacingTheRootControllerOfAHiddenWindowDoesNotLoadTheOldOnesView() {
        let fixture = ViewFixture()
        let first = ViewControllerBase(), second = ViewControllerBase()
        fixture.window.rootViewController = first
        fixture.window.rootViewController = second
        fixture.loop.runUntilIdle()
        #expect(!first.isViewLoaded && !second.isViewLoaded)
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        #expect(!first.isViewLoaded && second.view.window === fixture.window)
        #expect(fixture.window.subviews.count == 1)
    }
}
