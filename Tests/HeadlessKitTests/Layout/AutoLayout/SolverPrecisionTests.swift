import Foundation
import Testing
@testable import HeadlessKit

/// Priorities span the whole 1…1000 range without the solver losing its footing: activating and
/// deactivating constraints whose weights differ by twelve orders of magnitude settles cleanly.
@MainActor @Suite struct SolverPrecisionTests {
    // UIKit: any sequence of activations and deactivations at legal priorities (1…1000) lays out;
    // NSISEngine never stops the process.
    @Test(arguments: [100, 1] as [Float])
    func deactivatingALowThenAHighPriorityConstraintSettlesWithoutATrap(lowPriority: Float) {
        let fixture = ViewFixture()
        fixture.window.makeKeyAndVisible()
        let a = fixture.constrainedView("a", in: fixture.window)
        let b = ViewNode(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        fixture.window.addSubview(b)
        let low = a.widthAnchor.constraint(equalToConstant: 76)
        low.priority = LayoutPriority(lowPriority)
        let high = a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, constant: 159)
        high.priority = 999
        LayoutConstraint.activate([low, high])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame.width == 167)
        low.isActive = false
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(a.frame.width == 167)
        high.isActive = false
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(b.frame == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
