import Foundation
import Testing
@testable import HeadlessKit

/// Every view has a layer (`UIView.layer`: "This property is never nil … The view is the layer's
/// delegate"), made when first asked for, whose geometry and appearance are the view's.
@MainActor @Suite struct BackingLayerTests {
    func fixtureWithView() -> (ViewFixture, ViewNode) {
        let fixture = ViewFixture()
        let view = fixture.view("view", frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        fixture.window.addSubview(view)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        return (fixture, view)
    }

    @Test func theLayerIsTheSameObjectOnEveryAccessAndTheViewIsItsDelegate() {
        let view = ViewNode()
        let layer = view.layer
        #expect(view.layer === layer)
        #expect(layer.delegate === view)
        #expect(type(of: layer) == Layer.self)
    }

    // UIView.layerClass: "Returns the class used to create the layer for instances of this class."
    @Test func anOverriddenLayerClassGivesTheViewThatKindOfLayer() {
        final class GradientView: ViewNode {
            override class var layerClass: AnyClass { GradientLayer.self }
        }
        let view = GradientView()
        #expect(view.layer is GradientLayer)
        #expect(view.layer.delegate === view)
    }

    @Test func theViewsGeometryIsTheLayers() {
        let (_, view) = fixtureWithView()
        view.transform = AffineTransform2D(scaleX: 2, y: 1)
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        view.isOpaque = false
        let layer = view.layer
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.frame == view.frame)
        #expect(layer.affineTransform() == AffineTransform2D(scaleX: 2, y: 1))
        #expect(layer.transform == Transform3D(AffineTransform2D(scaleX: 2, y: 1)))
        #expect(layer.opacity == 0.5)
        #expect(layer.isHidden)
        #expect(layer.masksToBounds)
        #expect(layer.backgroundColor == .red)
        #expect(!layer.isOpaque)
        // And changes after the layer exists are its changes.
        view.transform = .identity
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.backgroundColor = nil
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(layer.backgroundColor == nil)
    }

