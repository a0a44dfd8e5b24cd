import Foundation
import Testing
@testable import HeadlessKit
import TestSupport

/// Where each hierarchy operation puts views, and what `window`, `isDescendant` and tags report.
@MainActor
@Suite struct HierarchyOperationTests {
    func identities(_ views: [ViewNode]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    @Test func insertAtIndexAboveAndBelowPlaceViewsWhereUIKitDoes() {
        let parent = ViewNode()
        let a = ViewNode(), b = ViewNode(), c = ViewNode(), d = ViewNode(), e = ViewNode()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(identities(parent.subviews) == identities([c, a, b]))
        parent.insertSubview(d, aboveSubview: c)
        #expect(identities(parent.subviews) == identities([c, d, a, b]))
        parent.insertSubview(e, belowSubview: b)
        #expect(identities(parent.subviews) == identities([c, d, a, e, b]))
        parent.insertSubview(c, aboveSubview: b)   // re-order within the same parent
        #expect(identities(parent.subviews) == identities([d, a, e, b, c]))
        parent.insertSubview(b, at: 0)
        #expect(identities(parent.subviews) == identities([b, d, a, e, c]))
        #expect(parent.invariantViolations().isEmpty)
    }

    @Test func windowPropagatesThroughTheWholeSubtreeAndClearsOnRemoval() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let a = ViewNode(), b = ViewNode(), c = ViewNode()
        a.addSubview(b)
        b.addSubview(c)
        #expect(c.window == nil)
        window.addSubview(a)
        #expect(a.window === window && b.window === window && c.window === window)
        #expect(window.window === window)
        b.removeFromSuperview()
        #expect(b.window == nil && c.window == nil && c.superview === b)
        #expect(window.invariantViolations().isEmpty && b.invariantViolations().isEmpty)
    }

    @Test func isDescendantIncludesSelfAndAncestorsOnly() {
        let a = ViewNode(), b = ViewNode(), c = ViewNode(), other = ViewNode()
        a.addSubview(b)
        b.addSubview(c)
        #expect(c.isDescendant(of: a) && c.isDescendant(of: b) && c.isDescendant(of: c))
        #expect(!a.isDescendant(of: c) && !c.isDescendant(of: other))
    }

    @Test func viewWithTagSearchesSelfThenDepthFirst() {
        let root = ViewNode(), first = ViewNode(), nested = ViewNode(), second = ViewNode()
        root.addSubview(first)
        first.addSubview(nested)
        root.addSubview(second)
        nested.tag = 5
        second.tag = 5
        #expect(root.viewWithTag(5) === nested)
        root.tag = 5
        #expect(root.viewWithTag(5) === root)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test func releasedSuperviewLeavesItsSubviewsDetached() {
        let child = ViewNode()
        var parent: ViewNode? = ViewNode()
        parent!.addSubview(child)
        weak let weakParent = parent
        parent = nil
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.invariantViolations().isEmpty)
    }

    @Test func releasedWindowLeavesItsSubtreeWithoutAWindow() {
        let loop = MainRunLoop()
        let child = ViewNode(), grandchild = ViewNode()
        child.addSubview(grandchild)
        var window: Window? = Window(screenSize: CGSize(width: 10, height: 10), runLoop: loop)
        window!.addSubview(child)
        loop.runUntilIdle()
        window = nil
        #expect(child.superview == nil && child.window == nil && grandchild.window == nil)
    }

    @Test func releasingAHundredThousandDeepChainDoesNotOverflowTheStack() {
        var root: ViewNode? = ViewNode()
        weak var weakLeaf: ViewNode?
        var tip = root!
        for _ in 0..<100_000 {
            let next = ViewNode()
            tip.addSubview(next)
            tip = next
        }
        weakLeaf = tip
        tip = ViewNode()
        root = nil
        #expect(weakLeaf == nil)
    }

    @Test func randomEditsKeepEveryInvariantAndACommitLeavesNothingPending() {
        // Seeded: the same edits every run. On failure, the seed and step are in the message.
        let seed: UInt64 = 0x5EED_2026
        var random = SplitMix64(seed: seed)
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 200, height: 200), runLoop: loop)
        var views: [ViewNode] = [window]
        for step in 0..<2_000 {
            let target = views.randomElement(using: &random)!
            let other = views.randomElement(using: &random)!
            switch Int.random(in: 0..<9, using: &random) {
            case 0: let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); views.append(view); target.addSubview(view)
            case 1: if other !== window { target.addSubview(other) }   // may be refused as a cycle
            case 2: if other !== window { other.removeFromSuperview() }
            case 3: if !target.subviews.isEmpty { target.exchangeSubview(at: 0, withSubviewAt: target.subviews.count - 1) }
            case 4: target.setNeedsLayout(); other.setNeedsDisplay()
            case 5: target.frame.size = CGSize(width: .random(in: 0...20, using: &random), height: 5)
            case 6: target.setNeedsUpdateConstraints()
            case 7: target.layoutIfNeeded()
            default: loop.runOnce()
            }
            for view in views where view.superview == nil {
                let violations = view.invariantViolations()
                #expect(violations.isEmpty, "seed \(seed), step \(step): \(violations)")
                if !violations.isEmpty { return }
            }
        }
        loop.runUntilIdle()
        window.forEachInSubtree { view in
            #expect(!view.needsLayout() && !view.needsUpdateConstraints(), "seed \(seed): \(view) still pending")
        }
    }
}
