import Foundation
import Testing
@testable import HeadlessKit

/// Unsatisfiable constraints, ambiguity, the no-common-ancestor refusal and constraint removal
/// with the view — each with UIKit's wording.
@MainActor @Suite struct ConstraintMisuseTests {
    @Test func unsatisfiableConstraintsBreakTheNewestAndLayOutTheRest() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            box.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            first, second,
        ])
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("""
            (
                "<LayoutConstraint box.width == 100 (active)>",
                "<LayoutConstraint box.width == 200 (active)>"
            )

            Will attempt to recover by breaking constraint \n<LayoutConstraint box.width == 200 (active)>
            """))
        #expect(second.isActive)
        // Removing the winner lets the broken constraint in on its next chance.
        first.isActive = false
        second.constant = 150
        fixture.loop.runUntilIdle()
        #expect(box.frame.width == 150)
    }

    // A view that translates its autoresizing mask is pinned to its frame by constraints the
    // engine makes (UIKit's NSAutoresizingMaskLayoutConstraint). A new frame that contradicts a
    // required constraint breaks that pin, reported as UIKit reports any unsatisfiable set.
    @Test func aNewFrameThatContradictsRequiredConstraintsBreaksItsPinWithUIKitsReport() {
        let fixture = ViewFixture()
        let pinned = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        pinned.accessibilityIdentifier = "pinned"
        fixture.window.addSubview(pinned)
        let follower = fixture.constrainedView("follower", in: fixture.window)
        LayoutConstraint.activate([
            pinned.widthAnchor.constraint(equalToConstant: 100),
            follower.widthAnchor.constraint(equalTo: pinned.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
            follower.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            follower.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 30),
        ])
        fixture.loop.runUntilIdle()
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        #expect(follower.frame == CGRect(x: 0, y: 30, width: 100, height: 10))

        pinned.frame.size.width = 80
        fixture.loop.runUntilIdle()
        #expect(pinned.frame.width == 80, "the frame is what was set; only the engine's pin breaks")
        #expect(follower.frame.width == 100, "the layout keeps the required constraint")
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(message.contains("\"<LayoutConstraint pinned.width == 100 (active)>\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSAutoresizingMaskLayoutConstraint pinned.width == 80>"))
        #expect(diagnostics.first?.objectIdentifiers == [ObjectIdentifier(pinned)])

        // The broken pin is made again when the frame next changes; an agreeing frame holds.
        pinned.frame.size.width = 100
        fixture.loop.runUntilIdle()
        #expect(fixture.loop.diagnostics.collected.count == 1)
        pinned.frame.size.width = 90
        fixture.loop.runUntilIdle()
        #expect(fixture.loop.diagnostics.collected.count == 2, "the rebuilt pin conflicts again and is reported again")
    }

    @Test func ambiguityIsReportedPerView() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        fixture.loop.runUntilIdle()
        #expect(box.hasAmbiguousLayout)  // nothing says where its top is
        box.topAnchor.constraint(greaterThanOrEqualTo: fixture.window.topAnchor).isActive = true
        fixture.loop.runUntilIdle()
        #expect(box.hasAmbiguousLayout)  // anywhere below the top is as good
        box.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 5).isActive = true
        fixture.loop.runUntilIdle()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == CGRect(x: 0, y: 5, width: 10, height: 10))
        #expect(!fixture.window.hasAmbiguousLayout)
    }

    @Test func constraintBetweenSeparateHierarchiesIsRefused() {
        let fixture = ViewFixture()
        let inside = fixture.constrainedView("inside", in: fixture.window)
        let outside = ViewNode()
        outside.accessibilityIdentifier = "outside"
        let constraint = inside.leadingAnchor.constraint(equalTo: outside.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(fixture.window.constraints.isEmpty && inside.constraints.isEmpty && outside.constraints.isEmpty)
        let diagnostic = fixture.loop.diagnostics.collected.first
        #expect(diagnostic?.kind == .constraintWithoutCommonAncestor)
        #expect(diagnostic?.message.hasPrefix(
            "Unable to activate constraint with anchors inside.leading and outside.leading because they have no common ancestor. "
                + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal.") == true)
    }

    /// UIKit: removing a view removes the constraints that tie its subtree to views outside it;
    /// constraints inside the subtree stay active and apply wherever it is added next.
    @Test func removingAViewRemovesItsOutsideConstraints() {
        let fixture = ViewFixture()
        let card = fixture.constrainedView("card", in: fixture.window)
        let icon = fixture.constrainedView("icon", in: card)
        let toWindow = [
            card.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 10),
        ]
        let inside = [
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            icon.widthAnchor.constraint(equalToConstant: 16), icon.heightAnchor.constraint(equalToConstant: 16),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
        ]
        LayoutConstraint.activate(toWindow + inside)
        fixture.loop.runUntilIdle()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
        card.removeFromSuperview()
        #expect(toWindow.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        #expect(fixture.window.constraints.isEmpty)
        let other = fixture.view("other", frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        fixture.window.addSubview(other)
        other.addSubview(card)
        LayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: other.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
        fixture.loop.runUntilIdle()
        #expect(card.frame == CGRect(x: 100, y: 140, width: 100, height: 60))
        #expect(icon.frame == CGRect(x: 4, y: 4, width: 16, height: 16))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func requiredToOptionalPriorityChangeOnAnActiveConstraintIsRefused() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidConstraintPriority])
    }
}
