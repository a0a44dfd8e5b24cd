import Foundation
import Testing
@testable import HeadlessKit

/// `updateConstraintsIfNeeded()` is a pass like the commit's constraints pass: a hook that calls
/// `layoutIfNeeded()` from inside it runs a nested pass, not a second outermost one.
@MainActor @Suite struct UpdateConstraintsIfNeededTests {
    final class LayingOutView: ViewNode {
        var onUpdateConstraints: (() -> Void)?
        override func updateConstraints() {
            super.updateConstraints()
            onUpdateConstraints?()
        }
    }

    // UIKit: updateConstraintsIfNeeded() updates bottom-up; layoutIfNeeded() from a hook is legal.
    @Test func layoutIfNeededFromAnUpdateConstraintsHookLeavesEveryMarkDrained() {
        let fixture = ViewFixture(ignoring: [.draw])
        let outer = fixture.view("outer")
        let inner = LayingOutView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let sibling = LayingOutView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        fixture.log.name(inner, "inner")
        fixture.log.name(sibling, "sibling")
        fixture.window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(sibling)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        inner.onUpdateConstraints = { [weak outer, weak window = fixture.window] in
            outer?.setNeedsLayout()
            window?.layoutIfNeeded()
        }
        inner.setNeedsUpdateConstraints()
        sibling.setNeedsUpdateConstraints()
        fixture.window.updateConstraintsIfNeeded()
        #expect(fixture.log.lines == [
            "inner.updateConstraints()", "outer.layoutSubviews()", "sibling.updateConstraints()",
        ])
        #expect(!inner.needsUpdateConstraints() && !sibling.needsUpdateConstraints())
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.window.pendingViews.isEmpty)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
