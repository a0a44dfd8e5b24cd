import Foundation
import HeadlessKit

/// The clip an item inherits from the layers above it, in scene coordinates.
struct SceneClip {
    var rects: [CGRect] = []
    var paths: [[PathElement]] = []

    /// This clip narrowed by `layer`'s bounds (rounded by its corner radius), whose coordinates
    /// `toScene` takes to the scene's. An axis-aligned unrounded bounds stays a rectangle.
    @MainActor
    func adding(boundsOf layer: Layer, toScene: AffineTransform2D) -> SceneClip {
        var clip = self
        let bounds = layer.bounds
        if layer.cornerRadius > 0 {
            clip.paths.append(RoundedOutline.elements(of: layer, in: bounds).map { $0.applying(toScene) })
        } else if toScene.b == 0, toScene.c == 0 {
            clip.rects.append(bounds.applying(toScene))
        } else {
            clip.paths.append(Path(rect: bounds).elements.map { $0.applying(toScene) })
        }
        return clip
    }
}

/// Walks a layer tree back to front and flattens what each layer paints into ``RenderItem``s.
///
/// A view's layer lists its subviews' layers among its own sublayers, so walking layers paints
/// views and standalone layers (shapes, gradients, plain layers) alike. The walk uses an explicit
/// stack, not recursion, so deep hierarchies cost no stack depth.
@MainActor
struct SceneBuilder {
    private(set) var items: [RenderItem] = []

    /// One pending step of the walk: paint a layer (and push its sublayers), or paint a border
    /// that Core Animation draws above the sublayers of its layer.
    private enum Step {
        case layer(Layer, toParentScene: AffineTransform2D, placed: Bool, opacity: CGFloat, clip: SceneClip,
                   traits: TraitCollection)
        case item(RenderItem)
    }

    /// Paints `root` and its tree. `toScene` takes the coordinates `root` is placed in (its
    /// superlayer's, when `placesRoot`) — or, when not, `root`'s own bounds coordinates — to the
    /// scene's.
    mutating func paint(_ root: Layer, toScene: AffineTransform2D, placesRoot: Bool, opacity: CGFloat, clip: SceneClip,
                        traits: TraitCollection) {
        var stack: [Step] = [.layer(root, toParentScene: toScene, placed: placesRoot, opacity: opacity, clip: clip, traits: traits)]
        while let step = stack.popLast() {
            switch step {
            case .item(let item):
                items.append(item)
            case let .layer(layer, toParentScene, placed, parentOpacity, parentClip, parentTraits):
                guard !placed || (!layer.isHidden && layer.opacity > 0) else { continue }
                let toScene = placed ? Self.placement(of: layer).concatenating(toParentScene) : toParentScene
                guard Self.isFinite(toScene) else { continue }
                let opacity = placed ? parentOpacity * CGFloat(layer.opacity) : parentOpacity
                let view = layer.delegate as? ViewNode
                let traits = view?.traitCollection ?? parentTraits
                let clip = layer.masksToBounds ? parentClip.adding(boundsOf: layer, toScene: toScene) : parentClip
                var paint = layer.renderedContent()
                var border: [DrawingCommand] = []
                if case .border = paint.last { border = LayerPaintCommands.commands(for: [paint.removeLast()], of: layer, traits: traits) }
                let source = SourceName.of(layer)
                let own = LayerPaintCommands.commands(for: paint, of: layer, traits: traits)
                if !own.isEmpty {
                    items.append(RenderItem(source: source, commands: own, transform: toScene, opacity: opacity,
                                            clipRects: clip.rects, clipPaths: clip.paths))
                }
                if !border.isEmpty {
                    stack.append(.item(RenderItem(source: source + " border", commands: border, transform: toScene,
                                                  opacity: opacity, clipRects: clip.rects, clipPaths: clip.paths)))
                }
                // Core Animation paints sublayers by zPosition, then in array order.
                let sublayers = (layer.sublayers ?? []).enumerated()
                    .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
                for sublayer in sublayers.reversed() {
                    stack.append(.layer(sublayer, toParentScene: toScene, placed: true, opacity: opacity, clip: clip, traits: traits))
                }
            }
        }
    }

    /// From a layer's bounds coordinates to its superlayer's: the bounds point under the anchor
    /// goes to the position, with the layer's transform applied about it.
    static func placement(of layer: Layer) -> AffineTransform2D {
        let bounds = layer.bounds, anchor = layer.anchorPoint
        let anchorInBounds = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        return AffineTransform2D(translationX: -anchorInBounds.x, y: -anchorInBounds.y)
            .concatenating(layer.affineTransform())
            .concatenating(AffineTransform2D(translationX: layer.position.x, y: layer.position.y))
    }

    private static func isFinite(_ transform: AffineTransform2D) -> Bool {
        [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
    }
}
