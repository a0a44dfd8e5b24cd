import Foundation
import HeadlessKit

/// Turns what a layer paints by itself (``Layer/renderedContent()``) into drawing commands in
/// the layer's bounds coordinates, with its colours resolved for the traits it is shown with.
@MainActor
enum LayerPaintCommands {
    static func commands(for paint: [LayerPaint], of layer: Layer, traits: TraitCollection) -> [DrawingCommand] {
        var commands: [DrawingCommand] = []
        for item in paint {
            switch item {
            case let .shadow(path, color, opacity, offset, _):
                // (chosen) The shadow is its shape offset and tinted, without blur: sharp enough
                // to show where it falls, and the same in every renderer.
                let shape = path?.elements ?? RoundedOutline.elements(of: layer, in: layer.bounds)
                let resolved = color.resolvedColor(with: traits)
                commands.append(.fillPath(shape.map { $0.applying(AffineTransform2D(translationX: offset.width, y: offset.height)) },
                                          resolved.withAlphaComponent(resolved.alpha * CGFloat(opacity)), rule: .winding))
            case let .background(rect, color, radius, corners):
                let resolved = color.resolvedColor(with: traits)
                if radius > 0, !corners.isEmpty {
                    commands.append(.fillPath(RoundedOutline.elements(of: rect, radius: radius, corners: corners), resolved, rule: .winding))
                } else {
                    commands.append(.fill(rect, resolved))
                }
            case .contents:
                // (chosen) An image's contents paint as the image over the bounds; other contents
                // objects have no picture to show.
                if let image = layer.contents as? Image { commands.append(.image(image, in: layer.bounds)) }
            case .drawing(let drawing):
                commands += drawing
            case let .gradient(type, colors, locations, start, end, rect):
                commands += gradient(type, colors: colors.map { $0.resolvedColor(with: traits) }, locations: locations,
                                     start: start, end: end, in: rect)
            case let .shape(path, fill, fillRule, stroke, lineWidth, _, _):
                if let fill {
                    commands.append(.fillPath(path.elements, fill.resolvedColor(with: traits), rule: fillRule == .evenOdd ? .evenOdd : .winding))
                }
                if let stroke, lineWidth > 0 {
                    commands.append(.strokePath(path.elements, stroke.resolvedColor(with: traits), strokeStyle(of: layer, lineWidth: lineWidth)))
                }
            case let .border(rect, color, width, _):
                // Core Animation draws the border inside the bounds: its centre line is inset by half its width.
                commands.append(.strokePath(RoundedOutline.elements(of: layer, in: rect, insetBy: width / 2),
                                            color.resolvedColor(with: traits), StrokeStyle(lineWidth: width)))
            }
        }
        return commands
    }

    private static func gradient(_ type: GradientLayerType, colors: [Color], locations: [CGFloat]?, start: CGPoint, end: CGPoint,
                                 in rect: CGRect) -> [DrawingCommand] {
        guard let gradient = Gradient(colors: colors, locations: locations.flatMap { $0.count == colors.count ? $0 : nil }) else {
            return []
        }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
        let from = point(start), to = point(end)
        let extend: GradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        let paint: DrawingCommand = if type == .radial {
            .radialGradient(gradient, startCenter: from, startRadius: 0, endCenter: from,
                            endRadius: hypot(to.x - from.x, to.y - from.y), options: extend)
        } else {
            // (chosen) A conic gradient paints as an axial one between the same points.
            .linearGradient(gradient, start: from, end: to, options: extend)
        }
        return [.saveState, .clip(rect), paint, .restoreState]
    }

    private static func strokeStyle(of layer: Layer, lineWidth: CGFloat) -> StrokeStyle {
        guard let shape = layer as? ShapeLayer else { return StrokeStyle(lineWidth: lineWidth) }
        let cap: LineCap = switch shape.lineCap { case .round: .round; case .square: .square; default: .butt }
        let join: LineJoin = switch shape.lineJoin { case .round: .round; case .bevel: .bevel; default: .miter }
        return StrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: shape.miterLimit,
                           dashPhase: shape.lineDashPhase, dashLengths: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
    }
}
