import Foundation
import Testing
@testable import HeadlessKit

/// CAKeyframeAnimation: keyframes from values or a path, timed by key times, timing functions and
/// the calculation mode.
@MainActor
@Suite struct KeyframeAnimationTests {
    /// A one-second keyframe animation held at its end.
    private func keyframes(_ values: [Any]? = nil, mode: AnimationCalculationMode = .linear, keyTimes: [NSNumber]? = nil) -> KeyframeAnimation {
        let animation = KeyframeAnimation(keyPath: "x")
        animation.values = values
        animation.calculationMode = mode
        animation.keyTimes = keyTimes
        animation.duration = 1
        animation.fillMode = .forwards
        return animation
    }

    private func value(_ animation: KeyframeAnimation, at time: Double) -> Double? {
        animation.value(at: time, underlyingValue: 0.0) as? Double
    }

    private func point(_ animation: KeyframeAnimation, at time: Double) -> CGPoint? {
        animation.value(at: time, underlyingValue: CGPoint.zero) as? CGPoint
    }

    /// Whether each value is within 1e-9 of the expected one (key times in thirds are not exact).
    private func close(_ values: [Double?], _ expected: [Double]) -> Bool {
        values.count == expected.count && zip(values, expected).allSatisfy { value, expected in
            value.map { abs($0 - expected) < 1e-9 } ?? false
        }
    }

    private func close(_ value: CGPoint?, _ expected: CGPoint) -> Bool {
        value.map { $0.distance(to: expected) < 1e-9 } ?? false
    }

    // MARK: - Linear

    @Test func withoutKeyTimesTheKeyframesAreEvenlySpaced() {
        let animation = keyframes([0.0, 10.0, 30.0])
        #expect(close([0, 0.25, 0.5, 0.75, 1].map { value(animation, at: $0) }, [0, 5, 10, 20, 30]))
    }

    @Test func keyTimesPlaceEachKeyframe() {
        let animation = keyframes([0.0, 10.0, 30.0], keyTimes: [0, 0.8, 1])
        #expect(close([0.4, 0.8, 0.9].map { value(animation, at: $0) }, [5, 10, 20]))
    }

    // CAKeyframeAnimation.keyTimes' documentation: values invalid for the mode are ignored.
    @Test(arguments: [[0, 0.5], [0.1, 0.5, 1], [0, 0.7, 0.6], [0, .nan, 1], [0, 0.5, 0.9]] as [[Double]])
    func keyTimesCoreAnimationWouldNotUseAreIgnored(keyTimes: [Double]) {
        let animation = keyframes([0.0, 10.0, 30.0], keyTimes: keyTimes.map { NSNumber(value: $0) })
        #expect(close([value(animation, at: 0.75)], [20]))
    }

    @Test func eachSegmentIsPacedByItsOwnTimingFunction() {
        let animation = keyframes([0.0, 10.0, 20.0])
        animation.timingFunctions = [MediaTimingFunction(name: .easeIn)]
        #expect(abs(value(animation, at: 0.25)! - 3.15356813) < 1e-6)
        #expect(close([value(animation, at: 0.75)], [15]))
    }

