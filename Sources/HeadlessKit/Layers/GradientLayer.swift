import Foundation

/// A layer that paints a colour gradient over its background — HeadlessKit's `CAGradientLayer`.
///
/// The gradient is recorded, not rasterised: ``Layer/renderedContent()`` lists it as a
/// ``LayerPaint/gradient(_:colors:locations:start:end:in:)``. Changing its properties marks
/// nothing, as in Core Animation, which renders the gradient without redrawing.
open class GradientLayer: Layer {
    private var storedColors: [Any]?
    private var storedLocations: [NSNumber]?
    private var storedStartPoint = CGPoint(x: 0.5, y: 0)
    private var storedEndPoint = CGPoint(x: 0.5, y: 1)
    private var storedType = GradientLayerType.axial

    /// The colours of the gradient stops, in order; ``Color`` values (Core Animation's
    /// `CGColor`s). Anything else in the array is ignored when the gradient is rendered. `nil`
    /// by default.
    public var colors: [Any]? {
        get { storedColors }
        set {
            let change = implicitChange("colors")
            storedColors = newValue
            change?.run()
        }
    }

    /// Where each stop lies along the gradient, 0...1, in the order of ``colors``; `nil` (stops
    /// spread evenly) by default.
    public var locations: [NSNumber]? {
        get { storedLocations }
        set {
            if let newValue, let bad = newValue.first(where: { !$0.doubleValue.isFinite }) {
                refuseNonFinite("locations", "\(bad)", kept: storedLocations.map { "\($0)" } ?? "nil")
                return
            }
            let change = implicitChange("locations")
            storedLocations = newValue
            change?.run()
        }
    }

    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top centre,
    /// by default.
    public var startPoint: CGPoint {
        get { storedStartPoint }
        set {
            guard GeometryFormat.isFinite(newValue.x, newValue.y) else {
                return refuseNonFinite("startPoint", GeometryFormat.bracketed([newValue.x, newValue.y]),
                                       kept: GeometryFormat.bracketed([startPoint.x, startPoint.y]))
            }
            let change = implicitChange("startPoint")
            storedStartPoint = newValue
            change?.run()
        }
    }

    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom centre,
    /// by default.
    public var endPoint: CGPoint {
        get { storedEndPoint }
        set {
            guard GeometryFormat.isFinite(newValue.x, newValue.y) else {
                return refuseNonFinite("endPoint", GeometryFormat.bracketed([newValue.x, newValue.y]),
                                       kept: GeometryFormat.bracketed([endPoint.x, endPoint.y]))
            }
            let change = implicitChange("endPoint")
            storedEndPoint = newValue
            change?.run()
        }
    }

    /// The kind of gradient; ``GradientLayerType/axial`` by default.
    public var type: GradientLayerType {
        get { storedType }
        set { storedType = newValue }
    }

    override func copyModelValues(from layer: Layer) {
        super.copyModelValues(from: layer)
        guard let gradient = layer as? GradientLayer else { return }
        storedColors = gradient.storedColors
        storedLocations = gradient.storedLocations
        storedStartPoint = gradient.storedStartPoint
        storedEndPoint = gradient.storedEndPoint
        storedType = gradient.storedType
    }

    override func animatesImplicitly(_ key: String) -> Bool {
        switch key {
        case "colors", "locations", "startPoint", "endPoint": true
        default: super.animatesImplicitly(key)
        }
    }

    override func modelValue(forKey key: String) -> Any? {
        switch key {
        case "colors": storedColors as Any
        case "locations": storedLocations as Any
        case "startPoint": storedStartPoint
        case "endPoint": storedEndPoint
        default: super.modelValue(forKey: key)
        }
    }

    override func setPresentationValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "colors":
            storedColors = value as? [Any]
            return value == nil || storedColors != nil
        case "locations":
            storedLocations = value as? [NSNumber]
            return value == nil || storedLocations != nil
        case "startPoint", "endPoint":
            guard let point = value as? CGPoint else { return false }
            if key == "startPoint" { storedStartPoint = point } else { storedEndPoint = point }
            return true
        default:
            return super.setPresentationValue(value, forKey: key)
        }
    }

    override func contentPaint() -> [LayerPaint] {
        let stops = (storedColors ?? []).compactMap { $0 as? Color }
        guard !stops.isEmpty else { return super.contentPaint() }
        let gradient = LayerPaint.gradient(
            storedType, colors: stops, locations: storedLocations?.map { CGFloat($0.doubleValue) },
            start: storedStartPoint, end: storedEndPoint, in: bounds)
        return [gradient] + super.contentPaint()
    }
}

/// The kind of gradient a ``GradientLayer`` paints — HeadlessKit's `CAGradientLayerType`.
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the kind.
    public let rawValue: String

    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colours vary along the line from the start point to the end point: the default.
    public static let axial = GradientLayerType(rawValue: "axial")
    /// Colours vary outward from the start point, reaching the last at the end point.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Colours sweep around the start point, starting toward the end point.
    public static let conic = GradientLayerType(rawValue: "conic")
}
