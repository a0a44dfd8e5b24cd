import Foundation
import Testing
@testable import HeadlessKit

@MainActor @Suite struct NibLoadingTests {
    /// The nib of the order test: two views with subviews, a button, a top-level object.
    static let orderNib = """
    {
      "nib": 1,
      "owner": {"outlets": {"root": "root", "button": "button"}},
      "objects": [
        {"class": "NibTraceView", "id": "root", "accessibilityIdentifier": "root", "recorder": {"ref": "owner"},
         "outlets": {"partner": "second"}, "subviews": [
          {"class": "NibTraceView", "id": "first", "accessibilityIdentifier": "first", "recorder": {"ref": "owner"},
           "outlets": {"partner": "button"}},
          {"class": "NibTraceButton", "id": "button", "accessibilityIdentifier": "button",
           "actions": [{"event": "touchUpInside", "action": "tapped:"}]}
        ]},
        {"class": "NibTraceObject", "name": "object"},
        {"class": "NibTraceView", "id": "second", "accessibilityIdentifier": "second", "recorder": {"ref": "owner"}}
      ]
    }
    """

    // Apple's awakeFromNib() documentation: the loader makes every object, connects all outlets
    // and actions, then sends awakeFromNib to each object it made; placeholders such as the
    // File's Owner get none. The order among objects is HeadlessKit's (chosen): init(coder:)
    // completion order, a view's subviews before it.
    @Test func everyObjectIsMadeThenConnectedThenAwokenInInitCompletionOrderAndTheOwnerIsNeverAwoken() {
        let trace = NibTrace()
        let owner = NibTraceOwner(frame: .zero)
        let objects = NibTrace.$current.withValue(trace) {
            Nib(data: Data(Self.orderNib.utf8), bundle: nil)
                .instantiate(withOwner: owner, options: [.classRegistry: nibTestClasses])
        }
        #expect(trace.entries == [
            "init(coder:) first", "init(coder:) button", "init(coder:) root", "init(coder:) object", "init(coder:) second",
            "awakeFromNib first partner=button owner connected=true",
            "awakeFromNib button",
            "awakeFromNib root partner=second owner connected=true",
            "awakeFromNib object",
            "awakeFromNib second partner=nil owner connected=true",
        ])
        #expect(objects.count == 3)
        #expect(objects.first as AnyObject? === owner.root)
    }

    @Test func aConnectedActionRunsTheOwnersMethodWithTheControlAsSender() {
        let owner = NibTraceOwner(frame: .zero)
        _ = NibTrace.$current.withValue(NibTrace()) {
            Nib(data: Data(Self.orderNib.utf8), bundle: nil)
                .instantiate(withOwner: owner, options: [.classRegistry: nibTestClasses])
        }
        owner.button.sendActions(for: .touchUpInside)
        #expect(owner.taps == 1)
    }

    @Test func aNibCanBeInstantiatedAgainMakingFreshObjects() {
        let nib = Nib(data: Data(Self.orderNib.utf8), bundle: nil)
        let owner = NibTraceOwner(frame: .zero)
        let (first, second) = NibTrace.$current.withValue(NibTrace()) {
            (nib.instantiate(withOwner: owner, options: [.classRegistry: nibTestClasses]),
             nib.instantiate(withOwner: owner, options: [.classRegistry: nibTestClasses]))
        }
        #expect(first.count == 3 && second.count == 3)
        #expect(first[0] as AnyObject !== second[0] as AnyObject)
        #expect(owner.root === second[0] as AnyObject)
    }

    @Test func externalObjectsAnswerReferencesByTheirIdentifier() {
        let json = """
        {"nib": 1, "objects": [{"class": "NibTraceView", "id": "v", "recorder": {"ref": "trace-owner"}}]}
        """
        let external = NibTraceOwner(frame: .zero)
        let objects = Nib(data: Data(json.utf8), bundle: nil).instantiate(
            withOwner: nil, options: [.classRegistry: nibTestClasses, .externalObjects: ["trace-owner": external]])
        #expect((objects.first as? NibTraceView)?.owner === external)
    }

    @Test func aModuleQualifiedNameFindsAnArchivableClassWithoutRegistration() {
        let json = """
        {"nib": 1, "objects": [{"class": "HeadlessKitTests.NibTraceObject", "name": "qualified"}]}
        """
        let objects = Nib(data: Data(json.utf8), bundle: nil).instantiate(withOwner: nil)
        #expect((objects.first as? NibTraceObject)?.name == "qualified")
    }

    @Test func theApplicationsRegistryIsConsultedForLoadsOnItsLoop() {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        app.archiveClasses.register(NibTraceObject.self, as: "Registered")
        let json = #"{"nib": 1, "objects": [{"class": "Registered", "name": "app"}]}"#
        let objects = app.runLoop.withCurrent { Nib(data: Data(json.utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect((objects.first as? NibTraceObject)?.name == "app")
        #expect(app.archiveClasses.type(named: "NavigationController") != nil)
    }

    @Test func bundleLoadNibNamedAndLoadFromNibReadTheBundlesFile() {
        let owner = NibSeedViewController(nibName: "unused", bundle: .module)
        let objects = Bundle.module.loadNibNamed("NibSeedView", owner: owner)
        #expect(objects?.count == 1)
        #expect(owner.badge != nil)
        #expect(ViewNode.loadFromNib(named: "NibWithoutView", bundle: .module, owner: owner)?.frame
            == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func outletsAreFoundByPropertyNameAndPlainPropertiesAreNot() {
        let owner = NibTraceOwner(frame: .zero)
        var directory = OutletDirectory(of: owner)
        #expect(directory.outlet(named: "root") != nil)
        #expect(directory.outlet(named: "button") != nil)
        #expect(directory.outlet(named: "taps") == nil)
    }
}
