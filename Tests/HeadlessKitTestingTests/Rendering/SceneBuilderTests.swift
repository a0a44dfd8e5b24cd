import Foundation
import HeadlessKit
@testable import HeadlessKitPictures
@testable import HeadlessKitTesting
import Testing

/// How a hierarchy becomes a scene: each view's and layer's paint, back to front, in its own
/// coordinates with the transform, opacity and clips Core Animation would composite it with.
@MainActor @Suite struct SceneBuilderTests {
    /// A settled 100 × 60 window holding `views` (the caller keeps the window alive).
    func window(_ views: ViewNode...) -> Window {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 60), runLoop: loop)
        for view in views { window.addSubview(view) }
        loop.runUntilIdle()
        return window
    }

    func box(_ frame: CGRect, _ color: Color = .red) -> ViewNode {
        let view = ViewNode(frame: frame)
        view.backgroundColor = color
        return view
    }

    @Test func aBackgroundIsFilledInTheViewsOwnCoordinatesAndPlacedByItsFrame() {
        let shown = window(box(CGRect(x: 10, y: 20, width: 30, height: 20)))
        let scene = RenderScene(view: shown)
        #expect(scene.size == CGSize(width: 100, height: 60))
        #expect(scene.items == [RenderItem(source: "ViewNode", commands: [.fill(CGRect(x: 0, y: 0, width: 30, height: 20), .red)],
                                           transform: AffineTransform2D(translationX: 10, y: 20))])
    }

    @Test func hiddenAndFullyTransparentViewsArePaintedWithNoneOfTheirSubviews() {
        let hidden = box(CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSubview(box(CGRect(x: 0, y: 0, width: 5, height: 5)))
        let transparent = box(CGRect(x: 0, y: 0, width: 10, height: 10))
        transparent.alpha = 0
        transparent.addSubview(box(CGRect(x: 0, y: 0, width: 5, height: 5)))
        let shown = window(hidden, transparent)
        #expect(RenderScene(view: shown).items == [])
    }

    @Test func alphaMultipliesDownTheHierarchy() {
        let parent = box(CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.alpha = 0.5
        let child = box(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
        child.alpha = 0.5
        parent.addSubview(child)
        let shown = window(parent)
        #expect(RenderScene(view: shown).items.map(\.opacity) == [0.5, 0.25])
    }

    /// A scroll view's content offset is its bounds origin: its subviews move up by it.
    @Test func theBoundsOriginShiftsSubviewsAsScrollingDoes() {
        let parent = ViewNode(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        parent.bounds.origin = CGPoint(x: 0, y: 45)
        parent.addSubview(box(CGRect(x: 8, y: 60, width: 10, height: 10)))
        let shown = window(parent)
        #expect(RenderScene(view: shown).items.map(\.transform) == [AffineTransform2D(translationX: 18, y: 25)])
    }

    /// Core Animation turns a layer about its anchor point, by default its centre.
    @Test func aTransformTurnsTheViewAboutItsCentre() {
        let turned = box(CGRect(x: 0, y: 0, width: 20, height: 10))
        turned.transform = AffineTransform2D(scaleX: 2, y: 3)
        let shown = window(turned)
        #expect(RenderScene(view: shown).items.map(\.transform) == [AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: -10, ty: -10)])
    }

    @Test func aCornerRadiusRoundsTheBackgroundAndMaskingClipsSubviewsToTheRoundedBounds() {
        let card = box(CGRect(x: 10, y: 20, width: 30, height: 20))
        card.layer.cornerRadius = 4
        card.clipsToBounds = true
        card.addSubview(box(CGRect(x: 20, y: 10, width: 20, height: 20), .blue))
        let shown = window(card)
        let rounded = "M(14 20) L(36 20) C(38.21 20)(40 21.79)(40 24) L(40 36) C(40 38.21)(38.21 40)(36 40) L(14 40) "
            + "C(11.79 40)(10 38.21)(10 36) L(10 24) C(10 21.79)(11.79 20)(14 20) Z"
        #expect(RenderScene(view: shown).items.map(\.description) == [
            "ViewNode transform [1, 0, 0, 1, 10, 20] clipPath \(rounded): fillPath M(4 0) L(26 0) C(28.21 0)(30 1.79)(30 4) "
                + "L(30 16) C(30 18.21)(28.21 20)(26 20) L(4 20) C(1.79 20)(0 18.21)(0 16) L(0 4) C(0 1.79)(1.79 0)(4 0) Z "
                + "rgba(1, 0, 0, 1)",
            "ViewNode transform [1, 0, 0, 1, 30, 30] clipPath \(rounded): fill (0 0; 20 20) rgba(0, 0, 1, 1)",
        ])
    }

    @Test func maskingWithoutACornerRadiusClipsToTheBoundsRectangleInSceneCoordinates() {
        let card = box(CGRect(x: 10, y: 20, width: 30, height: 20))
        card.clipsToBounds = true
        card.addSubview(box(CGRect(x: 20, y: 10, width: 20, height: 20), .blue))
        let shown = window(card)
        #expect(RenderScene(view: shown).items.map(\.clipRects) == [
            [CGRect(x: 10, y: 20, width: 30, height: 20)], [CGRect(x: 10, y: 20, width: 30, height: 20)],
        ])
    }

    /// Core Animation draws a layer's border above its sublayers.
    @Test func theBorderIsPaintedAboveSubviewsInsideTheBounds() {
        let card = box(CGRect(x: 0, y: 0, width: 30, height: 20))
        card.layer.borderWidth = 2
        card.layer.borderColor = .black
        card.addSubview(box(CGRect(x: 0, y: 0, width: 5, height: 5), .blue))
        let shown = window(card)
        #expect(RenderScene(view: shown).items.map(\.description) == [
            "ViewNode: fill (0 0; 30 20) rgba(1, 0, 0, 1)",
            "ViewNode: fill (0 0; 5 5) rgba(0, 0, 1, 1)",
            "ViewNode border: strokePath M(1 1) L(29 1) L(29 19) L(1 19) Z rgba(0, 0, 0, 1) width 2",
        ])
    }

    @Test func aLabelPaintsItsTextAsTheGlyphRunItRecorded() {
        let label = Label(frame: CGRect(x: 2, y: 2, width: 40, height: 10))
        label.text = "Hi"
        let shown = window(label)
        #expect(RenderScene(view: shown).items.map(\.description) == [
            "Label \"Hi\" transform [1, 0, 0, 1, 2, 2]: glyphRun \"Hi\" .SFUI-Regular 17pt at (0 11.04) rgba(0, 0, 0, 1) "
                + "bounds (0 -5.14; 15.3 20.29)"
        ])
    }

    @Test func shapeAndGradientLayersPaintTheirPathAndGradient() throws {
        let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let ring = ShapeLayer()
        ring.path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.fillColor = .green
        ring.strokeColor = .black
        ring.lineWidth = 2
        ring.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        ring.name = "ring"
        view.layer.addSublayer(ring)
        let gradient = GradientLayer()
        gradient.colors = [Color.red, Color.blue]
        gradient.frame = CGRect(x: 20, y: 0, width: 40, height: 20)
        view.layer.addSublayer(gradient)
        let shown = window(view)
        #expect(RenderScene(view: shown).items.map(\.description) == [
            "ShapeLayer \"ring\" transform [1, 0, 0, 1, 5, 5]: fillPath M(0 0) L(10 0) L(10 10) L(0 10) Z rgba(0, 1, 0, 1); "
                + "strokePath M(0 0) L(10 0) L(10 10) L(0 10) Z rgba(0, 0, 0, 1) width 2",
            "GradientLayer transform [1, 0, 0, 1, 20, 0]: saveState; clip (0 0; 40 20); linearGradient (20 0) → (20 20) "
                + "\(try #require(Gradient(colors: [.red, .blue], locations: nil))); restoreState",
        ])
    }

    /// Core Animation paints sublayers in zPosition order, then in array order.
    @Test func sublayersArePaintedInZPositionOrder() {
        let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let front = Layer(), back = Layer()
        front.backgroundColor = .red
        front.zPosition = 1
        front.name = "front"
        back.backgroundColor = .blue
        back.name = "back"
        view.layer.addSublayer(front)
        view.layer.addSublayer(back)
        let shown = window(view)
        #expect(RenderScene(view: shown).items.map(\.source) == ["Layer \"back\"", "Layer \"front\""])
    }

    @Test func anImageViewPaintsItsImage() throws {
        let image = ImageView(image: Image(systemName: "star"))
        image.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let shown = window(image)
        let item = try #require(RenderScene(view: shown).items.first)
        guard case .image(let drawn, _) = try #require(item.commands.first) else {
            Issue.record("not an image: \(item)")
            return
        }
        #expect(drawn.name == "star")
    }

    /// A presented controller's view is in the window's hierarchy, so it is in the picture.
    @Test func aPresentedControllersViewIsPainted() {
        let host = TestHost(GreetingController())
        let presented = ViewControllerBase()
        host.root.present(presented, animated: false)
        presented.view.backgroundColor = .blue
        host.settle()
        #expect(RenderScene(view: host.window).items.map(\.description).contains(
            "ViewNode: fill (0 0; 390 844) rgba(0, 0, 1, 1)"))
    }

    @Test func severalWindowsArePaintedAtTheirFramesInTheOrderGiven() {
        let loop = MainRunLoop()
        let first = Window(screenSize: CGSize(width: 100, height: 60), runLoop: loop)
        first.backgroundColor = .red
        let second = Window(screenSize: CGSize(width: 100, height: 60), runLoop: loop)
        second.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        second.backgroundColor = .blue
        first.isHidden = false
        second.isHidden = false
        loop.runUntilIdle()
        let scene = RenderScene(windows: [first, second], size: CGSize(width: 100, height: 60))
        #expect(scene.items.map(\.description) == [
            "Window: fill (0 0; 100 60) rgba(1, 0, 0, 1)",
            "Window transform [1, 0, 0, 1, 10, 10]: fill (0 0; 20 20) rgba(0, 0, 1, 1)",
        ])
    }

    @Test func renderingTwiceGivesTheSameScene() {
        let host = TestHost(FormController())
        #expect(RenderScene(view: host.window) == RenderScene(view: host.window))
    }
}
