import Foundation
import Testing
@testable import HeadlessKit

/// One view controller's life: lazy loading, appearance driven by its window, the layout
/// callbacks around its root view, memory warnings (lifecycle contract §1–2; seeds S3 and S4).
@MainActor
@Suite struct ViewControllerLifecycleTests {
    /// Records its own deinit into a shared list, as the seed traces' `VC.deinit`.
    final class DeinitLog { var lines: [String] = [] }

    final class MainController: ViewControllerBase {
        let deinitLog: DeinitLog
        let sub = SubView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let constrainsSub: Bool
        init(deinitLog: DeinitLog, constrainsSub: Bool = false) {
            self.deinitLog = deinitLog
            self.constrainsSub = constrainsSub
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(sub)
            guard constrainsSub else { return }
            // As a storyboard scene would: the subview pinned to the root view by constraints.
            sub.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                sub.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                sub.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                sub.widthAnchor.constraint(equalToConstant: 50),
                sub.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        isolated deinit { deinitLog.lines.append("VC.deinit") }
    }

    final class SubView: ViewNode {}

    /// The restriction of the log to the callbacks a seed trace names, as `VC.x` / `Sub.x` lines.
    func seedLines(_ log: LifecycleEventLog, controller: AnyObject, sub: AnyObject, subCallbacks: Set<LifecycleCallback>) -> [String] {
        log.events.compactMap { event in
            if event.receiver == ObjectIdentifier(controller) { return "VC.\(event.callback.rawValue.prefix { $0 != "(" })" }
            if event.receiver == ObjectIdentifier(sub), subCallbacks.contains(event.callback) {
                return "Sub.view.\(event.callback.rawValue.prefix { $0 != "(" })"
            }
            return nil
        }
    }

    // The reference log of a controller whose custom subview is laid out by constraints: the
    // constraints pass reaches the controller (updateViewConstraints) before layout.
    @Test func seedS4ControllerWithACustomSubviewShownThenHidden() {
        let fixture = ViewFixture()
        let deinitLog = DeinitLog()
        var controller: MainController? = MainController(deinitLog: deinitLog, constrainsSub: true)
        fixture.window.rootViewController = controller
        fixture.loop.withCurrent { fixture.window.makeKeyAndVisible() }
        fixture.loop.runUntilIdle()
        let sub = controller!.sub
        let subCallbacks: Set<LifecycleCallback> = [.willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .layoutSubviews, .draw]
        #expect(seedLines(fixture.log, controller: controller!, sub: sub, subCallbacks: subCallbacks) == [
            "VC.loadView",
            "VC.viewDidLoad",
            "Sub.view.willMove",
            "Sub.view.didMoveToSuperview",
            "VC.viewWillAppear",
            "Sub.view.willMove",
            "Sub.view.didMoveToWindow",
            "VC.updateViewConstraints",
            "VC.viewWillLayoutSubviews",
            "VC.viewDidLayoutSubviews",
            "Sub.view.layoutSubviews",
            "Sub.view.draw",
            "VC.viewDidAppear",
        ])
        #expect(controller!.appearanceState == .appeared)

        fixture.log.removeAll()
        fixture.window.rootViewController = nil   // hidden
        #expect(seedLines(fixture.log, controller: controller!, sub: sub, subCallbacks: subCallbacks) == [
            "VC.viewWillDisappear",
            "Sub.view.willMove",
            "Sub.view.didMoveToWindow",
            "VC.viewDidDisappear",
        ])
        #expect(fixture.log.lines.contains("SubView.willMove(toWindow: nil)"))
        controller = nil
        #expect(deinitLog.lines == ["VC.deinit"], "seed S3: released once nothing holds it")
    }

    // A controller created in code, no constraints anywhere and no update requested: a real
    // iOS 11 log shows viewWillAppear → viewWillLayoutSubviews → layoutSubviews →
    // viewDidLayoutSubviews → draw → viewDidAppear, with no constraints pass.
    @Test func seedS3ControllerCreatedInCodeLivesItsWholeLife() {
        let fixture = ViewFixture()
        let deinitLog = DeinitLog()
        var controller: MainController? = MainController(deinitLog: deinitLog)
        fixture.window.rootViewController = controller
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        fixture.window.rootViewController = ViewControllerBase()   // replaced: the old one disappears
        controller = nil
        let vcLines = fixture.log.events.filter { $0.receiverType == "MainController" }.map(\.callback)
        #expect(vcLines == [
            .loadView, .viewDidLoad, .viewWillAppear,
            .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
            .viewWillDisappear, .viewDidDisappear,
        ])
        #expect(deinitLog.lines == ["VC.deinit"])
    }

    @Test func makeKeyAndVisibleInDidFinishLaunchingFollowsContractSection1() {
        final class LaunchingDelegate: RecordingAppDelegate {
            final class Root: ViewControllerBase {
                weak var delegate: RecordingAppDelegate?
                override func loadView() { delegate?.log.append("loadView"); super.loadView() }
                override func viewDidLoad() { delegate?.log.append("viewDidLoad") }
                override func viewWillAppear(_ animated: Bool) { delegate?.log.append("viewWillAppear") }
                override func viewWillLayoutSubviews() { delegate?.log.append("viewWillLayoutSubviews") }
                override func viewDidAppear(_ animated: Bool) { delegate?.log.append("viewDidAppear") }
            }
            override func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
                let window = Window(application: application)
                let root = Root()
                root.delegate = self
                window.rootViewController = root
                log.append("makeKeyAndVisible {")
                window.makeKeyAndVisible()
                log.append("}")
                self.window = window
                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
            }
        }
        let (app, delegate) = Application.launchedForTest(delegate: LaunchingDelegate.self)
        #expect(delegate.callbacks == [
            "init background", "willFinishLaunching inactive",
            "makeKeyAndVisible {", "loadView", "viewDidLoad", "viewWillAppear", "}",
            "didFinishLaunching inactive",
            "viewWillLayoutSubviews",
            "didBecomeActive active",
            "viewDidAppear",
        ])
        #expect(delegate.window?.rootViewController?.view.frame == CGRect(origin: .zero, size: app.screenSize))
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
}
