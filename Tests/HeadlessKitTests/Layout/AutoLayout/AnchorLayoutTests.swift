import Foundation
import Testing
@testable import HeadlessKit

/// Frames solved from anchors, multipliers, priorities and inequalities, applied by the default
/// `layoutSubviews()` in the commit (UIKit: the engine's frames are applied when the superview
/// lays out its subviews).
@MainActor @Suite struct AnchorLayoutTests {
    @Test func edgesPinnedToTheSuperviewWithInsets() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: fixture.window.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 40),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 280, height: 100))
        #expect(!box.hasAmbiguousLayout)
        #expect(fixture.window.constraints.count == 3)
        #expect(box.constraints.count == 1)
    }

    @Test func siblingsStackedWithCentersAndMultipliers() {
        let fixture = ViewFixture()
        let top = fixture.constrainedView("top", in: fixture.window)
        let bottom = fixture.constrainedView("bottom", in: fixture.window)
        LayoutConstraint.activate([
            top.centerXAnchor.constraint(equalTo: fixture.window.centerXAnchor),
            top.widthAnchor.constraint(equalTo: fixture.window.widthAnchor, multiplier: 0.5),
            top.heightAnchor.constraint(equalToConstant: 50),
            top.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 10),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            bottom.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            bottom.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: 2, constant: -10),
            bottom.heightAnchor.constraint(equalTo: top.heightAnchor),
        ])
        fixture.loop.runUntilIdle()
        #expect(top.frame == CGRect(x: 80, y: 10, width: 160, height: 50))
        #expect(bottom.frame == CGRect(x: 80, y: 68, width: 310, height: 50))
    }

    @Test func optionalPriorityGivesWayToRequiredInequality() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        let wide = box.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = .defaultHigh
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            box.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(lessThanOrEqualTo: fixture.window.widthAnchor, constant: -20),
            wide,
        ])
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        // A higher optional priority wins between two optional constraints.
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = LayoutPriority(760)
        narrow.isActive = true
        fixture.loop.runUntilIdle()
        #expect(box.frame.width == 100)
        narrow.isActive = false
        fixture.loop.runUntilIdle()
        #expect(box.frame.width == 300)
    }

    @Test func constantChangeAndWindowResizeReSolveInPlace() {
        let fixture = ViewFixture()
        let box = fixture.constrainedView("box", in: fixture.window)
        let height = box.heightAnchor.constraint(equalToConstant: 44)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: fixture.window.trailingAnchor, constant: -8),
            box.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 8),
            height,
        ])
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 44))
        height.constant = 88
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 304, height: 88))
        fixture.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 464, height: 88))
    }

    @Test func constraintsBetweenCousinsUseTheCommonAncestorsCoordinates() {
        let fixture = ViewFixture()
        let left = fixture.view("left", frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = fixture.view("right", frame: CGRect(x: 150, y: 20, width: 100, height: 100))
        fixture.window.addSubview(left)
        fixture.window.addSubview(right)
        let a = fixture.constrainedView("a", in: left)
        let b = fixture.constrainedView("b", in: right)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            // b's leading edge lines up with a's trailing edge, across two superviews.
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        fixture.loop.runUntilIdle()
        #expect(a.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        // a's trailing edge is at 10 + 5 + 20 = 35 in the window, which is -115 in `right`.
        #expect(b.frame == CGRect(x: -115, y: 25, width: 10, height: 10))
        #expect(LayoutEngine.closestCommonAncestor(of: [a, b]) === fixture.window)
        #expect(fixture.window.constraints.count == 2)
    }
}
