import Foundation
import Testing
@testable import HeadlessKit

/// `GradientLayer` and `ShapeLayer` keep Core Animation's defaults and record what they paint.
@MainActor @Suite struct GradientAndShapeLayerTests {
    // CAGradientLayer's documented defaults.
    @Test func aGradientLayerStartsAxialFromTopCentreToBottomCentre() {
        let gradient = GradientLayer()
        #expect(gradient.colors == nil)
        #expect(gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(gradient.renderedContent() == [])
    }

    // CAShapeLayer's documented defaults: a black fill, no stroke, a line one point wide.
    @Test func aShapeLayerStartsWithABlackFillAndNoStroke() {
        let shape = ShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == .black)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.miterLimit == 10)
        #expect(shape.lineCap == .butt)
        #expect(shape.lineJoin == .miter)
        #expect(shape.lineDashPhase == 0)
        #expect(shape.lineDashPattern == nil)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.renderedContent() == [])
    }

    @Test func aGradientLayerRendersItsShadowBackgroundGradientAndBorderInOrder() {
        let gradient = GradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        gradient.colors = [Color.red, Color.blue, "not a colour"]
        gradient.locations = [0, 0.25]
        gradient.type = .radial
        gradient.backgroundColor = .white
        gradient.cornerRadius = 4
        gradient.borderWidth = 2
        gradient.shadowOpacity = 0.5
        #expect(gradient.renderedContent() == [
            .shadow(path: nil, color: .black, opacity: 0.5, offset: CGSize(width: 0, height: -3), radius: 3),
            .background(CGRect(x: 0, y: 0, width: 40, height: 20), .white, cornerRadius: 4, maskedCorners: CornerMask.allCorners),
            .gradient(.radial, colors: [.red, .blue], locations: [0, 0.25], start: CGPoint(x: 0.5, y: 0),
                      end: CGPoint(x: 0.5, y: 1), in: CGRect(x: 0, y: 0, width: 40, height: 20)),
            .border(CGRect(x: 0, y: 0, width: 40, height: 20), .black, width: 2, cornerRadius: 4),
        ])
        #expect(gradient.renderedContent()[2].description
            == "gradient radial (0 0; 40 20) [0.5 0] → [0.5 1] colors [rgba(1, 0, 0, 1), rgba(0, 0, 1, 1)] locations [0 0.25]")
    }

    @Test func aShapeLayerRendersItsPathFilledAndStroked() {
        let shape = ShapeLayer()
        let path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.path = path
        shape.strokeColor = .red
        shape.lineWidth = 3
        shape.strokeEnd = 0.5
        shape.fillRule = .evenOdd
        #expect(shape.renderedContent() == [
            .shape(path, fill: .black, fillRule: .evenOdd, stroke: .red, lineWidth: 3, strokeStart: 0, strokeEnd: 0.5),
        ])
        shape.fillColor = nil
        shape.strokeColor = nil
        #expect(shape.renderedContent() == [])
    }

    // The layer class of a view: `override class var layerClass: AnyClass { CAShapeLayer.self }`.
    @Test func aViewBackedByAShapeLayerRendersItsShapeWithTheViewsBackground() {
        final class ShapeView: ViewNode {
            override class var layerClass: AnyClass { ShapeLayer.self }
        }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.backgroundColor = .gray
        let shape = view.layer as! ShapeLayer
        shape.path = Path(ellipseIn: view.bounds)
        #expect(shape.renderedContent() == [
            .background(CGRect(x: 0, y: 0, width: 8, height: 8), .gray, cornerRadius: 0, maskedCorners: CornerMask.allCorners),
            .shape(shape.path!, fill: .black, fillRule: .nonZero, stroke: nil, lineWidth: 1, strokeStart: 0, strokeEnd: 1),
        ])
    }

    // CALayer.init(layer:) and presentation() copy a subclass's own values too.
    @Test func copiesKeepTheGradientAndShapeValues() {
        let gradient = GradientLayer()
        gradient.colors = [Color.red]
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.type = .conic
        let copy = GradientLayer(layer: gradient)
        #expect(copy.endPoint == CGPoint(x: 1, y: 1))
        #expect(copy.type == .conic)
        #expect((copy.colors as? [Color]) == [.red])
        let presented = gradient.presentation()
        #expect(presented?.type == .conic)
        #expect(presented?.model() === gradient)

        let shape = ShapeLayer()
        shape.lineWidth = 4
        shape.lineDashPattern = [2, 3]
        shape.lineCap = .round
        let shapeCopy = shape.presentation()
        #expect(shapeCopy?.lineWidth == 4)
        #expect(shapeCopy?.lineDashPattern == [2, 3])
        #expect(shapeCopy?.lineCap == .round)
    }

    @Test func nonFiniteGradientAndShapeValuesAreRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let gradient = GradientLayer(), shape = ShapeLayer()
        loop.withCurrent {
            gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            gradient.locations = [0, NSNumber(value: Double.infinity)]
            shape.lineWidth = .infinity
            shape.strokeEnd = .nan
        }
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.locations == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.strokeEnd == 1)
        #expect(loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidGeometry, count: 4))
        #expect(loop.diagnostics.collected.first?.message.hasPrefix(
            "startPoint is not finite (HeadlessKit's check; Core Animation has no message for it): [nan 0].") == true)
    }
}