    @Test func theLayersValuesAreTheViews() {
        let (_, view) = fixtureWithView()
        let layer = view.layer
        layer.bounds = CGRect(x: 0, y: 5, width: 80, height: 40)
        layer.position = CGPoint(x: 100, y: 100)
        layer.opacity = 0.25
        layer.isHidden = true
        layer.masksToBounds = true
        layer.backgroundColor = .blue
        layer.isOpaque = false
        layer.setAffineTransform(AffineTransform2D(rotationAngle: 1))
        #expect(view.bounds == CGRect(x: 0, y: 5, width: 80, height: 40))
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.alpha == 0.25)
        #expect(view.isHidden && view.clipsToBounds)
        #expect(view.backgroundColor == .blue)
        #expect(!view.isOpaque)
        #expect(view.transform == AffineTransform2D(rotationAngle: 1))
        layer.transform = .identity
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    // Views: a size change marks the view and its superview for layout; a move marks nothing —
    // through the layer exactly as through the view.
    @Test func settingTheLayersGeometryMarksTheViewByTheViewsOwnRules() {
        let (fixture, view) = fixtureWithView()
        view.layer.position = CGPoint(x: 5, y: 5)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.lines(for: .layoutSubviews) == [])
        view.layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.lines(for: .layoutSubviews) == ["window.layoutSubviews()", "view.layoutSubviews()"])
        fixture.log.removeAll()
        view.layer.frame = CGRect(x: 0, y: 0, width: 70, height: 60)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.lines(for: .layoutSubviews) == ["window.layoutSubviews()", "view.layoutSubviews()"])
    }

    // CALayer.anchorPoint: the frame moves about the position; the view's center stays.
    @Test func anAnchorPointMovesTheViewsFrameAndConversions() {
        let (fixture, view) = fixtureWithView()
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        #expect(view.convert(CGPoint.zero, to: fixture.window) == CGPoint(x: 60, y: 45))
        #expect(fixture.window.hitTest(CGPoint(x: 61, y: 46), with: nil) === view)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.center == .zero)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    // UIView.transform is the affine part of the layer's transform; setting it drops the rest.
    @Test func aThreeDimensionalLayerTransformKeepsItsAffinePartOnTheView() {
        let (_, view) = fixtureWithView()
        var perspective = Transform3D(scaleX: 2, y: 2, z: 1)
        perspective.m34 = -0.002
        view.layer.transform = perspective
        #expect(view.transform == AffineTransform2D(scaleX: 2, y: 2))
        #expect(view.layer.transform == perspective)
        view.transform = AffineTransform2D(scaleX: 2, y: 2)
        #expect(view.layer.transform == Transform3D(scaleX: 2, y: 2, z: 1))
    }

    @Test func theLayersSuperlayerIsTheSuperviewsLayer() {
        let (fixture, view) = fixtureWithView()
        #expect(view.layer.superlayer === fixture.window.layer)
        #expect(fixture.window.layer.superlayer == nil)
        view.removeFromSuperview()
        #expect(view.layer.superlayer == nil)
    }

    // UIKit sets needsDisplayOnBoundsChange from contentMode == .redraw.
    @Test func theRedrawContentModeIsTheLayersNeedsDisplayOnBoundsChange() {
        let (fixture, view) = fixtureWithView()
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
        view.contentMode = .center
        #expect(!view.layer.needsDisplayOnBoundsChange)
        view.layer.needsDisplayOnBoundsChange = true
        view.bounds.size = CGSize(width: 1, height: 1)
        #expect(view.needsDisplay())
        #expect(fixture.loop.runUntilIdle() == .idle)
    }

    // UIView.layer: "never change the delegate of this layer object"; and "never make the view the
    // delegate of another CALayer object".
    @Test func changingTheDelegateOfAViewsLayerOrLendingAViewIsRefused() {
        let (fixture, view) = fixtureWithView()
        let other = ViewNode()
        view.layer.delegate = other
        let standalone = Layer()
        view.layer.addSublayer(standalone)
        standalone.delegate = other
        #expect(view.layer.delegate === view)
        #expect(standalone.delegate == nil)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.backingLayerMisuse, .backingLayerMisuse])
        #expect(diagnostics[0].message.hasPrefix("delegate: <Layer; frame = (10 20; 100 50); delegate = ViewNode> is the layer of <ViewNode; frame = (10 20; 100 50)>"))
        #expect(diagnostics[1].message.hasPrefix("delegate: <ViewNode; frame = (0 0; 0 0)> is the delegate of its own layer"))
    }

    @Test func aLayerClassThatIsNotALayerIsRefusedForAPlainLayer() {
        final class Misdeclared: ViewNode {
            override class var layerClass: AnyClass { ViewNode.self }
        }
        let (fixture, view) = fixtureWithView()
        let misdeclared = Misdeclared()
        view.addSubview(misdeclared)
        #expect(type(of: misdeclared.layer) == Layer.self)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidLayerClass])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("layerClass of Misdeclared is ViewNode, which is not a Layer subclass") == true)
    }

    // The view owns its layer, the layer's delegate link is weak: no retain cycle.
    @Test func aViewAndItsLayerAreFreedTogether() {
        weak var weakView: ViewNode?
        weak var weakLayer: Layer?
        weak var weakSublayer: Layer?
        do {
            let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let sublayer = Layer()
            view.layer.addSublayer(sublayer)
            weakView = view
            weakLayer = view.layer
            weakSublayer = sublayer
        }
        #expect(weakView == nil)
        #expect(weakLayer == nil)
        #expect(weakSublayer == nil)
    }

    // A layer something else holds outlives its view, standalone, with the view's last values.
    @Test func aLayerThatOutlivesItsViewKeepsTheViewsLastValues() {
        var layer: Layer?
        do {
            let view = ViewNode(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            view.alpha = 0.5
            let child = ViewNode(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            view.addSubview(child)
            let sublayer = Layer()
            sublayer.name = "kept"
            view.layer.addSublayer(sublayer)
            layer = view.layer
        }
        #expect(layer?.delegate == nil)
        #expect(layer?.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(layer?.opacity == 0.5)
        #expect(layer?.sublayers?.map(\.name) == ["kept"])
        layer?.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(layer?.bounds == CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    // CALayer.presentation(): a copy of the layer as it appears, whose model() is the layer.
    @Test func thePresentationOfAViewsLayerIsACopyOfItsValues() {
        let (_, view) = fixtureWithView()
        view.layer.cornerRadius = 4
        let presentation = view.layer.presentation()
        #expect(presentation !== view.layer)
        #expect(presentation?.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(presentation?.cornerRadius == 4)
        #expect(presentation?.delegate == nil)
        #expect(presentation?.model() === view.layer)
        #expect(view.layer.model() === view.layer)
        let copy = Layer(layer: view.layer)
        #expect(copy.frame == view.frame)
    }

    // The one place a later animation writes in-flight values: a presentation copy, by Core
    // Animation's keys, without touching the model or marking anything.
    @Test func aPresentationCopyTakesValuesByCoreAnimationsKeysLeavingTheModelAlone() {
        let (fixture, view) = fixtureWithView()
        let copy = view.layer.presentation()!
        #expect(copy.modelValue(forKey: "position") as? CGPoint == CGPoint(x: 60, y: 45))
        #expect(copy.setPresentationValue(CGPoint(x: 1, y: 2), forKey: "position"))
        #expect(copy.setPresentationValue(Float(0.5), forKey: "opacity"))
        #expect(copy.setPresentationValue(nil, forKey: "backgroundColor"))
        #expect(!copy.setPresentationValue("not a point", forKey: "position"))
        #expect(!copy.setPresentationValue(1, forKey: "noSuchKey"))
        #expect(copy.position == CGPoint(x: 1, y: 2) && copy.opacity == 0.5)
        #expect(view.center == CGPoint(x: 60, y: 45) && view.alpha == 1)
        #expect(!view.needsLayout() && fixture.loop.diagnostics.collected.isEmpty)

        let shape = ShapeLayer()
        let shapeCopy = shape.presentation()!
        #expect(shapeCopy.setPresentationValue(CGFloat(0.25), forKey: "strokeEnd"))
        #expect(shapeCopy.strokeEnd == 0.25 && shape.strokeEnd == 1)
        #expect(shapeCopy.modelValue(forKey: "lineWidth") as? CGFloat == 1)
        let gradient = GradientLayer().presentation()!
        #expect(gradient.setPresentationValue(CGPoint(x: 1, y: 1), forKey: "endPoint"))
        #expect(gradient.endPoint == CGPoint(x: 1, y: 1))
    }
}
