import Foundation

/// The timing of an animation as a cubic Bézier curve — UIKit's `UICubicTimingParameters`.
///
/// Made from one of UIKit's curves, from two control points, or (with `init()`) from Core
/// Animation's default timing function; the animations it times ease with the Core Animation
/// timing function of the same curve.
@MainActor
public final class CubicTimingParameters: TimingCurveProvider {
    /// The built-in curve this object was made with; ``AnimationCurve/easeInOut`` when it was made
    /// from control points (UIKit leaves the value undefined then).
    public let animationCurve: AnimationCurve
    /// The first control point as given; `.zero` when made from a built-in curve, as UIKit's is.
    public let controlPoint1: CGPoint
    /// The second control point as given; `.zero` when made from a built-in curve, as UIKit's is.
    public let controlPoint2: CGPoint
    /// ``TimingCurveType/builtin`` when made from a built-in curve, ``TimingCurveType/cubic``
    /// otherwise.
    public let timingCurveType: TimingCurveType
    /// The Core Animation timing function with this object's curve.
    package let timingFunction: MediaTimingFunction

    /// Creates the system's default timing curve: Core Animation's default timing function,
    /// (0.25, 0.1), (0.25, 1).
    public init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        timingCurveType = .cubic
        timingFunction = MediaTimingFunction(name: .default)
    }

    /// Creates timing parameters with one of UIKit's built-in curves.
    public init(animationCurve curve: AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        timingCurveType = .builtin
        timingFunction = MediaTimingFunction(name: curve.timingFunctionName)
    }

    /// Creates timing parameters with a cubic Bézier curve from (0, 0) through `point1` and
    /// `point2` to (1, 1).
    ///
    /// Points that are not finite, or whose x lies outside 0...1, are refused as
    /// ``MediaTimingFunction/init(controlPoints:_:_:_:)`` refuses them: the curve is linear and a
    /// ``Diagnostic/Kind/invalidTimingFunction`` diagnostic is reported.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
        timingFunction = MediaTimingFunction(
            controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }

    /// This object: it provides cubic timing.
    public var cubicTimingParameters: CubicTimingParameters? { self }

    /// `nil`: this object provides no spring.
    public var springTimingParameters: SpringTimingParameters? { nil }
}
