import Foundation
import Testing
@testable import HeadlessKit

/// Arranging views: adding, inserting, removing, hiding, spacing, nesting and baselines
/// (UIKit's `UIStackView` documentation, each test naming the rule it pins).
@MainActor @Suite struct StackViewArrangementTests {
    private func row(_ count: Int, spacing: CGFloat = 10) -> (StackFixture, [SizedView]) {
        let views = (0..<count).map { StackFixture.sized("v\($0)", 40, 20) }
        let fixture = StackFixture(axis: .horizontal, size: CGSize(width: 300, height: 20), views: views)
        fixture.stack.distribution = .equalSpacing
        fixture.stack.spacing = spacing
        fixture.stack.alignment = .leading
        return (fixture, views)
    }

    @Test func addingMakesTheViewASubviewThatNoLongerTranslatesItsMask() {
        let stack = StackView()
        let view = ViewNode()
        stack.addArrangedSubview(view)
        #expect(identities(stack.arrangedSubviews) == identities([view]) && identities(stack.subviews) == identities([view]))
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    // UIKit: the index orders arrangedSubviews only; a new view is appended to subviews.
    @Test func insertingOrdersTheArrangementNotTheSubviews() {
        let (fixture, views) = row(2)
        let inserted = StackFixture.sized("new", 40, 20)
        fixture.stack.insertArrangedSubview(inserted, at: 0)
        #expect(identities(fixture.stack.arrangedSubviews) == identities([inserted, views[0], views[1]]))
        #expect(identities(fixture.stack.subviews) == identities([views[0], views[1], inserted]))
        fixture.stack.insertArrangedSubview(inserted, at: 2)   // moves an arranged view
        #expect(identities(fixture.stack.arrangedSubviews) == identities([views[0], views[1], inserted]))
        #expect(fixture.settledFrames().map(\.minX) == [0, 130, 260])
    }

    // UIKit: removeArrangedSubview leaves the view a subview.
    @Test func removingAnArrangedViewKeepsItASubviewAndClosesTheGap() {
        let (fixture, views) = row(3)
        #expect(fixture.settledFrames().map(\.minX) == [0, 130, 260])
        fixture.stack.removeArrangedSubview(views[1])
        #expect(identities(fixture.stack.arrangedSubviews) == identities([views[0], views[2]]))
        #expect(views[1].superview === fixture.stack)
        #expect(fixture.settledFrames().map(\.minX) == [0, 260])
        #expect(fixture.stack.constraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
    }

    // UIKit: an arranged view's removeFromSuperview takes it out of arrangedSubviews.
    @Test func removingFromTheSuperviewLeavesTheArrangement() {
        let (fixture, views) = row(3)
        views[0].removeFromSuperview()
        #expect(identities(fixture.stack.arrangedSubviews) == identities([views[1], views[2]]))
        #expect(fixture.settledFrames().map(\.minX) == [0, 260])
        let other = ViewNode()
        fixture.fixture.window.addSubview(other)
        other.addSubview(views[2])   // moving it elsewhere does the same
        #expect(identities(fixture.stack.arrangedSubviews) == identities([views[1]]))
    }

    @Test func hidingAnArrangedViewCollapsesItAndShowingItBringsItBack() {
        let views = (0..<3).map { StackFixture.sized("v\($0)", 40, 20) }
        let fixture = StackFixture(axis: .horizontal, size: CGSize(width: 300, height: 20), views: views)
        fixture.stack.distribution = .fillEqually
        fixture.stack.spacing = 15
        #expect(fixture.settledFrames().map(\.minX) == [0, 105, 210])
        fixture.stack.spacing = 10
        views[1].isHidden = true
        let frames = fixture.settledFrames()
        #expect(frames.map(\.minX) == [0, 145, 155])
        #expect(frames[1].width == 0 && frames[0].width == 145)
        #expect(fixture.stack.constraints.contains { $0.identifier == "UISV-hiding" })
        views[1].isHidden = false
        let thirds: [CGFloat] = [0, 310.0 / 3, 620.0 / 3]
        #expect(fixture.settledFrames().map(\.minX) == thirds)
        #expect(!fixture.stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func customSpacingAfterAViewReplacesTheSpacingForThatGapOnly() {
        let views = (0..<3).map { StackFixture.sized("v\($0)", 40, 20) }
        let fixture = StackFixture(axis: .horizontal, size: CGSize(width: 300, height: 20), views: views)
        fixture.stack.spacing = 10
        views[2].setContentHuggingPriority(200, for: .horizontal)
        fixture.stack.setCustomSpacing(30, after: views[0])
        #expect(fixture.stack.customSpacing(after: views[0]) == 30)
        #expect(fixture.stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        #expect(fixture.settledFrames().map(\.minX) == [0, 70, 120])
        fixture.stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        #expect(fixture.settledFrames().map(\.minX) == [0, 50, 100])
        fixture.stack.setCustomSpacing(5, after: ViewNode())   // not arranged: ignored, as in UIKit
        #expect(fixture.stack.customSpacing(after: views[2]) == StackView.spacingUseDefault)
    }

    @Test func spacingUseSystemIsTheStandardEightPoints() {
        let (fixture, _) = row(2, spacing: StackView.spacingUseSystem)
        fixture.stack.distribution = .fill
        fixture.stack.arrangedSubviews[1].setContentHuggingPriority(200, for: .horizontal)
        #expect(fixture.settledFrames().map(\.minX) == [0, 48])
        #expect(fixture.stack.constraints.first { $0.identifier == "UISV-spacing" }?.description
            == "<LayoutConstraint 'UISV-spacing' v1.leading == v0.trailing + NSSpace(8) (active)>")
    }

