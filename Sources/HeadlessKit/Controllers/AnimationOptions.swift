/// Options for animated view changes — UIKit's `UIView.AnimationOptions`. HeadlessKit runs
/// animations as time on the run loop clock and draws no frames, so the options are recorded but
/// do not change any callback order.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, with UIKit's values.
    public let rawValue: UInt

    /// Creates options from UIKit's raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Cross-dissolve between the two views.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Ease in and out.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
}
