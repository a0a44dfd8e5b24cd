import Foundation
import Testing
@testable import HeadlessKit

/// Objective-C's `+initialize` has no Swift counterpart; its idiom is a lazily initialised
/// `static let`, run once, on first use, before the first instance's initializer goes on. These
/// tests pin the three orders in which UIKit makes a controller — from a storyboard, with
/// `init()`, with `init(nibName:bundle:)` — with that idiom standing where `+initialize` stands.
///
/// Each path has a class of its own, because a static initialiser runs once per process, as
/// `+initialize` does: the tests below are the first and only users of their classes.
@MainActor
@Suite struct ClassInitializationTests {
    @Test func aStoryboardSceneRunsItsClassSetUpThenInitWithCoderAwakeFromNibAndLoadView() throws {
        let log = ClassSetUpLog()
        let storyboard = Storyboard(name: "ClassInitialization", bundle: .module,
                                    classRegistry: ArchiveClassRegistry([StoryboardMadeController.self]))
        let controller = try #require(ClassSetUpLog.$current.withValue(log) {
            storyboard.instantiateInitialViewController() as? StoryboardMadeController
        })
        controller.loadViewIfNeeded()
        #expect(log.lines == ["initialize", "init(coder:)", "awakeFromNib()", "loadView()", "viewDidLoad()"])
    }

    @Test func aControllerMadeWithInitRunsItsClassSetUpThenInitThenInitWithNibName() {
        let log = ClassSetUpLog()
        let controller = ClassSetUpLog.$current.withValue(log) { InitMadeController() }
        controller.loadViewIfNeeded()
        #expect(log.lines == ["initialize", "init()", "init(nibName:bundle:)", "loadView()", "viewDidLoad()"])
    }

    @Test func aControllerMadeWithInitWithNibNameRunsItsClassSetUpThenInitWithNibName() {
        let log = ClassSetUpLog()
        let controller = ClassSetUpLog.$current.withValue(log) { NibNameMadeController(nibName: nil, bundle: nil) }
        controller.loadViewIfNeeded()
        #expect(log.lines == ["initialize", "init(nibName:bundle:)", "loadView()", "viewDidLoad()"])
    }

    @Test func theClassSetUpRunsOnceForAllInstances() {
        let log = ClassSetUpLog()
        ClassSetUpLog.$current.withValue(log) {
            _ = OnceMadeController(nibName: nil, bundle: nil)
            _ = OnceMadeController(nibName: nil, bundle: nil)
        }
        #expect(log.lines == ["initialize", "init(nibName:bundle:)", "init(nibName:bundle:)"])
    }
}

/// Where the test classes write: the log of the test running (a task-local, so that tests in
/// parallel keep their lines apart), and each instance keeps the log it was made under.
final class ClassSetUpLog: @unchecked Sendable {
    @TaskLocal static var current: ClassSetUpLog?
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// The idiom each class uses: a static whose initialiser is the class's one-time set-up.
@MainActor
class ClassSetUpController: ViewControllerBase {
    let log = ClassSetUpLog.current
    override func loadView() { log?.append("loadView()"); super.loadView() }
    override func viewDidLoad() { log?.append("viewDidLoad()") }
}

@MainActor
final class StoryboardMadeController: ClassSetUpController {
    private static let classSetUp: Void = ClassSetUpLog.current?.append("initialize") ?? ()
    required init?(coder: Coder) {
        Self.classSetUp
        ClassSetUpLog.current?.append("init(coder:)")
        super.init(coder: coder)
    }
    override func awakeFromNib() { log?.append("awakeFromNib()") }
}

@MainActor
final class InitMadeController: ClassSetUpController {
    private static let classSetUp: Void = ClassSetUpLog.current?.append("initialize") ?? ()
    // As UIKit's -init does, `init()` goes through the designated `init(nibName:bundle:)`.
    convenience init() {
        Self.classSetUp
        ClassSetUpLog.current?.append("init()")
        self.init(nibName: nil, bundle: nil)
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        ClassSetUpLog.current?.append("init(nibName:bundle:)")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: Coder) { nil }
}

@MainActor
final class NibNameMadeController: ClassSetUpController {
    private static let classSetUp: Void = ClassSetUpLog.current?.append("initialize") ?? ()
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        Self.classSetUp
        ClassSetUpLog.current?.append("init(nibName:bundle:)")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: Coder) { nil }
}

@MainActor
final class OnceMadeController: ClassSetUpController {
    private static let classSetUp: Void = ClassSetUpLog.current?.append("initialize") ?? ()
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        Self.classSetUp
        ClassSetUpLog.current?.append("init(nibName:bundle:)")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: Coder) { nil }
}
