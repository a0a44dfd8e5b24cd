import Foundation
import HeadlessKit
import TestSupport

/// Everything one seed acts on: an application with two windows, a second run loop with one
/// window, a pool of views and controllers, the constraints made so far, and the hooks' budget.
@MainActor
final class World: NavigationControllerDelegate, TabBarControllerDelegate {
    let seed: UInt64
    let profile: RandomOperations.Profile
    let log: ((String) -> Void)?
    /// The generator of the operation running now (hooks draw from it too).
    var random: SplitMix64

    var application: Application?
    var otherLoop: MainRunLoop?
    var windows: [Window] = []
    var views: [ChaosView] = []
    var stackViews: [StackView] = []
    var scrollViews: [ChaosScrollView] = []
    var controllers: [ViewControllerBase] = []
    var constraints: [LayoutConstraint] = []
    var interactivePops: [(navigation: NavigationController, pop: InteractivePop)] = []
    var backgroundTasks: [BackgroundTaskIdentifier] = []
    /// Touch messages and recognizer actions that broke UIKit's order, as they happened.
    var touchViolations: [String] = []
    var controls: [ChaosControl] = []
    var everydayControls: [ViewNode] = []
    /// Recognizers whose state a misuse operation set by hand.
    var externallyDrivenRecognizers: Set<ObjectIdentifier> = []
    lazy var recognizerDelegate = ChaosRecognizerDelegate(world: self)
    /// The display links and animations of the run (World+Animation.swift).
    lazy var animationState = AnimationChaos()
    /// The labels, image views and buttons of the run (World+Content.swift).
    lazy var contentState = ContentChaos()
    /// The text fields and text views of the run (World+TextInput.swift).
    let textInputs = TextInputPool()
    /// The property animators of the run (World+ViewAnimation.swift).
    lazy var viewAnimationState = ViewAnimationChaos()
    /// The transaction completion blocks of the run (World+Transactions.swift).
    lazy var transactionState = TransactionChaos()
    /// The table views of the run (World+Tables.swift).
    lazy var tableState = TableChaos()
    /// The collection views of the run (World+Collections.swift).
    lazy var collectionState = CollectionChaos()
    /// The batch-update table of the run (World+TableUpdates.swift).
    lazy var tableUpdateState = TableUpdateChaos()
    /// The diffable data source of the run (World+Diffable.swift).
    lazy var diffableState = DiffableChaos()
    /// The misbehaving table of the run and what its misuse found (World+TableMisuse.swift).
    lazy var tableMisuseState = TableMisuseChaos()

    /// Routing and departure checks, fed by an observer on each loop.
    let lifecycleChecks = LifecycleChecks()
    /// How many times the after-idle checks ran; the costly ones run on every sixteenth.
    var idleChecksMade = 0
    /// Every object the run made, to check at the end that none outlives it.
    var tracked: [TrackedObject] = []
    var hookBudget = 0
    var hookDepth = 0
    var hookOperations = 0
    var refusals = 0
    private var nextViewTag = 1
    private var nextControllerNumber = 0
    private var nextRootViewTag = 100_000

    /// A tag for a controller's root view, unique in the run: a view that loads again is another view.
    func makeRootViewTag() -> Int {
        nextRootViewTag += 1
        return nextRootViewTag
    }

    var loops: [MainRunLoop] { [application?.runLoop, otherLoop].compactMap { $0 } }
    var diagnosticCount: Int { loops.reduce(0) { $0 + $1.diagnostics.collected.count } }

    init(seed: UInt64, profile: RandomOperations.Profile, log: ((String) -> Void)?) {
        self.seed = seed
        self.profile = profile
        self.log = log
        random = RandomOperations.generator(seed: seed, operation: -1)
        let application = Application.create(delegate: ChaosAppDelegate.self, screenSize: CGSize(width: 200, height: 300))
        application.releasesViewsNotInWindowOnMemoryWarning = random.next() % 2 == 0
        let otherLoop = MainRunLoop()
        for loop in [application.runLoop, otherLoop] {
            loop.diagnostics.policy = .collect
            loop.layoutFeedbackThreshold = 40
            loop.lifecycleObserver = lifecycleChecks.observer(for: loop)
        }
        self.application = application

        self.otherLoop = otherLoop
        track(application, "application")
        track(application.runLoop, "the application's run loop")
        track(otherLoop, "the second run loop")
        _ = application.launch()
        adoptDelegate()
        windows = [
            Window(application: application), Window(application: application),
            Window(screenSize: CGSize(width: 120, height: 160), runLoop: otherLoop),
        ]
        for (index, window) in windows.enumerated() {
            window.tag = -1 - index
            track(window, "w\(index)")
        }
        // Objects that belong to no loop yet report through the app's, as in every operation.
        application.runLoop.withCurrent {
            views = (0..<12).map { _ in makeView() }
            scrollViews = (0..<2).map { index in
                let scrollView = ChaosScrollView(world: self, tag: 50_001 + index)
                track(scrollView, "s\(index)")
                return scrollView
            }
            for _ in 0..<4 { controllers.append(makeController()) }
            controllers.append(makeNavigationController())
            controllers.append(makeTabBarController())
        }
        windows[0].rootViewController = controllers[Int(random.next() % UInt64(controllers.count))]
        windows[0].makeKeyAndVisible()
        if random.next() % 2 == 0 {
            windows[2].rootViewController = controllers[4]
            windows[2].makeKeyAndVisible()
        }
        application.runLoop.runUntilIdle()
    }

