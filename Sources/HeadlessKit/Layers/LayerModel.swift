import Foundation

/// Every model value of a ``Layer`` with Core Animation's defaults, in one value: what a layer
/// that backs no view stores, what a presentation copy starts from, and what a later animation
/// overlays its in-flight values on.
///
/// A backing layer reads its bounds, position, opacity, hidden, clipping and opaque flags and
/// background colour from its view instead (see `LayerHost`); ``Layer/modelValues`` merges the two.
struct LayerModel {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = LayerGeometry.defaultAnchorPoint
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var transform = Transform3D.identity
    var sublayerTransform = Transform3D.identity

    var backgroundColor: Color?
    var cornerRadius: CGFloat = 0
    var maskedCorners = CornerMask.allCorners
    var cornerCurve = LayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    /// Core Animation's default border colour is opaque black.
    var borderColor: Color? = .black
    /// Core Animation's default shadow colour is opaque black.
    var shadowColor: Color? = .black
    var shadowOpacity: Float = 0
    /// Core Animation's default shadow offset is (0, -3).
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: Path?

    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false

    var contents: Any?
    var contentsGravity = LayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

    var isOpaque = false
    var isDoubleSided = true
    var name: String?
    var style: [AnyHashable: Any]?
    var needsDisplayOnBoundsChange = false
    var allowsEdgeAntialiasing = false
    var allowsGroupOpacity = true
    var rasterizationScale: CGFloat = 1
    var shouldRasterize = false
    var actions: [String: any LayerAction]?

    /// The geometry that places the layer in its superlayer.
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint,
                      anchorPointZ: anchorPointZ, transform: transform)
    }
}

extension LayerModel {
    /// Core Animation's default for the property named `key` (its Objective-C name: `hidden`,
    /// `opaque`, `doubleSided`), or `nil` for a property with no default or no such property.
    static func defaultValue(forKey key: String) -> Any? {
        let defaults = LayerModel()
        switch key {
        case "bounds": return defaults.bounds
        case "position": return defaults.position
        case "anchorPoint": return defaults.anchorPoint
        case "zPosition": return defaults.zPosition
        case "anchorPointZ": return defaults.anchorPointZ
        case "transform": return defaults.transform
        case "sublayerTransform": return defaults.sublayerTransform
        case "cornerRadius": return defaults.cornerRadius
        case "maskedCorners": return defaults.maskedCorners
        case "cornerCurve": return defaults.cornerCurve
        case "borderWidth": return defaults.borderWidth
        case "borderColor": return defaults.borderColor
        case "shadowColor": return defaults.shadowColor
        case "shadowOpacity": return defaults.shadowOpacity
        case "shadowOffset": return defaults.shadowOffset
        case "shadowRadius": return defaults.shadowRadius
        case "opacity": return defaults.opacity
        case "hidden": return defaults.isHidden
        case "masksToBounds": return defaults.masksToBounds
        case "contentsGravity": return defaults.contentsGravity
        case "contentsScale": return defaults.contentsScale
        case "contentsRect": return defaults.contentsRect
        case "contentsCenter": return defaults.contentsCenter
        case "opaque": return defaults.isOpaque
        case "doubleSided": return defaults.isDoubleSided
        case "needsDisplayOnBoundsChange": return defaults.needsDisplayOnBoundsChange
        case "allowsEdgeAntialiasing": return defaults.allowsEdgeAntialiasing
        case "allowsGroupOpacity": return defaults.allowsGroupOpacity
        case "rasterizationScale": return defaults.rasterizationScale
        case "shouldRasterize": return defaults.shouldRasterize
        default: return nil
        }
    }
}

extension LayerModel {
    /// The value of the property named `key` (Core Animation's key, as an animation's key path
    /// names it: `position`, `bounds`, `opacity`, `hidden`…), or `nil` for an unknown key.
    func value(forKey key: String) -> Any? {
        switch key {
        case "bounds": bounds
        case "position": position
        case "anchorPoint": anchorPoint
        case "zPosition": zPosition
        case "anchorPointZ": anchorPointZ
        case "transform": transform
        case "sublayerTransform": sublayerTransform
        case "backgroundColor": backgroundColor as Any
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor as Any
        case "shadowColor": shadowColor as Any
        case "shadowOpacity": shadowOpacity
        case "shadowOffset": shadowOffset
        case "shadowRadius": shadowRadius
        case "shadowPath": shadowPath as Any
        case "opacity": opacity
        case "hidden": isHidden
        case "masksToBounds": masksToBounds
        case "contents": contents as Any
        case "contentsRect": contentsRect
        case "contentsCenter": contentsCenter
        case "contentsScale": contentsScale
        default: nil
        }
    }

    /// Sets the property named `key` to `value` if `value` has the property's type (an optional
    /// property also takes `nil`); returns whether it did.
    mutating func setValue(_ value: Any?, forKey key: String) -> Bool {
        func assign<Value>(_ property: inout Value) -> Bool {
            guard let typed = value as? Value else { return false }
            property = typed
            return true
        }
        func assignOptional<Value>(_ property: inout Value?) -> Bool {
            guard let value else {
                property = nil
                return true
            }
            return assign(&property)
        }
        switch key {
        case "bounds": return assign(&bounds)
        case "position": return assign(&position)
        case "anchorPoint": return assign(&anchorPoint)
        case "zPosition": return assign(&zPosition)
        case "anchorPointZ": return assign(&anchorPointZ)
        case "transform": return assign(&transform)
        case "sublayerTransform": return assign(&sublayerTransform)
        case "backgroundColor": return assignOptional(&backgroundColor)
        case "cornerRadius": return assign(&cornerRadius)
        case "borderWidth": return assign(&borderWidth)
        case "borderColor": return assignOptional(&borderColor)
        case "shadowColor": return assignOptional(&shadowColor)
        case "shadowOpacity": return assign(&shadowOpacity)
        case "shadowOffset": return assign(&shadowOffset)
        case "shadowRadius": return assign(&shadowRadius)
        case "shadowPath": return assignOptional(&shadowPath)
        case "opacity": return assign(&opacity)
        case "hidden": return assign(&isHidden)
        case "masksToBounds": return assign(&masksToBounds)
        case "contents":
            contents = value
            return true
        case "contentsRect": return assign(&contentsRect)
        case "contentsCenter": return assign(&contentsCenter)
        case "contentsScale": return assign(&contentsScale)
        default: return false
        }
    }
}
