import Foundation
import Testing
@testable import HeadlessKit

/// Custom layout guides: rectangles with anchors and no view, owned by a view.
@MainActor
@Suite struct LayoutGuideTests {
    // A guide constrained inside the window positions a box beside it; removing the guide
    // deactivates every constraint that uses it (UIKit's removeLayoutGuide), and the box falls
    // back to its low-priority position.
    @Test func removingAGuideDeactivatesTheConstraintsThatUseIt() {
        let fixture = ViewFixture()
        let window = fixture.window
        let guide = LayoutGuide()
        window.addLayoutGuide(guide)
        let box = fixture.constrainedView("box", in: window)
        let fallback = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        fallback.priority = .defaultLow
        let usingGuide = [
            guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.topAnchor.constraint(equalTo: window.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 10),
        ]
        LayoutConstraint.activate(usingGuide + [
            fallback,
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 4),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        fixture.loop.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 50, y: 0, width: 100, height: 10))
        #expect(box.frame == CGRect(x: 160, y: 4, width: 20, height: 20))

        window.removeLayoutGuide(guide)
        #expect(usingGuide.allSatisfy { !$0.isActive })
        #expect(window.layoutGuides.isEmpty && guide.owningView == nil)
        #expect(!window.constraints.contains { constraint in usingGuide.contains { $0 === constraint } })
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 4, width: 20, height: 20))
        #expect(fallback.isActive && fixture.loop.diagnostics.collected.isEmpty)
    }
}
