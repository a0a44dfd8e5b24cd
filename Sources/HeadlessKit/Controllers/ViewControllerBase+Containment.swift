/// Child view controllers (lifecycle contract §6).
extension ViewControllerBase {
    /// Adds `child` as a child controller: calls `child.willMove(toParent: self)`; the container
    /// then adds the child's view and calls `child.didMove(toParent: self)`.
    ///
    /// A child of another container is removed from it first. Adding a controller to itself or
    /// to one of its own descendants is refused.
    public func addChild(_ child: ViewControllerBase) {
        var ancestor: ViewControllerBase? = self
        while let current = ancestor {
            guard current !== child else {
                reportMisuse(Diagnostic(
                    kind: .containmentCycle,
                    message: "addChild(_:) was asked to add \(child) to \(self), which is the child itself or one of its "
                        + "descendants; the containment was left unchanged. Add the controller to a container outside it.",
                    objects: [self, child]))
                return
            }
            ancestor = current.parent
        }
        guard child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        // Reported through the new parent's loop: the child is not linked to anything yet.
        (child.reportingRunLoop ?? reportingRunLoop)?.lifecycleObserver?.lifecycleEventDelivered(
            LifecycleEvent(receiver: child, callback: "willMove(toParent:)", arguments: [.init(self)]))
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`; the container
    /// calls `willMove(toParent: nil)` before. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        let loop = reportingRunLoop   // resolved while the parent still links this controller to a window
        parent.children.removeAll { $0 === self }
        self.parent = nil
        loop?.lifecycleObserver?.lifecycleEventDelivered(LifecycleEvent(receiver: self, callback: "didMove(toParent:)", arguments: [.none]))
        didMove(toParent: nil)
    }

}
