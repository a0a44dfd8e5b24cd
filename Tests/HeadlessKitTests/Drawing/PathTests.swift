import Foundation
import HeadlessKit
import Testing

/// Paths are recorded as Core Graphics builds them: rectangles as four lines, curves of circles as
/// cubic segments of at most a quarter turn.
@Suite struct PathTests {
    @Test func aRectangleIsAClosedSubpathClockwiseFromItsOrigin() {
        let path = MutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.description == "M(10 20) L(40 20) L(40 60) L(10 60) Z")
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func anEllipseIsFourQuarterCurvesThroughItsExtremes() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let ends = path.elements.compactMap { element -> CGPoint? in
            if case .curve(let to, _, _) = element { return to } else { return nil }
        }
        #expect(ends.count == 4)
        #expect(ends.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) }
            == [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5)])
        #expect(path.boundingBox.width.rounded() == 20)
    }

    @Test func anEmptyPathHasANullBoundingBox() {
        #expect(Path().boundingBox.isNull)
        #expect(Path().isEmpty)
    }

    @Test func copiesAreEqualButIndependent() {
        let path = MutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 5, y: 0))
        let copy = path.mutableCopy()!
        copy.closeSubpath()
        #expect(path.elements.count == 2)
        #expect(copy.elements.count == 3)
        #expect(path.copy() == path)
    }
}