    @Test func theAnimationsOwnTimingFunctionPacesTheWholeBeforeTheSegments() {
        let animation = keyframes([0.0, 10.0, 20.0])
        animation.timingFunction = MediaTimingFunction(name: .easeIn)
        let overall = MediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(value(animation, at: 0.5)! - overall * 20) < 1e-9)
    }

    @Test func aSingleKeyframeHoldsItsValue() {
        #expect(value(keyframes([7.0]), at: 0.3) == 7)
        #expect(keyframes([]).value(at: 0.3, underlyingValue: 0.0) == nil)
    }

    // MARK: - Discrete

    @Test func discreteHoldsEachKeyframeForAnEqualShareWithoutKeyTimes() {
        let animation = keyframes(["a", "b", "c"], mode: .discrete)
        let read = [0, 0.3, 0.34, 0.66, 0.67, 1].map { animation.value(at: $0, underlyingValue: "model") as? String }
        #expect(read == ["a", "a", "b", "b", "c", "c"])
    }

    // With discrete timing, keyTimes has one more entry than there are values.
    @Test func discreteKeyTimesBoundEachKeyframesInterval() {
        let animation = keyframes([1.0, 2.0, 3.0], mode: .discrete, keyTimes: [0, 0.5, 0.9, 1])
        #expect(close([0.1, 0.5, 0.6, 0.95].map { value(animation, at: $0) }, [1, 2, 2, 3]))
    }

    // MARK: - Paced

    @Test func pacedMovesAtAnEvenSpeedIgnoringKeyTimesAndTimingFunctions() {
        let animation = keyframes([0.0, 10.0, 40.0], mode: .paced, keyTimes: [0, 0.9, 1])
        animation.timingFunctions = [MediaTimingFunction(name: .easeIn), MediaTimingFunction(name: .easeIn)]
        #expect(close([0.125, 0.25, 0.5, 1].map { value(animation, at: $0) }, [5, 10, 20, 40]))
    }

    @Test func pacedPointsMoveAtAnEvenSpeedByDistance() {
        let animation = keyframes([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 14)], mode: .paced)
        #expect(close(point(animation, at: 1.0 / 3), CGPoint(x: 3, y: 4)))
        #expect(close(point(animation, at: 2.0 / 3), CGPoint(x: 3, y: 9)))
    }

    // MARK: - Cubic

    @Test func cubicIsACatmullRomSplineThroughTheKeyframesByDefault() {
        let animation = keyframes([0.0, 10.0, 0.0, 10.0], mode: .cubic)
        // First segment: tangents 5 (leaving 0, its missing neighbour repeated) and 0 (at the peak).
        #expect(close([value(animation, at: 1.0 / 6)], [5.625]))
        #expect(close([value(animation, at: 1.0 / 3)], [10]))
    }

    @Test func tensionOneFlattensTheTangents() {
        let animation = keyframes([0.0, 10.0, 0.0, 10.0], mode: .cubic)
        animation.tensionValues = [1, 1, 1, 1]
        #expect(close([value(animation, at: 1.0 / 6)], [5]))
    }

    @Test func cubicPacedTimesTheSplineByTheDistancesBetweenKeyframes() {
        let animation = keyframes([0.0, 10.0, 40.0], mode: .cubicPaced)
        #expect(close([value(animation, at: 0.25)], [10]))
    }

    // MARK: - Paths

    private func polyline(_ points: [CGPoint]) -> MutablePath {
        let path = MutablePath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        return path
    }

    @Test func alongAPathEachSegmentIsAKeyframeSegmentEvenlyTimed() {
        let animation = keyframes()
        animation.path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300)])
        #expect(close(point(animation, at: 0.25), CGPoint(x: 50, y: 0)))
        #expect(close(point(animation, at: 0.75), CGPoint(x: 100, y: 150)))
    }

    @Test func pacedAlongAPathMovesAtAnEvenSpeedByLength() {
        let animation = keyframes(mode: .paced)
        animation.path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300)])
        #expect(close(point(animation, at: 0.25), CGPoint(x: 100, y: 0)))
        #expect(close(point(animation, at: 0.625), CGPoint(x: 100, y: 150)))
    }

    @Test func pacedAlongACurveCoversEqualLengthsInEqualTimes() {
        let animation = keyframes(mode: .paced)
        let path = MutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        animation.path = path
        // The curve's length, and the length walked after each tenth of the time, by fine sampling.
        let segment = PathKeyframes.Segment(start: .zero, control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100), end: CGPoint(x: 100, y: 0))
        var lengths = [0.0]
        var previous = segment.start
        for step in 1...100_000 {
            let next = segment.point(at: Double(step) / 100_000)
            lengths.append(lengths[lengths.count - 1] + previous.distance(to: next))
            previous = next
        }
        for tenth in 1...9 {
            let reached = point(animation, at: Double(tenth) / 10)!
            // Where the fine table reaches this tenth of the length.
            let target = lengths[lengths.count - 1] * Double(tenth) / 10
            let index = lengths.firstIndex { $0 >= target }!
            let expected = segment.point(at: Double(index) / 100_000)
            #expect(reached.distance(to: expected) < 0.05, "at \(tenth)/10: \(reached) vs \(expected)")
        }
    }

    @Test func discreteAlongAPathJumpsBetweenItsKeyframePoints() {
        let animation = keyframes(mode: .discrete)
        animation.path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300)])
        #expect([0.2, 0.5, 0.9].map { point(animation, at: $0) } == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 300)])
    }

    @Test func aPathTakesPrecedenceOverValues() {
        let animation = keyframes([CGPoint(x: 9, y: 9), CGPoint(x: 9, y: 9)])
        animation.path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        #expect(close(point(animation, at: 0.5), CGPoint(x: 5, y: 0)))
    }

    @Test func theAnimationKeepsItsOwnCopyOfThePath() {
        let animation = keyframes()
        let path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        animation.path = path
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(close(point(animation, at: 1), CGPoint(x: 10, y: 0)))
    }

    @Test func rotationModeTurnsTheLayerAlongThePath() {
        let animation = keyframes()
        animation.path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        #expect(animation.rotationAngle(at: 0.25) == nil)
        animation.rotationMode = .rotateAuto
        #expect(animation.rotationAngle(at: 0.25) == 0)
        #expect(animation.rotationAngle(at: 0.75) == .pi / 2)
        animation.rotationMode = .rotateAutoReverse
        #expect(animation.rotationAngle(at: 0.25) == .pi)
    }

    // MARK: - Repeats

    @Test func aCumulativeKeyframeAnimationAddsTheLastMinusTheFirstEachRepetition() {
        let animation = keyframes([0.0, 5.0, 10.0])
        animation.isCumulative = true
        animation.repeatCount = 2
        #expect(close([value(animation, at: 1.25)], [12.5]))
        #expect(close([value(animation, at: 2)], [20]))
    }

    @Test func aCopyCarriesTheKeyframesAndTheirTiming() {
        let animation = keyframes([0.0, 10.0], mode: .paced, keyTimes: [0, 1])
        animation.timingFunctions = [MediaTimingFunction(name: .easeOut)]
        animation.rotationMode = .rotateAuto
        animation.path = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)])
        let copy = animation.copy() as! KeyframeAnimation
        #expect(copy !== animation)
        #expect(copy.values as? [Double] == [0, 10])
        #expect(copy.calculationMode == .paced)
        #expect(copy.keyTimes == [0, 1])
        #expect(copy.timingFunctions == [MediaTimingFunction(name: .easeOut)])
        #expect(copy.rotationMode == .rotateAuto)
        #expect(copy.path == animation.path)
        #expect(copy.keyPath == "x")
        #expect(copy.duration == 1)
    }
}
