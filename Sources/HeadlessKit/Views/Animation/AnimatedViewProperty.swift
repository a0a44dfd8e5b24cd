import Foundation

/// A view property that animates inside an animation block — UIKit's animatable properties
/// (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`) — and the layer property
/// its animation changes.
enum AnimatedViewProperty {
    /// `center` (and the origin of `frame`): the layer's position.
    case position
    /// `bounds` (and the size of `frame`).
    case bounds
    /// `alpha`: the layer's opacity.
    case opacity
    /// `transform`: the layer's 3-D transform.
    case transform
    /// `backgroundColor`.
    case backgroundColor

    /// The layer property's name, Core Animation's key.
    var key: String {
        switch self {
        case .position: "position"
        case .bounds: "bounds"
        case .opacity: "opacity"
        case .transform: "transform"
        case .backgroundColor: "backgroundColor"
        }
    }

    /// The view's model value of the property, as its layer holds it.
    @MainActor
    func value(of view: ViewNode) -> Any {
        switch self {
        case .position: view.center
        case .bounds: view.bounds
        case .opacity: Float(view.alpha)
        case .transform: view.layer.transform
        case .backgroundColor: view.backgroundColor as Any
        }
    }
}

extension ViewNode {
    /// Tells the animation block open in this task, if any, that `property` changed from `old`:
    /// where a change inside `animate(withDuration:…)` becomes a layer animation. A load and a
    /// branch when no block is open.
    @inline(__always)
    func animatablePropertyDidChange(_ property: AnimatedViewProperty, from old: @autoclosure () -> Any) {
        guard let block = ViewAnimationBlock.current else { return }
        block.viewDidChange(self, property, from: old())
    }
}
