import Foundation
import Testing
@testable import HeadlessKit

/// Tint colour inheritance and `tintColorDidChange()` (UIView `tintColor`, `tintAdjustmentMode`
/// and `tintColorDidChange()` documentation: the first non-default value up the superview chain;
/// the callback on the view whose tint was set and on every subview that inherits the change).
@MainActor
@Suite struct TintColorTests {
    /// `parent` → (`child` → `grandchild`), `tinted` (with its own orange tint) → `inner`, all in
    /// the fixture's window, settled.
    func tree(_ fixture: ViewFixture) -> (parent: ViewNode, child: ViewNode, grandchild: ViewNode, tinted: ViewNode, inner: ViewNode) {
        let parent = fixture.view("parent"), child = fixture.view("child"), grandchild = fixture.view("grandchild")
        let tinted = fixture.view("tinted"), inner = fixture.view("inner")
        fixture.window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.addSubview(tinted)
        tinted.addSubview(inner)
        tinted.tintColor = .orange
        fixture.settleAndClearLog()
        return (parent, child, grandchild, tinted, inner)
    }

    @Test func aViewWithNoTintAnywhereHasSystemBlueAndNormalAdjustment() {
        let fixture = ViewFixture()
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        #expect(view.tintColor == .systemBlue)
        #expect(view.tintAdjustmentMode == .normal)
        #expect(ViewNode().tintColor == .systemBlue)
    }

    @Test func aTintSetOnAnAncestorReachesEveryViewThatInheritsItParentsFirst() {
        // The view set, then its subviews that inherit; `tinted` keeps its own tint, so neither
        // it nor `inner` hears anything.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let tree = tree(fixture)
        tree.parent.tintColor = .red
        #expect(fixture.log.lines == [
            "parent.tintColorDidChange()", "child.tintColorDidChange()", "grandchild.tintColorDidChange()",
        ])
        #expect(tree.grandchild.tintColor == .red)
        #expect(tree.inner.tintColor == .orange)
    }

    @Test func settingNilRestoresTheInheritedTint() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let tree = tree(fixture)
        tree.parent.tintColor = .red
        fixture.log.removeAll()
        tree.tinted.tintColor = nil
        #expect(fixture.log.lines == ["tinted.tintColorDidChange()", "inner.tintColorDidChange()"])
        #expect(tree.inner.tintColor == .red)
        tree.parent.tintColor = nil
        #expect(tree.inner.tintColor == .systemBlue)
    }

    @Test func settingTheTintAViewAlreadyHasDeliversNothing() {
        // (chosen) Only a change of the effective tint is delivered.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let tree = tree(fixture)
        tree.tinted.tintColor = .orange
        tree.child.tintColor = .systemBlue
        #expect(fixture.log.lines == [])
    }

    @Test func movingUnderADifferentTintDeliversTintColorDidChangeBeforeTheDidCallbacks() {
        // UIKit's header: subviews whose tint changes implicitly because their superview changed
        // hear tintColorDidChange. (chosen) Delivered once the move is linked, before did-hooks.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let tree = tree(fixture)
        let moved = fixture.view("moved"), leaf = fixture.view("leaf")
        moved.addSubview(leaf)
        fixture.log.removeAll()
        tree.tinted.addSubview(moved)
        #expect(fixture.log.lines == [
            "moved.willMove(toSuperview: tinted)", "moved.willMove(toWindow: window)", "leaf.willMove(toWindow: window)",
            "moved.tintColorDidChange()", "leaf.tintColorDidChange()",
            "moved.didMoveToWindow()", "leaf.didMoveToWindow()", "moved.didMoveToSuperview()", "tinted.didAddSubview(moved)",
        ])
        #expect(leaf.tintColor == .orange)
    }

    @Test func removingFromATintedSuperviewDeliversTheReturnToTheSystemTint() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let tree = tree(fixture)
        tree.inner.removeFromSuperview()
        #expect(fixture.log.lines == [
            "tinted.willRemoveSubview(inner)", "inner.willMove(toSuperview: nil)", "inner.willMove(toWindow: nil)",
            "inner.tintColorDidChange()", "inner.didMoveToWindow()", "inner.didMoveToSuperview()",
        ])
        #expect(tree.inner.tintColor == .systemBlue)
    }

    @Test func movingBetweenSuperviewsOfTheSameTintDeliversNothing() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw, .willMoveToSuperview, .didMoveToSuperview,
                                             .didAddSubview, .willRemoveSubview])
        let tree = tree(fixture)
        tree.child.addSubview(tree.inner)   // orange → blue
        tree.grandchild.addSubview(tree.inner)   // blue → blue
        #expect(fixture.log.lines == ["inner.tintColorDidChange()"])
    }

    @Test func aDimmedAdjustmentModeGreysTheTintOfTheViewsThatInheritIt() {
        // UIView.tintAdjustmentMode: dimmed modifies tintColor; the mode is inherited, and a change
        // delivers tintColorDidChange. (chosen) The grey is the colour's Rec. 601 luminance.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let tree = tree(fixture)
        tree.child.tintAdjustmentMode = .normal
        #expect(fixture.log.lines == [])
        tree.parent.tintAdjustmentMode = .dimmed
        #expect(fixture.log.lines == [
            "parent.tintColorDidChange()", "tinted.tintColorDidChange()", "inner.tintColorDidChange()",
        ])
        #expect(tree.inner.tintAdjustmentMode == .dimmed)
        #expect(tree.grandchild.tintAdjustmentMode == .normal)
        #expect(tree.inner.tintColor == Color(white: 0.299 + 0.587 * 0.5, alpha: 1))
        // System blue stays dynamic when dimmed: each appearance is greyed.
        let dimmedBlue = tree.parent.tintColor!
        #expect(dimmedBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
            == Color(white: 0.299 * 0 + 0.587 * (122.0 / 255) + 0.114 * (255.0 / 255), alpha: 1))
        #expect(dimmedBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
            == Color(white: 0.299 * (10.0 / 255) + 0.587 * (132.0 / 255) + 0.114 * (255.0 / 255), alpha: 1))
        #expect(dimmedBlue == tree.parent.tintColor)
    }

    @Test func aPlainHierarchyNeverEntersACustomEnvironment() {
        // Views that no tint or trait override reaches read their environment without a walk.
        let fixture = ViewFixture()
        let parent = fixture.view("parent"), child = fixture.view("child")
        fixture.window.addSubview(parent)
        parent.addSubview(child)
        _ = child.tintColor
        _ = child.traitCollection
        child.removeFromSuperview()
        #expect([fixture.window, parent, child].allSatisfy { !$0.flags.contains(.inCustomEnvironment) })
        parent.tintColor = .red
        parent.addSubview(child)
        #expect(parent.flags.contains(.inCustomEnvironment) && child.flags.contains(.inCustomEnvironment))
        #expect(!fixture.window.flags.contains(.inCustomEnvironment))
    }
}
