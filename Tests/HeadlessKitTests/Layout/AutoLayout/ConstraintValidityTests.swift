import Foundation
import Testing
@testable import HeadlessKit

/// Constraints that can never hold are refused on activation; non-finite constants and invalid
/// priorities are never stored; constraints hold their items weakly, so nothing leaks.
@MainActor @Suite struct ConstraintValidityTests {
    func box(_ fixture: ViewFixture) -> ViewNode {
        let box = fixture.constrainedView("box", in: fixture.window)
        fixture.settleAndClearLog()
        return box
    }

    // UIKit: "Constraint constant is not finite! That's illegal. constant:nan firstAnchor:<…>".
    @Test func aNaNConstantIsRefusedOnActivationAndTheConstraintStaysInactive() throws {
        let fixture = ViewFixture()
        let box = box(fixture)
        let before = fixture.window.recursiveDescription()
        let constraint = box.widthAnchor.constraint(equalToConstant: .nan)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(box.constraints.isEmpty)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.window.recursiveDescription() == before)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1)
        #expect(diagnostic.kind == .invalidConstraint)
        #expect(diagnostic.message.hasPrefix("Constraint constant is not finite! That's illegal. constant:nan firstAnchor:<box.width>"))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(constraint)])
    }

    // UIKit: setting a non-finite constant raises; HeadlessKit keeps the old constant.
    @Test func settingANonFiniteConstantKeepsTheOldOne() {
        let fixture = ViewFixture()
        let box = box(fixture)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                   box.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: fixture.window.topAnchor)])
        fixture.loop.runUntilIdle()
        width.constant = .infinity
        width.constant = .nan
        #expect(width.constant == 40)
        fixture.loop.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidConstraint, .invalidConstraint])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("Constraint constant is not finite! That's illegal. constant:inf") == true)
        // A huge finite constant lays out without a crash.
        width.constant = 1e300
        #expect(fixture.loop.runUntilIdle() == .idle)
    }

    // UIKit: "Invalid pairing of layout attributes", "A constraint cannot be made between a
    // leading/trailing attribute and a right/left attribute", "A constraint cannot be made that
    // sets a location equal to a constant", and items that are neither views nor guides.
    @Test(arguments: [
        (LayoutConstraint.Attribute.width, LayoutConstraint.Attribute.leading, true, "Invalid pairing of layout attributes"),
        (.leading, .top, true, "Invalid pairing of layout attributes"),
        (.leading, .right, true, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"),
        (.centerY, .notAnAttribute, false, "A constraint cannot be made that sets a location equal to a constant"),
    ])
    func attributesThatCannotBeRelatedAreRefused(
        first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute, hasSecondItem: Bool, prefix: String
    ) throws {
        let fixture = ViewFixture()
        let box = box(fixture)
        let constraint = LayoutConstraint(
            item: box, attribute: first, relatedBy: .equal, toItem: hasSecondItem ? fixture.window : nil,
            attribute: second, multiplier: 1, constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(fixture.window.constraints.isEmpty && box.constraints.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .invalidConstraint)
        #expect(diagnostic.message.hasPrefix(prefix), "\(diagnostic.message)")
    }

    @Test func anItemThatIsNeitherAViewNorAGuideIsRefused() {
        final class NotAView {}
        let fixture = ViewFixture()
        let box = box(fixture)
        let other = NotAView()
        let constraint = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: other,
                                          attribute: .width, multiplier: .nan, constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidConstraint])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("Constraint multiplier is not finite!") == true)
        withExtendedLifetime(other) {}
    }

    // UIKit: "It's illegal to set priority:0. Priority must be greater than 0 and less or equal to
    // NSLayoutPriorityRequired, which is 1000.000000."
    @Test(arguments: [0, 1001, -3, .nan] as [Float])
    func anOutOfRangePriorityIsNeverStored(priority: Float) throws {
        let fixture = ViewFixture()
        let box = box(fixture)
        let constraint = box.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = 500
        constraint.priority = LayoutPriority(priority)
        #expect(constraint.priority == 500)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .invalidConstraintPriority)
        #expect(diagnostic.message.hasPrefix("It's illegal to set priority:"))
        #expect(diagnostic.message.contains("Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."))
    }

    // UIKit: NSLayoutConstraint's firstItem and secondItem are weak; a view owns its constraints.
    @Test func constrainedViewsConstraintsBetweenViewsWindowsAndGuidesDoNotLeak() {
        weak var lone: ViewNode?
        weak var pairFirst: ViewNode?
        weak var guideOwner: ViewNode?
        weak var window: Window?
        weak var loop: MainRunLoop?
        do {
            let view = ViewNode()
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            lone = view
            let parent = ViewNode(), child = ViewNode()
            parent.addSubview(child)
            child.widthAnchor.constraint(equalTo: parent.widthAnchor).isActive = true
            pairFirst = parent
            let owner = ViewNode(), guide = LayoutGuide()
            owner.addLayoutGuide(guide)
            guide.widthAnchor.constraint(equalTo: owner.layoutMarginsGuide.widthAnchor).isActive = true
            guideOwner = owner
            let runLoop = MainRunLoop()
            let shown = Window(screenSize: CGSize(width: 100, height: 100), runLoop: runLoop)
            let inside = ViewNode()
            inside.translatesAutoresizingMaskIntoConstraints = false
            shown.addSubview(inside)
            LayoutConstraint.activate([
                shown.widthAnchor.constraint(equalToConstant: 100),
                inside.leadingAnchor.constraint(equalTo: shown.leadingAnchor),
            ])
            runLoop.runUntilIdle()
            inside.removeFromSuperview()
            window = shown
            loop = runLoop
        }
        #expect(lone == nil)
        #expect(pairFirst == nil)
        #expect(guideOwner == nil)
        #expect(window == nil)
        #expect(loop == nil)
    }
}
