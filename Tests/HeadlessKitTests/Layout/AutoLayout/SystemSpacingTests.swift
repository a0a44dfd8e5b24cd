import Foundation
import Testing
@testable import HeadlessKit

/// System spacing constraints (UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `…Below`): 8 points between sibling edges, a font-dependent spacing between two baselines of
/// text, and 8 between baselines of views without text.
@MainActor @Suite struct SystemSpacingTests {
    private func pair(_ fixture: ViewFixture) -> (ViewNode, ViewNode) {
        let a = fixture.constrainedView("a", in: fixture.window)
        let b = fixture.constrainedView("b", in: fixture.window)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: fixture.window.topAnchor), a.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (a, b)
    }

    @Test func systemSpacingAfterIsEightPointsTimesTheMultiplier() {
        let fixture = ViewFixture()
        let (a, b) = pair(fixture)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(b.frame == CGRect(x: 36, y: 28, width: 20, height: 20))
    }

    @Test func inequalitiesKeepAtLeastOrAtMostTheSpacing() {
        let fixture = ViewFixture()
        let (a, b) = pair(fixture)
        let pull = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        pull.priority = .defaultLow
        let push = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 100)
        push.priority = .defaultLow
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1), pull,
            b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1), push,
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(b.frame == CGRect(x: 28, y: 28, width: 20, height: 20))
    }

    @Test func aSystemSpacingConstraintDescribesItsSpacingAsNSSpace() {
        let fixture = ViewFixture()
        let (a, b) = pair(fixture)
        #expect(b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).description
            == "<LayoutConstraint b.leading == a.trailing + NSSpace(8) (inactive)>")
        let double = b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        #expect(double.description == "<LayoutConstraint b.leading <= a.trailing + 2*NSSpace(8) (inactive)>")
        #expect(double.constant == 16)
        double.constant = 3   // an explicit constant makes it an ordinary constraint
        #expect(double.description == "<LayoutConstraint b.leading <= a.trailing + 3 (inactive)>")
    }

    @Test func betweenBaselinesOfTextTheLargerSpacingTheViewsAskForIsUsed() {
        let fixture = ViewFixture()
        let upper = BaselineView(), lower = BaselineView()
        for (view, name) in [(upper, "upper"), (lower, "lower")] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.accessibilityIdentifier = name
            view.firstOffset = 14
            view.lastOffset = 6
            fixture.window.addSubview(view)
        }
        upper.spacing = 22
        lower.spacing = 29
        LayoutConstraint.activate([
            upper.topAnchor.constraint(equalTo: fixture.window.topAnchor), upper.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            lower.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            lower.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 1),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        // upper's last baseline: 20 − 6 = 14; lower's first baseline 14 + 29 = 43, its top 43 − 14.
        #expect(lower.frame.minY == 29)
        lower.spacing = nil   // the spacing follows a font change at the next commit
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(lower.frame.minY == 22)
        upper.spacing = nil   // neither has text metrics: the standard 8
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(lower.frame.minY == 8)
    }

    @Test func aNonFiniteMultiplierIsRefusedOnActivation() {
        let fixture = ViewFixture()
        let (a, b) = pair(fixture)
        fixture.settleAndClearLog()
        let before = fixture.window.recursiveDescription()
        let constraint = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: .nan)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidConstraint])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("Constraint constant is not finite!") == true)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.log.lines.isEmpty)
    }
}
