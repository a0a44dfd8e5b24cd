import Foundation

/// The animations attached to one layer, in the order they were added, and the values they wrote
/// for its presentation copy at the latest frame.
@MainActor
final class LayerAnimations {
    /// The attached animations, in the order they apply (a later one on the same property sees
    /// the earlier one's value beneath it).
    var attached: [AttachedAnimation] = []
    /// The in-flight value of each animated property, by Core Animation's key, as last written.
    var written: [(property: String, value: Any)] = []
    /// The media time the values were written for.
    var writtenAt = -Double.infinity

    /// The attached animation added under `key`.
    func attachment(forKey key: String) -> AttachedAnimation? {
        attached.first { $0.key == key }
    }
}

/// One animation attached to a layer: Core Animation's copy of it, the key it was added under,
/// the layer properties it changes, and its registration with the loop's animation driver.
@MainActor
final class AttachedAnimation {
    /// The key it was added under; `nil` for an animation added without one.
    let key: String?
    /// The copy made when it was added.
    let animation: Animation
    /// The key paths it changes, as given and as parsed (none for a transition).
    let paths: [(keyPath: String, parsed: AnimatedKeyPath)]
    /// Its registration with the driver; `nil` for one that runs on no clock (at speed 0, or on a
    /// layer that belongs to no run loop).
    /// Held weakly: the loop's driver owns the flight (whose handlers hold the layer), so a loop
    /// that goes away with animations in flight takes the flight and the cycle through the layer
    /// with it.
    weak var flight: InFlightAnimation?
    /// The driver of the loop the flight runs on, which stops it if it is removed — not the
    /// driver of the loop the layer belongs to by then (it may have moved to another hierarchy).
    weak var driver: AnimationDriver?
    /// Whether the animation reads the value beneath it; one with both ends set that neither
    /// adds nor accumulates (every view animation) does not, so a frame skips reading the model.
    let readsUnderlyingValue: Bool
    /// The value on screen before the change whose action added the animation, where a basic
    /// animation with none of its values set starts (an implicit animation).
    var previousValue: Any?
    /// The completion blocks of the transactions open when it was added, told when it stops.
    var completions: [TransactionCompletion] = []

    init(key: String?, animation: Animation, paths: [(keyPath: String, parsed: AnimatedKeyPath)]) {
        self.key = key
        self.animation = animation
        self.paths = paths
        if let basic = animation as? BasicAnimation,
           basic.fromValue != nil, basic.toValue != nil, !basic.isAdditive, !basic.isCumulative {
            readsUnderlyingValue = false
        } else {
            readsUnderlyingValue = true
        }
    }

    /// The animated value of `path` at `time`, over `underlying` (the value of the part beneath).
    func value(of path: (keyPath: String, parsed: AnimatedKeyPath), at time: TimeInterval, underlying: Any?) -> Any? {
        if let property = animation as? PropertyAnimation {
            return property.value(at: time, underlyingValue: underlying, previousValue: previousValue)
        }
        if let group = animation as? AnimationGroup {
            return group.value(forKeyPath: path.keyPath, at: time, underlyingValue: underlying)
        }
        return nil
    }
}
