import Foundation

/// The layer tree: superlayer, sublayers and mask, with Core Animation's operations.
///
/// A view's layer keeps only its standalone sublayers, each with the number of its view's
/// subview layers below it; its ``sublayers`` merges those with the layers of its view's
/// subviews, in order, creating a subview's layer only when it is asked for. Subview layers move
/// only with their views — addSubview appends at the front, `sendSubviewToBack(_:)` puts the
/// layer behind every sublayer, and so on (see `ViewNode+Layer.swift`); the layer calls refuse to
/// move, remove or replace them, since that would take the layer tree out of step with the view
/// tree **(chosen: UIKit corrupts its hierarchy silently there)**.
extension Layer {
    /// The layer that contains this one, or `nil`. A view's layer's superlayer is its
    /// superview's layer.
    public var superlayer: Layer? {
        if let host = hostReference { return host.backingSuperlayer }
        return storedSuperlayer
    }

    /// The layer's sublayers, back to front, or `nil` when it has none.
    ///
    /// A view's layer lists its subviews' layers (in ``ViewNode/subviews`` order) among its
    /// standalone sublayers. Setting replaces the standalone sublayers; on a view's layer the new
    /// array must keep every subview layer, in order (reading, filtering and setting it back
    /// does). A refused array changes nothing.
    public var sublayers: [Layer]? {
        get {
            let all = allSublayers
            return all.isEmpty ? nil : all
        }
        set { setSublayers(newValue ?? []) }
    }

    /// The layer whose alpha masks this layer's content, or `nil`. The mask must not have a
    /// superlayer, mask another layer or back a view; such a mask is refused.
    public var mask: Layer? {
        get { storedMask }
        set { setMask(newValue) }
    }

    /// The object that provides the layer's content and lays out its sublayers (held weakly).
    ///
    /// A view's layer's delegate is its view; changing it is refused, and so is making a view
    /// the delegate of any other layer, as UIKit's documentation forbids both.
    public var delegate: (any LayerDelegate)? {
        get { currentDelegate }
        set { setDelegate(newValue) }
    }

    /// Adds `layer` at the front of the sublayers, removing it from its superlayer first.
    public func addSublayer(_ layer: Layer) {
        guard !refusesInsertion(of: layer, operation: "addSublayer(_:)") else { return }
        layer.leaveSuperlayer()
        insert(layer, atMergedIndex: sublayerCount)
    }

