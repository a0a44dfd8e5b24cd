import Foundation
import Testing
import TestSupport
@testable import HeadlessKit

/// The eased output at an input time, solved independently here: bisection on the Bézier's x
/// (always monotone for control points with x in 0...1) to far below the tolerance, then its y.
private func referenceValue(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return bezier(y1, y2, (low + high) / 2)
}

/// CAMediaTimingFunction: the named functions' published control points, and the curve read at an x.
@MainActor
@Suite struct MediaTimingFunctionTests {
    static let namedPoints: [(MediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]

    // CAMediaTimingFunctionName's documentation: default is (0.25, 0.1), (0.25, 1.0); the other
    // names' points are what getControlPoint(at:values:) answers on a device.
    @Test func namedFunctionsHaveCoreAnimationsPublishedControlPoints() {
        for (name, points) in Self.namedPoints {
            let function = MediaTimingFunction(name: name)
            var read: [Float] = []
            for index in 0...3 {
                var values: [Float] = [-1, -1]
                function.getControlPoint(at: index, values: &values)
                read += values
            }
            #expect(read == [0, 0] + points + [1, 1], "\(name.rawValue)")
        }
    }

    @Test func namedFunctionsMatchAnIndependentBisectionToOneMillionthAcrossTheirRange() {
        for (name, points) in Self.namedPoints {
            let function = MediaTimingFunction(name: name)
            let p = points.map(Double.init)
            for step in 0...1000 {
                let x = Double(step) / 1000
                let expected = referenceValue(p[0], p[1], p[2], p[3], at: x)
                #expect(abs(function.value(at: x) - expected) < 1e-6, "\(name.rawValue) at \(x)")
            }
        }
    }

    @Test func knownValuesOfTheNamedFunctionsAtQuarterPoints() {
        // Reference values from the bisection above, to nine decimals.
        let expected: [(MediaTimingFunctionName, [Double])] = [
            (.easeIn, [0.093464651, 0.315356813, 0.621861869]),
            (.easeOut, [0.378138131, 0.684643187, 0.906535349]),
            (.easeInEaseOut, [0.129161931, 0.5, 0.870838069]),
            (.default, [0.408510591, 0.802403388, 0.960458978]),
        ]
        for (name, values) in expected {
            let function = MediaTimingFunction(name: name)
            for (x, value) in zip([0.25, 0.5, 0.75], values) {
                #expect(abs(function.value(at: x) - value) < 1e-6, "\(name.rawValue) at \(x)")
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func customCurvesMatchTheBisectionIncludingFlatAndOvershootingOnes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func unit() -> Double { Double(random.next() % 10_001) / 10_000 }
        for _ in 0..<50 {
            // x in 0...1 (flat ends included: 0 and 1 occur); y anywhere in -0.5...1.5.
            let (x1, x2) = (unit(), unit())
            let (y1, y2) = (unit() * 2 - 0.5, unit() * 2 - 0.5)
            let function = MediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
            let (fx1, fy1, fx2, fy2) = (Double(Float(x1)), Double(Float(y1)), Double(Float(x2)), Double(Float(y2)))
            for step in 0...100 {
                let x = Double(step) / 100
                let expected = referenceValue(fx1, fy1, fx2, fy2, at: x)
                #expect(abs(function.value(at: x) - expected) < 1e-6, "seed \(seed): (\(x1), \(y1)), (\(x2), \(y2)) at \(x)")
            }
        }
    }

    @Test func inputsOutsideZeroToOneAreClamped() {
        let function = MediaTimingFunction(name: .easeInEaseOut)
        #expect(function.value(at: -1) == 0)
        #expect(function.value(at: 2) == 1)
    }

    @Test func functionsWithTheSameControlPointsAreEqual() {
        #expect(MediaTimingFunction(name: .easeIn) == MediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(MediaTimingFunction(name: .easeIn) != MediaTimingFunction(name: .easeOut))
        #expect(MediaTimingFunction(name: .easeOut).description == "cubic(0.0 0.0, 0.58 1.0)")
    }

    // (chosen) Core Animation documents no check; a curve whose x leaves 0...1 is not a function of time.
    @Test(arguments: [[Float.nan, 0, 1, 1], [0, .infinity, 1, 1], [1.5, 0, 0.5, 1], [0.5, 0, -0.1, 1]])
    func controlPointsThatAreNotFiniteOrWhoseXLeavesTheUnitIntervalAreRefused(points: [Float]) {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let function = loop.withCurrent { MediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3]) }
        #expect(function == MediaTimingFunction(name: .linear))
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidTimingFunction])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix("HeadlessKit refused the timing function control points") == true)
    }

    @Test func aControlPointIndexOutsideZeroToThreeIsRefusedAndLeavesTheValuesAlone() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        var values: [Float] = [7, 7]
        loop.withCurrent { MediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: &values) }
        #expect(values == [7, 7])
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidTimingFunction])
    }
}
