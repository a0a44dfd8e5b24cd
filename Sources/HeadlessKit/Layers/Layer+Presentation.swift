import Foundation

/// The model layer and its presentation copy.
///
/// Every value a layer reports is a model value: what was last set. ``modelValues`` is the one
/// place they are gathered (a view's layer's from its view), `modelValue(forKey:)` reads one by
/// Core Animation's key, and `setPresentationValue(_:forKey:)` writes one into a copy without
/// the setters' effects. Animations attach here: on every frame the layer writes the value of
/// each animated property (see `Layer+Animations.swift`), and ``presentation()`` sets those on a
/// copy of the model.
extension Layer {
    /// Returns a copy of the layer as it appears now — Core Animation's presentation layer.
    ///
    /// The model values, with each property an attached animation changes at the value it wrote
    /// on the latest frame (or when it was added or removed): a fresh copy on every call, of the
    /// layer's own class, made with ``init()`` and given every Core Animation value (and a
    /// ``GradientLayer``'s or ``ShapeLayer``'s own). A subclass's own stored properties keep their
    /// initial values: Swift cannot call a subclass's ``init(layer:)`` by its dynamic type. The
    /// copy has no superlayer, sublayers, mask, delegate or animations; its ``model()`` is this
    /// layer.
    public func presentation() -> Self? {
        let copy = Self.init()
        copy.copyModelValues(from: self)
        for (property, value) in animationState?.written ?? [] {
            _ = copy.setPresentationValue(value, forKey: property)
        }
        copy.modelLayer = modelLayer ?? self
        return copy
    }

    /// The model layer: this layer, or for a presentation copy the layer it was copied from.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// Every model value in effect: for a view's layer, the view's bounds, position, opacity,
    /// hidden, clipping and opaque flags and background colour, with the layer's own values.
    var modelValues: LayerModel {
        guard let host = hostReference else { return storedModel }
        var model = storedModel
        model.bounds = host.backingBounds
        model.position = host.backingPosition
        model.opacity = Float(host.backingOpacity)
        model.isHidden = host.backingIsHidden
        model.masksToBounds = host.backingMasksToBounds
        model.backgroundColor = host.backingBackgroundColor
        model.isOpaque = host.backingIsOpaque
        return model
    }
}
