import Foundation
import Testing
@testable import HeadlessKit

/// Presentations that UIKit refuses — presenting an active controller or a container's child,
/// presenting or dismissing while a transition is in progress — leave every link as it was, and
/// no sequence of presentations can close a cycle.
@MainActor
@Suite struct PresentationMisuseTests {
    /// A fixture showing `a` as the window's root, settled, trace cleared.
    func shownRoot() -> (ControllerFixture, TracedController) {
        let fixture = ControllerFixture(ignoring: ContainmentTests.layout)
        let a = fixture.controller("a")
        fixture.show(a)
        fixture.trace.removeAll()
        return (fixture, a)
    }

    /// The presentation links of `controllers`, to compare before and after a refusal.
    func links(_ controllers: [ViewControllerBase]) -> [[ObjectIdentifier?]] {
        controllers.map { controller in
            [controller.parent, controller.presentingViewController, controller.presentedViewController]
                .map { $0.map(ObjectIdentifier.init) }
        }
    }

    @Test func presentingTheControllerThatPresentsYouIsRefusedAndDismissThenEnds() throws {
        // UIKit raises "Application tried to present modally an active controller".
        let (fixture, a) = shownRoot()
        let b = fixture.controller("b")
        a.present(b, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription(), linksBefore = links([a, b])
        b.present(a, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1)
        #expect(diagnostic.kind == .presentingActiveController)
        #expect(diagnostic.message.hasPrefix("Application tried to present modally an active controller"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(fixture.window.recursiveDescription() == before && links([a, b]) == linksBefore)
        #expect(fixture.trace.lines.isEmpty)
        // The walks that used to loop forever end.
        fixture.window.transition(toSize: CGSize(width: 480, height: 320), duration: .zero)
        a.deliverMemoryWarning()
        a.dismiss(animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && a.view.window === fixture.window)
    }

    @Test func aChildPresentingItsOwnParentInTheCurrentContextIsRefused() throws {
        // UIKit raises "Application tried to present modally an active controller".
        let fixture = ControllerFixture(ignoring: ContainmentTests.layout)
        let parent = fixture.controller("parent"), child = fixture.controller("child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        fixture.show(parent)
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription(), linksBefore = links([parent, child])
        parent.modalPresentationStyle = .currentContext
        // The child defines the presentation context, so it presents (UIKit walks up from the
        // presenting controller to the first that defines the context; with none, the root-most
        // ancestor would present).
        child.definesPresentationContext = true
        child.present(parent, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .presentingActiveController)
        #expect(diagnostic.message.hasPrefix("Application tried to present modally an active controller"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(parent), ObjectIdentifier(child)])
        #expect(fixture.window.recursiveDescription() == before && links([parent, child]) == linksBefore)
        #expect(fixture.trace.lines.isEmpty)
    }

    @Test func presentingAContainersChildIsRefused() throws {
        // UIKit raises "Application tried to present modally a view controller <…> that has a
        // parent view controller <…>."
        let (fixture, a) = shownRoot()
        let container = fixture.controller("container"), child = fixture.controller("child")
        container.addChild(child)
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription(), linksBefore = links([a, container, child])
        a.present(child, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .presentingChildController)
        #expect(diagnostic.message.hasPrefix("Application tried to present modally a view controller"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(child), ObjectIdentifier(container), ObjectIdentifier(a)])
        #expect(fixture.window.recursiveDescription() == before && links([a, container, child]) == linksBefore)
        #expect(fixture.trace.lines.isEmpty && !child.isViewLoaded)
    }

    @Test func presentingAnotherWindowsRootOrAPresentedControllerIsRefused() {
        // UIKit raises "Application tried to present modally an active controller".
        let (fixture, a) = shownRoot()
        let other = Window(screenSize: CGSize(width: 320, height: 480), runLoop: fixture.loop)
        let otherRoot = fixture.controller("otherRoot")
        other.rootViewController = otherRoot
        let b = fixture.controller("b")
        a.present(b, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription(), linksBefore = links([a, b, otherRoot])
        b.present(otherRoot, animated: false)
        b.present(b, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.presentingActiveController, .presentingActiveController])
        #expect(fixture.loop.diagnostics.collected.allSatisfy { $0.message.hasPrefix("Application tried to present modally an active controller") })
        #expect(fixture.window.recursiveDescription() == before && links([a, b, otherRoot]) == linksBefore)
        #expect(other.rootViewController === otherRoot && fixture.trace.lines.isEmpty)
    }

    @Test func dismissingWhileAnAnimatedPresentationRunsIsRefused() throws {
        // UIKit logs "Attempt to dismiss from view controller <…> while a presentation or dismiss
        // is in progress!" and ignores the call.
        let (fixture, a) = shownRoot()
        let b = fixture.controller("b")
        a.present(b, animated: true) { fixture.trace.note("present completion") }
        a.dismiss(animated: false) { fixture.trace.note("dismiss completion") }   // before the transition starts
        fixture.loop.runOnce()
        #expect(fixture.trace.lines == ["a.viewWillDisappear(true)", "b.viewWillAppear(true)"])
        let before = fixture.window.recursiveDescription()
        b.dismiss(animated: true) { fixture.trace.note("dismiss completion") }   // while it animates
        #expect(fixture.window.recursiveDescription() == before)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.presentationInProgress, .presentationInProgress])
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("Attempt to dismiss from view controller") })
        #expect(diagnostics.allSatisfy { $0.message.contains("while a presentation or dismiss is in progress!") })
        #expect(diagnostics.last?.objectIdentifiers == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == [
            "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "b.viewDidAppear(true)", "a.viewDidDisappear(true)",
            "present completion",
        ])
        #expect(fixture.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b.view)])
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    }

    @Test func presentingWhileADismissalRunsIsRefused() throws {
        // UIKit logs "Attempt to present <…> on <…> while a presentation is in progress!".
        let (fixture, a) = shownRoot()
        let b = fixture.controller("b"), c = fixture.controller("c")
        a.present(b, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        b.dismiss(animated: true)
        fixture.loop.runOnce()
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription()
        a.present(c, animated: false)
        b.present(c, animated: false)
        #expect(fixture.window.recursiveDescription() == before)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.presentationInProgress, .presentationInProgress])
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("Attempt to present") && $0.message.contains("while a presentation is in progress!") })
        #expect(diagnostics.first?.objectIdentifiers == [ObjectIdentifier(c), ObjectIdentifier(a)])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.trace.lines == ["a.viewDidAppear(true)", "b.viewDidDisappear(true)"])
        #expect(a.presentedViewController == nil && !c.isViewLoaded && c.presentingViewController == nil)
    }

    @Test func aPresentedControllerDismissingFromViewDidLoadIsRefusedAndThePresentationGoesOn() {
        // Between present (which loads the view) and the transition (next turn) the presentation
        // is in progress (chosen: UIKit's presentation is in progress from the call).
        final class Impatient: TracedController {
            override func viewDidLoad() { presentingViewController?.dismiss(animated: false) }
        }
        let (fixture, a) = shownRoot()
        let b = Impatient("b", in: fixture.trace)
        a.present(b, animated: false)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.presentationInProgress])
        #expect(a.presentedViewController === b && b.view.window === fixture.window && b.appearanceState == .appeared)
    }
}
