import Foundation
import Testing
@testable import HeadlessKit

/// Constraints inside the update cycle: the constraints pass runs bottom-up (a controller's
/// `updateViewConstraints` standing for its root view), the engine solves once between the
/// passes, and the layout pass — each superview's default `layoutSubviews` — applies the frames.
@MainActor
@Suite struct AutoLayoutUpdateCycleTests {
    /// A root controller whose view holds one box constrained to it, made in `viewDidLoad`.
    final class BoxController: ViewControllerBase {
        let box = ViewNode()
        var width: LayoutConstraint!
        var leading: LayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            width = box.widthAnchor.constraint(equalToConstant: 100)
            leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
            LayoutConstraint.activate([
                leading,
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                width,
            ])
        }
    }

    /// A key window showing a `BoxController`, settled, with `draw(_:)` left out of the log.
    private func showBox() -> (ViewFixture, BoxController) {
        let fixture = ViewFixture(ignoring: [.draw])
        let controller = BoxController()
        fixture.log.name(controller, "VC")
        fixture.window.rootViewController = controller
        fixture.log.name(controller.view, "root")
        fixture.log.name(controller.box, "box")
        fixture.window.makeKeyAndVisible()
        fixture.loop.runUntilIdle()
        return (fixture, controller)
    }

    // First appearance: the constraints pass bottom-up (box, then the controller standing for its
    // root view), one solve, then layout top-down, where the root view's default layoutSubviews
    // gives the box its solved frame (UIKit: updateConstraints before layoutSubviews).
    @Test func firstCommitUpdatesConstraintsBottomUpThenAppliesSolvedFramesTopDown() {
        let (fixture, controller) = showBox()
        #expect(fixture.log.lines == [
            "VC.loadView()", "VC.viewDidLoad()", "box.willMove(toSuperview: root)", "box.didMoveToSuperview()",
            "root.didAddSubview(box)",
            "root.willMove(toSuperview: window)", "VC.viewWillAppear(false)", "root.willMove(toWindow: window)",
            "box.willMove(toWindow: window)", "root.didMoveToWindow()", "box.didMoveToWindow()",
            "root.didMoveToSuperview()", "window.didAddSubview(root)", "window.becomeKey()",
            "box.updateConstraints()", "VC.updateViewConstraints()", "root.updateConstraints()",
            "window.layoutSubviews()", "VC.viewWillLayoutSubviews()", "root.layoutSubviews()",
            "VC.viewDidLayoutSubviews()", "box.layoutSubviews()", "VC.viewDidAppear(false)",
        ])
        #expect(controller.box.frame == CGRect(x: 20, y: 0, width: 100, height: 50))
    }

    // A new constant asks for no updateConstraints() (UIKit's documentation: it is called for views
    // marked with setNeedsUpdateConstraints) and, by the marking rule (a size change
    // marks the view and its parent), lays out only the box and its superview; the window, whose
    // subviews did not change size, is not laid out.
    @Test func constantChangeLaysOutOnlyTheViewsWhoseFramesMove() {
        let (fixture, controller) = showBox()
        fixture.log.removeAll()
        controller.width.constant = 160
        #expect(fixture.log.lines.isEmpty, "the change is deferred to the commit")
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines == [
            "VC.viewWillLayoutSubviews()", "root.layoutSubviews()", "VC.viewDidLayoutSubviews()", "box.layoutSubviews()",
        ])
        #expect(controller.box.frame == CGRect(x: 20, y: 0, width: 160, height: 80))
    }

    // Swapping one constraint for another between views already laid out by constraints marks
    // no view for updateConstraints(): the box moves without resizing, so only its superview is
    // laid out.
    @Test func swappingConstraintsLaysOutOnlyTheSuperviewOfTheMovedView() {
        let (fixture, controller) = showBox()
        fixture.log.removeAll()
        controller.leading.isActive = false
        controller.leading = controller.box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 40)
        controller.leading.isActive = true
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines == ["VC.viewWillLayoutSubviews()", "root.layoutSubviews()", "VC.viewDidLayoutSubviews()"])
        #expect(controller.box.frame == CGRect(x: 40, y: 0, width: 100, height: 50))
    }

    // The animation idiom — change a constant, then layoutIfNeeded() on an ancestor — applies the
    // change at once, as UIKit's engine does, and leaves nothing for the next commit.
    @Test func layoutIfNeededAppliesAConstantChangeAtOnce() {
        let (fixture, controller) = showBox()
        fixture.log.removeAll()
        controller.width.constant = 160
        controller.view.layoutIfNeeded()
        #expect(controller.box.frame == CGRect(x: 20, y: 0, width: 160, height: 80))
        #expect(fixture.log.lines == [
            "VC.viewWillLayoutSubviews()", "root.layoutSubviews()", "VC.viewDidLayoutSubviews()", "box.layoutSubviews()",
        ])
        fixture.log.removeAll()
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines.isEmpty)
    }

    // New unsafe edges on the window move the safe-area guide: the box, pinned to its top, moves
    // down without changing size, so of its hierarchy only its superview is laid out (UIKit calls layoutSubviews
    // on a view when its size changes, not its position).
    @Test func safeAreaChangeMovesTheBoxWithoutResizingIt() {
        let (fixture, controller) = showBox()
        fixture.log.removeAll()
        fixture.window.screenSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        fixture.loop.runUntilIdle()
        // UIKit: the root view's safe area changed, so its controller hears
        // viewSafeAreaInsetsDidChange() just before its layout. The window and the root view hear
        // of their own new insets first (chosen); the box, below the unsafe edge once moved,
        // hears nothing. The root view's margins are measured from its safe area (UIKit's
        // `layoutMargins` reflect "the system minimum margins and safe area insets"), so they
        // move too and the view, then its controller, hear of it next.
        #expect(fixture.log.lines == [
            "window.safeAreaInsetsDidChange()", "window.layoutSubviews()",
            "root.safeAreaInsetsDidChange()", "VC.viewSafeAreaInsetsDidChange()",
            "root.layoutMarginsDidChange()", "VC.viewLayoutMarginsDidChange()", "VC.viewWillLayoutSubviews()",
            "root.layoutSubviews()", "VC.viewDidLayoutSubviews()",
        ])
        #expect(controller.box.frame == CGRect(x: 20, y: 44, width: 100, height: 50))
    }

    // A rotation resizes the window and, by its autoresizing mask, the root view, whose pinned
    // size moves in the solver; the box, tied to the leading and top edges, stays where it is.
    @Test func rotationResizesTheRootViewAndKeepsTheBox() {
        let (fixture, controller) = showBox()
        fixture.log.removeAll()
        fixture.window.transition(toSize: CGSize(width: 480, height: 320))
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines == [
            // Landscape makes the vertical size class compact: the window, then the controller
            // before its root view, then the box hear of it as the window takes its new size.
            "VC.viewWillTransition(to:with:)", "window.traitCollectionDidChange(_:)", "VC.traitCollectionDidChange(_:)",
            "root.traitCollectionDidChange(_:)", "box.traitCollectionDidChange(_:)",
            // 480 points wide, the root view's system minimum side margins grow from 16 to 20
            // (UIKit's `systemMinimumLayoutMargins`; 20 in landscape).
            "window.layoutSubviews()", "root.layoutMarginsDidChange()", "VC.viewLayoutMarginsDidChange()",
            "VC.viewWillLayoutSubviews()",
            "root.layoutSubviews()", "VC.viewDidLayoutSubviews()",
        ])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(controller.box.frame == CGRect(x: 20, y: 0, width: 100, height: 50))
    }

    /// A view that builds its constraints in updateConstraints(), as UIKit recommends for
    /// classes that return true from requiresConstraintBasedLayout.
    final class SelfConstrainingView: ViewNode {
        override class var requiresConstraintBasedLayout: Bool { true }
        var height: LayoutConstraint?

        override func updateConstraints() {
            if height == nil {
                let height = heightAnchor.constraint(equalToConstant: 30)
                height.isActive = true
                self.height = height
            }
            super.updateConstraints()
        }
    }

    // updateConstraints() runs for a view whose class requires constraint-based layout (UIKit's
    // documentation) and where constraints exist — here the window, which owns the
    // three constraints — and not for a plain view. (chosen) A view is marked once, when it first
    // takes part in constraints, so the height constraint `custom` activates in its own
    // updateConstraints(), UIKit's recommended pattern, does not ask for another call.
    @Test func requiresConstraintBasedLayoutAsksForUpdateConstraintsInTheFirstCommit() {
        let fixture = ViewFixture(ignoring: [.draw])
        let custom = SelfConstrainingView()
        custom.translatesAutoresizingMaskIntoConstraints = false
        let plain = fixture.view("plain")
        fixture.log.name(custom, "custom")
        fixture.window.addSubview(plain)
        fixture.window.addSubview(custom)
        LayoutConstraint.activate([
            custom.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            custom.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            custom.widthAnchor.constraint(equalToConstant: 50),
        ])
        fixture.loop.runUntilIdle()
        #expect(fixture.lines(for: .updateConstraints) == ["custom.updateConstraints()", "window.updateConstraints()"])
        #expect(custom.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    }
}
