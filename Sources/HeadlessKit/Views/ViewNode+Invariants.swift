/// Internal consistency checks of a hierarchy, compiled into the automatic checks only with
/// `-DHEADLESSKIT_INVARIANTS` (CI's test build); tests can call ``invariantViolations()`` directly.
extension ViewNode {
    /// Every broken invariant in the hierarchy containing this view, described; empty when sound.
    ///
    /// Checks: superview/subviews symmetry, no view reachable twice (no cycles), every view's
    /// window equal to its root's (a window, or `nil`), and the summary-bit invariant (a view with
    /// a dirty or summary bit has an ancestor chain carrying the summary bit).
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
            if view.storedWindow !== expectedWindow {
                violations.append("\(view) has window \(String(describing: view.storedWindow)) but its root's window is \(String(describing: expectedWindow))")
            }
            let needed = view.flags.summariesForAncestors
            for subview in view.subviews {
                if subview.storedSuperview !== view {
                    violations.append("\(subview) is in the subviews of \(view) but its superview is \(String(describing: subview.storedSuperview))")
                }
                let childNeeds = subview.flags.summariesForAncestors
                if !view.flags.isSuperset(of: childNeeds) {
                    violations.append("\(view) lacks summary bits \(childNeeds.subtracting(view.flags).rawValue) that its subview \(subview) needs")
                }
                stack.append(subview)
            }
            _ = needed
        }
        return violations
    }

    /// Traps with the violations if the hierarchy is unsound; a no-op unless built with
    /// `-DHEADLESSKIT_INVARIANTS`.
    func checkInvariants() {
        #if HEADLESSKIT_INVARIANTS
        let violations = invariantViolations()
        precondition(violations.isEmpty, "HeadlessKit invariant broken:\n" + violations.joined(separator: "\n"))
        #endif
    }
}
