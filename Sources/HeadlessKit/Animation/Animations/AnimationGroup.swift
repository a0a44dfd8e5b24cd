import Foundation

/// Animations that run together in one time space — Core Animation's `CAAnimationGroup`.
///
/// The group is the parent of its ``animations``: their begin times count from the group's start,
/// their time is the group's local time (after the group's own speed, offset, repeats and
/// ``Animation/timingFunction``), and they have no effect outside the group's active duration
/// (or its fill). Like every animation, a group whose duration is 0 lasts 0.25 s — a longer child
/// is cut short, as in Core Animation. The group's delegate hears its start and stop; the
/// children's delegates are not called **(chosen)**: Core Animation runs the children as part of
/// the group, not as animations of their own.
///
/// ```swift
/// let group = AnimationGroup()
/// group.duration = 1
/// let move = BasicAnimation(keyPath: "position.x")
/// move.toValue = 100
/// move.beginTime = 0.5
/// move.duration = 0.5
/// group.animations = [move]
/// group.value(forKeyPath: "position.x", at: 0.75, underlyingValue: CGFloat(0))   // CGFloat(50)
/// ```
@MainActor
open class AnimationGroup: Animation {
    /// The animations in the group, applied in order (a later one on the same key path sees the
    /// earlier one's value beneath it).
    public var animations: [Animation]?

    /// A copy with copies of the group's animations **(chosen**: so that changing the originals
    /// after adding the group leaves the added copy alone, as for any animation**)**.
    open override func copy() -> Any {
        let copy = super.copy() as! AnimationGroup
        copy.animations = animations?.map { $0.copy() as! Animation }
        return copy
    }

    /// The key paths the group's property animations change, nested groups included, each once,
    /// in the order they first appear.
    public var keyPaths: [String] {
        var seen: Set<String> = []
        var paths: [String] = []
        for animation in animations ?? [] {
            let found: [String]
            if let group = animation as? AnimationGroup {
                found = group.keyPaths
            } else if let keyPath = (animation as? PropertyAnimation)?.keyPath {
                found = [keyPath]
            } else {
                found = []
            }
            for path in found where seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }

    /// The value of `keyPath` at `time` (the group's parent time), applying each of the group's
    /// animations of that key path in order over `underlyingValue`; `nil` when none of them has
    /// an effect then.
    public func value(forKeyPath keyPath: String, at time: TimeInterval, underlyingValue: Any?, previousValue: Any? = nil) -> Any? {
        guard let (_, _, localTime) = pacedSample(at: time) else { return nil }
        var value = underlyingValue
        var changed = false
        for animation in animations ?? [] {
            let result: Any?
            if let group = animation as? AnimationGroup {
                result = group.value(forKeyPath: keyPath, at: localTime, underlyingValue: value, previousValue: previousValue)
            } else if let property = animation as? PropertyAnimation, property.keyPath == keyPath {
                result = property.value(at: localTime, underlyingValue: value, previousValue: previousValue)
            } else {
                continue
            }
            if let result {
                value = result
                changed = true
            }
        }
        return changed ? value : nil
    }
}
