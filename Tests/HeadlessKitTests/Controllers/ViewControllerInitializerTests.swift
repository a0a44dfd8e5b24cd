import Foundation
import Testing
@testable import HeadlessKit

/// `init(nibName:bundle:)`, UIKit's designated initializer, and `init()`, which calls it.
@MainActor @Suite struct ViewControllerInitializerTests {
    /// A controller ported as UIKit code writes it: `super.init(nibName: nil, bundle: nil)`, an
    /// `init()` without `override`, and an override of `init(nibName:bundle:)`.
    final class PortedController: ViewControllerBase {
        var initializers: [String] = []

        init() {
            super.init(nibName: nil, bundle: nil)
            initializers.append("init()")
        }

        init(badge: Int) {
            super.init(nibName: nil, bundle: nil)
            initializers.append("init(badge: \(badge))")
        }
        required init?(coder: Coder) { nil }

    }

    final class SetUpInNibInitializer: ViewControllerBase {
        var initializers: [String] = []
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            initializers.append("init(nibName: \(nibNameOrNil ?? "nil"), bundle:)")
        }
        required init?(coder: Coder) { nil }

    }

    @Test func aPortedSubclassCallingTheDesignatedInitializerHasNoNib() {
        let controller = PortedController(badge: 3)
        #expect(controller.initializers == ["init(badge: 3)"])
        #expect(controller.nibName == nil && controller.nibBundle == nil)
        #expect(PortedController().initializers == ["init()"])
    }

    /// The lifecycle order for a controller made with `init()`: `init()` → `init(nibName:bundle:)`
    /// (UIKit's `init()` is `init(nibName: nil, bundle: nil)`).
    @Test func initRunsTheOverrideOfTheNibInitializer() {
        let controller = SetUpInNibInitializer()
        #expect(controller.initializers == ["init(nibName: nil, bundle:)"])
        #expect(controller.nibName == nil)
    }

    @Test func aNilNibNameLoadsTheDefaultViewWithoutADiagnostic() {
        let fixture = ViewFixture()
        let controller = ViewControllerBase(nibName: nil, bundle: nil)
        fixture.log.name(controller, "vc")
        fixture.window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(fixture.log.lines == ["vc.loadView()", "vc.viewDidLoad()"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// (chosen) A missing nib: the default `loadView()` reports, with UIKit's missing-nib wording
    /// first, and makes a plain view; the lifecycle goes on as without a nib.
    @Test func aNibNameIsKeptAndReportedWhenTheDefaultLoadViewRuns() throws {
        let fixture = ViewFixture()
        let controller = ViewControllerBase(nibName: "Inbox", bundle: nil)
        fixture.log.name(controller, "vc")
        #expect(controller.nibName == "Inbox")
        #expect(fixture.loop.diagnostics.collected.isEmpty, "nothing is reported before the view loads")
        fixture.window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(fixture.log.lines == ["vc.loadView()", "vc.viewDidLoad()"])
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.nibUnavailable])
        let message = try #require(diagnostics.first?.message)
        #expect(message.hasPrefix("Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name 'Inbox'."))
        #expect(message.contains("init(nibName: nil, bundle: nil)"))
    }

    @Test func anOverriddenLoadViewTakesOverFromTheNibWithoutADiagnostic() {
        final class CodeView: ViewControllerBase {
            override func loadView() { view = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        let fixture = ViewFixture()
        let controller = CodeView(nibName: "Unused", bundle: nil)
        fixture.window.rootViewController = controller
        #expect(controller.view.bounds.size == CGSize(width: 10, height: 10))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func containersAreMadeThroughTheNibInitializerToo() {
        let navigation = NavigationController(nibName: nil, bundle: nil)
        let tabs = TabBarController(nibName: nil, bundle: nil)
        #expect(navigation.viewControllers.isEmpty && navigation.navigationBar.frame == .zero)
        #expect(tabs.viewControllers.isEmpty)
        #expect(NavigationController().nibName == nil && TabBarController().nibName == nil)
    }
}
