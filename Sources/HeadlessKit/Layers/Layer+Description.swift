import Foundation

/// What a layer paints, as data, and text dumps of layers and layer trees.
extension Layer: CustomStringConvertible {
    /// What this layer paints by itself, back to front, in its own coordinates: its shadow,
    /// background, content (a gradient or shape, its ``contents``, its recorded ``displayList``)
    /// and border. Sublayers and the mask are not included; walk ``sublayers`` for those.
    ///
    /// Core Animation paints the border above the sublayers; a snapshot that walks the tree
    /// paints the last item, when it is a border, after them.
    public func renderedContent() -> [LayerPaint] {
        let model = modelValues
        var paint: [LayerPaint] = []
        if model.shadowOpacity > 0, let color = model.shadowColor {
            paint.append(.shadow(path: model.shadowPath, color: color, opacity: model.shadowOpacity,
                                 offset: model.shadowOffset, radius: model.shadowRadius))
        }
        if let color = model.backgroundColor {
            paint.append(.background(model.bounds, color, cornerRadius: model.cornerRadius, maskedCorners: model.maskedCorners))
        }
        paint += contentPaint()
        if model.borderWidth > 0, let color = model.borderColor {
            paint.append(.border(model.bounds, color, width: model.borderWidth, cornerRadius: model.cornerRadius))
        }
        return paint
    }

    /// One line: `<Type; frame = (x y; w h); …>`, with the values that differ from Core
    /// Animation's defaults, fixed number formatting and no address, so dumps are the same on
    /// every run. A view's layer names its view's type as its delegate.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describeSelf() }
    }

    /// The layer and its whole tree, one layer per line, each level indented by `   | `; a mask
    /// is listed under its layer, marked `mask:`.
    package func treeDescription() -> String {
        var lines: [String] = []
        var stack: [(layer: Layer, depth: Int, prefix: String)] = [(self, 0, "")]
        while let (layer, depth, prefix) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + prefix + layer.describeSelf())
            var children = (layer.allSublayers).map { ($0, depth + 1, "") }
            if let mask = layer.storedMask { children.append((mask, depth + 1, "mask: ")) }
            stack.append(contentsOf: children.reversed())
        }
        return lines.joined(separator: "\n")
    }

    private func describeSelf() -> String {
        let model = modelValues
        var parts = ["frame = \(GeometryFormat.rect(frame))"]
        if model.bounds.origin != .zero { parts.append("bounds = \(GeometryFormat.rect(model.bounds))") }
        if model.anchorPoint != LayerGeometry.defaultAnchorPoint {
            parts.append("anchorPoint = \(GeometryFormat.bracketed([model.anchorPoint.x, model.anchorPoint.y]))")
        }
        if !model.transform.isIdentity { parts.append("transform = \(model.transform)") }
        if model.zPosition != 0 { parts.append("zPosition = \(GeometryFormat.number(model.zPosition))") }
        if model.isHidden { parts.append("hidden = YES") }
        if model.opacity != 1 { parts.append("opacity = \(GeometryFormat.number(CGFloat(model.opacity)))") }
        if model.masksToBounds { parts.append("masksToBounds = YES") }
        if let color = model.backgroundColor { parts.append("backgroundColor = \(color)") }
        if model.cornerRadius != 0 { parts.append("cornerRadius = \(GeometryFormat.number(model.cornerRadius))") }
        if model.borderWidth != 0 { parts.append("borderWidth = \(GeometryFormat.number(model.borderWidth))") }
        if let name = model.name { parts.append("name = \"\(name)\"") }
        if let host = hostReference { parts.append("delegate = \(type(of: host))") }
        return "<\(type(of: self)); " + parts.joined(separator: "; ") + ">"
    }
}
