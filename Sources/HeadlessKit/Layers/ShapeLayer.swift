import Foundation

/// A layer that paints a path, filled and stroked — HeadlessKit's `CAShapeLayer`.
///
/// The shape is recorded, not rasterised: ``Layer/renderedContent()`` lists it as a
/// ``LayerPaint/shape(_:fill:fillRule:stroke:lineWidth:strokeStart:strokeEnd:)``. Changing its
/// properties marks nothing, as in Core Animation, which renders the shape without redrawing.
open class ShapeLayer: Layer {
    private var storedPath: Path?
    private var storedFillColor: Color? = .black
    private var storedFillRule = ShapeLayerFillRule.nonZero
    private var storedStrokeColor: Color?
    private var storedStrokeStart: CGFloat = 0
    private var storedStrokeEnd: CGFloat = 1
    private var storedLineWidth: CGFloat = 1
    private var storedMiterLimit: CGFloat = 10
    private var storedLineCap = ShapeLayerLineCap.butt
    private var storedLineJoin = ShapeLayerLineJoin.miter
    private var storedLineDashPhase: CGFloat = 0
    private var storedLineDashPattern: [NSNumber]?

    /// The outline to paint, in the layer's coordinates; `nil` (nothing painted) by default.
    public var path: Path? {
        get { storedPath }
        set {
            let change = implicitChange("path")
            storedPath = newValue
            change?.run()
        }
    }

    /// The colour the path is filled with, or `nil` for no fill; opaque black by default.
    public var fillColor: Color? {
        get { storedFillColor }
        set {
            let change = implicitChange("fillColor")
            storedFillColor = newValue
            change?.run()
        }
    }

    /// How the inside of the path is decided; ``ShapeLayerFillRule/nonZero`` by default.
    public var fillRule: ShapeLayerFillRule {
        get { storedFillRule }
        set { storedFillRule = newValue }
    }

    /// The colour the path is stroked with, or `nil` for no stroke (the default).
    public var strokeColor: Color? {
        get { storedStrokeColor }
        set {
            let change = implicitChange("strokeColor")
            storedStrokeColor = newValue
            change?.run()
        }
    }

    /// Where along the path the stroke starts, 0...1; 0 by default.
    public var strokeStart: CGFloat {
        get { storedStrokeStart }
        set { setFinite(\.storedStrokeStart, newValue, named: "strokeStart") }
    }

    /// Where along the path the stroke ends, 0...1; 1 by default.
    public var strokeEnd: CGFloat {
        get { storedStrokeEnd }
        set { setFinite(\.storedStrokeEnd, newValue, named: "strokeEnd") }
    }

    /// The width of the stroke; 1 by default.
    public var lineWidth: CGFloat {
        get { storedLineWidth }
        set { setFinite(\.storedLineWidth, newValue, named: "lineWidth") }
    }

    /// The limit beyond which mitered joins are bevelled; 10 by default.
    public var miterLimit: CGFloat {
        get { storedMiterLimit }
        set { setFinite(\.storedMiterLimit, newValue, named: "miterLimit") }
    }

    /// How the ends of the stroke look; ``ShapeLayerLineCap/butt`` by default.
    public var lineCap: ShapeLayerLineCap {
        get { storedLineCap }
        set { storedLineCap = newValue }
    }

    /// How the stroke's segments join; ``ShapeLayerLineJoin/miter`` by default.
    public var lineJoin: ShapeLayerLineJoin {
        get { storedLineJoin }
        set { storedLineJoin = newValue }
    }

    /// How far into the dash pattern the stroke starts; 0 by default.
    public var lineDashPhase: CGFloat {
        get { storedLineDashPhase }
        set { setFinite(\.storedLineDashPhase, newValue, named: "lineDashPhase") }
    }

    /// The lengths of the painted and unpainted dashes, alternating; `nil` (a solid line) by
    /// default.
    public var lineDashPattern: [NSNumber]? {
        get { storedLineDashPattern }
        set {
            if let newValue, let bad = newValue.first(where: { !$0.doubleValue.isFinite }) {
                refuseNonFinite("lineDashPattern", "\(bad)", kept: storedLineDashPattern.map { "\($0)" } ?? "nil")
                return
            }
            storedLineDashPattern = newValue
        }
    }

    /// Sets the number at `property` to a finite `value` and runs the change's action; refuses
    /// one that is not finite.
    private func setFinite(_ property: ReferenceWritableKeyPath<ShapeLayer, CGFloat>, _ value: CGFloat, named name: String) {
        guard value.isFinite else {
            refuseNonFinite(name, GeometryFormat.number(value), kept: GeometryFormat.number(self[keyPath: property]))
            return
        }
        let change = implicitChange(name)
        self[keyPath: property] = value
        change?.run()
    }

    override func animatesImplicitly(_ key: String) -> Bool {
        switch key {
        case "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase": true
        default: super.animatesImplicitly(key)
        }
    }

    override func copyModelValues(from layer: Layer) {
        super.copyModelValues(from: layer)
        guard let shape = layer as? ShapeLayer else { return }
        storedPath = shape.storedPath
        storedFillColor = shape.storedFillColor
        storedFillRule = shape.storedFillRule
        storedStrokeColor = shape.storedStrokeColor
        storedStrokeStart = shape.storedStrokeStart
        storedStrokeEnd = shape.storedStrokeEnd
        storedLineWidth = shape.storedLineWidth
        storedMiterLimit = shape.storedMiterLimit
        storedLineCap = shape.storedLineCap
        storedLineJoin = shape.storedLineJoin
        storedLineDashPhase = shape.storedLineDashPhase
        storedLineDashPattern = shape.storedLineDashPattern
    }

    override func modelValue(forKey key: String) -> Any? {
        switch key {
        case "path": storedPath as Any
        case "fillColor": storedFillColor as Any
        case "strokeColor": storedStrokeColor as Any
        case "strokeStart": storedStrokeStart
        case "strokeEnd": storedStrokeEnd
        case "lineWidth": storedLineWidth
        case "miterLimit": storedMiterLimit
        case "lineDashPhase": storedLineDashPhase
        default: super.modelValue(forKey: key)
        }
    }

    override func setPresentationValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "path":
            storedPath = value as? Path
            return value == nil || storedPath != nil
        case "fillColor", "strokeColor":
            let color = value as? Color
            guard value == nil || color != nil else { return false }
            if key == "fillColor" { storedFillColor = color } else { storedStrokeColor = color }
            return true
        case "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase":
            guard let number = value as? CGFloat else { return false }
            switch key {
            case "strokeStart": storedStrokeStart = number
            case "strokeEnd": storedStrokeEnd = number
            case "lineWidth": storedLineWidth = number
            case "miterLimit": storedMiterLimit = number
            default: storedLineDashPhase = number
            }
            return true
        default:
            return super.setPresentationValue(value, forKey: key)
        }
    }

    override func contentPaint() -> [LayerPaint] {
        guard let path = storedPath, !path.isEmpty, storedFillColor != nil || storedStrokeColor != nil else {
            return super.contentPaint()
        }
        let shape = LayerPaint.shape(
            path, fill: storedFillColor, fillRule: storedFillRule, stroke: storedStrokeColor, lineWidth: storedLineWidth,
            strokeStart: storedStrokeStart, strokeEnd: storedStrokeEnd)
        return [shape] + super.contentPaint()
    }
}
