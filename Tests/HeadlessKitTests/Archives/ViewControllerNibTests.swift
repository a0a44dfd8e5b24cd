import Foundation
import Testing
@testable import HeadlessKit

@MainActor @Suite struct ViewControllerNibTests {
    // UIViewController.nibName documentation: with no nib name and no loadView override, UIKit
    // looks for a nib named like the class without "Controller", then like the class.
    @Test func aControllerMadeWithInitLoadsTheNibNamedAfterItsClassInLoadView() {
        let trace = NibTrace()
        NibTrace.$current.withValue(trace) {
            let controller = NibSeedViewController()
            controller.loadViewIfNeeded()
        }
        #expect(trace.entries == [
            "init()", "init(nibName: nil, bundle:)", "loadView", "loadView done: view 200.0x100.0, badge set", "viewDidLoad",
        ])
    }

    @Test func aControllerMadeWithANibNameLoadsThatNib() {
        let trace = NibTrace()
        NibTrace.$current.withValue(trace) {
            NibSeedViewController(nibName: "NibSeedView", bundle: nil).loadViewIfNeeded()
        }
        #expect(trace.entries == [
            "init(nibName: NibSeedView, bundle:)", "loadView", "loadView done: view 200.0x100.0, badge set", "viewDidLoad",
        ])
    }

    @Test func aMissingNamedNibIsReportedAndTheControllerGetsAPlainView() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        let controller = NibSeedViewController(nibName: "Missing", bundle: nil)
        window.rootViewController = controller
        _ = NibTrace.$current.withValue(NibTrace()) { controller.view }
        #expect(controller.badge == nil)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(loop.diagnostics.collected.map(\.message) == [
            "Could not load NIB in bundle: 'NSBundle <\(Bundle.module.bundlePath)> (loaded)' with name 'Missing'. loadView() "
                + "of HeadlessKitTests.NibSeedViewController made a plain view; add Missing.nib.json to the bundle's resources, or make the controller "
                + "with init(nibName: nil, bundle: nil) and build its view in code.",
        ])
        #expect(loop.diagnostics.collected.map(\.kind) == [.nibUnavailable])
    }

    @Test func aNibThatDoesNotSetTheViewOutletIsReportedAndTheControllerGetsAPlainView() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        let controller = NibSeedViewController(nibName: "NibWithoutView", bundle: nil)
        window.rootViewController = controller
        _ = NibTrace.$current.withValue(NibTrace()) { controller.view }
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.view.subviews.isEmpty)
        #expect(loop.diagnostics.collected.map(\.message) == [
            "-[NibSeedViewController _loadViewFromNibNamed:bundle:] loaded the \"NibWithoutView\" nib but the view outlet "
                + "was not set. \(controller) gets a plain view; connect the File's Owner's \"view\" outlet in the nib "
                + "(\"owner\": {\"outlets\": {\"view\": \"root\"}}).",
        ])
    }

    /// The login screen built in code exactly as Login.nib.json describes it.
    private func loginInCode(_ controller: NibLoginController) {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.backgroundColor = .systemBackground
        let title = Label()
        title.accessibilityIdentifier = "title"
        let button = Button()
        button.accessibilityIdentifier = "button"
        button.addTarget(controller, action: NibLoginController.logIn, for: .touchUpInside, name: "logIn:")
        let footer = ViewNode(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        for view in [title, button, footer] { root.addSubview(view) }
        title.translatesAutoresizingMaskIntoConstraints = false
        button.translatesAutoresizingMaskIntoConstraints = false
        let height = title.heightAnchor.constraint(equalToConstant: 30)
        height.identifier = "title-height"
        let half = button.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        half.priority = LayoutPriority(750)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            height,
            button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            half,
            button.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        controller.view = root
        controller.titleLabel = title
        controller.logInButton = button
    }

    private func frames(of root: ViewNode) -> [CGRect] {
        var frames: [CGRect] = []
        var queue = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            frames.append(view.frame)
            queue += view.subviews
        }
        return frames
    }

    @Test func aNibWithOutletsActionsAndConstraintsLaysOutAndActsAsTheSameHierarchyBuiltInCode() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let fromNib = NibLoginController(nibName: "Login", bundle: .module)
        let inCode = NibLoginController()
        var roots: [ViewNode] = []
        var windows: [Window] = []
        for controller in [fromNib, inCode] {
            let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
            windows.append(window)
            if controller === inCode { loginInCode(controller) }
            window.rootViewController = controller
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            roots.append(controller.view)
        }
        #expect(loop.diagnostics.collected.isEmpty)
        #expect(frames(of: roots[0]) == frames(of: roots[1]))
        #expect(frames(of: roots[0]) == [
            CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 16, y: 20, width: 358, height: 30),
            CGRect(x: 97.66666666666669, y: 58, width: 195, height: 44), CGRect(x: 0, y: 804, width: 390, height: 40),
        ])
        #expect(fromNib.titleLabel === roots[0].subviews[0])
        #expect(fromNib.titleLabel.constraints.compactMap(\.identifier) == ["title-height"])
        windows[1].tap(inCode.logInButton)
        loop.runUntilIdle()
        windows[1].isHidden = true   // the later window is in front: hide it to reach the first
        windows[0].tap(fromNib.logInButton)
        loop.runUntilIdle()
        #expect(fromNib.logIns == 1)
        #expect(inCode.logIns == 1)
    }
}
