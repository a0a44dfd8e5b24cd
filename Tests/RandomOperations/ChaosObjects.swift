import Foundation
import HeadlessKit

/// A view whose every hierarchy and update-cycle hook may act on the world.
final class ChaosView: ViewNode {
    // Weak: hooks also run while views are released at the end of a run, when the world is gone.
    weak var world: World?

    init(world: World, tag: Int) {
        self.world = world
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        self.tag = tag
    }
    required init?(coder: Coder) { nil }


    override func draw(_ rect: CGRect) { world?.maybeAct(from: self) }
    override func layoutSubviews() {
        super.layoutSubviews()
        world?.maybeAct(from: self)
    }
    override func updateConstraints() {
        world?.maybeAct(from: self)
        super.updateConstraints()
    }
    override func willMove(toWindow newWindow: Window?) { world?.maybeAct(from: self) }
    override func didMoveToWindow() { world?.maybeAct(from: self) }
    override func willMove(toSuperview newSuperview: ViewNode?) { world?.maybeAct(from: self) }
    override func didMoveToSuperview() { world?.maybeAct(from: self) }
    override func willRemoveSubview(_ subview: ViewNode) { world?.maybeAct(from: self) }
    override func didAddSubview(_ subview: ViewNode) { world?.maybeAct(from: self) }
    override var canBecomeFirstResponder: Bool { tag % 2 == 0 }

    // Touches that hit this view and began but have not ended or been cancelled.
    private(set) var openTouches: [ObjectIdentifier] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches where touch.view === self {
            if openTouches.contains(ObjectIdentifier(touch)) { world?.touchViolations.append("v\(tag) heard touchesBegan twice") }
            openTouches.append(ObjectIdentifier(touch))
        }
        world?.maybeAct(from: self)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches where touch.view === self && !openTouches.contains(ObjectIdentifier(touch)) {
            world?.touchViolations.append("v\(tag) heard touchesMoved for a touch that had not begun")
        }
        world?.maybeAct(from: self)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { close(touches, "touchesEnded") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { close(touches, "touchesCancelled") }

    private func close(_ touches: Set<Touch>, _ message: String) {
        for touch in touches where touch.view === self {
            guard let index = openTouches.firstIndex(of: ObjectIdentifier(touch)) else {
                world?.touchViolations.append("v\(tag) heard \(message) for a touch that had not begun")
                continue
            }
            openTouches.remove(at: index)
        }
        world?.maybeAct(from: self)
    }

    override var intrinsicContentSize: CGSize {
        tag % 3 == 0 ? CGSize(width: CGFloat(tag % 7) * 10, height: 20) : super.intrinsicContentSize
    }
}

/// A name the run gives each controller, for operation logs.
@MainActor
protocol ChaosNamed: AnyObject {
    var name: String { get }
}

/// A plain controller whose every lifecycle hook may act on the world.
final class ChaosController: ViewControllerBase, ChaosNamed {
    weak var world: World?
    let name: String
    let number: Int

    init(world: World, number: Int) {
        self.world = world
        self.number = number
        name = "c\(number)"
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: Coder) { nil }


    override func loadView() {
        super.loadView()
        world?.maybeAct(from: self)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        viewIfLoaded?.tag = world?.makeRootViewTag() ?? 0
        world?.maybeAct(from: self)
    }
    override func viewWillAppear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewDidAppear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewWillDisappear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewDidDisappear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func willMove(toParent parent: ViewControllerBase?) { world?.maybeAct(from: self) }
    override func didMove(toParent parent: ViewControllerBase?) { world?.maybeAct(from: self) }
    override func viewWillLayoutSubviews() { world?.maybeAct(from: self) }
    override func viewDidLayoutSubviews() { world?.maybeAct(from: self) }
    override func updateViewConstraints() {
        world?.maybeAct(from: self)
        super.updateViewConstraints()
    }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        world?.maybeAct(from: self)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        world?.maybeAct(from: self)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A navigation controller whose hooks may act on the world (calling `super` where UIKit requires).
final class ChaosNavigationController: NavigationController, ChaosNamed {
    weak var world: World?
    let name: String
    let number: Int

    init(world: World, number: Int, root: ViewControllerBase) {
        self.world = world
        self.number = number
        name = "nav\(number)"
        super.init(rootViewController: root)
    }
    required init?(coder: Coder) { nil }


    override func viewDidLoad() {
        super.viewDidLoad()
        viewIfLoaded?.tag = world?.makeRootViewTag() ?? 0
        world?.maybeAct(from: self)
    }
    override func viewWillAppear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewDidAppear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewWillDisappear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewDidDisappear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func willMove(toParent parent: ViewControllerBase?) { world?.maybeAct(from: self) }
    override func didMove(toParent parent: ViewControllerBase?) { world?.maybeAct(from: self) }
}

/// A tab bar controller whose hooks may act on the world.
final class ChaosTabBarController: TabBarController, ChaosNamed {
    weak var world: World?
    let name: String
    let number: Int

    init(world: World, number: Int) {
        self.world = world
        self.number = number
        name = "tab\(number)"
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: Coder) { nil }


    override func viewDidLoad() {
        super.viewDidLoad()
        viewIfLoaded?.tag = world?.makeRootViewTag() ?? 0
        world?.maybeAct(from: self)
    }
    override func viewWillAppear(_ animated: Bool) { world?.maybeAct(from: self) }
    override func viewDidDisappear(_ animated: Bool) { world?.maybeAct(from: self) }
}

/// The app delegate: its callbacks may act on the world too.
final class ChaosAppDelegate: AppDelegateProtocol {
    weak var world: World?
    var window: Window?

    init() {}

    func applicationDidBecomeActive(_ application: Application) { world?.maybeAct(from: application) }
    func applicationWillResignActive(_ application: Application) { world?.maybeAct(from: application) }
    func applicationDidEnterBackground(_ application: Application) { world?.maybeAct(from: application) }
    func applicationWillEnterForeground(_ application: Application) { world?.maybeAct(from: application) }
    func applicationDidReceiveMemoryWarning(_ application: Application) { world?.maybeAct(from: application) }
    func applicationWillTerminate(_ application: Application) { world?.maybeAct(from: application) }
}