    /// Inserts `layer` at `index` of the sublayers (0 is the back), removing it from its
    /// superlayer first. An index beyond the sublayers is refused.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        let operation = "insertSublayer(_:at:)"
        guard !refusesInsertion(of: layer, operation: operation) else { return }
        let limit = layer.storedSuperlayer === self ? sublayerCount - 1 : sublayerCount
        guard Int(index) <= limit else {
            refuse(.sublayerIndexOutOfRange,
                   "*** -[CALayer insertSublayer:atIndex:]: index \(index) beyond bounds [0 .. \(limit)]. \(operation) on "
                       + "\(self) with \(layer) was refused; pass an index between 0 and \(limit).",
                   involving: [layer])
            return
        }
        layer.leaveSuperlayer()
        insert(layer, atMergedIndex: Int(index))
    }

    /// Inserts `layer` just below `sibling`, which must be a sublayer of this layer (a `nil`
    /// sibling puts it at the back, as Core Animation does).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insert(layer, nextTo: sibling, above: false, operation: "insertSublayer(_:below:)")
    }

    /// Inserts `layer` just above `sibling`, which must be a sublayer of this layer (a `nil`
    /// sibling puts it at the front, as Core Animation does).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        insert(layer, nextTo: sibling, above: true, operation: "insertSublayer(_:above:)")
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`. A layer
    /// that is not a sublayer, or a view's layer on either side, is refused.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        let operation = "replaceSublayer(_:with:)"
        guard oldLayer.hostReference == nil else {
            refuseMovingBackingLayer(oldLayer, operation: operation)
            return
        }
        guard oldLayer.storedSuperlayer === self, ownSublayers.contains(where: { $0 === oldLayer }) else {
            refuse(.siblingNotASublayer,
                   "\(operation): \(oldLayer) is not a sublayer of \(self); the replacement with \(newLayer) was refused. "
                       + "Pass a current sublayer, or use addSublayer(_:).",
                   involving: [oldLayer, newLayer])
            return
        }
        guard newLayer !== oldLayer else { return }
        guard !refusesInsertion(of: newLayer, operation: operation) else { return }
        newLayer.leaveSuperlayer()
        let position = ownSublayers.firstIndex { $0 === oldLayer }!
        ownSublayers[position] = newLayer
        newLayer.storedSuperlayer = self
        oldLayer.storedSuperlayer = nil
        newLayer.propagateUpdateMarksToAncestors()
        newLayer.noteJoinedTree()
    }

    /// Removes the layer from its superlayer; does nothing if it has none. A view's layer leaves
    /// its superlayer only with its view (`removeFromSuperview()`): asked here, it is refused.
    public func removeFromSuperlayer() {
        if let host = hostReference {
            guard host.backingHasSuperview else { return }
            refuseMovingBackingLayer(self, operation: "removeFromSuperlayer()")
            return
        }
        leaveSuperlayer()
    }

    // MARK: - The merged order of a view's layer

    /// Every sublayer, back to front (a view's layer creates its subview layers for this).
    var allSublayers: [Layer] {
        guard let host = hostReference else { return ownSublayers }
        let subviewCount = host.backingSubviewCount
        guard subviewCount > 0 else { return ownSublayers }
        var result: [Layer] = []
        result.reserveCapacity(subviewCount + ownSublayers.count)
        var next = 0
        for index in 0..<subviewCount {
            while next < ownSublayers.count, subviewLayersBelow[next] <= index {
                result.append(ownSublayers[next])
                next += 1
            }
            result.append(host.backingSubviewLayer(at: index))
        }
        result.append(contentsOf: ownSublayers[next...])
        return result
    }

    /// How many sublayers there are, without creating any.
    var sublayerCount: Int { ownSublayers.count + (hostReference?.backingSubviewCount ?? 0) }

    /// Where a standalone sublayer at `index` of the merged order goes: its index in
    /// ``ownSublayers`` and, for a view's layer, how many subview layers are below it.
    private func ownPosition(forMergedIndex index: Int) -> (own: Int, subviewsBelow: Int) {
        guard hostReference != nil else { return (index, 0) }
        var own = 0, subviews = 0
        while own + subviews < index {
            if own < ownSublayers.count, subviewLayersBelow[own] <= subviews {
                own += 1
            } else {
                subviews += 1
            }
        }
        return (own, subviews)
    }

    /// The index of `sublayer` in the merged order, if it is a sublayer of this layer.
    private func mergedIndex(of sublayer: Layer) -> Int? {
        if let own = ownSublayers.firstIndex(where: { $0 === sublayer }) {
            return hostReference == nil ? own : own + subviewLayersBelow[own]
        }
        guard let host = hostReference, let subview = host.backingSubviewIndex(of: sublayer) else { return nil }
        return subview + subviewLayersBelow.lazy.filter { $0 <= subview }.count
    }

    /// Inserts a standalone layer, already out of any tree, at `index` of the merged order.
    private func insert(_ layer: Layer, atMergedIndex index: Int) {
        let (own, subviewsBelow) = ownPosition(forMergedIndex: min(index, sublayerCount))
        ownSublayers.insert(layer, at: own)
        if hostReference != nil { subviewLayersBelow.insert(subviewsBelow, at: own) }
        layer.storedSuperlayer = self
        layer.propagateUpdateMarksToAncestors()
        layer.noteJoinedTree()
    }

    private func insert(_ layer: Layer, nextTo sibling: Layer?, above: Bool, operation: String) {
        guard !refusesInsertion(of: layer, operation: operation) else { return }
        guard let sibling else {
            layer.leaveSuperlayer()
            insert(layer, atMergedIndex: above ? sublayerCount : 0)
            return
        }
        guard mergedIndex(of: sibling) != nil else {
            refuse(.siblingNotASublayer,
                   "\(operation): \(sibling) is not a sublayer of \(self); the insertion of \(layer) was refused. "
                       + "Pass a current sublayer as the sibling, or use addSublayer(_:).",
                   involving: [sibling, layer])
            return
        }
        guard layer !== sibling else { return }
        layer.leaveSuperlayer()
        let siblingIndex = mergedIndex(of: sibling)!
        insert(layer, atMergedIndex: above ? siblingIndex + 1 : siblingIndex)
    }

    /// Takes a standalone layer out of its superlayer's arrays.
    func leaveSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        if let position = parent.ownSublayers.firstIndex(where: { $0 === self }) {
            parent.ownSublayers.remove(at: position)
            if parent.hostReference != nil { parent.subviewLayersBelow.remove(at: position) }
        }
        storedSuperlayer = nil
    }

    // MARK: - What a view's hierarchy operations tell its layer

    /// The subview at `index` was removed: standalone sublayers above it have one fewer below.
    func subviewLayerWasRemoved(at index: Int) {
        guard !subviewLayersBelow.isEmpty else { return }
        for position in subviewLayersBelow.indices where subviewLayersBelow[position] > index {
            subviewLayersBelow[position] -= 1
        }
    }

    /// A subview was put at `index`, its layer placed as `placement` says.
    func subviewLayerWasInserted(at index: Int, placement: SubviewLayerPlacement) {
        guard !subviewLayersBelow.isEmpty else { return }
        for position in subviewLayersBelow.indices {
            let below = subviewLayersBelow[position]
            let isAbove = switch placement {
            case .front: false
            case .back: true
            case .belowNextSubview: below > index
            case .abovePreviousSubview: below >= index
            }
            if isAbove { subviewLayersBelow[position] = below + 1 }
        }
    }

    // MARK: - Refusals

    /// Validates an insertion of `layer` into this layer; reports and returns true if refused.
    private func refusesInsertion(of layer: Layer, operation: String) -> Bool {
        if layer.hostReference != nil {
            refuseMovingBackingLayer(layer, operation: operation)
            return true
        }
        if layer.maskOwner != nil {
            refuse(.invalidMask,
                   "\(operation): \(layer) is the mask of \(layer.maskOwner!); a mask has no superlayer. The insertion "
                       + "was refused; set the other layer's mask to nil first.",
                   involving: [layer])
            return true
        }
        if isInTree(of: layer) {
            refuse(.layerTreeCycle,
                   "layer \(layer) is a part of cycle in its layer tree. \(operation) was asked to add it to "
                       + (layer === self ? "itself" : "its own descendant \(self)")
                       + "; the layer tree was left unchanged. Add the layer to a layer outside its own tree.",
                   involving: [layer])
            return true
        }
        return false
    }

    /// Whether this layer is `layer` or below it (through sublayers and masks).
    private func isInTree(of layer: Layer) -> Bool {
        var node: Layer? = self
        // A standalone layer is never above a view's layer, so the walk stops at one.
        while let current = node {
            if current === layer { return true }
            guard current.hostReference == nil else { return false }
            node = current.storedSuperlayer ?? current.maskOwner
        }
        return false
    }

    private func refuseMovingBackingLayer(_ layer: Layer, operation: String) {
        let view = layer.hostReference.map(\.backingDescription) ?? "a view"
        refuse(.backingLayerMisuse,
               "\(operation): \(layer) is the layer of \(view); a view's layer joins, leaves and moves among "
                   + "sublayers only with its view, or the layer tree would no longer match the view tree. "
                   + "The layer tree was left unchanged; use the view's addSubview(_:), insertSubview, "
                   + "removeFromSuperview() or bringSubviewToFront(_:) instead.",
               involving: layer === self ? [] : [layer])
    }

    private func setSublayers(_ newSublayers: [Layer]) {
        let operation = "sublayers ="
        var seen = Set<ObjectIdentifier>()
        var subviewOrder: [Int] = []
        var standalone: [Layer] = []
        var subviewsBelow: [Int] = []
        for layer in newSublayers {
            guard seen.insert(ObjectIdentifier(layer)).inserted else {
                refuse(.layerTreeCycle,
                       "\(operation): \(layer) appears twice; a layer has one place in its tree. The sublayers of "
                           + "\(self) were left unchanged; list each layer once.",
                       involving: [layer])
                return
            }
            if let host = hostReference, let subview = host.backingSubviewIndex(of: layer) {
                subviewOrder.append(subview)
                continue
            }
            guard !refusesInsertion(of: layer, operation: operation) else { return }
            standalone.append(layer)
            subviewsBelow.append(subviewOrder.count)
        }
        if let host = hostReference, subviewOrder != Array(0..<host.backingSubviewCount) {
            refuse(.backingLayerMisuse,
                   "\(operation): the new sublayers of \(self) do not list the layers of its view's "
                       + "\(host.backingSubviewCount) subviews in subview order; the layer tree would no longer match "
                       + "the view tree. The sublayers were left unchanged; keep every subview layer, in order, and "
                       + "move views with the view's own calls.")
            return
        }
        for old in ownSublayers where !seen.contains(ObjectIdentifier(old)) { old.storedSuperlayer = nil }
        for layer in standalone where layer.storedSuperlayer !== self { layer.leaveSuperlayer() }
        ownSublayers = standalone
        subviewLayersBelow = hostReference == nil ? [] : subviewsBelow
        for layer in standalone where layer.storedSuperlayer !== self {
            layer.storedSuperlayer = self
            layer.propagateUpdateMarksToAncestors()
            layer.noteJoinedTree()
        }
    }

    private func setMask(_ newMask: Layer?) {
        guard newMask !== storedMask else { return }
        if let newMask {
            if isInTree(of: newMask) {
                refuse(.layerTreeCycle,
                       "layer \(newMask) is a part of cycle in its layer tree. mask: it is "
                           + (newMask === self ? "the layer itself" : "above \(self)")
                           + "; the mask was left unchanged. Use a layer outside the masked layer's tree.",
                       involving: [newMask])
                return
            }
            let problem: String? =
                if newMask.hostReference != nil {
                    "it is the layer of \(newMask.hostReference!.backingDescription); a view's layer cannot mask another layer here"
                } else if newMask.storedSuperlayer != nil {
                    "it has a superlayer, \(newMask.storedSuperlayer!); \"The layer you assign to this property must not have a superlayer\""
                } else if let owner = newMask.maskOwner {
                    "it is already the mask of \(owner)"
                } else {
                    nil
                }
            if let problem {
                refuse(.invalidMask,
                       "mask: \(newMask) cannot mask \(self): \(problem). The mask was left unchanged; use a standalone "
                           + "layer that is in no tree.",
                       involving: [newMask])
                return
            }
        }
        storedMask?.maskOwner = nil
        storedMask = newMask
        newMask?.maskOwner = self
        newMask?.propagateUpdateMarksToAncestors()
        newMask?.noteJoinedTree()
    }

    private func setDelegate(_ newDelegate: (any LayerDelegate)?) {
        let newObject = newDelegate.map { $0 as AnyObject }
        if let host = hostReference {
            guard newObject !== (host as AnyObject) else { return }
            refuse(.backingLayerMisuse,
                   "delegate: \(self) is the layer of \(host.backingDescription), which must stay its delegate "
                       + "(\"never change the delegate of this layer object\"). The delegate was left unchanged.")
            return
        }
        if let view = newDelegate as? any LayerHost {
            refuse(.backingLayerMisuse,
                   "delegate: \(view.backingDescription) is the delegate of its own layer, so it must not be the "
                       + "delegate of \(self) (\"never make the view the delegate of another CALayer object\"). The "
                       + "delegate was left unchanged; use another object.")
            return
        }
        storedDelegate = newDelegate
    }

    // MARK: - Reporting

    /// The run loop this layer belongs to: its view's, or the view's above it in its tree.
    var owningRunLoop: MainRunLoop? {
        var node: Layer? = self
        while let current = node {
            if let host = current.hostReference { return host.backingRunLoop }
            node = current.storedSuperlayer ?? current.maskOwner
        }
        return nil
    }

    /// Reports refused misuse about this layer (and `others`) to the sink of the first that
    /// belongs to a run loop.
    func refuse(_ kind: Diagnostic.Kind, _ message: String, involving others: [Layer] = []) {
        var objects: [AnyObject] = [self]
        objects.append(contentsOf: others as [AnyObject])
        if let host = hostReference { objects.append(host) }
        let loop = owningRunLoop ?? others.lazy.compactMap(\.owningRunLoop).first ?? MainRunLoop.current
        DiagnosticsSink.report(Diagnostic(kind: kind, message: message, objects: objects), to: loop?.diagnostics)
    }
}

/// Where a view's hierarchy operation puts a subview's layer among its superview's layer's
/// sublayers, as UIKit places it: relative to the sibling view layers, not to standalone
/// sublayers — except at the very front and back.
enum SubviewLayerPlacement {
    /// At the front of every sublayer (`addSubview(_:)`, `bringSubviewToFront(_:)`, an insertion
    /// at the last index).
    case front
    /// Behind every sublayer, standalone ones too (`sendSubviewToBack(_:)`).
    case back
    /// Just below the layer of the subview after it (`insertSubview(_:at:)`,
    /// `insertSubview(_:belowSubview:)`).
    case belowNextSubview
    /// Just above the layer of the subview before it (`insertSubview(_:aboveSubview:)`).
    case abovePreviousSubview
}
