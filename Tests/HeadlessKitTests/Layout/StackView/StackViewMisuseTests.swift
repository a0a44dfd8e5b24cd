import Foundation
import Testing
@testable import HeadlessKit

/// Misuse of a stack view is refused, changing nothing, with one diagnostic.
@MainActor @Suite struct StackViewMisuseTests {
    private func settled() -> (StackFixture, [SizedView]) {
        let views = [StackFixture.sized("a", 10, 10), StackFixture.sized("b", 10, 10)]
        let fixture = StackFixture(axis: .horizontal, size: CGSize(width: 100, height: 10), views: views)
        fixture.fixture.settleAndClearLog()
        return (fixture, views)
    }

    @Test func insertingPastTheEndOfTheArrangementIsRefused() {
        let (fixture, views) = settled()
        let before = fixture.fixture.window.recursiveDescription()
        let constraintsBefore = fixture.stack.constraints.map(\.description)
        fixture.stack.insertArrangedSubview(ViewNode(), at: 3)
        fixture.stack.insertArrangedSubview(views[0], at: 2)   // already arranged: at most 1
        #expect(fixture.fixture.loop.diagnostics.collected.map(\.kind) == [.arrangedSubviewIndexOutOfRange, .arrangedSubviewIndexOutOfRange])
        #expect(fixture.fixture.loop.diagnostics.collected[0].message.hasPrefix(
            "*** -[UIStackView insertArrangedSubview:atIndex:]: index 3 beyond bounds [0 .. 2]."))
        #expect(fixture.fixture.window.recursiveDescription() == before)
        #expect(identities(fixture.stack.arrangedSubviews) == identities(views))
        #expect(fixture.stack.constraints.map(\.description) == constraintsBefore)
        #expect(fixture.fixture.log.lines.isEmpty)
    }

    @Test func arrangingTheStackViewItselfOrAnAncestorIsRefusedAsAddSubviewRefusesIt() {
        let (fixture, views) = settled()
        let before = fixture.fixture.window.recursiveDescription()
        fixture.stack.addArrangedSubview(fixture.stack)
        let holder = ViewNode()
        fixture.fixture.window.addSubview(holder)
        holder.addSubview(fixture.stack)
        fixture.fixture.settleAndClearLog()
        let beforeAncestor = fixture.fixture.window.recursiveDescription()
        fixture.stack.addArrangedSubview(holder)
        #expect(fixture.fixture.loop.diagnostics.collected.map(\.kind) == [.addSubviewCycle, .addSubviewCycle])
        #expect(fixture.fixture.loop.diagnostics.collected.allSatisfy { $0.message.hasPrefix("Can't add self as subview") })
        #expect(fixture.fixture.window.recursiveDescription() == beforeAncestor)
        #expect(before != beforeAncestor)
        #expect(identities(fixture.stack.arrangedSubviews) == identities(views))
        #expect(fixture.fixture.log.lines.isEmpty)
    }

    @Test func aNonFiniteSpacingIsRefused() {
        let (fixture, views) = settled()
        let before = fixture.fixture.window.recursiveDescription()
        fixture.stack.spacing = .infinity
        fixture.stack.setCustomSpacing(.nan, after: views[0])
        #expect(fixture.stack.spacing == 0 && fixture.stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        #expect(fixture.fixture.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry])
        #expect(fixture.fixture.window.recursiveDescription() == before)
        #expect(fixture.fixture.log.lines.isEmpty)
    }
}
