import Foundation

/// Background, corners, border, shadow, opacity, contents and the other values that say how a
/// layer looks. Setting them marks nothing: Core Animation composites them without redrawing.
extension Layer {
    /// The colour the layer's bounds are filled with, behind its content; `nil` by default. A
    /// view's layer's background colour is its view's ``ViewNode/backgroundColor``.
    public var backgroundColor: Color? {
        get { hostReference.map(\.backingBackgroundColor) ?? storedModel.backgroundColor }
        set {
            if let host = hostReference {
                host.backingBackgroundColor = newValue
            } else {
                let change = implicitChange("backgroundColor")
                storedModel.backgroundColor = newValue
                change?.run()
            }
        }
    }

    /// The radius of the rounded corners of the background and border; 0 by default.
    public var cornerRadius: CGFloat {
        get { storedModel.cornerRadius }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("cornerRadius", GeometryFormat.number(newValue), kept: GeometryFormat.number(cornerRadius))
            }
            let change = implicitChange("cornerRadius")
            storedModel.cornerRadius = newValue
            change?.run()
        }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CornerMask {
        get { storedModel.maskedCorners }
        set { storedModel.maskedCorners = newValue }
    }

    /// The curve of the rounded corners; ``LayerCornerCurve/circular`` by default.
    public var cornerCurve: LayerCornerCurve {
        get { storedModel.cornerCurve }
        set { storedModel.cornerCurve = newValue }
    }

    /// The width of the border drawn inside the bounds, in front of the content and sublayers;
    /// 0 by default.
    public var borderWidth: CGFloat {
        get { storedModel.borderWidth }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("borderWidth", GeometryFormat.number(newValue), kept: GeometryFormat.number(borderWidth))
            }
            let change = implicitChange("borderWidth")
            storedModel.borderWidth = newValue
            change?.run()
        }
    }

    /// The colour of the border; opaque black by default.
    public var borderColor: Color? {
        get { storedModel.borderColor }
        set {
            let change = implicitChange("borderColor")
            storedModel.borderColor = newValue
            change?.run()
        }
    }

    /// The colour of the shadow; opaque black by default.
    public var shadowColor: Color? {
        get { storedModel.shadowColor }
        set {
            let change = implicitChange("shadowColor")
            storedModel.shadowColor = newValue
            change?.run()
        }
    }

    /// The opacity of the shadow, 0...1; 0 (no shadow) by default. Stored as given: Core
    /// Animation documents the range but no clamping.
    public var shadowOpacity: Float {
        get { storedModel.shadowOpacity }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("shadowOpacity", GeometryFormat.number(CGFloat(newValue)),
                                       kept: GeometryFormat.number(CGFloat(shadowOpacity)))
            }
            let change = implicitChange("shadowOpacity")
            storedModel.shadowOpacity = newValue
            change?.run()
        }
    }

    /// The offset of the shadow; (0, -3) by default, as in Core Animation.
    public var shadowOffset: CGSize {
        get { storedModel.shadowOffset }
        set {
            guard GeometryFormat.isFinite(newValue.width, newValue.height) else {
                return refuseNonFinite("shadowOffset", GeometryFormat.bracketed([newValue.width, newValue.height]),
                                       kept: GeometryFormat.bracketed([shadowOffset.width, shadowOffset.height]))
            }
            let change = implicitChange("shadowOffset")
            storedModel.shadowOffset = newValue
            change?.run()
        }
    }

    /// The blur radius of the shadow; 3 by default.
    public var shadowRadius: CGFloat {
        get { storedModel.shadowRadius }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("shadowRadius", GeometryFormat.number(newValue), kept: GeometryFormat.number(shadowRadius))
            }
            let change = implicitChange("shadowRadius")
            storedModel.shadowRadius = newValue
            change?.run()
        }
    }

    /// The outline of the shadow, or `nil` to shadow the layer's own shape.
    public var shadowPath: Path? {
        get { storedModel.shadowPath }
        set {
            let change = implicitChange("shadowPath")
            storedModel.shadowPath = newValue
            change?.run()
        }
    }

    /// The layer's opacity, 0...1; values outside the range are clamped, as Core Animation
    /// documents. A view's layer's opacity is its view's ``ViewNode/alpha``.
    public var opacity: Float {
        get { hostReference.map { Float($0.backingOpacity) } ?? storedModel.opacity }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("opacity", GeometryFormat.number(CGFloat(newValue)),
                                       kept: GeometryFormat.number(CGFloat(opacity)))
            }
            let clamped = min(max(newValue, 0), 1)
            if let host = hostReference {
                host.backingOpacity = CGFloat(clamped)
            } else {
                let change = implicitChange("opacity")
                storedModel.opacity = clamped
                change?.run()
            }
        }
    }

    /// Whether the layer (and so its sublayers) is hidden. A view's layer's is its view's
    /// ``ViewNode/isHidden``.
    public var isHidden: Bool {
        get { hostReference?.backingIsHidden ?? storedModel.isHidden }
        set {
            if let host = hostReference {
                host.backingIsHidden = newValue
            } else {
                storedModel.isHidden = newValue
            }
        }
    }

    /// Whether sublayers are clipped to the bounds (with the corner radius). A view's layer's is
    /// its view's ``ViewNode/clipsToBounds``.
    public var masksToBounds: Bool {
        get { hostReference?.backingMasksToBounds ?? storedModel.masksToBounds }
        set {
            if let host = hostReference {
                host.backingMasksToBounds = newValue
            } else {
                storedModel.masksToBounds = newValue
            }
        }
    }

    /// The layer's content object — in Core Animation an image; here anything, recorded by
    /// description in ``renderedContent()``. `nil` by default.
    public var contents: Any? {
        get { storedModel.contents }
        set { storedModel.contents = newValue }
    }

    /// How ``contents`` is fitted to the bounds; ``LayerContentsGravity/resize`` by default.
    public var contentsGravity: LayerContentsGravity {
        get { storedModel.contentsGravity }
        set { storedModel.contentsGravity = newValue }
    }

    /// The scale of the content (points to pixels); 1 by default.
    public var contentsScale: CGFloat {
        get { storedModel.contentsScale }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("contentsScale", GeometryFormat.number(newValue), kept: GeometryFormat.number(contentsScale))
            }
            storedModel.contentsScale = newValue
        }
    }

    /// The part of ``contents`` shown, in unit coordinates; the whole, (0, 0, 1, 1), by default.
    public var contentsRect: CGRect {
        get { storedModel.contentsRect }
        set {
            guard GeometryFormat.isFinite(newValue.origin.x, newValue.origin.y, newValue.width, newValue.height) else {
                return refuseNonFinite("contentsRect", GeometryFormat.bracketed(newValue), kept: GeometryFormat.bracketed(contentsRect))
            }
            let change = implicitChange("contentsRect")
            storedModel.contentsRect = newValue
            change?.run()
        }
    }

    /// The stretchable centre of ``contents``, in unit coordinates; (0, 0, 1, 1) by default.
    public var contentsCenter: CGRect {
        get { storedModel.contentsCenter }
        set {
            guard GeometryFormat.isFinite(newValue.origin.x, newValue.origin.y, newValue.width, newValue.height) else {
                return refuseNonFinite("contentsCenter", GeometryFormat.bracketed(newValue), kept: GeometryFormat.bracketed(contentsCenter))
            }
            let change = implicitChange("contentsCenter")
            storedModel.contentsCenter = newValue
            change?.run()
        }
    }

    /// Whether the layer's content is fully opaque; `false` by default. A view's layer's is its
    /// view's ``ViewNode/isOpaque``.
    public var isOpaque: Bool {
        get { hostReference?.backingIsOpaque ?? storedModel.isOpaque }
        set {
            if let host = hostReference {
                host.backingIsOpaque = newValue
            } else {
                storedModel.isOpaque = newValue
            }
        }
    }

    /// Whether the layer's back is drawn when it faces away; `true` by default.
    public var isDoubleSided: Bool {
        get { storedModel.isDoubleSided }
        set { storedModel.isDoubleSided = newValue }
    }

    /// A name for the layer, shown in its ``description``; `nil` by default.
    public var name: String? {
        get { storedModel.name }
        set { storedModel.name = newValue }
    }

    /// Extra default values for properties not set on the layer (Core Animation's `style`);
    /// stored only. `nil` by default.
    public var style: [AnyHashable: Any]? {
        get { storedModel.style }
        set { storedModel.style = newValue }
    }

    /// Whether a change of the bounds' size marks the layer for display; `false` by default. A
    /// view's layer's follows its view's ``ViewNode/contentMode`` (`true` for
    /// ``ContentMode/redraw``), as UIKit sets it; set directly, it decides for the view too.
    public var needsDisplayOnBoundsChange: Bool {
        get { storedModel.needsDisplayOnBoundsChange }
        set { storedModel.needsDisplayOnBoundsChange = newValue }
    }

    /// Whether edges are antialiased; `false` by default. Stored only.
    public var allowsEdgeAntialiasing: Bool {
        get { storedModel.allowsEdgeAntialiasing }
        set { storedModel.allowsEdgeAntialiasing = newValue }
    }

    /// Whether the layer and its sublayers are composited as a group for ``opacity``; `true` by
    /// default. Stored only.
    public var allowsGroupOpacity: Bool {
        get { storedModel.allowsGroupOpacity }
        set { storedModel.allowsGroupOpacity = newValue }
    }

    /// The scale a rasterized layer is drawn at; 1 by default. Stored only.
    public var rasterizationScale: CGFloat {
        get { storedModel.rasterizationScale }
        set {
            guard newValue.isFinite else {
                return refuseNonFinite("rasterizationScale", GeometryFormat.number(newValue),
                                       kept: GeometryFormat.number(rasterizationScale))
            }
            storedModel.rasterizationScale = newValue
        }
    }

    /// Whether the layer is rasterized before compositing; `false` by default. Stored only.
    public var shouldRasterize: Bool {
        get { storedModel.shouldRasterize }
        set { storedModel.shouldRasterize = newValue }
    }

    /// Actions for the layer's properties, by property name, consulted by ``action(forKey:)``;
    /// `nil` by default.
    public var actions: [String: any LayerAction]? {
        get { storedModel.actions }
        set { storedModel.actions = newValue }
    }
}
