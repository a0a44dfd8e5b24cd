import Foundation
import Testing
@testable import HeadlessKit

/// Right-to-left layout: leading and trailing flip for views whose effective direction is right
/// to left (UIKit: `semanticContentAttribute`, `effectiveUserInterfaceLayoutDirection`), and a
/// change of direction re-solves.
@MainActor @Suite struct LayoutDirectionTests {
    private func row(_ fixture: ViewFixture) -> (ViewNode, ViewNode) {
        let a = fixture.constrainedView("a", in: fixture.window)
        let b = fixture.constrainedView("b", in: fixture.window)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: fixture.window.topAnchor), b.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (a, b)
    }

    @Test func leadingIsTheLeftEdgeLeftToRight() {
        let fixture = ViewFixture()
        let (a, b) = row(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame.minX == 10 && b.frame.minX == 68)
    }

    @Test func aRightToLeftWindowMirrorsLeadingAndTrailing() {
        let fixture = ViewFixture()
        fixture.window.userInterfaceLayoutDirection = .rightToLeft
        let (a, b) = row(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        // a's right edge 10 from the window's right (320): 260…310; b 8 to its left: 222…252.
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 222, y: 0, width: 30, height: 10))
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func changingTheDirectionReSolvesAtTheNextCommit() {
        let fixture = ViewFixture()
        let (a, b) = row(fixture)
        #expect(fixture.loop.runUntilIdle() == .idle)
        fixture.window.semanticContentAttribute = .forceRightToLeft
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame.minX == 260 && b.frame.minX == 222)
        fixture.window.semanticContentAttribute = .unspecified
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame.minX == 10 && b.frame.minX == 68)
    }

    @Test func aForcedDirectionIsInheritedBySubviewsWithoutOneOfTheirOwn() {
        let fixture = ViewFixture()
        let parent = ViewNode(), child = ViewNode(), grandchild = ViewNode()
        fixture.window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .forceLeftToRight
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(ViewNode().effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func theClassMethodMapsEachAttributeToADirection() {
        #expect(SemanticContentAttribute.allCases.map { ViewNode.userInterfaceLayoutDirection(for: $0) }
            == [.leftToRight, .leftToRight, .leftToRight, .leftToRight, .rightToLeft])
        #expect(SemanticContentAttribute.allCases.map { ViewNode.userInterfaceLayoutDirection(for: $0, relativeTo: .rightToLeft) }
            == [.rightToLeft, .leftToRight, .leftToRight, .leftToRight, .rightToLeft])
    }

    // UIKit: a view's effective direction is the one for arranging its immediate content, so the
    // constraints a view holds read in its direction, not in their items' own.
    @Test func constraintsReadInTheDirectionOfTheViewHoldingThem() {
        let fixture = ViewFixture()
        let (a, b) = row(fixture)
        a.semanticContentAttribute = .forceRightToLeft   // a's own content, not its place in the window
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame.minX == 10 && b.frame.minX == 68)
    }

    @Test func subtreesSolvedTogetherKeepTheirOwnDirections() {
        let fixture = ViewFixture()
        fixture.window.userInterfaceLayoutDirection = .rightToLeft
        func container(_ name: String, top: CGFloat) -> (ViewNode, ViewNode) {
            let outer = fixture.constrainedView(name, in: fixture.window)
            let middle = fixture.constrainedView("\(name).middle", in: outer)
            let leaf = fixture.constrainedView("\(name).leaf", in: middle)
            LayoutConstraint.activate([
                outer.leftAnchor.constraint(equalTo: fixture.window.leftAnchor), outer.widthAnchor.constraint(equalToConstant: 200),
                outer.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: top), outer.heightAnchor.constraint(equalToConstant: 10),
                middle.leftAnchor.constraint(equalTo: outer.leftAnchor), middle.rightAnchor.constraint(equalTo: outer.rightAnchor),
                middle.topAnchor.constraint(equalTo: outer.topAnchor), middle.heightAnchor.constraint(equalToConstant: 10),
                leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 10), leaf.widthAnchor.constraint(equalToConstant: 20),
                leaf.topAnchor.constraint(equalTo: middle.topAnchor), leaf.heightAnchor.constraint(equalToConstant: 10),
            ])
            return (outer, leaf)
        }
        let (forced, forcedLeaf) = container("forced", top: 0)
        let (_, inheritingLeaf) = container("inheriting", top: 20)
        forced.semanticContentAttribute = .forceLeftToRight
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(forcedLeaf.frame.minX == 10)      // left to right inside the forced container
        #expect(inheritingLeaf.frame.minX == 170)   // right to left, from the window
    }

    @Test func leftAndRightDoNotFlip() {
        let fixture = ViewFixture()
        fixture.window.userInterfaceLayoutDirection = .rightToLeft
        let a = fixture.constrainedView("a", in: fixture.window)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: fixture.window.leftAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 10),
            a.centerYAnchor.constraint(equalTo: fixture.window.centerYAnchor),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame == CGRect(x: 10, y: 235, width: 50, height: 10))
    }

    @Test func directionalMarginsFollowTheDirection() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        fixture.window.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: fixture.window.layoutMarginsGuide.leftAnchor),
            box.rightAnchor.constraint(equalTo: fixture.window.layoutMarginsGuide.rightAnchor),
            box.topAnchor.constraint(equalTo: fixture.window.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.window.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
        #expect(box.frame == CGRect(x: 30, y: 0, width: 285, height: 10))
        fixture.window.userInterfaceLayoutDirection = .rightToLeft
        #expect(fixture.window.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(box.frame == CGRect(x: 5, y: 0, width: 285, height: 10))
        fixture.window.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(fixture.window.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test func nonFiniteDirectionalMarginsAreRefused() {
        let fixture = ViewFixture()
        fixture.settleAndClearLog()
        let before = fixture.window.recursiveDescription()
        fixture.window.directionalLayoutMargins = DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
        #expect(fixture.window.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.log.lines.isEmpty)
    }
}
