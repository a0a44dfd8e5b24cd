import Foundation

/// Implicit animations: a change of an animatable property of a standalone layer runs the
/// layer's action for it, which by default animates the change.
///
/// As Core Animation documents for `action(forKey:)`, the setter asks ``Layer/action(forKey:)``
/// (the delegate, then ``Layer/actions``, then ``Layer/defaultAction(forKey:)``, then Core
/// Animation's implicit animation) after the value changes, and runs the answer; `NSNull` and
/// `nil` run nothing. The implicit animation is a ``BasicAnimation`` of the key with none of its
/// values set — it moves from the value on screen before the change to the new one — with the
/// transaction's duration and timing function. No action runs when the transaction disables
/// actions, for a view's layer (the view answers `NSNull` outside animation blocks, as UIKit's
/// views do, so HeadlessKit asks nothing), for a layer whose tree hangs from no view (it belongs
/// to no loop, whose clock would run the animation), and for a layer that joined its tree since
/// the last commit **(chosen**: Core Animation animates only what it has rendered, so a layer
/// made and changed in one turn appears at once**)**.
extension Layer {
    /// A change of `key` about to be made, to run its action once made; `nil` when the change
    /// runs no action. A load and a branch for a view's layer.
    @inline(__always)
    func implicitChange(_ key: String) -> ImplicitChange? {
        guard hostReference == nil else { return nil }
        return standaloneImplicitChange(key)
    }

    private func standaloneImplicitChange(_ key: String) -> ImplicitChange? {
        var node = self
        while node.hostReference == nil {
            guard let parent = node.storedSuperlayer ?? node.maskOwner else { return nil }
            node = parent
        }
        guard let loop = node.hostReference?.backingRunLoop else { return nil }
        let stack = TransactionStack.of(loop)
        guard !stack.disablesActions else { return nil }
        var layer: Layer? = self
        while let current = layer, current.hostReference == nil {
            if stack.joinedInOpenTransaction(current) { return nil }
            layer = current.storedSuperlayer ?? current.maskOwner
        }
        let previous = animatedValue(forKey: key) ?? modelValue(forKey: key)
        return ImplicitChange(layer: self, stack: stack, key: key, previousValue: previous as Any)
    }

    /// Core Animation's own implicit animation for a change of `key` (the last step of
    /// ``action(forKey:)``): a basic animation with the transaction's duration and timing function
    /// (Core Animation's ``MediaTimingFunctionName/default`` curve when it sets none), or `nil`
    /// for a key that does not animate implicitly.
    func implicitAnimation(forKey key: String) -> BasicAnimation? {
        guard animatesImplicitly(key) else { return nil }
        let stack = (owningRunLoop ?? MainRunLoop.current).flatMap(TransactionStack.existing(on:))
        let animation = BasicAnimation(keyPath: key)
        animation.duration = stack?.animationDuration ?? 0.25
        animation.timingFunction = stack?.animationTimingFunction ?? MediaTimingFunction(name: .default)
        return animation
    }

    /// A standalone layer joined a tree (as a sublayer or a mask): if the tree belongs to a loop,
    /// the layer is new to it until the open transaction is committed.
    func noteJoinedTree() {
        guard hostReference == nil, let loop = owningRunLoop else { return }
        TransactionStack.of(loop).layerJoinedTree(self)
    }

    /// The keys of ``Layer``'s properties that animate implicitly: the animatable ones whose
    /// values interpolate.
    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "anchorPointZ", "transform", "sublayerTransform",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "shadowPath", "opacity", "contentsRect", "contentsCenter",
    ]
}

/// A change of one property of a standalone layer, between the read of the value on screen and
/// the new value being set.
@MainActor
struct ImplicitChange {
    unowned let layer: Layer
    let stack: TransactionStack
    let key: String
    /// The presentation value before the change, where an animation with no values starts.
    let previousValue: Any

    /// Runs the layer's action for the change, in the open transaction (opening the implicit one).
    func run() {
        guard let action = layer.action(forKey: key), !(action is NSNull) else { return }
        _ = stack.current
        let outer = stack.runningAction
        stack.runningAction = (ObjectIdentifier(layer), key, previousValue)
        action.run(forKey: key, object: layer, arguments: nil)
        stack.runningAction = outer
    }
}

/// `NSNull` as an action that does nothing: what a delegate's ``LayerDelegate/action(for:forKey:)``
/// or a layer's ``Layer/actions`` answers to stop the search, as in Core Animation.
extension NSNull: LayerAction {
    /// Does nothing.
    public func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {}
}

/// An animation as an action, as Core Animation's animations are.
extension Animation: LayerAction {
    /// Adds the animation to `object` (a ``Layer``) under `event`, the changed property's name;
    /// a property animation with no key path animates that property **(chosen**: how actions in a
    /// layer's ``Layer/actions`` are commonly written for Core Animation**)**.
    public func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {
        guard let layer = object as? Layer else { return }
        if let property = self as? PropertyAnimation, property.keyPath == nil {
            let named = property.copy() as! PropertyAnimation
            named.keyPath = event
            return layer.add(named, forKey: event)
        }
        layer.add(self, forKey: event)
    }
}
