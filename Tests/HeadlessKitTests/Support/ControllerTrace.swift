import Foundation
@testable import HeadlessKit

/// The controller suites' one logging fixture: the callbacks HeadlessKit delivers to the objects a
/// test names — recorded by the framework itself, in `LifecycleEventLog`'s line format — and the
/// lines the test notes itself (code after a call, completion blocks, delegate methods, `deinit`),
/// in one ordered list. Objects the test does not name are left out, as the reference logs' apps
/// logged only the classes they wrote.
@MainActor
final class ControllerTrace: LifecycleObserver {
    private let log = LifecycleEventLog()
    private var named: Set<ObjectIdentifier> = []
    private let ignored: Set<LifecycleCallback>

    /// Every recorded line, oldest first.
    private(set) var lines: [String] = []

    /// A trace that leaves out `ignored` callbacks.
    init(ignoring ignored: Set<LifecycleCallback> = []) {
        self.ignored = ignored
    }

    /// Records `object`'s callbacks from now on, under `name`.
    func name(_ object: AnyObject, _ name: String) {
        log.name(object, name)
        named.insert(ObjectIdentifier(object))
    }

    /// Adds a line of the test's own.
    func note(_ line: String) {
        lines.append(line)
    }

    /// Forgets the lines recorded so far (names stay).
    func removeAll() {
        lines.removeAll()
    }

    func lifecycleEventDelivered(_ event: LifecycleEvent) {
        guard named.contains(event.receiver), !ignored.contains(event.callback) else { return }
        lines.append(log.line(for: event))
    }

    /// A freed object's address may be reused: its name and its place among the named end here.
    func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {
        log.lifecycleObjectDidEnd(object)
        named.remove(object)
    }
}

/// A controller that names itself in a trace and notes its own `deinit` there, as the reference
/// logs' `VC.deinit` lines.
@MainActor
class TracedController: ViewControllerBase {
    let name: String
    weak var trace: ControllerTrace?

    init(_ name: String, in trace: ControllerTrace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        trace.name(self, name)
    }
    required init?(coder: Coder) { nil }


    isolated deinit { trace?.note("\(name).deinit") }
}

/// A traced controller that runs ``noteAppearance()`` inside each of its four appearance
/// callbacks, where the transition flags (`isMovingToParent`, `isBeingPresented`…) are true.
@MainActor
class AppearanceProbe: TracedController {
    override func viewWillAppear(_ animated: Bool) { noteAppearance() }
    override func viewDidAppear(_ animated: Bool) { noteAppearance() }
    override func viewWillDisappear(_ animated: Bool) { noteAppearance() }
    override func viewDidDisappear(_ animated: Bool) { noteAppearance() }

    /// Called inside each appearance callback; the default does nothing.
    func noteAppearance() {}
}

/// A loop with diagnostics collected, a 320×480 window and a controller trace attached.
@MainActor
struct ControllerFixture {
    let loop: MainRunLoop
    let window: Window
    let trace: ControllerTrace

    init(ignoring ignored: Set<LifecycleCallback> = []) {
        loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        trace = ControllerTrace(ignoring: ignored)
        loop.lifecycleObserver = trace
        window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
    }

    /// A traced controller named `name`.
    func controller(_ name: String) -> TracedController {
        TracedController(name, in: trace)
    }

    /// Shows `root` in the key window and settles.
    func show(_ root: ViewControllerBase) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.runUntilIdle()
    }
}

extension ViewNode {
    /// The subviews other than a container's bars: the children's views a navigation or tab bar
    /// controller shows.
    var contentSubviews: [ViewNode] {
        subviews.filter { !($0 is NavigationBar || $0 is TabBar) }
    }
}

extension LifecycleCallback {
    /// The controller callbacks of the layout pass, which suites about appearance leave out —
    /// `viewLayoutMarginsDidChange()` among them, since a root view's margins follow its safe
    /// area (UIKit's `layoutMargins`: they reflect "the system minimum margins and safe area
    /// insets") and are checked in the same step.
    static let layoutPass: Set<LifecycleCallback> = [
        .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    ]
}
