import Foundation
import Testing
@testable import HeadlessKit

/// The Visual Format Language (UIKit's `constraints(withVisualFormat:options:metrics:views:)` and
/// the Auto Layout Guide's visual format appendix): the constraints each format makes, compared
/// by description, and the formats UIKit refuses. The order of the list — a view's own predicates
/// as it is read, then the connection into it, then alignments with the view before it — is
/// **(chosen)**: UIKit documents the set, not the order.
@MainActor @Suite struct VisualFormatTests {
    private func views(_ fixture: ViewFixture) -> [String: ViewNode] {
        Dictionary(uniqueKeysWithValues: ["a", "b", "c"].map { ($0, fixture.constrainedView($0, in: fixture.window)) })
    }

    private func described(
        _ format: String, _ options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> (ViewFixture, [String]) {
        let fixture = ViewFixture()
        let made = LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views(fixture))
        return (fixture, made.map(\.description))
    }

    @Test func aCompleteLineMakesSuperviewSpacingStandardSpacingAndPredicates() {
        let (fixture, lines) = described("|-[a]-[b]-[c(>=20)]-|")
        #expect(lines == [
            "<LayoutConstraint a.leading == UIWindow.leading + NSSpace(20) (inactive)>",
            "<LayoutConstraint b.leading == a.trailing + NSSpace(8) (inactive)>",
            "<LayoutConstraint c.width >= 20 (inactive)>",
            "<LayoutConstraint c.leading == b.trailing + NSSpace(8) (inactive)>",
            "<LayoutConstraint UIWindow.trailing == c.trailing + NSSpace(20) (inactive)>",
        ].map { $0.replacingOccurrences(of: "UIWindow", with: fixture.window.constraintName) })
    }

    @Test func verticalFormatsRelateTopsAndBottomsWithExplicitSpacingAndMetrics() {
        let (fixture, lines) = described("V:|-margin-[a(==50@750)]-10-[b(==a)]", metrics: ["margin": 16])
        let window = fixture.window.constraintName
        #expect(lines == [
            "<LayoutConstraint a.height == 50 @750 (inactive)>",
            "<LayoutConstraint a.top == \(window).top + 16 (inactive)>",
            "<LayoutConstraint b.height == a.height (inactive)>",
            "<LayoutConstraint b.top == a.bottom + 10 (inactive)>",
        ])
    }

    @Test func flushViewsAndPredicateListsInConnections() {
        let (_, lines) = described("H:[a][b]-(>=8,<=30@500)-[c(>=50,<=100)]")
        #expect(lines == [
            "<LayoutConstraint b.leading == a.trailing (inactive)>",
            "<LayoutConstraint c.width >= 50 (inactive)>",
            "<LayoutConstraint c.width <= 100 (inactive)>",
            "<LayoutConstraint c.leading >= b.trailing + 8 (inactive)>",
            "<LayoutConstraint c.leading <= b.trailing + 30 @500 (inactive)>",
        ])
    }

    @Test func alignmentOptionsAlignEachPairOfAdjacentViews() {
        let (_, lines) = described("[a]-5-[b]-5-[c]", [.alignAllTop, .alignAllBottom])
        #expect(lines == [
            "<LayoutConstraint b.leading == a.trailing + 5 (inactive)>",
            "<LayoutConstraint a.top == b.top (inactive)>",
            "<LayoutConstraint a.bottom == b.bottom (inactive)>",
            "<LayoutConstraint c.leading == b.trailing + 5 (inactive)>",
            "<LayoutConstraint b.top == c.top (inactive)>",
            "<LayoutConstraint b.bottom == c.bottom (inactive)>",
        ])
    }

    @Test func directionOptionsReadLeftToRightOrRightToLeft() {
        let (fixture, leftToRight) = described("|-4-[a]-3-[b]", .directionLeftToRight)
        let window = fixture.window.constraintName
        #expect(leftToRight == [
            "<LayoutConstraint a.left == \(window).left + 4 (inactive)>",
            "<LayoutConstraint b.left == a.right + 3 (inactive)>",
        ])
        let (other, rightToLeft) = described("|-4-[a]-3-[b]-2-|", .directionRightToLeft)
        let otherWindow = other.window.constraintName
        #expect(rightToLeft == [
            "<LayoutConstraint \(otherWindow).right == a.right + 4 (inactive)>",
            "<LayoutConstraint a.left == b.right + 3 (inactive)>",
            "<LayoutConstraint b.left == \(otherWindow).left + 2 (inactive)>",
        ])
    }

    @Test func baselineSpacingOptionSpacesAColumnBetweenBaselines() {
        let (_, lines) = described("V:[a]-[b]", .spacingBaselineToBaseline)
        #expect(lines == ["<LayoutConstraint b.firstBaseline == a.lastBaseline + NSSpace(8) (inactive)>"])
    }

    @Test func activatedFormatConstraintsLayOutAsWritten() {
        let fixture = ViewFixture()
        let named = views(fixture)
        let constraints = LayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(40)]-[b]-10-|", options: .alignAllCenterY, metrics: nil, views: named)
            + LayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(30)]", options: [], metrics: nil, views: named)
            + LayoutConstraint.constraints(withVisualFormat: "V:[b(10)]", options: [], metrics: nil, views: named)
        LayoutConstraint.activate(constraints)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(named["a"]!.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
        #expect(named["b"]!.frame == CGRect(x: 58, y: 30, width: 252, height: 10))
    }

    // UIKit raises NSInvalidArgumentException with "Unable to parse constraint format:", the
    // reason, the format and a caret; HeadlessKit refuses with the same text and returns [].
    @Test(arguments: [
        ("H:[a", "Expected ']' to end a view", 4),
        ("H:[a]-[zed]", "zed is not a key in the views dictionary.", 10),
        ("H:[a]-gap-[b]", "gap is not a key in the metrics dictionary.", 9),
        ("H:[a(>=)]", "Expected a number or key from the metrics dictionary, but encountered something else", 7),
        ("H:[a]-10[b]", "Expected a '-' here", 8),
        ("H:|-", "Expected a view", 4),
        ("H:[a]-", "Expected a view or '|' after a connection", 6),
        ("H:[a(==50@2000)]", "Priority must be greater than 0 and less or equal to 1000", 10),
        ("H:[a]|[b]", "Expected the end of the format after '|'", 6),
        ("", "Expected a view", 0),
    ] as [(String, String, Int)])
    func aMalformedFormatIsRefusedWithUIKitsTextAndACaret(format: String, reason: String, caret: Int) {
        let fixture = ViewFixture()
        let named = views(fixture)
        fixture.settleAndClearLog()
        let before = fixture.window.recursiveDescription()
        let made = LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named)
        #expect(made.isEmpty)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.invalidVisualFormat])
        #expect(diagnostics.first?.message.hasPrefix(
            "Unable to parse constraint format: \n\(reason) \n\(format)\n\(String(repeating: " ", count: caret))^\n") == true,
            "\(diagnostics.first?.message ?? "none")")
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func aSuperviewBarForAViewWithoutASuperviewIsRefused() {
        let fixture = ViewFixture()
        fixture.loop.withCurrent {
            let loose = ViewNode()
            let made = LayoutConstraint.constraints(withVisualFormat: "H:|[loose]", options: [], metrics: nil, views: ["loose": loose])
            #expect(made.isEmpty)
            #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix(
                "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|[loose]\n  ^") == true)
        }
    }

    @Test func anAlignmentAlongTheFormatsOwnAxisIsRefused() {
        let fixture = ViewFixture()
        let made = LayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views(fixture))
        #expect(made.isEmpty)
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix(
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.") == true)
    }
}
