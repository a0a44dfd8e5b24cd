import Foundation
import Testing
@testable import HeadlessKit

/// Frame, bounds, center and transform relations, conversion between views, and hit testing,
/// as UIKit's "View geometry" documentation defines them.
@MainActor
@Suite struct GeometryTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let view = ViewNode(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 20)
        #expect(view.frame == CGRect(x: -10, y: -10, width: 20, height: 20))
    }

    @Test func transformChangesFrameButNotBoundsOrCenter() {
        let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = AffineTransform2D(scaleX: 2, y: 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)   // non-identity: moves the center only
        #expect(view.center == CGPoint(x: 5, y: 5))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func affineTransformComposesInvertsAndMapsPointsLikeCoreGraphics() {
        let move = AffineTransform2D(translationX: 10, y: 0)
        let scale = AffineTransform2D(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 3))
        #expect(scale.concatenating(move).inverted().concatenating(scale.concatenating(move)) == .identity)
        let quarterTurn = AffineTransform2D(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarterTurn)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(AffineTransform2D(scaleX: 0, y: 1).inverted() == AffineTransform2D(scaleX: 0, y: 1))
        #expect(AffineTransform2D.identity.translatedBy(x: 3, y: 4).scaledBy(x: 2, y: 2)
                == AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
    }

    @Test func convertingPointsAndRectsBetweenViewsFollowsFramesBoundsAndTransforms() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 300, height: 300), runLoop: loop)
        let a = ViewNode(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = ViewNode(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = ViewNode(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: c) == CGPoint(x: -184, y: -173))
        #expect(c.convert(CGPoint(x: -184, y: -173), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        a.bounds.origin = CGPoint(x: 0, y: 50)   // scrolled: content moves up
        #expect(b.convert(CGPoint(x: 0, y: 0), to: window) == CGPoint(x: 15, y: -25))
        c.transform = AffineTransform2D(scaleX: 2, y: 2)
        #expect(c.convert(CGPoint(x: 0, y: 0), to: window) == CGPoint(x: 180, y: 180))
        #expect(c.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window) == CGRect(x: 180, y: 180, width: 20, height: 20))
        #expect(window.convert(CGRect(x: 180, y: 180, width: 20, height: 20), to: c) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func hitTestReturnsTheFrontmostInteractiveViewContainingThePoint() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = ViewNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = ViewNode(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        let inner = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
    }

    @Test func pointInsideCanBeOverriddenToWidenTheHitArea() {
        final class Generous: ViewNode {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = Generous(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === button)
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsTheOrigin() {
        final class Fixed: ViewNode {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let plain = ViewNode(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 3, y: 4, width: 10, height: 10))
        let fixed = Fixed(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
        fixed.sizeToFit()
        #expect(fixed.frame == CGRect(x: 3, y: 4, width: 42, height: 7))
    }

    @Test func alphaIsClampedToTheUnitInterval() {
        let view = ViewNode()
        view.alpha = 2
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
    }
}
