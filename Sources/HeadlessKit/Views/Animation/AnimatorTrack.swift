import Foundation

/// One property a ``PropertyAnimator`` moves: the view, the property, its two ends, and the
/// fraction of the animator at which it joined (a property added while the animator runs moves
/// over the rest of it).
@MainActor
final class AnimatorTrack {
    /// The view, unretained: a running animator is held by its loop, and a view (a window) that
    /// holds the loop must not be held back by it. A track whose view is gone does nothing.
    weak var view: ViewNode?
    let property: AnimatedViewProperty
    let from: AnimationValue
    var to: AnimationValue
    let startFraction: Double
    let boxing: NumberKind

    init?(view: ViewNode, property: AnimatedViewProperty, from: Any, to: Any, startFraction: Double) {
        guard let from = AnimationValue(from), let to = AnimationValue(to) else { return nil }
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.startFraction = startFraction
        boxing = property == .opacity ? .float : .cgFloat
    }

    /// The value at `progress` (the animator's paced progress over the track's part of it).
    func value(atProgress progress: Double) -> Any {
        from.interpolated(to: to, fraction: progress).boxed(as: boxing)
    }

    /// Shows `value` on the view's layer: a held animation of the property, which the
    /// presentation shows while the model keeps its end value.
    func hold(_ value: Any) {
        let held = BasicAnimation(keyPath: property.key)
        held.fromValue = value
        held.toValue = value
        held.speed = 0
        view?.layer.add(held, forKey: property.key)
    }

    /// Takes the held animation off the view's layer.
    func release() {
        view?.layer.removeAnimation(forKey: property.key)
    }

    /// Sets the model value to `value`, without animation.
    func setModelValue(_ value: Any) {
        guard let view else { return }
        ViewNode.performWithoutAnimation { property.setValue(value, on: view) }
    }
}

extension AnimatedViewProperty {
    /// Sets the view's model value of the property from its layer form.
    @MainActor
    func setValue(_ value: Any, on view: ViewNode) {
        switch self {
        case .position: if let point = value as? CGPoint { view.center = point }
        case .bounds: if let rect = value as? CGRect { view.bounds = rect }
        case .opacity: if let opacity = value as? Float { view.alpha = CGFloat(opacity) }
        case .transform: if let transform = value as? Transform3D { view.transform = transform.affine }
        case .backgroundColor: view.backgroundColor = value as? Color
        }
    }
}
