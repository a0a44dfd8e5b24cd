import Foundation

/// How a layer becomes a view's layer, and what it keeps when the view is freed.
extension Layer {
    /// Whether this layer backs a view (is some view's ``ViewNode/layer``).
    var isBacking: Bool { hostReference != nil }

    /// Makes this new layer the layer of `host`, whose delegate it is. The layer takes the
    /// view's transform and redraw rule; every other value the view keeps is read from it from
    /// now on (its own stored values, from its `init()`, are no longer read).
    func attach(to host: any LayerHost, delegate: any LayerDelegate, transform: AffineTransform2D, redrawsOnBoundsChange: Bool) {
        hostReference = host
        hostDelegate = delegate
        storedModel.transform = Transform3D(transform)
        storedModel.needsDisplayOnBoundsChange = redrawsOnBoundsChange
        subviewLayersBelow = Array(repeating: 0, count: ownSublayers.count)
    }

    /// The view this layer backs is being freed while something else holds the layer: the layer
    /// becomes standalone, keeping the view's last values, its display list and its standalone
    /// sublayers — with `leavingMarks` (layout and display pending below it) as its own summary
    /// marks, so its tree can still be laid out and displayed.
    func hostWillBeFreed(leavingMarks marks: LayerUpdateFlags) {
        guard let host = hostReference else { return }
        storedModel = modelValues
        recordedDisplayList = host.backingDisplayList
        hostReference = nil
        hostDelegate = nil
        subviewLayersBelow = []
        updateFlags = marks
    }

    /// Keeps the 3-D form of the view's new affine transform (the view's `transform` setter).
    func backingTransformDidChange(to transform: AffineTransform2D) {
        storedModel.transform = Transform3D(transform)
    }

    /// Keeps the view's redraw rule (its `contentMode` setter): UIKit sets
    /// ``needsDisplayOnBoundsChange`` for ``ContentMode/redraw``.
    func backingContentModeDidChange(redraws: Bool) {
        storedModel.needsDisplayOnBoundsChange = redraws
    }

    /// The geometry of a view that has this layer: its bounds and center with the layer's anchor
    /// point and transform.
    func backingGeometry(bounds: CGRect, center: CGPoint) -> LayerGeometry {
        LayerGeometry(bounds: bounds, position: center, anchorPoint: storedModel.anchorPoint,
                      anchorPointZ: storedModel.anchorPointZ, transform: storedModel.transform)
    }
}

// MARK: - Invariants

extension Layer {
    /// Every broken invariant of the standalone layers below this one, described; empty when
    /// sound. `knownAbove` is the summary marks the layers directly below may rely on (for a
    /// view's layer, what its view knows is pending in its layer tree).
    ///
    /// Checks: each sublayer and mask points back at its layer, no layer is reached twice, no
    /// view's layer hangs below a standalone one, a view's layer places its standalone sublayers
    /// among no more subview layers than its view has, in order; and every mark is known above
    /// it, up to the view.
    func sublayerTreeViolations(knownAbove: LayerUpdateFlags) -> [String] {
        var violations: [String] = []
        if let host = hostReference {
            if subviewLayersBelow.count != ownSublayers.count {
                violations.append("\(self) places \(subviewLayersBelow.count) of its \(ownSublayers.count) standalone sublayers")
            } else if subviewLayersBelow != subviewLayersBelow.sorted() || (subviewLayersBelow.last ?? 0) > host.backingSubviewCount {
                violations.append("\(self) places its standalone sublayers at \(subviewLayersBelow) among \(host.backingSubviewCount) subview layers")
            }
        }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var stack: [(layer: Layer, parent: Layer, knownAbove: LayerUpdateFlags)] =
            standaloneChildren.map { ($0, self, knownAbove) }
        while let (layer, parent, known) = stack.popLast() {
            guard seen.insert(ObjectIdentifier(layer)).inserted else {
                violations.append("\(layer) is reachable twice below \(self)")
                continue
            }
            if layer.hostReference != nil { violations.append("\(layer), a view's layer, is below the standalone \(parent)") }
            if layer.storedSuperlayer !== parent && layer.maskOwner !== parent {
                violations.append("\(layer) is below \(parent) but points at \(String(describing: layer.storedSuperlayer ?? layer.maskOwner))")
            }
            let needed = layer.updateFlags.summariesForAncestors
            if !known.isSuperset(of: needed) {
                violations.append("\(layer) has marks \(layer.updateFlags.rawValue) that nothing above it knows of")
            }
            stack.append(contentsOf: layer.standaloneChildren.map { ($0, layer, layer.updateFlags) })
        }
        return violations
    }
}

// MARK: - For tools that must not create layers

extension Layer {
    /// The standalone sublayers this layer holds, back to front, each with how many of its view's
    /// subview layers are below it (0 for a layer that backs no view) — the layer's own part of
    /// ``sublayers``, read without creating any subview's layer.
    package var standaloneSublayerPlacements: [(layer: Layer, subviewLayersBelow: Int)] {
        ownSublayers.indices.map { (ownSublayers[$0], hostReference == nil ? 0 : subviewLayersBelow[$0]) }
    }
}
