/// Internal consistency checks of a hierarchy, compiled into the automatic checks only with
/// `-DHEADLESSKIT_INVARIANTS` (CI's test build); tests can call ``invariantViolations()`` directly.
extension ViewNode {
    /// Every broken invariant in the hierarchy containing this view, described; empty when sound.
    ///
    /// Checks: superview/subviews symmetry, no view reachable twice (no cycles), every view's
    /// window equal to its root's (a window, or `nil`), the summary-bit invariant (a view with
    /// a dirty or summary bit has an ancestor chain carrying the summary bit — except through the
    /// views a pass is walking through, whose bits it cleared on the way in), that only the
    /// root can be waiting for a constraint solve, and the layer trees of views whose layers
    /// exist (see `Layer.sublayerTreeViolations(knownAbove:)`).
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        var seen: Set<ObjectIdentifier> = []
        var top = self
        var steps = 0
        while let parent = top.storedSuperview {
            top = parent
            steps += 1
            if steps > 10_000_000 { return ["superview chain of \(self) does not end (cycle)"] }
        }
        let expectedWindow = top as? Window
        var stack: [ViewNode] = [top]
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                violations.append("\(view) is reachable twice (cycle or shared subview)")
                continue
            }
            if view.flags.contains(.hasLayer), !view.flags.contains(.isOnPassPath), let layer = view.extras?.layer {
                violations += layer.sublayerTreeViolations(knownAbove: view.flags.layerTreeMarks)
            } else if !view.flags.isDisjoint(with: [.layerTreeNeedsLayout, .layerTreeNeedsDisplay]), !view.flags.contains(.hasLayer) {
                violations.append("\(view) has layer tree marks but no layer")
            }
            if view.storedWindow !== expectedWindow {
                violations.append("\(view) has window \(String(describing: view.storedWindow)) but its root's window is \(String(describing: expectedWindow))")
            }
            for subview in view.subviews {
                if subview.flags.contains(.needsSolve) {
                    violations.append("\(subview) waits for a solve but is not the root of its hierarchy")
                }
                if subview.storedSuperview !== view {
                    violations.append("\(subview) is in the subviews of \(view) but its superview is \(String(describing: subview.storedSuperview))")
                }
                let childNeeds = subview.flags.summariesForAncestors
                if !view.flags.contains(.isOnPassPath), !view.flags.isSuperset(of: childNeeds) {
                    violations.append("\(view) lacks summary bits \(childNeeds.subtracting(view.flags).rawValue) that its subview \(subview) needs")
                }
                stack.append(subview)
            }
        }
        return violations
    }

    /// Broken invariants around one link just made: `subview` at `index` of this view. Costs
    /// O(size of the moved subtree), so checking every edit keeps building a hierarchy linear.
    package func linkInvariantViolations(adding subview: ViewNode, at index: Int) -> [String] {
        var violations: [String] = []
        if !subviews.indices.contains(index) || subviews[index] !== subview || subview.storedSuperview !== self {
            violations.append("\(subview) is not linked to \(self) at index \(index)")
        }
        if !flags.isSuperset(of: subview.flags.summariesForAncestors) {
            violations.append("\(self) lacks summary bits its new subview \(subview) needs")
        }
        subview.forEachInSubtree { view in
            if view.storedWindow !== storedWindow {
                violations.append("\(view) has window \(String(describing: view.storedWindow)), expected \(String(describing: storedWindow))")
            }
        }
        return violations
    }

    /// Traps if the link just made is unsound; a no-op unless built with `-DHEADLESSKIT_INVARIANTS`.
    func checkLinkInvariants(adding subview: ViewNode, at index: Int) {
        #if HEADLESSKIT_INVARIANTS
        let violations = linkInvariantViolations(adding: subview, at: index)
        precondition(violations.isEmpty, "HeadlessKit invariant broken:\n" + violations.joined(separator: "\n"))
        #endif
    }

    /// Traps with the violations if the whole hierarchy is unsound; a no-op unless built with
    /// `-DHEADLESSKIT_INVARIANTS`. Run after every commit.
    func checkInvariants() {
        #if HEADLESSKIT_INVARIANTS
        let violations = invariantViolations()
        precondition(violations.isEmpty, "HeadlessKit invariant broken:\n" + violations.joined(separator: "\n"))
        #endif
    }
}
