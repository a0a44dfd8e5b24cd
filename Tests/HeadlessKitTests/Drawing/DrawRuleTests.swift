import Foundation
import Testing
@testable import HeadlessKit

/// When `draw(_:)` runs and what it receives (Lifecycle Guarantees, "Views").
@MainActor
@Suite struct DrawRuleTests {
    final class Painter: ViewNode {
        var rects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            GraphicsContext.current?.fill(rect, with: .red)
        }
    }

    func painter(in fixture: ViewFixture, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 50)) -> Painter {
        let painter = Painter(frame: frame)
        fixture.window.addSubview(painter)
        fixture.loop.runUntilIdle()
        return painter
    }

    @Test func drawRunsOnceOnFirstDisplayThenOnlyAfterSetNeedsDisplay() {
        let fixture = ViewFixture()
        let view = painter(in: fixture)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        view.setNeedsLayout()
        view.frame.origin = CGPoint(x: 5, y: 5)
        fixture.loop.runUntilIdle()
        #expect(view.rects.count == 1)
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        fixture.loop.runUntilIdle()
        #expect(view.rects.count == 2)
    }

    @Test func setNeedsDisplayWithRectsPassesTheirUnionClippedToBounds() {
        let fixture = ViewFixture()
        let view = painter(in: fixture)
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 90, y: 40, width: 20, height: 20))
        fixture.loop.runUntilIdle()
        #expect(view.rects.last == CGRect(x: 10, y: 10, width: 90, height: 40))
    }

    @Test func wholeViewMarkWinsOverPartialRects() {
        let fixture = ViewFixture()
        let view = painter(in: fixture)
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        fixture.loop.runUntilIdle()
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func zeroSizeViewNeverDrawsUntilItGetsASize() {
        let fixture = ViewFixture()
        let view = painter(in: fixture, frame: CGRect(x: 0, y: 0, width: 0, height: 20))
        view.setNeedsDisplay()
        fixture.loop.runUntilIdle()
        #expect(view.rects.isEmpty)
        #expect(fixture.window.invariantViolations().isEmpty)
        view.frame.size.width = 30
        fixture.loop.runUntilIdle()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
    }

    @Test func boundsSizeChangeRedrawsOnlyWithRedrawContentMode() {
        let fixture = ViewFixture()
        let plain = painter(in: fixture)
        let redrawing = painter(in: fixture)
        redrawing.contentMode = .redraw
        plain.frame.size = CGSize(width: 60, height: 60)
        redrawing.frame.size = CGSize(width: 60, height: 60)
        fixture.loop.runUntilIdle()
        #expect(plain.rects.count == 1)
        #expect(redrawing.rects == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 0, width: 60, height: 60)])
    }

    @Test func drawingIsRecordedAsTheViewsDisplayList() {
        final class Badge: ViewNode {
            override func draw(_ rect: CGRect) {
                let context = GraphicsContext.current!
                context.fill(bounds, with: .white)
                context.stroke(bounds.insetBy(dx: 1, dy: 1), with: .black, lineWidth: 2)
                context.draw("7", at: CGPoint(x: 4, y: 2))
            }
        }
        let fixture = ViewFixture()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fixture.window.addSubview(badge)
        fixture.loop.runUntilIdle()
        #expect(badge.displayList == [
            .fill(CGRect(x: 0, y: 0, width: 20, height: 20), .white),
            .stroke(CGRect(x: 1, y: 1, width: 18, height: 18), .black, lineWidth: 2),
            .text("7", at: CGPoint(x: 4, y: 2), .black),
        ])
        #expect(badge.displayList.map(\.description) == [
            "fill (0 0; 20 20) rgba(1, 1, 1, 1)",
            "stroke (1 1; 18 18) rgba(0, 0, 0, 1) width 2",
            "text \"7\" at (4 2) rgba(0, 0, 0, 1)",
        ])
        #expect(GraphicsContext.current == nil)
    }
}
