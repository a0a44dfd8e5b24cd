import Foundation
import Testing
@testable import HeadlessKit

/// `layoutIfNeeded()` climbs to the topmost ancestor needing layout and is a no-op when clean
/// (UIKit's `layoutIfNeeded` documentation: "lays out the subviews immediately, if
/// layout updates are pending").
@MainActor
@Suite struct LayoutIfNeededTests {
    func hierarchy() -> (ViewFixture, top: ViewNode, middle: ViewNode, leaf: ViewNode, sibling: ViewNode) {
        let fixture = ViewFixture(ignoring: [.willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
                                             .didMoveToWindow, .didAddSubview, .draw])
        let top = fixture.view("top"), middle = fixture.view("middle")
        let leaf = fixture.view("leaf"), sibling = fixture.view("sibling")
        fixture.window.addSubview(top)
        top.addSubview(middle)
        middle.addSubview(leaf)
        fixture.window.addSubview(sibling)
        fixture.settleAndClearLog()
        return (fixture, top, middle, leaf, sibling)
    }

    @Test func layoutIfNeededWithNothingPendingDeliversNothing() {
        let (fixture, top, _, leaf, _) = hierarchy()
        leaf.layoutIfNeeded()
        top.layoutIfNeeded()
        fixture.window.layoutIfNeeded()
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func layoutIfNeededStartsAtTheTopmostAncestorThatNeedsLayout() {
        let (fixture, top, _, leaf, sibling) = hierarchy()
        top.setNeedsLayout()
        leaf.setNeedsLayout()
        sibling.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(fixture.log.lines == ["top.layoutSubviews()", "leaf.layoutSubviews()"])
        #expect(sibling.needsLayout(), "outside the climbed subtree: left for the commit")
        fixture.log.removeAll()
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["sibling.layoutSubviews()"])
    }

    @Test func layoutIfNeededOnACleanViewLaysOutItsDirtyDescendantsOnly() {
        let (fixture, top, _, leaf, sibling) = hierarchy()
        leaf.setNeedsLayout()
        sibling.setNeedsLayout()
        top.layoutIfNeeded()
        #expect(fixture.log.lines == ["leaf.layoutSubviews()"])
    }

    @Test func layoutIfNeededRunsPendingConstraintUpdatesFirstBottomUp() {
        let (fixture, top, middle, leaf, _) = hierarchy()
        top.setNeedsLayout()
        middle.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        top.layoutIfNeeded()
        #expect(fixture.log.lines == ["leaf.updateConstraints()", "middle.updateConstraints()", "top.layoutSubviews()"])
    }

    @Test func layoutIfNeededWorksOnViewsOutsideAWindow() {
        final class Recorder: ViewNode {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let parent = Recorder(), child = Recorder()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1 && child.layouts == 1)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1 && child.layouts == 1)
    }

    @Test func updateConstraintsIfNeededRunsOnlyTheConstraintsPass() {
        let (fixture, top, middle, _, _) = hierarchy()
        middle.setNeedsUpdateConstraints()
        top.setNeedsLayout()
        top.updateConstraintsIfNeeded()
        #expect(fixture.log.lines == ["middle.updateConstraints()"])
        #expect(top.needsLayout())
        #expect(!middle.needsUpdateConstraints())
    }
}
