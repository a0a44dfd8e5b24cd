import Foundation
import Testing
@testable import HeadlessKit

/// Constraints follow their views between hierarchies: a subtree built off-window keeps its
/// internal constraints in an engine of its own, and they join the window's engine when it is
/// added.
@MainActor
@Suite struct HierarchyMoveLayoutTests {
    // A card built and constrained before it has a superview, changed while detached, then added
    // to a window and laid out with layoutIfNeeded() on the card itself: one solve, the right
    // frames, and no feedback-loop diagnostic.
    @Test func aSubtreeConstrainedOffWindowIsLaidOutWhereItLands() {
        let fixture = ViewFixture()
        let card = ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = fixture.constrainedView("badge", in: card)
        let width = badge.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            width,
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 160, y: 10, width: 30, height: 30))
        width.constant = 40
        fixture.window.addSubview(card)
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 150, y: 10, width: 40, height: 40))
        fixture.loop.runUntilIdle()
        #expect(badge.frame == CGRect(x: 150, y: 10, width: 40, height: 40))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
        #expect(!card.flags.contains(.needsSolve), "only a hierarchy's root may wait for a solve")
    }
}
