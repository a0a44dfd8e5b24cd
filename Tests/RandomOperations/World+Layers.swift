import Foundation
import HeadlessKit

/// A standalone layer whose update-cycle hooks run operations, as the pool's views' hooks do.
final class ChaosLayer: Layer {
    weak var world: World?

    override func layoutSublayers() {
        super.layoutSublayers()
        world?.maybeAct(from: self)
    }

    override func display() {
        super.display()
        world?.maybeAct(from: self)
    }

    override func draw(in context: GraphicsContext) {
        context.fill(bounds, with: .green)
    }
}

/// Layers: standalone layers added, moved, replaced and removed in the pool's views' layer trees,
/// geometry and appearance set through views' layers and standalone ones, masks, marks, and the
/// layer misuse HeadlessKit refuses. Standalone layers live only in the views' trees (the world
/// holds none), so a run also checks they are freed with their views.
extension World {
    func performLayerOperation() {
        let view = anyView()
        switch pick(16) {
        case 0, 1:
            let sublayer = makeLayer()
            let layer = layerToAddTo(in: view)
            let count = layer.sublayers?.count ?? 0
            switch pick(4) {
            case 0:
                note("\(layerName(layer)).addSublayer(\(layerName(sublayer)))")
                layer.addSublayer(sublayer)
            case 1:
                let index = UInt32(pick(count + 1))
                note("\(layerName(layer)).insertSublayer(\(layerName(sublayer)), at: \(index))")
                layer.insertSublayer(sublayer, at: index)
            default:
                let sibling = element(layer.sublayers ?? [])
                let above = chance(2)
                note("\(layerName(layer)).insertSublayer(\(layerName(sublayer)), \(above ? "above" : "below"): \(layerName(sibling)))")
                if above { layer.insertSublayer(sublayer, above: sibling) } else { layer.insertSublayer(sublayer, below: sibling) }
            }
        case 2:
            // Moving a standalone layer to another view's tree (or deeper into its own: refused
            // as a cycle when it would go below itself).
            guard let moved = element(standaloneLayers()) else { return }
            let target = layerToAddTo(in: anyView())
            note("\(layerName(target)).addSublayer(\(layerName(moved))) (a move)")
            target.addSublayer(moved)
        case 3:
            guard let removed = element(standaloneLayers()) else { return }
            note("\(layerName(removed)).removeFromSuperlayer()")
            removed.removeFromSuperlayer()
        case 4:
            guard let old = element(standaloneLayers().filter { $0.superlayer != nil }), let parent = old.superlayer else { return }
            let replacement = makeLayer()
            note("\(layerName(parent)).replaceSublayer(\(layerName(old)), with: \(layerName(replacement)))")
            parent.replaceSublayer(old, with: replacement)
        case 5:
            // Keeping every subview layer in order, dropping or reversing the standalone ones.
            let layer = view.layer
            let all = layer.sublayers ?? []
            let standalone = all.filter { !($0.delegate is ViewNode) }
            let reversed = chance(2)
            var standaloneIterator = standalone.reversed().makeIterator()
            let kept = all.compactMap { sublayer -> Layer? in
                guard standalone.contains(where: { $0 === sublayer }) else { return sublayer }
                return reversed ? standaloneIterator.next() : (chance(2) ? sublayer : nil)
            }
            note("\(name(view)).layer.sublayers = \(reversed ? "standalone reversed" : "some standalone dropped")")
            layer.sublayers = kept
        case 6:
            let layer = view.layer
            switch pick(5) {
            case 0:
                let frame = CGRect(x: pick(60), y: pick(60), width: pick(5) * 20, height: pick(4) * 15)
                note("\(name(view)).layer.frame = \(frame)")
                layer.frame = frame
            case 1:
                let anchor = CGPoint(x: CGFloat(pick(3)) / 2, y: CGFloat(pick(3)) / 2)
                note("\(name(view)).layer.anchorPoint = \(anchor)")
                layer.anchorPoint = anchor
            case 2:
                var transform = Transform3D(scaleX: CGFloat(1 + pick(2)), y: 1, z: 1)
                if chance(2) { transform.m34 = -0.002 }
                note("\(name(view)).layer.transform = \(transform)")
                layer.transform = chance(3) ? .identity : transform
            case 3:
                note("\(name(view)).layer.bounds.size, opacity, isHidden")
                layer.bounds.size = CGSize(width: pick(4) * 10, height: pick(4) * 10)
                layer.opacity = Float(pick(3)) / 2
                layer.isHidden = chance(4)
            default:
                note("\(name(view)).layer.masksToBounds, backgroundColor, cornerRadius, border, shadow")
                layer.masksToBounds.toggle()
                layer.backgroundColor = chance(2) ? nil : .red
                layer.cornerRadius = CGFloat(pick(3) * 4)
                layer.borderWidth = CGFloat(pick(2))
                layer.shadowOpacity = Float(pick(2)) / 2
            }
        case 7:
            guard let layer = element(standaloneLayers()) else { return }
            let frame = CGRect(x: pick(40), y: pick(40), width: pick(4) * 10, height: pick(4) * 10)
            note("\(layerName(layer)).frame = \(frame); anchorPoint; zPosition")
            layer.frame = frame
            if chance(3) { layer.anchorPoint = .zero }
            layer.zPosition = CGFloat(pick(3))
        case 8:
            let layer = chance(2) ? view.layer : (element(standaloneLayers()) ?? view.layer)
            let mask: Layer? = chance(3) ? nil : makeLayer()
            note("\(layerName(layer)).mask = \(layerName(mask))")
            layer.mask = mask
        case 9, 10:
            guard let layer = element(standaloneLayers()) else { return }
            note("\(layerName(layer)).setNeedsLayout(); setNeedsDisplay()")
            if chance(2) { layer.setNeedsLayout() }
            if chance(2) { layer.setNeedsDisplay() } else { layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        case 11:
            let layer = chance(2) ? view.layer : (element(standaloneLayers()) ?? view.layer)
            note("\(layerName(layer)).layoutIfNeeded(); displayIfNeeded()")
            if chance(2) { layer.layoutIfNeeded() } else { layer.displayIfNeeded() }
        case 12:
            let point = CGPoint(x: pick(220), y: pick(320))
            note("\(name(view)).layer.hitTest(\(point)); convert")
            _ = view.layer.hitTest(point)
            _ = view.layer.convert(point, to: element(standaloneLayers()))
        case 13:
            note("\(name(view)).layer.presentation(); renderedContent()")
            _ = view.layer.presentation()?.frame
            _ = view.layer.renderedContent()
        case 14:
            note("\(name(view)).layer.setNeedsLayout(); setNeedsDisplay()")
            view.layer.setNeedsLayout()
            view.layer.setNeedsDisplay()
        default:
            guard let layer = element(standaloneLayers()) else { return }
            note("\(layerName(layer)) as gradient/shape: colors, path")
            (layer as? GradientLayer)?.colors = [Color.red, Color.blue]
            (layer as? ShapeLayer)?.path = Path(rect: CGRect(x: 0, y: 0, width: pick(20), height: pick(20)))
            layer.contents = chance(2) ? nil : "image"
        }
    }

    /// A layer misuse: the description when it is certainly misuse in the current state (and so
    /// must be refused with a diagnostic and change nothing), else `nil`.
    func layerMisuse(_ nonFinite: CGFloat) -> String? {
        let view = views[pick(views.count)]
        switch pick(8) {
        case 0:
            guard let layer = element(standaloneLayers()) else { return nil }
            var ancestors: [Layer] = [layer]
            var next = layer.superlayer
            while let current = next, !(current.delegate is ViewNode) {
                ancestors.append(current)
                next = current.superlayer
            }
            let ancestor = ancestors[pick(ancestors.count)]
            note("misuse: \(layerName(layer)).addSublayer(\(layerName(ancestor))), a cycle")
            layer.addSublayer(ancestor)
            return "\(layerName(layer)).addSublayer(its ancestor or itself)"
        case 1:
            let count = view.layer.sublayers?.count ?? 0
            note("misuse: \(name(view)).layer.insertSublayer(_, at: \(count + 1))")
            view.layer.insertSublayer(makeLayer(), at: UInt32(count + 1))
            return "\(name(view)).layer.insertSublayer(_, at: \(count + 1))"
        case 2:
            guard view.superview != nil else { return nil }
            note("misuse: \(name(view)).layer.removeFromSuperlayer()")
            view.layer.removeFromSuperlayer()
            return "\(name(view)).layer.removeFromSuperlayer()"
        case 3:
            let target = layerToAddTo(in: anyView())
            note("misuse: \(layerName(target)).addSublayer(\(name(view)).layer)")
            target.addSublayer(view.layer)
            return "\(layerName(target)).addSublayer(\(name(view)).layer)"
        case 4:
            guard let subview = element(view.subviews) else { return nil }
            note("misuse: \(name(view)).layer.sublayers without \(name(subview))'s layer")
            view.layer.sublayers = view.layer.sublayers?.filter { $0 !== subview.layer }
            return "\(name(view)).layer.sublayers without a subview's layer"
        case 5:
            guard let sublayer = element(standaloneLayers().filter { $0.superlayer != nil }) else { return nil }
            note("misuse: \(name(view)).layer.mask = \(layerName(sublayer)), which has a superlayer")
            view.layer.mask = sublayer
            return "\(name(view)).layer.mask = a layer with a superlayer"
        case 6:
            note("misuse: \(name(view)).layer.delegate = another view")
            view.layer.delegate = views[(views.firstIndex { $0 === view }! + 1) % views.count]
            return "\(name(view)).layer.delegate = another view"
        default:
            let layer = chance(2) ? view.layer : (element(standaloneLayers()) ?? view.layer)
            note("misuse: \(layerName(layer)) geometry with \(nonFinite)")
            switch pick(4) {
            case 0: layer.position = CGPoint(x: nonFinite, y: 0)
            case 1: layer.bounds = CGRect(x: 0, y: 0, width: 10, height: nonFinite)
            case 2: layer.anchorPoint = CGPoint(x: 0, y: nonFinite)
            default: layer.transform = Transform3D(translationX: nonFinite, y: 0, z: 0)
            }
            return "\(layerName(layer)) geometry with \(nonFinite)"
        }
    }

    // MARK: - Checks

    /// What is wrong with `view`'s layer, if it has one: its values must be the view's (their
    /// structure is checked by the view's invariants).
    func layerViolation(of view: ViewNode) -> String? {
        guard let layer = view.layerIfMade else { return nil }
        if layer.delegate !== view { return "its layer's delegate is \(String(describing: layer.delegate))" }
        if layer.frame != view.frame { return "its layer's frame \(layer.frame) is not its frame \(view.frame)" }
        if layer.bounds != view.bounds || layer.position != view.center {
            return "its layer's bounds \(layer.bounds) and position \(layer.position) are not its bounds and center"
        }
        if layer.affineTransform() != view.transform { return "its layer's transform \(layer.transform) is not its \(view.transform)" }
        if layer.opacity != Float(view.alpha) || layer.isHidden != view.isHidden || layer.masksToBounds != view.clipsToBounds
            || layer.backgroundColor != view.backgroundColor || layer.isOpaque != view.isOpaque {
            return "its layer's opacity, hidden, clipping, opaque flag or colour differ from its own"
        }
        return nil
    }

    /// Each view's layer and standalone layer tree, for the misuse snapshot; views whose layers
    /// were never asked for are left without one.
    func layerSnapshot() -> [String] {
        var lines: [String] = []
        var seen = Set<ObjectIdentifier>()
        for root in windows + views + controllers.compactMap(\.viewIfLoaded) {
            var stack = [root]
            while let view = stack.popLast() {
                stack.append(contentsOf: view.subviews)
                guard seen.insert(ObjectIdentifier(view)).inserted, let layer = view.layerIfMade else { continue }
                // A layer just made, with nothing of its own yet, looks exactly as if never made.
                let placements = layer.standaloneSublayerPlacements
                guard !placements.isEmpty || layer.mask != nil || layer.anchorPoint != CGPoint(x: 0.5, y: 0.5)
                    || !layer.transform.isAffine || layer.cornerRadius != 0 || layer.borderWidth != 0 else { continue }
                let standalone = placements.map { "\(describeTree($0.layer)) over \($0.subviewLayersBelow)" }
                lines.append("\(name(view)).layer \(layer) mask \(layer.mask.map(describeTree) ?? "nil") [\(standalone.joined(separator: ", "))]")
            }
        }
        return lines
    }

    // MARK: - Helpers

    /// A new standalone layer of a random kind, tracked so the run checks it is freed.
    private func makeLayer() -> Layer {
        let layer: Layer
        switch pick(4) {
        case 0: layer = GradientLayer()
        case 1: layer = ShapeLayer()
        default:
            let chaos = ChaosLayer()
            chaos.world = self
            layer = chaos
        }
        layer.name = "L\(random.next() % 100_000)"
        layer.frame = CGRect(x: pick(20), y: pick(20), width: pick(4) * 10, height: pick(4) * 10)
        track(layer, "layer \(layer.name!)")
        return layer
    }

    /// A view's layer, or one of the standalone layers in its tree.
    private func layerToAddTo(in view: ViewNode) -> Layer {
        chance(2) ? view.layer : (element(standaloneLayers(in: view)) ?? view.layer)
    }

    /// The standalone layers hanging from the layers the pool's views have made (masks included).
    func standaloneLayers(in only: ViewNode? = nil) -> [Layer] {
        let roots = only.map { [$0] } ?? (windows + views)
        var result: [Layer] = []
        var seen = Set<ObjectIdentifier>()
        for root in roots {
            var stack = [root]
            while let view = stack.popLast() {
                stack.append(contentsOf: view.subviews)
                guard seen.insert(ObjectIdentifier(view)).inserted, let layer = view.layerIfMade else { continue }
                var layers = layer.standaloneSublayerPlacements.map(\.layer) + [layer.mask].compactMap { $0 }
                while let standalone = layers.popLast() {
                    result.append(standalone)
                    layers.append(contentsOf: (standalone.sublayers ?? []) + [standalone.mask].compactMap { $0 })
                }
            }
        }
        return result
    }

    private func layerName(_ layer: Layer?) -> String {
        guard let layer else { return "nil" }
        if let view = layer.delegate as? ViewNode { return "\(name(view)).layer" }
        return layer.name ?? "\(type(of: layer))"
    }

    private func describeTree(_ layer: Layer) -> String {
        let children = (layer.sublayers ?? []).map(describeTree)
        return "\(layer)" + (children.isEmpty ? "" : "{\(children.joined(separator: ", "))}")
            + (layer.mask.map { " mask \(describeTree($0))" } ?? "")
    }
}