    // MARK: - Making objects

    func makeView() -> ChaosView {
        let view = ChaosView(world: self, tag: nextViewTag)
        nextViewTag += 1
        track(view, "v\(view.tag)")
        return view
    }

    func makeController() -> ChaosController {
        let controller = ChaosController(world: self, number: nextControllerNumber)
        nextControllerNumber += 1
        track(controller, controller.name)
        return controller
    }

    func makeNavigationController() -> ChaosNavigationController {
        let root = makeController()
        controllers.append(root)
        let navigation = ChaosNavigationController(world: self, number: nextControllerNumber, root: root)
        nextControllerNumber += 1
        if random.next() % 2 == 0 { navigation.delegate = self }
        track(navigation, navigation.name)
        return navigation
    }

    func makeTabBarController() -> ChaosTabBarController {
        let tabs = ChaosTabBarController(world: self, number: nextControllerNumber)
        nextControllerNumber += 1
        let first = makeController(), second = makeController()
        controllers += [first, second]
        tabs.viewControllers = [first, second]
        if random.next() % 2 == 0 { tabs.delegate = self }
        track(tabs, tabs.name)
        return tabs
    }

    func track(_ object: AnyObject, _ name: String) {
        tracked.append(TrackedObject(object, name: name))
    }

    /// Gives the current delegate (a relaunch makes a new one) its way back to the world.
    func adoptDelegate() {
        (application?.delegate as? ChaosAppDelegate)?.world = self
    }

    // MARK: - Names, for logs

    func name(_ object: AnyObject?) -> String {
        switch object {
        case nil: "nil"
        case let window as Window: "w\(-1 - window.tag)"
        case let view as ChaosView: "v\(view.tag)"
        case let control as ChaosControl: control.chaosName
        case let scrollView as ChaosScrollView: "s\(scrollView.tag - 50_001)"
        case let named as ChaosNamed: named.name
        case let view as ViewNode where view.tag > 100_000:
            controllers.first { $0.viewIfLoaded === view }.map { "view of \(name($0))" } ?? "root view \(view.tag)"
        case let view as ViewNode: "ViewNode(tag \(view.tag))"
        case is Application: "application"
        case let constraint as LayoutConstraint: constraint.description
        case let object?: "\(type(of: object))"
        }
    }

    func note(_ text: @autoclosure () -> String) {
        guard let log else { return }
        log(String(repeating: "  ", count: hookDepth) + text())
    }

    // MARK: - Choosing

    func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
    func chance(_ oneIn: Int) -> Bool { pick(oneIn) == 0 }
    func element<T>(_ array: [T]) -> T? { array.isEmpty ? nil : array[pick(array.count)] }

    /// A view to act on: a pool view, a window, or a loaded controller's root view.
    func anyView() -> ViewNode {
        switch pick(6) {
        case 0: return windows[pick(windows.count)]
        case 1: return controllers.compactMap(\.viewIfLoaded).randomElement(using: &random) ?? views[pick(views.count)]
        default: return views[pick(views.count)]
        }
    }

    func anyController() -> ViewControllerBase { controllers[pick(controllers.count)] }

    // MARK: - Hooks

    /// Called from every hook: with some chance, while the budget lasts, runs an operation from
    /// inside the callback.
    func maybeAct(from receiver: AnyObject) {
        guard hookBudget > 0, hookDepth < 3, chance(4) else { return }
        hookBudget -= 1
        hookDepth += 1
        hookOperations += 1
        defer { hookDepth -= 1 }
        note("hook in \(name(receiver)):")
        // A hook run from a deinit has no task-local context: bind the app's loop again, so that
        // objects belonging to no loop report there, as in every other operation.
        guard let loop = application?.runLoop else { return performHookOperation() }
        loop.withCurrent { performHookOperation() }
    }

    // MARK: - Delegates

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewControllerBase, animated: Bool) {
        maybeAct(from: navigationController)
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewControllerBase, animated: Bool) {
        maybeAct(from: navigationController)
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerBase) -> Bool {
        maybeAct(from: tabBarController)
        return !chance(5)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerBase) {
        maybeAct(from: tabBarController)
    }

    // MARK: - The end

    /// Lets go of everything the world holds, as a test that ends would.
    func tearDown() {
        hookBudget = 0
        interactivePops.removeAll()
        // A suspended app keeps its unfinished transitions, and a navigation controller the
        // requests queued behind one — which hold the controllers they name, as UIKit's do, and
        // so may hold the presenter of that navigation controller. A test ends with its app in
        // the foreground and its transitions settled: bring it back, then let go.
        if let application, application.applicationState == .background {
            _ = application.simulate(.tapAppIcon)
        }
        for loop in loops { loop.runUntilIdle(timeLimit: .seconds(120)) }
        controls.removeAll()
        everydayControls.removeAll()
        constraints.removeAll()
        views.removeAll()
        scrollViews.removeAll()
        controllers.removeAll()
        windows.removeAll()
        application = nil
        otherLoop = nil
    }
}