    @Test func theArrangementsConstraintsCarryUIKitsIdentifiers() {
        let (fixture, _) = row(2)
        let identifiers = Set(fixture.stack.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing-edge",
                                "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit"])
        // A constraint on one view's own size is that view's (UIKit: its closest common ancestor).
        #expect(fixture.stack.arrangedSubviews[0].constraints.map(\.description) == [
            "<LayoutConstraint 'UISV-ambiguity-suppression' v0.width == 0 @25 (active)>",
            "<LayoutConstraint 'UISV-ambiguity-suppression' v0.height == 0 @25 (active)>",
        ])
        #expect(fixture.stack.layoutGuides.map(\.identifier) == ["UISV-distributing"])
        fixture.stack.distribution = .fillEqually
        fixture.stack.alignment = .fill
        #expect(Set(fixture.stack.constraints.compactMap(\.identifier))
            == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"])
        #expect(fixture.stack.layoutGuides.isEmpty)
    }

    @Test func layoutMarginsRelativeArrangementLaysOutInsideTheMargins() {
        let (fixture, _) = row(2)
        fixture.stack.distribution = .fillEqually
        fixture.stack.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        fixture.stack.isLayoutMarginsRelativeArrangement = true
        #expect(fixture.settledFrames().map(\.minX) == [20, 150])
        #expect(fixture.settledFrames().map(\.width) == [120, 120])
    }

    @Test func aStackViewsSizeComesFromItsArrangedViews() {
        let fixture = ViewFixture()
        let stack = StackView(arrangedSubviews: [StackFixture.sized("a", 40, 20), StackFixture.sized("b", 60, 30)])
        stack.spacing = 5
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: fixture.window.topAnchor)])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 105, height: 30))
        #expect(stack.intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: ViewNode.noIntrinsicMetric))
    }

    @Test func nestedStacksLayOutInsideEachOther() {
        let fixture = ViewFixture()
        let inner = StackView(arrangedSubviews: [StackFixture.sized("a", 40, 20), StackFixture.sized("b", 40, 30)])
        inner.axis = .vertical
        inner.spacing = 4
        let outer = StackView(arrangedSubviews: [inner, StackFixture.sized("c", 50, 10)])
        outer.spacing = 8
        outer.alignment = .top
        outer.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(outer)
        LayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 10),
                                   outer.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 10)])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 98, height: 54))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 40, height: 54))
        #expect(inner.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 24, width: 40, height: 30)])
        #expect(outer.arrangedSubviews[1].frame == CGRect(x: 48, y: 0, width: 50, height: 10))
    }

    @Test func firstBaselineAlignmentUsesTheOffsetsTheViewsGive() {
        let big = BaselineView(), small = BaselineView()
        big.contentSize = CGSize(width: 40, height: 40)
        big.firstOffset = 30
        small.contentSize = CGSize(width: 40, height: 20)
        small.firstOffset = 12
        let fixture = StackFixture(axis: .horizontal, size: CGSize(width: 80, height: 60), views: [big, small])
        fixture.stack.alignment = .firstBaseline
        // The baselines meet 30 below the top of the taller ascent: small's top is 30 − 12.
        #expect(fixture.settledFrames().map(\.minY) == [0, 18])
        small.firstOffset = 36   // now small reaches higher: big moves down
        #expect(fixture.settledFrames().map(\.minY) == [6, 0])
    }

    @Test func aColumnsBaselineRelativeSpacingRunsBetweenBaselines() {
        let first = BaselineView(), second = BaselineView()
        first.lastOffset = 5
        second.firstOffset = 15
        let fixture = StackFixture(axis: .vertical, size: CGSize(width: 40, height: 200), views: [first, second])
        fixture.stack.distribution = .equalSpacing
        fixture.stack.spacing = 100
        fixture.stack.isBaselineRelativeArrangement = true
        fixture.stack.distribution = .fill
        second.setContentHuggingPriority(200, for: .vertical)
        // first's last baseline at 20 − 5 = 15; second's first baseline 100 below: its top at 115 − 15.
        #expect(fixture.settledFrames().map(\.minY) == [0, 100])
    }

    @Test func aStackViewsBaselineIsItsFirstArrangedViewsAndFollowsItsArrangement() {
        let fixture = ViewFixture()
        let a = BaselineView(), b = BaselineView()
        a.firstOffset = 10
        b.firstOffset = 16
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(stack)
        let follower = fixture.constrainedView("follower", in: fixture.window)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor), stack.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            follower.leadingAnchor.constraint(equalTo: stack.trailingAnchor), follower.widthAnchor.constraint(equalToConstant: 5),
            follower.heightAnchor.constraint(equalToConstant: 5), follower.topAnchor.constraint(equalTo: stack.firstBaselineAnchor),
        ])
        #expect(stack.forFirstBaselineLayout === a && stack.forLastBaselineLayout === b)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(follower.frame.minY == 10)
        a.isHidden = true   // b is now first: its baseline is 16 below the stack's top
        #expect(stack.forFirstBaselineLayout === b)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(follower.frame.minY == 16)
    }

    // UIKit: a row runs from the leading edge, so right to left its first view is rightmost.
    @Test func aRowRunsRightToLeftInARightToLeftWindow() {
        let (fixture, _) = row(3)
        fixture.fixture.window.userInterfaceLayoutDirection = .rightToLeft
        #expect(fixture.settledFrames().map(\.minX) == [260, 130, 0])
        fixture.stack.semanticContentAttribute = .forceLeftToRight
        #expect(fixture.settledFrames().map(\.minX) == [0, 130, 260])
    }

    @Test func aColumnAlignedLeadingSitsAtTheRightRightToLeft() {
        let views = [StackFixture.sized("a", 40, 20), StackFixture.sized("b", 60, 20)]
        let fixture = StackFixture(axis: .vertical, size: CGSize(width: 100, height: 40), views: views)
        fixture.stack.alignment = .leading
        fixture.stack.semanticContentAttribute = .forceRightToLeft
        #expect(fixture.settledFrames() == [CGRect(x: 60, y: 0, width: 40, height: 20), CGRect(x: 40, y: 20, width: 60, height: 20)])
    }

    // UIKit: views sized by their own constraints rather than an intrinsic size arrange the same way.
    @Test func viewsSizedByConstraintsArrangeLikeIntrinsicallySizedOnes() {
        let views = (0..<3).map { index -> ViewNode in
            let view = ViewNode()
            view.accessibilityIdentifier = "fixed\(index)"
            return view
        }
        let fixture = StackFixture(axis: .horizontal, size: CGSize(width: 300, height: 50), views: views)
        LayoutConstraint.activate(views.enumerated().flatMap { index, view in
            [view.widthAnchor.constraint(equalToConstant: CGFloat(20 + 20 * index)),
             view.heightAnchor.constraint(equalToConstant: CGFloat(10 * (index + 1)))]
        })
        fixture.stack.distribution = .equalSpacing
        fixture.stack.alignment = .center
        #expect(fixture.settledFrames() == [
            CGRect(x: 0, y: 20, width: 20, height: 10), CGRect(x: 110, y: 15, width: 40, height: 20),
            CGRect(x: 240, y: 10, width: 60, height: 30),
        ])
        fixture.stack.distribution = .fillEqually   // required sizes that cannot hold break, as in UIKit
        fixture.fixture.loop.runUntilIdle()
        #expect(fixture.fixture.loop.diagnostics.collected.contains { $0.kind == .unsatisfiableConstraints })
    }

    @Test func aViewThatOutlivesItsStackViewIsArrangedByNoOne() {
        let survivor = ViewNode()
        do {
            let dying = StackView(arrangedSubviews: [survivor])
            #expect(dying.arrangedSubviews.count == 1)
        }
        #expect(survivor.superview == nil)
        let other = StackView(arrangedSubviews: [ViewNode(), ViewNode()])
        other.addSubview(survivor)   // a plain subview: hiding it must not re-arrange `other`
        let before = other.constraints.map(ObjectIdentifier.init)
        survivor.isHidden = true
        #expect(other.constraints.map(ObjectIdentifier.init) == before)
    }

    @Test func theInitializerArrangesAllItsViewsAtOnce() {
        let stack = StackView(arrangedSubviews: [ViewNode(), ViewNode(), ViewNode()])
        #expect(stack.arrangedSubviews.count == 3)
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.count == 2)
    }

    @Test func aStackViewShowsItsBackgroundColorAsAnyViewSinceIOS14() {
        let stack = StackView()
        stack.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(stack.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
