import Foundation

/// Marking a layer for layout and display, and running either now.
///
/// A view's layer *is* its view in the update cycle: marking it marks the view, and the view's
/// layout and display run through it (see `UpdateCycle`). A standalone layer keeps marks of its
/// own, and summary marks on its standalone ancestors; the view whose layer the tree hangs from
/// learns of them and lays out and displays the marked layers in its own commit. A standalone
/// tree in no view is laid out and displayed by ``layoutIfNeeded()`` and ``displayIfNeeded()``.
extension Layer {
    /// Marks the layer as needing layout: its ``layoutSublayers()`` runs in the commit of the
    /// view its tree hangs from (for a view's layer: the view's ``ViewNode/setNeedsLayout()``).
    public func setNeedsLayout() {
        if let host = hostReference {
            host.backingSetNeedsLayout()
        } else {
            mark(.needsLayout)
        }
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool {
        hostReference?.backingNeedsLayout ?? updateFlags.contains(.needsLayout)
    }

    /// Lays out now whatever is pending: in a view's tree, the view hierarchy's pending layout
    /// (``ViewNode/layoutIfNeeded()``), which includes its marked standalone layers; in a tree
    /// of standalone layers, the marked layers below the topmost ancestor that needs layout
    /// (this layer if none does), parents first.
    ///
    /// In a tree in no view, marks made while it runs wait for the next call **(chosen: there
    /// is no commit to repeat the pass)**.
    public func layoutIfNeeded() {
        if let host = hostingView {
            host.backingLayoutIfNeeded()
            return
        }
        var start = self
        var node = storedSuperlayer ?? maskOwner
        while let current = node {
            if current.updateFlags.contains(.needsLayout) { start = current }
            node = current.storedSuperlayer ?? current.maskOwner
        }
        if start.updateFlags.contains(.needsLayout) {
            start.updateFlags.remove(.needsLayout)
            start.layoutSublayers()
        }
        if start.updateFlags.contains(.subtreeNeedsLayout) {
            start.updateFlags.remove(.subtreeNeedsLayout)
            start.layOutSublayerTree()
        }
    }

    /// Marks the layer as needing display: its ``display()`` runs in the commit of the view its
    /// tree hangs from (for a view's layer: the view's ``ViewNode/setNeedsDisplay()``).
    ///
    /// Core Animation never displays a standalone layer by itself: a new one is not marked.
    public func setNeedsDisplay() {
        if let host = hostReference {
            host.backingSetNeedsDisplay()
        } else {
            mark(.needsDisplay)
        }
    }

    /// Marks the part `rect` (in the layer's coordinates) as needing display. A standalone layer
    /// redraws whole, so this marks it like ``setNeedsDisplay()``; a rectangle outside the
    /// bounds marks nothing, and one with a NaN or infinite number is refused.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) else {
            refuse(.invalidGeometry,
                   "setNeedsDisplay(_:) was given a rect that is not finite (HeadlessKit's check): "
                       + "\(GeometryFormat.bracketed(rect)). HeadlessKit marked nothing; pass a finite rectangle, or call "
                       + "setNeedsDisplay() for the whole layer.")
            return
        }
        if let host = hostReference {
            host.backingSetNeedsDisplay(rect)
        } else if !rect.intersection(bounds).isEmpty {
            mark(.needsDisplay)
        }
    }

    /// Whether the layer is marked for display.
    public func needsDisplay() -> Bool {
        hostReference?.backingNeedsDisplay ?? updateFlags.contains(.needsDisplay)
    }

    /// Displays now the layer, if it is marked, and the marked standalone layers below it.
    ///
    /// A view's layer displays its view now if the view is marked (its ``ViewNode/draw(_:)``
    /// records into its display list), without waiting for the commit.
    public func displayIfNeeded() {
        if let host = hostReference {
            host.backingDisplayIfNeeded()
            return
        }
        if updateFlags.contains(.needsDisplay) {
            updateFlags.remove(.needsDisplay)
            display()
        }
        if updateFlags.contains(.subtreeNeedsDisplay) {
            updateFlags.remove(.subtreeNeedsDisplay)
            displaySublayerTree()
        }
    }

    /// The drawing commands the latest ``draw(in:)`` recorded, in the layer's coordinates; for a
    /// view's layer, its view's ``ViewNode/displayList``.
    public var displayList: [DrawingCommand] {
        hostReference?.backingDisplayList ?? recordedDisplayList
    }

    // MARK: - Recording

    /// The default display: records ``draw(in:)`` — into the display pass's context, or outside
    /// the pass a fresh one — as the layer's display list (its view's, for a view's layer). A layer with empty bounds draws nothing, as in Core
    /// Animation.
    func recordDrawing() {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else {
            if hostReference == nil { recordedDisplayList = [] }
            return
        }
        let commands: [DrawingCommand]
        if let context = GraphicsContext.bound, !context.isRecording {
            // In the display pass: its context, already current, records one layer at a time.
            context.beginRecording()
            draw(in: context)
            commands = context.endRecording()
        } else {
            let context = GraphicsContext()
            context.beginRecording()
            GraphicsContext.$bound.withValue(context) { draw(in: context) }
            commands = context.endRecording()
        }
        if let host = hostReference {
            host.backingDisplayList = commands
        } else {
            recordedDisplayList = commands
        }
    }

    // MARK: - Marks of standalone layers

    /// The view whose layer this layer's tree hangs from (through sublayers and masks), if any.
    var hostingView: (any LayerHost)? {
        var node: Layer? = self
        while let current = node {
            if let host = current.hostReference { return host }
            node = current.storedSuperlayer ?? current.maskOwner
        }
        return nil
    }

    private func mark(_ mark: LayerUpdateFlags) {
        updateFlags.insert(mark)
        propagate(mark.summariesForAncestors)
    }

    /// A standalone layer that just joined a tree passes its marks on to its new ancestors.
    func propagateUpdateMarksToAncestors() {
        let summaries = updateFlags.summariesForAncestors
        guard !summaries.isEmpty else { return }
        propagate(summaries)
    }

    /// Sets `summaries` on every standalone ancestor, stopping at the first that has them (its
    /// ancestors, and the view at the top, already know), or telling the view whose layer is
    /// reached.
    private func propagate(_ summaries: LayerUpdateFlags) {
        var node = self
        while let parent = node.storedSuperlayer ?? node.maskOwner {
            if let host = parent.hostReference {
                if summaries.contains(.subtreeNeedsLayout) { host.backingSublayerTreeNeedsLayout() }
                if summaries.contains(.subtreeNeedsDisplay) { host.backingSublayerTreeNeedsDisplay() }
                return
            }
            if parent.updateFlags.isSuperset(of: summaries) { return }
            parent.updateFlags.formUnion(summaries)
            node = parent
        }
    }

    /// Lays out the marked standalone layers below this one, parents first (this one's own mark
    /// is its caller's). Called by a view's layout step for its layer, and by ``layoutIfNeeded()``.
    func layOutSublayerTree() {
        walkStandaloneSublayers(own: .needsLayout, summary: .subtreeNeedsLayout) { $0.layoutSublayers() }
    }

    /// Displays the marked standalone layers below this one, parents first.
    func displaySublayerTree() {
        walkStandaloneSublayers(own: .needsDisplay, summary: .subtreeNeedsDisplay) { $0.display() }
    }

    /// Clears the layout marks of every standalone layer below this one (a layout pass that
    /// stopped at a feedback loop drops pending layout).
    func clearSublayerTreeLayoutMarks() {
        var stack = standaloneChildren
        while let layer = stack.popLast() {
            layer.updateFlags.subtract([.needsLayout, .subtreeNeedsLayout])
            stack.append(contentsOf: layer.standaloneChildren)
        }
    }

    /// The standalone layers directly below this one: its own sublayers and its mask.
    var standaloneChildren: [Layer] {
        guard let mask = storedMask else { return ownSublayers }
        return ownSublayers + [mask]
    }

    /// Visits, parents before children, each standalone layer below this one whose `own` mark is
    /// set, descending only where the `summary` mark is (clearing both on the way). Iterative, so
    /// any depth is safe. Each level is read when the walk enters it; a layer a hook has since
    /// moved elsewhere is left to its new place, which its marks have reached.
    private func walkStandaloneSublayers(own: LayerUpdateFlags, summary: LayerUpdateFlags, _ visit: (Layer) -> Void) {
        var levels: [(parent: Layer, children: [Layer], next: Int)] = [(self, standaloneChildren, 0)]
        while let top = levels.indices.last {
            let (parent, children, next) = levels[top]
            guard next < children.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = next + 1
            let child = children[next]
            guard child.storedSuperlayer === parent || child.maskOwner === parent else { continue }
            if child.updateFlags.contains(own) {
                child.updateFlags.remove(own)
                visit(child)
            }
            if child.updateFlags.contains(summary) {
                child.updateFlags.remove(summary)
                levels.append((child, child.standaloneChildren, 0))
            }
        }
    }
}

/// The update-cycle marks of a standalone layer: its own, and summaries of the layers below it.
struct LayerUpdateFlags: OptionSet {
    let rawValue: UInt8

    static let needsLayout = LayerUpdateFlags(rawValue: 1 << 0)
    static let needsDisplay = LayerUpdateFlags(rawValue: 1 << 1)
    static let subtreeNeedsLayout = LayerUpdateFlags(rawValue: 1 << 2)
    static let subtreeNeedsDisplay = LayerUpdateFlags(rawValue: 1 << 3)

    /// The summary marks an ancestor needs for the marks in `self`.
    var summariesForAncestors: LayerUpdateFlags {
        var result: LayerUpdateFlags = []
        if !isDisjoint(with: [.needsLayout, .subtreeNeedsLayout]) { result.insert(.subtreeNeedsLayout) }
        if !isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay]) { result.insert(.subtreeNeedsDisplay) }
        return result
    }
}
