import Foundation
import Testing
@testable import HeadlessKit

/// A layer's frame is derived from its bounds, position, anchor point and transform as Core
/// Animation derives it (`CALayer.frame`: "a computed property that is derived from the values
/// in the bounds, anchorPoint and position properties"), and points convert between layers.
@MainActor @Suite struct LayerGeometryTests {
    // CALayer's documented defaults.
    @Test func aNewLayerHasCoreAnimationsDefaults() {
        let layer = Layer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.frame == .zero)
        #expect(layer.transform == .identity)
        #expect(layer.opacity == 1)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == .black)
        #expect(layer.borderColor == .black)
        #expect(layer.borderWidth == 0)
        #expect(layer.cornerRadius == 0)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.isDoubleSided)
        #expect(!layer.isOpaque && !layer.isHidden && !layer.masksToBounds && !layer.shouldRasterize)
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.mask == nil)
        #expect(layer.delegate == nil)
        #expect(!layer.needsLayout())
        #expect(!layer.needsDisplay())
        #expect(Layer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(Layer.defaultValue(forKey: "noSuchProperty") == nil)
        #expect(!Layer.needsDisplay(forKey: "bounds"))
    }

    @Test func theFrameIsThePositionLessTheAnchorPointOfTheBounds() {
        let layer = Layer()
        layer.bounds = CGRect(x: 5, y: 5, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 200, y: 100))
    }

    // "When you assign a new value to this property, the layer changes its position and bounds
    // properties to match the rectangle you specified."
    @Test func settingTheFrameSetsThePositionThroughTheAnchorPointAndTheBoundsSize() {
        let layer = Layer()
        layer.bounds = CGRect(x: 3, y: 4, width: 1, height: 1)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 60))
        #expect(layer.bounds == CGRect(x: 3, y: 4, width: 30, height: 40))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func aScaleTransformScalesTheFrameAboutTheAnchorPoint() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(layer.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func aQuarterTurnSwapsTheFramesSides() {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.setAffineTransform(AffineTransform2D(rotationAngle: .pi / 2))
        #expect(GeometryFormat.rect(layer.frame) == "(25 -25; 50 100)")
        #expect(layer.affineTransform() == AffineTransform2D(rotationAngle: .pi / 2))
    }

    // A perspective divisor of 2 halves every distance from the anchor point.
    @Test func aPerspectiveTransformProjectsTheFrame() {
        let root = Layer(), layer = Layer()
        root.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var halving = Transform3D.identity
        halving.m44 = 2
        layer.transform = halving
        #expect(layer.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(layer.convert(CGPoint(x: 100, y: 100), to: root) == CGPoint(x: 75, y: 75))
        #expect(layer.convert(CGPoint(x: 75, y: 75), from: nil) == CGPoint(x: 100, y: 100))
    }

    // Core Animation leaves a frame set under a transform undefined (chosen: only the layer moves,
    // its frame's centre going where the new frame's is).
    @Test func settingTheFrameUnderATransformOnlyMovesTheLayer() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        layer.frame = CGRect(x: 10, y: 10, width: 7, height: 7)
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 13.5, y: 13.5))
        #expect(layer.frame == CGRect(x: -86.5, y: -36.5, width: 200, height: 100))
    }

    @Test func pointsAndRectsConvertBetweenLayersOfOneTree() {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let first = Layer(), second = Layer()
        first.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        second.anchorPoint = .zero
        second.position = CGPoint(x: 50, y: 60)
        second.bounds = CGRect(x: 5, y: 5, width: 40, height: 40)
        root.addSublayer(first)
        root.addSublayer(second)
        #expect(first.convert(CGPoint(x: 1, y: 2), to: second) == CGPoint(x: -34, y: -33))
        #expect(second.convert(CGPoint(x: -34, y: -33), to: first) == CGPoint(x: 1, y: 2))
        #expect(first.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 22))
        #expect(second.convert(CGPoint(x: 11, y: 22), from: nil) == CGPoint(x: -34, y: -33))
        #expect(first.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(root.convert(CGRect(x: 10, y: 20, width: 10, height: 10), to: first) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // CALayer.hitTest(_:): the point is in the superlayer's coordinates; the farthest descendant
    // containing it wins, hidden layers are skipped, masksToBounds clips the search.
    @Test func hitTestingFindsTheFrontmostDeepestLayer() {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = Layer(), front = Layer(), child = Layer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 45, y: 45)) === child)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === front)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 45, y: 45)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        #expect(root.contains(CGPoint(x: 99, y: 99)) && !root.contains(CGPoint(x: 100, y: 100)))
    }

    @Test func aLayerThatMasksToItsBoundsHidesSublayersOutsideThemFromHitTesting() {
        let root = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let outside = Layer()
        outside.frame = CGRect(x: 120, y: 0, width: 50, height: 50)
        root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 130, y: 10)) === outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 130, y: 10)) == nil)
    }

    @Test func anOverriddenContainsShapesTheHitArea() {
        final class LeftHalfLayer: Layer {
            override func contains(_ point: CGPoint) -> Bool { point.x < bounds.midX && super.contains(point) }
        }
        let layer = LeftHalfLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.hitTest(CGPoint(x: 10, y: 10)) === layer)
        #expect(layer.hitTest(CGPoint(x: 90, y: 10)) == nil)
    }
}
