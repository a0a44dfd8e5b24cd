import Foundation
import Testing
@testable import HeadlessKit

/// The graphics-state stack and path painting of `GraphicsContext`, as `CGContext` documents them.
@MainActor
@Suite struct GraphicsStateTests {
    func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> [PathElement] {
        [.move(to: CGPoint(x: x, y: y)), .line(to: CGPoint(x: x + side, y: y)), .line(to: CGPoint(x: x + side, y: y + side)),
         .line(to: CGPoint(x: x, y: y + side)), .closeSubpath]
    }

    @Test func restoreBringsBackTheColourAndTransformSaved() {
        let context = GraphicsContext()
        context.setFillColor(.red)
        context.saveGState()
        context.setFillColor(.blue)
        context.translateBy(x: 10, y: 5)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.commands == [
            .saveState, .fillPath(square(10, 5, 10), .blue, rule: .winding), .restoreState,
            .fillPath(square(0, 0, 10), .red, rule: .winding),
        ])
        #expect(context.ctm == .identity)
    }

    @Test func strokesRecordTheirStyleInTheViewsCoordinates() {
        let context = GraphicsContext()
        context.scaleBy(x: 2, y: 2)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineDash(phase: 1, lengths: [4, 2])
        context.setStrokeColor(.green)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 0))
        context.strokePath()
        #expect(context.commands == [.strokePath([.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))], .green,
                                                 StrokeStyle(lineWidth: 6, lineCap: .round, dashPhase: 2, dashLengths: [8, 4]))])
        #expect(context.isPathEmpty)
        #expect(context.commands[0].description == "strokePath M(0 0) L(10 0) rgba(0, 1, 0, 1) width 6 cap round dash 2 [8, 4]")
    }

    @Test func anUnbalancedRestoreDoesNothing() {
        // (chosen) Core Graphics ignores a restore with nothing saved, without a message.
        let context = GraphicsContext()
        context.setFillColor(.red)
        context.restoreGState()
        #expect(context.commands.isEmpty)
        #expect(context.fillColor == .red)
        #expect(context.savedStateCount == 0)
    }

    @Test func alphaAndTraitsShapeThePaintedColour() {
        let context = GraphicsContext()
        context.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        context.setAlpha(0.5)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4), with: .label)
        #expect(context.commands == [.fill(CGRect(x: 0, y: 0, width: 4, height: 4), Color(white: 1, alpha: 0.5))])
    }

    @Test func clipsAndGradientsAreRecordedThroughTheTransform() {
        let context = GraphicsContext()
        context.translateBy(x: 10, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        let gradient = Gradient(colors: [.white, .black], locations: nil)!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 20), options: [])
        #expect(context.commands == [
            .clip(CGRect(x: 10, y: 0, width: 20, height: 20)),
            .linearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 10, y: 20), options: []),
        ])
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(Gradient(colors: [.white], locations: [0, 1]) == nil)
    }

    @Test func nonFiniteCoordinatesAreRefusedWithCoreGraphicsMessage() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let context = GraphicsContext()
        loop.withCurrent {
            context.move(to: CGPoint(x: CGFloat.nan, y: 0))
            context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), with: .red)
            context.translateBy(x: CGFloat.nan, y: 0)
        }
        #expect(context.isPathEmpty)
        #expect(context.commands.isEmpty)
        #expect(context.ctm == .identity)
        let reports = loop.diagnostics.collected
        #expect(reports.map(\.kind) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
        #expect(reports.allSatisfy { $0.message.hasPrefix("Error: this application, or a library it uses, has passed an invalid numeric value") })
    }

    @Test func aViewsDrawingStartsFromTheDefaultStateAndUsesColourSetters() {
        final class Dot: ViewNode {
            override func draw(_ rect: CGRect) {
                let context = GraphicsContext.current!
                #expect(context.fillColor == .black)
                context.translateBy(x: 1, y: 1)
                context.saveGState()
                Color.systemBlue.setFill()
                BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
            }
        }
        let fixture = ViewFixture()
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        fixture.window.addSubview(dot)
        fixture.loop.runUntilIdle()
        dot.setNeedsDisplay()
        fixture.loop.runUntilIdle()
        #expect(dot.displayList == [.saveState, .fillPath(square(1, 1, 2), Color(red: 0, green: 122 / 255, blue: 1), rule: .winding)])
    }

    @Test func anImageRendererKeepsWhatItsBlockDrew() {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        let image = renderer.image { context in
            Color.red.setFill()
            context.fill(context.format.bounds)
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.drawingCommands == [.fillPath(
            [.move(to: .zero), .line(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 20, y: 10)), .line(to: CGPoint(x: 0, y: 10)),
             .closeSubpath], .red, rule: .winding)])
        #expect(GraphicsContext.current == nil)
    }
}
