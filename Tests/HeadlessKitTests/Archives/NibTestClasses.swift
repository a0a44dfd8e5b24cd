import Foundation
@testable import HeadlessKit

/// The trace the nib tests' classes write to, bound for one test with `withValue`.
@MainActor
final class NibTrace {
    @TaskLocal static var current: NibTrace?
    var entries: [String] = []
    static func record(_ entry: String) { current?.entries.append(entry) }
}

/// A File's Owner that records its outlets and the actions sent to it.
final class NibTraceOwner: ViewNode, ArchiveConnectable {
    @Outlet var root: NibTraceView!
    @Outlet var button: Button!
    var taps = 0

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: Coder) { nil }

    override func awakeFromNib() { NibTrace.record("owner awakeFromNib") }

    func tapped(_ sender: Button) { taps += 1 }

    static let connections = ConnectionTable<NibTraceOwner>([.action("tapped:", NibTraceOwner.tapped)])
    func archiveAction(named name: String) -> ArchiveAction? { Self.connections.action(named: name, of: self) }
}

/// A view that records its `init(coder:)` and `awakeFromNib()`, and in `awakeFromNib()` whether
/// its outlet and the owner's are connected.
final class NibTraceView: ViewNode {
    @Outlet var partner: ViewNode!
    weak var owner: NibTraceOwner?

    required init?(coder: Coder) {
        owner = coder.decodeObject(of: NibTraceOwner.self, forKey: "recorder")
        super.init(coder: coder)
        NibTrace.record("init(coder:) \(accessibilityIdentifier ?? "?")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        let name = accessibilityIdentifier ?? "?"
        let connected = owner?.root != nil && owner?.button != nil
            && owner?.button.actions(forTarget: owner, forControlEvent: .touchUpInside) == ["tapped:"]
        NibTrace.record("awakeFromNib \(name) partner=\(partner?.accessibilityIdentifier ?? "nil") owner connected=\(connected)")
    }
}

/// A button that records its `init(coder:)` and `awakeFromNib()`.
final class NibTraceButton: Button {
    required init?(coder: Coder) {
        super.init(coder: coder)
        NibTrace.record("init(coder:) \(accessibilityIdentifier ?? "?")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        NibTrace.record("awakeFromNib \(accessibilityIdentifier ?? "?")")
    }
}

/// A top-level object that is not a view.
final class NibTraceObject: ArchiveDecodable {
    let name: String
    init?(coder: Coder) {
        name = coder.decodeString(forKey: "name") ?? "?"
        NibTrace.record("init(coder:) \(name)")
    }
    func awakeFromNib() { NibTrace.record("awakeFromNib \(name)") }
}

/// A controller whose `init(nibName:bundle:)` finds its nibs in the test bundle, recording its
/// initializers and view loading.
final class NibSeedViewController: ViewControllerBase {
    @Outlet var badge: Label!

    convenience init() {
        NibTrace.record("init()")
        self.init(nibName: nil, bundle: nil)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        NibTrace.record("init(nibName: \(nibNameOrNil ?? "nil"), bundle:)")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil ?? .module)
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        NibTrace.record("loadView")
        super.loadView()
        let size = viewIfLoaded.map { "\($0.frame.width)x\($0.frame.height)" } ?? "nil"
        NibTrace.record("loadView done: view \(size), badge \(badge == nil ? "nil" : "set")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NibTrace.record("viewDidLoad")
    }
}

/// The login screen of the equivalence test: outlets listed with key paths, an action.
final class NibLoginController: ViewControllerBase, ArchiveConnectable {
    var titleLabel: Label!
    @Outlet var logInButton: Button!
    var logIns = 0

    func logIn(_ sender: Button) { logIns += 1 }

    static let connections = ConnectionTable<NibLoginController>([
        .outlet("titleLabel", \.titleLabel),
        .action("logIn:", NibLoginController.logIn),
    ])
    func archiveOutlet(named name: String) -> ArchiveOutlet? { Self.connections.outlet(named: name, of: self) }
    func archiveAction(named name: String) -> ArchiveAction? { Self.connections.action(named: name, of: self) }
}

/// The classes the nib tests name.
@MainActor
let nibTestClasses = ArchiveClassRegistry([
    NibTraceView.self, NibTraceButton.self, NibTraceObject.self, NibSeedViewController.self, NibLoginController.self,
])
