import HeadlessKit

/// Core Animation's name for ``Animation``.
public typealias CAAnimation = Animation
/// Core Animation's name for ``PropertyAnimation``.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's name for ``BasicAnimation``.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's name for ``KeyframeAnimation``.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's name for ``SpringAnimation``.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's name for ``AnimationGroup``.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's name for ``Transition``.
public typealias CATransition = Transition
/// Core Animation's name for ``TransitionType``.
public typealias CATransitionType = TransitionType
/// Core Animation's name for ``TransitionSubtype``.
public typealias CATransitionSubtype = TransitionSubtype
/// Core Animation's name for ``AnimationDelegate``.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's name for ``AnimationCalculationMode``.
public typealias CAAnimationCalculationMode = AnimationCalculationMode
/// Core Animation's name for ``AnimationRotationMode``.
public typealias CAAnimationRotationMode = AnimationRotationMode
/// Core Animation's name for ``MediaTiming``.
public typealias CAMediaTiming = MediaTiming
/// Core Animation's name for ``MediaTimingFillMode``.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// Core Animation's name for ``MediaTimingFunction``.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's name for ``MediaTimingFunctionName``.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// Core Animation's name for ``DisplayLink``.
public typealias CADisplayLink = DisplayLink
/// Core Animation's name for ``FrameRateRange``.
public typealias CAFrameRateRange = FrameRateRange
/// UIKit's name for ``SpringTimingParameters``.
public typealias UISpringTimingParameters = SpringTimingParameters
/// UIKit's name for ``CubicTimingParameters``.
public typealias UICubicTimingParameters = CubicTimingParameters
/// UIKit's name for ``TimingCurveProvider``.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's name for ``TimingCurveType``.
public typealias UITimingCurveType = TimingCurveType
/// Core Graphics' name for ``Vector2D``.
public typealias CGVector = Vector2D

extension ViewNode {
    /// UIKit's `UIView.AnimationCurve`: HeadlessKit's ``AnimationCurve``.
    public typealias AnimationCurve = HeadlessKit.AnimationCurve
}

/// The media time of the run loop driving the current task (``MainRunLoop/current``), in
/// seconds — Core Animation's `CACurrentMediaTime()`, on the loop's clock.
///
/// It is 0 when no loop is driving the current task **(chosen)**: objects that belong to a loop
/// read ``MainRunLoop/mediaTime`` from it instead.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MainRunLoop.current?.mediaTime ?? 0 }
