import Foundation
import Testing
@testable import HeadlessKit

/// The commit's three passes and their orders (Lifecycle Guarantees, "A view controller appearing",
/// step 2).
@MainActor
@Suite struct UpdateCyclePassOrderTests {
    @Test func commitRunsConstraintsBottomUpThenLayoutTopDownThenDisplayTopDown() {
        let fixture = ViewFixture(ignoring: [.willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
                                             .didMoveToWindow, .didAddSubview])
        let a = fixture.view("a"), b = fixture.view("b"), c = fixture.view("c"), d = fixture.view("d")
        fixture.window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        b.addSubview(d)
        fixture.settleAndClearLog()
        for view in [c, d, a, b] {
            view.setNeedsDisplay()
            view.setNeedsLayout()
            view.setNeedsUpdateConstraints()
        }
        #expect(fixture.log.lines.isEmpty, "marking only marks")

        fixture.loop.runOnce()
        #expect(fixture.log.lines == [
            "d.updateConstraints()", "b.updateConstraints()", "c.updateConstraints()", "a.updateConstraints()",
            "a.layoutSubviews()", "b.layoutSubviews()", "d.layoutSubviews()", "c.layoutSubviews()",
            "a.draw((0 0; 10 10))", "b.draw((0 0; 10 10))", "d.draw((0 0; 10 10))", "c.draw((0 0; 10 10))",
        ])
    }

    @Test func firstCommitOfANewHierarchyLaysOutAndDrawsEveryViewOnce() {
        let fixture = ViewFixture(ignoring: [.willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
                                             .didMoveToWindow, .didAddSubview])
        let a = fixture.view("a"), b = fixture.view("b")
        fixture.window.addSubview(a)
        a.addSubview(b)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.log.lines == [
            "window.layoutSubviews()", "a.layoutSubviews()", "b.layoutSubviews()",
            "window.draw((0 0; 320 480))", "a.draw((0 0; 10 10))", "b.draw((0 0; 10 10))",
        ])
        #expect(fixture.loop.turnCount == 1)
    }

    @Test func subviewResizedByItsParentsLayoutIsLaidOutInTheSamePass() {
        // A subview whose size changed becomes dirty and is visited in the same pass.
        // The parent is not re-marked by a change its own layoutSubviews() made.
        final class Resizer: ViewNode {
            override func layoutSubviews() { subviews.forEach { $0.frame.size.width += 1 } }
        }
        let fixture = ViewFixture(ignoring: [.draw])
        let parent = Resizer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = fixture.view("child"), sibling = fixture.view("sibling")
        fixture.log.name(parent, "parent")
        fixture.window.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(sibling)
        fixture.settleAndClearLog()
        #expect(child.frame.width == 11)

        parent.setNeedsLayout()
        #expect(fixture.loop.runOnce() == .idle)
        #expect(fixture.log.lines == ["parent.layoutSubviews()", "child.layoutSubviews()", "sibling.layoutSubviews()"])
        #expect(child.frame.width == 12 && sibling.frame.width == 12)
    }

    @Test func childLayoutThatResizesItsParentLaysTheParentOutAgainInTheSameCommit() {
        // A size change marks the view's superview; the commit repeats until clean.
        final class Grower: ViewNode {
            var pendingGrowth: CGFloat = 0
            override func layoutSubviews() {
                superview!.frame.size.width += pendingGrowth
                pendingGrowth = 0
            }
        }
        let fixture = ViewFixture(ignoring: [.draw])
        let parent = fixture.view("parent", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = Grower(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        fixture.log.name(child, "child")
        fixture.window.addSubview(parent)
        parent.addSubview(child)
        fixture.settleAndClearLog()

        child.pendingGrowth = 20
        child.setNeedsLayout()
        fixture.loop.runOnce()
        #expect(fixture.log.lines == [
            "child.layoutSubviews()",
            "window.layoutSubviews()", "parent.layoutSubviews()",
        ])
        #expect(parent.frame.width == 30)
        #expect(fixture.loop.turnCount == 2)
    }

    @Test func commitVisitsOnlyDirtyPaths() {
        final class Counting: ViewNode {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let branches = (0..<4).map { _ in Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for branch in branches {
            window.addSubview(branch)
            for _ in 0..<3 { branch.addSubview(Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        }
        loop.runUntilIdle()
        let dirtyLeaf = branches[2].subviews[1] as! Counting
        dirtyLeaf.setNeedsLayout()
        loop.runOnce()
        #expect(branches.map(\.layouts) == [1, 1, 1, 1])
        #expect(dirtyLeaf.layouts == 2)
        #expect(branches.flatMap(\.subviews).map { ($0 as! Counting).layouts } == [1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1])
    }

    @Test func viewsOutsideAWindowAreNotCommittedByTheRunLoop() {
        let fixture = ViewFixture()
        let detached = fixture.view("detached")
        detached.setNeedsLayout()
        fixture.settleAndClearLog()
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines.isEmpty)
        #expect(detached.needsLayout())
    }

    @Test func hierarchyCarryingPendingWorkIntoAWindowIsCommittedThere() {
        let fixture = ViewFixture(ignoring: [.willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
                                             .didMoveToWindow, .didAddSubview, .draw])
        let parent = fixture.view("parent"), child = fixture.view("child"), grandchild = fixture.view("grandchild")
        parent.addSubview(child)
        child.addSubview(grandchild)
        grandchild.setNeedsUpdateConstraints()
        fixture.settleAndClearLog()
        fixture.window.addSubview(parent)
        fixture.loop.runOnce()
        #expect(fixture.log.lines == [
            "grandchild.updateConstraints()",
            "window.layoutSubviews()", "parent.layoutSubviews()", "child.layoutSubviews()", "grandchild.layoutSubviews()",
        ])
    }
}
