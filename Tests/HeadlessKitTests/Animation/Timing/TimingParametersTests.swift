import Foundation
import Testing
@testable import HeadlessKit

/// UIView.AnimationCurve and UICubicTimingParameters: UIKit's curves as Core Animation's functions.
@MainActor
@Suite struct TimingParametersTests {
    @Test func uikitsCurvesHaveUIKitsRawValuesAndEaseAsCoreAnimationsNamedFunctions() {
        #expect(AnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(AnimationCurve.allCases.map(\.timingFunctionName) == [.easeInEaseOut, .easeIn, .easeOut, .linear])
    }

    // UICubicTimingParameters.controlPoint1's documentation: zero when made from a built-in curve.
    @Test func cubicTimingFromACurveIsBuiltinWithZeroControlPoints() {
        let parameters = CubicTimingParameters(animationCurve: .easeOut)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.animationCurve == .easeOut)
        #expect(parameters.controlPoint1 == .zero && parameters.controlPoint2 == .zero)
        #expect(parameters.timingFunction == MediaTimingFunction(name: .easeOut))
        #expect(parameters.cubicTimingParameters === parameters)
        #expect(parameters.springTimingParameters == nil)
    }

    // UICubicTimingParameters.init()'s documentation: the default Core Animation timing function.
    @Test func defaultCubicTimingIsCoreAnimationsDefaultFunction() {
        let parameters = CubicTimingParameters()
        #expect(parameters.timingFunction == MediaTimingFunction(name: .default))
        #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
    }

    @Test func cubicTimingFromControlPointsEasesWithThatCurve() {
        let parameters = CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.4, y: 1.2))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.controlPoint1 == CGPoint(x: 0.2, y: 0.8))
        #expect(parameters.timingFunction == MediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1.2))
    }

    @Test func cubicTimingWithControlPointsOutOfRangeIsLinearAndReported() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let parameters = loop.withCurrent {
            CubicTimingParameters(controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        }
        #expect(parameters.timingFunction == MediaTimingFunction(name: .linear))
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidTimingFunction])
    }
}
