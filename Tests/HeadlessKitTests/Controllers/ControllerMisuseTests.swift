import Foundation
import Testing
@testable import HeadlessKit

/// Containment, root views, windows' root controllers and transitions refuse what would break a
/// hierarchy, and work still queued on a loop keeps nothing alive.
@MainActor
@Suite struct ControllerMisuseTests {
    /// A controller whose `willMove(toParent:)` adds its new parent as its own child, once.
    final class Adopter: TracedController {
        var adoptsParent = true
        override func willMove(toParent parent: ViewControllerBase?) {
            guard adoptsParent, let parent else { return }
            adoptsParent = false
            addChild(parent)
        }
    }

    @Test func aWillMoveToParentOverrideCannotCloseAContainmentCycle() throws {
        // UIKit has no check here (chosen: the addition is refused at the point of mutation, so a
        // cycle can never form and walks over parents end).
        let fixture = ControllerFixture()
        let a = fixture.controller("a"), b = Adopter("b", in: fixture.trace)
        fixture.loop.withCurrent { a.addChild(b) }
        #expect(fixture.trace.lines == ["b.willMove(toParent: a)", "a.willMove(toParent: b)"])
        #expect(a.parent === b && b.children.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(b.parent == nil && a.children.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1)
        #expect(diagnostic.kind == .containmentCycle)
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(a), ObjectIdentifier(b)])
    }

    @Test func addingTheControllerThatPresentsYouAsYourChildIsRefused() throws {
        // UIKit has no check here (chosen: a parent beneath its child through a presentation is
        // a cycle of the links every controller walk follows).
        let fixture = ControllerFixture(ignoring: ContainmentTests.layout)
        let a = fixture.controller("a"), b = fixture.controller("b")
        fixture.show(a)
        a.present(b, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription()
        b.addChild(a)
        #expect(fixture.window.recursiveDescription() == before && fixture.trace.lines.isEmpty)
        #expect(a.parent == nil && b.children.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .containmentCycle)
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(b), ObjectIdentifier(a)])
    }

    @Test func givingOneControllersViewToAnotherIsRefused() throws {
        // UIKit raises "A view can only be associated with at most one view controller at a time!"
        let fixture = ControllerFixture()
        let a = fixture.controller("a"), b = fixture.controller("b")
        let view = fixture.loop.withCurrent { a.view! }
        fixture.trace.removeAll()
        b.view = view
        #expect(a.view === view && view.viewDelegate === a && !b.isViewLoaded)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .viewOwnedByAnotherController)
        #expect(diagnostic.message.hasPrefix("A view can only be associated with at most one view controller at a time! View"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(view), ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(fixture.trace.lines.isEmpty)
    }

    @Test func replacingOrUnloadingAShownViewIsRefusedAndAllowedOnceHidden() {
        // UIKit would silently leave the old view in the window (chosen: refused).
        let fixture = ControllerFixture()
        let a = fixture.controller("a")
        fixture.show(a)
        fixture.trace.removeAll()
        let shown = a.view!, before = fixture.window.recursiveDescription()
        a.view = ViewNode()
        a.view = nil
        #expect(a.view === shown && shown.viewDelegate === a && fixture.window.recursiveDescription() == before)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.replacingShownView, .replacingShownView])
        #expect(diagnostics.first?.objectIdentifiers == [ObjectIdentifier(a), ObjectIdentifier(shown), ObjectIdentifier(fixture.window)])
        #expect(fixture.trace.lines.isEmpty)
        fixture.window.rootViewController = nil
        a.view = nil
        #expect(!a.isViewLoaded && fixture.loop.diagnostics.collected.count == 2)
    }

    @Test func aWindowRefusesARootControllerThatBelongsElsewhere() {
        // UIKit moves the view silently (chosen: refused, as the controller would be in two places).
        let fixture = ControllerFixture(ignoring: ContainmentTests.layout)
        let a = fixture.controller("a"), child = fixture.controller("child"), presented = fixture.controller("presented")
        a.addChild(child)
        fixture.show(a)
        a.present(presented, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        let second = Window(screenSize: CGSize(width: 320, height: 480), runLoop: fixture.loop)
        second.makeKeyAndVisible()
        let before = fixture.window.recursiveDescription()
        for controller in [a, child, presented] { second.rootViewController = controller }
        #expect(second.rootViewController == nil && second.subviews.isEmpty)
        #expect(fixture.window.rootViewController === a && fixture.window.recursiveDescription() == before)
        #expect(child.parent === a && presented.presentingViewController === a)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.invalidRootViewController, .invalidRootViewController, .invalidRootViewController])
        #expect(diagnostics.map(\.objectIdentifiers) == [a, child, presented].map { [ObjectIdentifier(second), ObjectIdentifier($0)] })
        #expect(fixture.trace.lines.isEmpty)
    }

    /// A shown container with children `from` (its view in place) and `to`.
    func siblings() -> (ControllerFixture, TracedController, TracedController, TracedController) {
        let fixture = ControllerFixture(ignoring: ContainmentTests.layout)
        let parent = fixture.controller("parent"), from = fixture.controller("from"), to = fixture.controller("to")
        parent.addChild(from)
        parent.addChild(to)
        parent.view.addSubview(from.view)
        fixture.show(parent)
        fixture.trace.removeAll()
        return (fixture, parent, from, to)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1])
    func aNonFiniteOrNegativeTransitionDurationIsRefused(duration: Double) throws {
        // UIKit traps converting such a duration (chosen: refused with the state unchanged).
        let (fixture, parent, from, to) = siblings()
        let before = fixture.window.recursiveDescription()
        parent.transition(from: from, to: to, duration: duration, animations: nil) { _ in fixture.trace.note("completion") }
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.window.recursiveDescription() == before && !to.isViewLoaded && fixture.trace.lines.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .invalidAnimationDuration)
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(parent), ObjectIdentifier(from), ObjectIdentifier(to)])
    }

    @Test func anAbsurdlyLongTransitionDurationIsShortenedToTheMaximum() {
        // Chosen: durations beyond a billion seconds run for a billion seconds.
        let (fixture, parent, from, to) = siblings()
        parent.transition(from: from, to: to, duration: 1e300, animations: nil) { fixture.trace.note("completion(\($0))") }
        #expect(fixture.loop.runUntilIdle(timeLimit: .seconds(2_000_000_000)) == .idle)
        #expect(fixture.loop.now >= .seconds(1_000_000_000) && fixture.loop.now < .seconds(1_000_000_001))
        #expect(fixture.trace.lines == [
            "from.viewWillDisappear(true)", "to.viewWillAppear(true)", "to.viewDidAppear(true)",
            "from.viewDidDisappear(true)", "completion(true)",
        ])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: 480), CGSize(width: 320, height: CGFloat.infinity), CGSize(width: -1, height: 480),
    ])
    func aWindowRefusesANonFiniteOrNegativeTransitionSize(size: CGSize) throws {
        // UIKit raises CALayerInvalidGeometry, "CALayer bounds contains NaN".
        let fixture = ControllerFixture()
        fixture.show(fixture.controller("root"))
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription()
        fixture.window.transition(toSize: size)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.window.recursiveDescription() == before && fixture.trace.lines.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .invalidTransitionSize)
        #expect(diagnostic.message.hasPrefix(size.width.isNaN ? "CALayer bounds contains NaN" : "A window size must not be negative or infinite"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(fixture.window)])
    }

    /// A controller that, when told of a memory warning or a size change, moves itself under
    /// `newParent` — a hook rearranging the tree while it is walked.
    final class Mover: TracedController {
        weak var newParent: ViewControllerBase?
        func move() {
            guard let newParent else { return }
            self.newParent = nil
            removeFromParent()
            newParent.addChild(self)
        }
        override func didReceiveMemoryWarning() { move() }
        override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
            move()
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// A shown root with children `mover` (which moves under `second` when told) and `second`.
    func rootWithMover() -> (ControllerFixture, TracedController) {
        let fixture = ControllerFixture(ignoring: ContainmentTests.layout.union([.willMoveToParent, .didMoveToParent]))
        let root = fixture.controller("root"), second = fixture.controller("second")
        let mover = Mover("mover", in: fixture.trace)
        mover.newParent = second
        root.addChild(mover)
        root.addChild(second)
        fixture.show(root)
        fixture.trace.removeAll()
        return (fixture, root)
    }

    @Test func aMemoryWarningReachesEachControllerOnceWhenAnOverrideMovesOne() {
        // Parents first, each controller once (chosen: UIKit sends each controller one warning).
        let (fixture, root) = rootWithMover()
        root.deliverMemoryWarning()
        #expect(fixture.trace.lines == [
            "root.didReceiveMemoryWarning()", "mover.didReceiveMemoryWarning()", "second.didReceiveMemoryWarning()",
        ])
    }

    @Test func aSizeTransitionReachesEachControllerOnceWhenAnOverrideMovesOne() {
        // Each controller is told once per transition (chosen: UIKit tells each controller once).
        let (fixture, _) = rootWithMover()
        fixture.window.transition(toSize: CGSize(width: 480, height: 320), duration: .zero)
        #expect(fixture.trace.lines == [
            "root.viewWillTransition(to:with:)", "mover.viewWillTransition(to:with:)", "second.viewWillTransition(to:with:)",
            // The shown controller hears of the landscape traits once the window takes its size.
            "root.traitCollectionDidChange(_:)",
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
    }

    @Test func anApplicationDroppedWithTransitionsPendingIsReleasedWithEverythingItShowed() {
        weak var weakApp: Application?, weakLoop: MainRunLoop?, weakWindow: Window?
        weak var weakRoot: ViewControllerBase?, weakPresented: ViewControllerBase?, weakChild: ViewControllerBase?
        do {
            let (app, delegate) = Application.launchedForTest()
            let window = Window(application: app)
            delegate.window = window
            let root = ViewControllerBase(), first = ViewControllerBase(), second = ViewControllerBase()
            root.addChild(first)
            root.addChild(second)
            root.view.addSubview(first.view)
            window.rootViewController = root
            window.makeKeyAndVisible()
            app.runLoop.runUntilIdle()
            // Work of every kind queued on the loop, none of it run.
            root.transition(from: first, to: second, duration: 1, animations: nil, completion: nil)
            let presented = ViewControllerBase()
            root.present(presented, animated: true)
            window.transition(toSize: CGSize(width: 844, height: 390))
            (weakApp, weakLoop, weakWindow) = (app, app.runLoop, window)
            (weakRoot, weakPresented, weakChild) = (root, presented, second)
        }
        #expect(weakApp == nil && weakLoop == nil && weakWindow == nil)
        #expect(weakRoot == nil && weakPresented == nil && weakChild == nil)
    }

    @Test func aLoopDroppedWithAnAnimatedPresentationRunningIsReleasedWithItsWindow() {
        weak var weakLoop: MainRunLoop?, weakWindow: Window?, weakPresented: ViewControllerBase?
        do {
            let fixture = ControllerFixture()
            let root = fixture.controller("root"), presented = fixture.controller("presented")
            fixture.show(root)
            root.present(presented, animated: true)
            fixture.loop.runOnce()
            presented.dismiss(animated: true)
            (weakLoop, weakWindow, weakPresented) = (fixture.loop, fixture.window, presented)
        }
        #expect(weakLoop == nil && weakWindow == nil && weakPresented == nil)
    }

    /// (chosen: UIKit does not check) A window's root or a presented controller is shown already:
    /// making it a child too would put it in two places at once.
    @Test func aWindowsRootOrAPresentedControllerIsNotAddedAsAChild() throws {
        let app = Application.create(delegate: RecordingAppDelegate.self)
        app.diagnostics.policy = .collect
        let window = Window(application: app)
        let root = ViewControllerBase(), presented = ViewControllerBase(), container = ViewControllerBase()
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()
        root.present(presented, animated: false)
        app.runLoop.runUntilIdle()
        container.addChild(root)
        container.addChild(presented)
        #expect(container.children.isEmpty)
        #expect(root.parent == nil && presented.parent == nil)
        #expect(window.rootViewController === root && root.presentedViewController === presented)
        let diagnostics = app.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.childControllerInUse, .childControllerInUse])
        #expect(diagnostics.first?.objectIdentifiers == [ObjectIdentifier(container), ObjectIdentifier(root)])
    }

    /// (chosen, as for views) A `willMove(toParent:)` override that moves the child itself — into
    /// another container and out again — overtakes the addition: the child ends where the hook
    /// left it, and gets no `didMove(toParent:)` for a parent it never joined.
    @Test func aWillMoveToParentOverrideThatMovesTheChildAwayAndBackOvertakesTheAddition() {
        final class Wanderer: ViewControllerBase {
            var detour: ViewControllerBase?
            override func willMove(toParent parent: ViewControllerBase?) {
                super.willMove(toParent: parent)
                guard let detour else { return }
                self.detour = nil
                detour.addChild(self)
                removeFromParent()
            }
        }
        let parent = ViewControllerBase(), detour = ViewControllerBase(), child = Wanderer()
        child.detour = detour
        parent.addChild(child)
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty && detour.children.isEmpty)
    }
}
