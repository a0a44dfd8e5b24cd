import Foundation
import Testing
@testable import HeadlessKit

/// CABasicAnimation: which ends its from/to/by values make, and the value at a time over the
/// value beneath it.
@MainActor
@Suite struct BasicAnimationTests {
    /// A one-second linear animation of `x`, with the given values.
    private func animation(from: Any? = nil, to: Any? = nil, by: Any? = nil) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: "x")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        return animation
    }

    // CABasicAnimation's documentation lists the combinations of fromValue, toValue and byValue.
    @Test(arguments: [
        ("from and to", 10.0, 20.0, nil, 15.0),
        ("from and by", 10.0, nil, 4.0, 12.0),
        ("by and to", nil, 20.0, 4.0, 18.0),
        ("from only: to the current value", 10.0, nil, nil, 55.0),
        ("to only: from the current value", nil, 20.0, nil, 60.0),
        ("by only: from the current value", nil, nil, 4.0, 102.0),
        ("all three: from and to, by ignored", 10.0, 20.0, 4.0, 15.0),
    ] as [(String, Double?, Double?, Double?, Double)])
    func theSetValuesDecideTheEnds(name: String, from: Double?, to: Double?, by: Double?, halfway: Double) {
        let value = animation(from: from, to: to, by: by).value(at: 0.5, underlyingValue: 100.0)
        #expect(value as? Double == halfway, "\(name)")
    }

    @Test func withNoValuesItAnimatesFromThePreviousValueToTheCurrentOne() {
        let animation = animation()
        #expect(animation.value(at: 0.25, underlyingValue: 100.0, previousValue: 20.0) as? Double == 40)
        #expect(animation.value(at: 0.25, underlyingValue: 100.0) as? Double == 100)
    }

    @Test func withoutACurrentValueTheEndsItNeedsAreMissingAndItHasNoEffect() {
        #expect(animation(to: 20.0).value(at: 0.5, underlyingValue: nil) == nil)
        #expect(animation(from: 10.0, to: 20.0).value(at: 0.5, underlyingValue: nil) as? Double == 15)
    }

    @Test func outsideItsActiveDurationItHasNoEffectUnlessItsFillModeHoldsIt() {
        let animation = animation(from: 0.0, to: 10.0)
        animation.beginTime = 1
        #expect(animation.value(at: 0.5, underlyingValue: 100.0) == nil)
        #expect(animation.value(at: 2, underlyingValue: 100.0) == nil)
        animation.fillMode = .both
        #expect(animation.value(at: 0.5, underlyingValue: 100.0) as? Double == 0)
        #expect(animation.value(at: 2, underlyingValue: 100.0) as? Double == 10)
    }

    @Test func theTimingFunctionPacesTheProgress() {
        let animation = animation(from: 0.0, to: 1.0)
        animation.timingFunction = MediaTimingFunction(name: .easeIn)
        let value = animation.value(at: 0.5, underlyingValue: 0.0) as! Double
        #expect(abs(value - 0.315356813) < 1e-6)
    }

    // Core Animation reads every number as NSNumber: numbers of any Swift type mix, and the result
    // takes the type of the property's value.
    @Test func numbersOfEveryTypeMixAndTheResultTakesThePropertysType() {
        let fade = animation(from: 0, to: CGFloat(1))
        #expect(fade.value(at: 0.25, underlyingValue: Float(1)) as? Float == 0.25)
        #expect(fade.value(at: 0.25, underlyingValue: CGFloat(1)) as? CGFloat == 0.25)
        #expect(fade.value(at: 0.25, underlyingValue: 1.0) as? Double == 0.25)
        #expect(animation(from: 0, to: 10).value(at: 0.26, underlyingValue: 7) as? Int == 3)
        #expect(animation(from: Float(0), to: 8).value(at: 0.5, underlyingValue: "not a number") as? Int == 4)
        #expect(animation(from: NSNumber(value: 2), to: 4).value(at: 0.5, underlyingValue: Optional(CGFloat(0))) as? CGFloat == 3)
    }

    @Test func geometryInterpolatesComponentWise() {
        let move = animation(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 30))
        #expect(move.value(at: 0.25, underlyingValue: CGPoint.zero) as? CGPoint == CGPoint(x: 25, y: 15))
        let resize = animation(to: CGSize(width: 40, height: 80))
        #expect(resize.value(at: 0.5, underlyingValue: CGSize(width: 20, height: 0)) as? CGSize == CGSize(width: 30, height: 40))
        let frame = animation(from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(frame.value(at: 0.5, underlyingValue: CGRect.zero) as? CGRect == CGRect(x: 5, y: 10, width: 20, height: 30))
        let transform = animation(to: AffineTransform2D(scaleX: 3, y: 5))
        #expect(transform.value(at: 0.5, underlyingValue: AffineTransform2D.identity) as? AffineTransform2D == AffineTransform2D(scaleX: 2, y: 3))
    }

    @Test func coloursInterpolateInRGBA() {
        let tint = animation(from: Color(red: 1, green: 0, blue: 0, alpha: 1), to: Color(red: 0, green: 0, blue: 1, alpha: 0))
        #expect(tint.value(at: 0.25, underlyingValue: Color.white) as? Color == Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
    }

    @Test func arraysAndOptionalsInterpolateThroughTheirElements() {
        let stops = animation(from: [0.0, 0.5], to: [0.5, 1.0])
        #expect(stops.value(at: 0.5, underlyingValue: [0.0, 0.0]) as? [Double] == [0.25, 0.75])
        // Optionals seen through Any, as an app's `Any?` properties hand them over.
        let (start, end): (Any, Any) = (Optional(CGPoint.zero) as Any, Optional(CGPoint(x: 8, y: 8)) as Any)
        let wrapped = animation(from: start, to: end)
        #expect(wrapped.value(at: 0.5, underlyingValue: CGPoint.zero) as? CGPoint == CGPoint(x: 4, y: 4))
    }

    // (chosen) A value no type here can interpolate switches halfway, as a cross-fade would.
    @Test func valuesThatCannotBeInterpolatedSwitchHalfway() {
        let swap = animation(from: "old", to: "new")
        #expect(swap.value(at: 0.25, underlyingValue: "model") as? String == "old")
        #expect(swap.value(at: 0.5, underlyingValue: "model") as? String == "new")
        let mixed = animation(from: CGPoint.zero, to: 5.0)
        #expect(mixed.value(at: 0.75, underlyingValue: 1.0) as? Double == 5)
    }

    @Test func anAdditiveAnimationAddsToTheValueBeneathIt() {
        let nudge = animation(from: 0.0, to: 10.0)
        nudge.isAdditive = true
        #expect(nudge.value(at: 0.5, underlyingValue: 100.0) as? Double == 105)
        let offset = animation(from: CGPoint.zero, to: CGPoint(x: 10, y: -10))
        offset.isAdditive = true
        #expect(offset.value(at: 0.5, underlyingValue: CGPoint(x: 1, y: 1)) as? CGPoint == CGPoint(x: 6, y: -4))
    }

    // CAPropertyAnimation.isCumulative: each repetition starts from the end of the previous one.
    @Test func aCumulativeAnimationContinuesEachRepetitionFromThePreviousEnd() {
        let climb = animation(from: 0.0, to: 10.0)
        climb.isCumulative = true
        climb.repeatCount = 3
        #expect(climb.value(at: 0.5, underlyingValue: 0.0) as? Double == 5)
        #expect(climb.value(at: 1.5, underlyingValue: 0.0) as? Double == 15)
        #expect(climb.value(at: 2.5, underlyingValue: 0.0) as? Double == 25)
        climb.fillMode = .forwards
        #expect(climb.value(at: 3, underlyingValue: 0.0) as? Double == 30)
    }

    @Test func aNonCumulativeRepeatingAnimationStartsEachRepetitionOver() {
        let pulse = animation(from: 0.0, to: 10.0)
        pulse.repeatCount = 2
        #expect(pulse.value(at: 1.5, underlyingValue: 0.0) as? Double == 5)
    }

    @Test func anAutoreversingAnimationReturnsAlongTheSamePacedCurve() {
        let bounce = animation(from: 0.0, to: 1.0)
        bounce.autoreverses = true
        bounce.timingFunction = MediaTimingFunction(name: .easeIn)
        let forwards = bounce.value(at: 0.25, underlyingValue: 0.0) as! Double
        let backwards = bounce.value(at: 1.75, underlyingValue: 0.0) as! Double
        #expect(forwards == backwards)
    }
}
