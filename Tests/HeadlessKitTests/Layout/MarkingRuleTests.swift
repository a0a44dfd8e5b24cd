import Foundation
import Testing
@testable import HeadlessKit

/// What marks layout and what does not (Lifecycle Guarantees, "Views": what marks layout).
@MainActor
@Suite struct MarkingRuleTests {
    /// `window` → `parent` → (`view` → `child`), all laid out and quiet.
    func quietHierarchy() -> (ViewFixture, parent: ViewNode, view: ViewNode, child: ViewNode) {
        let fixture = ViewFixture(ignoring: [.willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
                                             .didMoveToWindow, .didAddSubview, .willRemoveSubview, .draw])
        let parent = fixture.view("parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = fixture.view("view", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let child = fixture.view("child")
        fixture.window.addSubview(parent)
        parent.addSubview(view)
        view.addSubview(child)
        fixture.settleAndClearLog()
        return (fixture, parent, view, child)
    }

    @Test func addSubviewMarksTheParentAndTheAddedView() {
        let (fixture, parent, _, _) = quietHierarchy()
        let added = fixture.view("added")
        parent.addSubview(added)
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["parent.layoutSubviews()", "added.layoutSubviews()"])
    }

    @Test func removeFromSuperviewMarksTheOldParentOnly() {
        let (fixture, _, view, _) = quietHierarchy()
        view.removeFromSuperview()
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["parent.layoutSubviews()"])
    }

    @Test func frameSizeChangeMarksTheViewAndItsParent() {
        let (fixture, _, view, _) = quietHierarchy()
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 50)
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["parent.layoutSubviews()", "view.layoutSubviews()"])
    }

    @Test func boundsSizeChangeMarksTheViewAndItsParent() {
        let (fixture, _, view, _) = quietHierarchy()
        view.bounds.size = CGSize(width: 40, height: 40)
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["parent.layoutSubviews()", "view.layoutSubviews()"])
        #expect(view.frame == CGRect(x: 15, y: 15, width: 40, height: 40))
    }

    @Test func boundsOriginChangeMarksOnlyTheViewLikeScrolling() {
        let (fixture, _, view, _) = quietHierarchy()
        view.bounds.origin = CGPoint(x: 0, y: 30)
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["view.layoutSubviews()"])
    }

    @Test func originOnlyFrameChangeMarksNothing() {
        let (fixture, _, view, _) = quietHierarchy()
        view.frame.origin = CGPoint(x: 40, y: 40)
        view.center = CGPoint(x: 0, y: 0)
        view.transform = AffineTransform2D(scaleX: 2, y: 2)
        #expect(!view.needsLayout())
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func settingTheSameFrameMarksNothing() {
        let (fixture, _, view, _) = quietHierarchy()
        view.frame = view.frame
        fixture.loop.runUntilIdle()
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func setNeedsLayoutMarksOnlyThatViewAndCoalescesIntoOneLayout() {
        let (fixture, _, view, _) = quietHierarchy()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.needsLayout())
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.log.lines == ["view.layoutSubviews()"])
        #expect(!view.needsLayout())
    }

    @Test func invalidatingIntrinsicSizeUpdatesConstraintsAndLaysOutTheSuperview() {
        final class Label: ViewNode {
            var text = "hi"
            override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(text.count) * 8, height: 20) }
        }
        let (fixture, parent, _, _) = quietHierarchy()
        let label = Label()
        fixture.log.name(label, "label")
        parent.addSubview(label)
        fixture.settleAndClearLog()
        #expect(label.lastMeasuredIntrinsicContentSize == nil)

        label.text = "hello"
        label.invalidateIntrinsicContentSize()
        fixture.loop.runOnce()
        #expect(fixture.log.lines == ["label.updateConstraints()", "parent.layoutSubviews()"])
        #expect(label.lastMeasuredIntrinsicContentSize == CGSize(width: 40, height: 20))
    }

    @Test func defaultIntrinsicContentSizeHasNoMetricOnEitherAxis() {
        #expect(ViewNode().intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: ViewNode.noIntrinsicMetric))
        #expect(ViewNode.noIntrinsicMetric == -1)
    }
}
