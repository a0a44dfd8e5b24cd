import Foundation
import Testing
@testable import HeadlessKit

/// A view laid out more than the threshold in one turn stops the pass with a report (UIKit's
/// `UIViewLayoutFeedbackLoopDebuggingThreshold`, default 100).
@MainActor
@Suite struct LayoutFeedbackLoopTests {
    final class SelfMarking: ViewNode {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            setNeedsLayout()
        }
    }

    @Test func viewThatMarksItselfInLayoutSubviewsStopsTheLoopWithAReport() throws {
        let fixture = ViewFixture()
        let view = SelfMarking(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.window.addSubview(view)

        let reason = fixture.loop.runUntilIdle()
        guard case .layoutFeedbackLoop(let loop) = reason else {
            Issue.record("expected a layout feedback loop, got \(reason)")
            return
        }
        #expect(view.layouts == 100)
        #expect(loop.threshold == 100)
        #expect(loop.culprit.view == ObjectIdentifier(view))
        #expect(loop.culprit.layoutCount == 100)
        #expect(loop.participants.map(\.view) == [ObjectIdentifier(view)])
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .layoutFeedbackLoop)
        #expect(diagnostic.message.hasPrefix("UIViewLayoutFeedbackLoopDebuggingThreshold (100) exceeded:"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(view)])

        // The pending layout was dropped, so the loop is idle again and stays sound.
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.layouts == 100)
        #expect(fixture.window.invariantViolations().isEmpty)
    }

    @Test func childThatMarksItsParentNamesBothViewsAndTheParentAsCulprit() {
        final class ParentMarking: ViewNode {
            override func layoutSubviews() { superview?.setNeedsLayout() }
        }
        let fixture = ViewFixture()
        fixture.loop.layoutFeedbackThreshold = 10
        final class ChildMarking: ViewNode {
            override func layoutSubviews() { subviews.first?.setNeedsLayout() }
        }
        let parent = ChildMarking(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = ParentMarking(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        fixture.window.addSubview(parent)
        parent.addSubview(child)

        guard case .layoutFeedbackLoop(let loop) = fixture.loop.runUntilIdle() else {
            Issue.record("expected a layout feedback loop")
            return
        }
        #expect(loop.culprit.view == ObjectIdentifier(parent))
        #expect(loop.participants.map(\.view) == [ObjectIdentifier(parent), ObjectIdentifier(child)])
        #expect(loop.participants.map(\.layoutCount) == [10, 10])
    }

    @Test func layoutCountsStartAgainEachTurn() {
        final class MarksTwice: ViewNode {
            var remaining = 0
            override func layoutSubviews() {
                if remaining > 0 {
                    remaining -= 1
                    setNeedsLayout()
                }
            }
        }
        let fixture = ViewFixture()
        fixture.loop.layoutFeedbackThreshold = 5
        let view = MarksTwice(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.window.addSubview(view)
        #expect(fixture.loop.runUntilIdle() == .idle)
        for _ in 0..<3 {
            view.remaining = 4   // five layouts in a turn: at the threshold, not over it
            view.setNeedsLayout()
            #expect(fixture.loop.runUntilIdle() == .idle)
        }
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func feedbackLoopInLayoutIfNeededDuringADrivingCallStopsThatCall() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let view = SelfMarking()
        loop.perform {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        guard case .layoutFeedbackLoop(let report) = loop.runUntilIdle() else {
            Issue.record("expected the driving call to stop with the feedback loop")
            return
        }
        #expect(view.layouts == 100)
        #expect(report.culprit.view == ObjectIdentifier(view))
        #expect(loop.diagnostics.collected.map(\.kind) == [.layoutFeedbackLoop])
    }

    /// Each `layoutIfNeeded()` made outside any turn is a turn of its own: a view laid out once per
    /// call, however many calls and whichever hierarchy it is in, is never a feedback loop.
    @Test func layoutsOfViewsThatBelongToNoLoopAreCountedPerCallEvenAcrossHierarchies() {
        final class Counting: ViewNode {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var containers: [ViewNode] = []
        for _ in 0..<150 {
            let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            container.addSubview(view)   // a fresh hierarchy every time
            containers.append(container)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        #expect(view.layouts == 150)
        #expect(view.owningRunLoop == nil && MainRunLoop.current == nil)
    }

    /// Two run loops count their turns independently, so their turn numbers meet; a view moved
    /// from one's window to the other's does not carry its count across.
    @Test func aViewMovedToAnotherLoopsWindowStartsItsCountAfresh() {
        final class Repeating: ViewNode {
            var remaining = 0
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                if remaining > 0 { remaining -= 1; setNeedsLayout() }
            }
        }
        let first = ViewFixture(), second = ViewFixture()
        first.settleAndClearLog()
        second.settleAndClearLog()
        let view = Repeating(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.window.addSubview(view)
        view.remaining = 59                 // 60 layouts in the first loop's turn
        first.loop.runOnce()
        second.window.addSubview(view)
        view.remaining = 59                 // and 60 in the second's, at the same turn number
        second.loop.runOnce()
        #expect(view.layouts == 120)
        #expect(first.loop.diagnostics.collected.isEmpty && second.loop.diagnostics.collected.isEmpty)
    }
}
