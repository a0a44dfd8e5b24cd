import Foundation
@testable import HeadlessKit

/// The storyboard suites' fixture: a loop with diagnostics collected, a 320×480 window, and a
/// trace of every callback controllers and segues receive (the layout pass left out), which a
/// storyboard's controllers reach before a test could name them — so lines name them by class.
@MainActor
struct StoryboardFixture {
    let loop: MainRunLoop
    let window: Window
    let trace: StoryboardTrace

    init() {
        loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        trace = StoryboardTrace()
        loop.lifecycleObserver = trace
        window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
    }

    /// The test bundle's storyboard `name`, its classes found in ``StoryboardScenes/registry``.
    func storyboard(_ name: String) -> Storyboard {
        Storyboard(name: name, bundle: .module, classRegistry: StoryboardScenes.registry)
    }

    /// Shows `root` in the key window and settles.
    func show(_ root: ViewControllerBase) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.runUntilIdle()
    }

    /// Makes the storyboard's initial controller on this fixture's loop, shows it, and forgets
    /// the trace so far.
    func showInitial(of storyboard: Storyboard) -> ViewControllerBase? {
        guard let initial = loop.withCurrent({ storyboard.instantiateInitialViewController() }) else { return nil }
        show(initial)
        trace.removeAll()
        return initial
    }

    /// The messages of the diagnostics collected so far.
    var messages: [String] { loop.diagnostics.collected.map(\.message) }
}

/// Records the callbacks controllers and segues receive, by class name, and the notes of the
/// test's controllers, in one list.
@MainActor
final class StoryboardTrace: LifecycleObserver {
    private let log = LifecycleEventLog()
    private let ignored = LifecycleCallback.layoutPass.union([.updateViewConstraints, .traitCollectionDidChange])
    private(set) var lines: [String] = []

    func note(_ line: String) { lines.append(line) }
    func removeAll() { lines.removeAll() }

    func lifecycleEventDelivered(_ event: LifecycleEvent) {
        let type: any AnyObject.Type = event.receiverMetatype
        let traced = type is ViewControllerBase.Type || type is StoryboardSegue.Type || type is any ApplicationDelegate.Type
            || (type is Window.Type && event.callback == .becomeKey)
        guard traced, !ignored.contains(event.callback) else { return }
        lines.append(log.line(for: event))
    }

    func lifecycleObjectDidEnd(_ object: ObjectIdentifier) { log.lifecycleObjectDidEnd(object) }
}

/// The controllers and segues the test storyboards name.
@MainActor
enum StoryboardScenes {
    static let registry = ArchiveClassRegistry([
        ListController.self, DetailController.self, ComposeController.self, ButtonListController.self,
    ])
}

/// A scene controller that notes what it prepares.
@MainActor
class NotingController: ViewControllerBase {
    func note(_ line: String) {
        ((runLoop ?? MainRunLoop.current)?.lifecycleObserver as? StoryboardTrace)?.note(line)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        note("\(type(of: self)) prepares '\(segue.identifier ?? "")' for \(type(of: segue.destination)), whose view is "
             + (segue.destination.isViewLoaded ? "loaded" : "not loaded"))
    }
}

/// The list, whose unwind action `unwindToList:` is found by name (its connection table), as
/// the default `canPerformUnwindSegueAction(_:from:sender:)` looks for it.
final class ListController: NotingController, ArchiveConnectable {
    static let connections = ConnectionTable<ListController>([.action("unwindToList:", ListController.unwindToList)])

    func archiveAction(named name: String) -> ArchiveAction? { Self.connections.action(named: name, of: self) }

    func unwindToList(_ segue: StoryboardSegue) {
        note("ListController.unwindToList from \(type(of: segue.source))")
    }
}

final class DetailController: NotingController {
    /// What a creator handed the controller before its `init(coder:)`.
    var item: String?

    init?(coder: Coder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
    }
}

final class ComposeController: NotingController {}

/// A custom segue that notes its perform and then shows.
final class FadeSegue: StoryboardSegue {
    override func perform() {
        (source as? NotingController)?.note("FadeSegue.perform from \(type(of: source)) to \(type(of: destination))")
        source.show(destination, sender: nil)
    }
}

/// A scene controller whose view has a button that triggers a segue and a container view that
/// an embed segue fills; it notes `shouldPerformSegue` and answers it with ``allowsSegues``.
final class ButtonListController: NotingController {
    var allowsSegues = true

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        note("ButtonListController is asked about '\(identifier)' from \(sender.map { "\(type(of: $0))" } ?? "nil")")
        return allowsSegues
    }
}
