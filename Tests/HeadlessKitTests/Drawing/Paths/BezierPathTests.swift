import Foundation
import Testing
@testable import HeadlessKit

/// BezierPath's shapes, its on-screen arc sense (UIBezierPath's documentation) and hit testing.
@MainActor
@Suite struct BezierPathTests {
    @Test func arcsTurnClockwiseOnScreen() {
        let clockwise = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(clockwise.cgPath.elements.count == 2)   // a quarter turn through the bottom
        let anticlockwise = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(anticlockwise.cgPath.elements.count == 4)   // three quarters through the top
        #expect(abs(clockwise.currentPoint.y - 10) < 1e-9)
    }

    @Test func roundingOneCornerRoundsOnlyIt() {
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), byRoundingCorners: .topLeft,
                              cornerRadii: CGSize(width: 4, height: 4))
        #expect(path.description.hasPrefix("M(4 0) L(20 0) L(20 10) L(0 10) L(0 4) C("))
        #expect(abs(path.bounds.minX) < 1e-12 && path.bounds.maxX == 20 && path.bounds.height == 10)
    }

    @Test func containsFollowsTheFillRule() {
        let ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
        #expect(!ring.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func strokeUsesThePathsOwnStyleAndLeavesTheContextsAlone() {
        let context = GraphicsContext()
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        path.lineWidth = 4
        path.setLineDash([1, 1], phase: 0)
        _ = context.recording {
            path.stroke()
            #expect(context.strokeStyle == StrokeStyle())
            #expect(context.commands.map(\.description) == ["strokePath M(0 0) L(2 0) L(2 2) L(0 2) Z rgba(0, 0, 0, 1) width 4 dash 0 [1, 1]"])
        }
    }

    @Test func reversingTracesTheSameOutlineBackwards() {
        let path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        #expect(path.reversing().description == "M(10 10) Q(15 5)(10 0) L(0 0)")
    }
}
