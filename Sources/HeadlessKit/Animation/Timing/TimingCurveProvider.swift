/// An object that supplies the timing of an animation: a cubic curve, a spring, or both —
/// UIKit's `UITimingCurveProvider`, which a property animator is created with.
@MainActor
public protocol TimingCurveProvider: AnyObject {
    /// Which kind of timing this object provides.
    var timingCurveType: TimingCurveType { get }
    /// The cubic timing, for ``TimingCurveType/builtin``, ``TimingCurveType/cubic`` and
    /// ``TimingCurveType/composed``; `nil` otherwise.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring timing, for ``TimingCurveType/spring`` and ``TimingCurveType/composed``; `nil`
    /// otherwise.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// The kinds of timing a ``TimingCurveProvider`` supplies — UIKit's `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable {
    /// One of UIKit's built-in curves (``AnimationCurve``).
    case builtin = 0
    /// A custom cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}
