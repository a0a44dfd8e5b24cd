import Foundation
import HeadlessKit
@testable import HeadlessKitPictures
import Testing

@MainActor @Suite struct RenderSceneRasterizedTests {
    typealias Pixel = Bitmap.Pixel

    /// A scene of one item, `width` × `height` points at `scale`.
    static func scene(
        _ commands: [DrawingCommand], width: CGFloat = 4, height: CGFloat = 4, scale: CGFloat = 1,
        transform: AffineTransform2D = .identity, opacity: CGFloat = 1, clipRects: [CGRect] = [], clipPaths: [[PathElement]] = []
    ) -> RenderScene {
        RenderScene(size: CGSize(width: width, height: height), scale: scale, items: [
            RenderItem(source: "test", commands: commands, transform: transform, opacity: opacity, clipRects: clipRects,
                       clipPaths: clipPaths),
        ])
    }

    static let red = Pixel(red: 255, green: 0, blue: 0)

    @Test func theBitmapIsTheScenesSizeTimesItsScaleRounded() {
        let bitmap = RenderScene(size: CGSize(width: 390, height: 844.2), scale: 3, items: []).rasterized()
        #expect(bitmap.width == 1170)
        #expect(bitmap.height == 2533)
        #expect(bitmap == Bitmap(width: 1170, height: 2533))   // transparent where nothing is painted
    }

    @Test func aRectangleOnPixelBoundariesFillsExactlyItsPixels() {
        let bitmap = Self.scene([.fill(CGRect(x: 1, y: 1, width: 2, height: 2), .red)]).rasterized()
        var expected = Bitmap(width: 4, height: 4)
        for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] { expected[x, y] = Self.red }
        #expect(bitmap == expected)
    }

    @Test func anEdgeThroughTheMiddleOfAPixelCoversHalfOfIt() {
        let vertical = Self.scene([.fill(CGRect(x: 0, y: 0, width: 1.5, height: 1), .black)]).rasterized(background: .white)
        #expect(vertical[0, 0] == .black)
        #expect(vertical[1, 0] == Pixel(red: 128, green: 128, blue: 128))
        #expect(vertical[2, 0] == .white)
        let horizontal = Self.scene([.fill(CGRect(x: 0, y: 0, width: 1, height: 0.5), .black)]).rasterized()
        #expect(horizontal[0, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 128))
    }

    @Test func anEllipseCoversItsCentreAndNotThePixelsBeyondItsCorners() {
        let bitmap = Self.scene([.fillEllipse(CGRect(x: 0, y: 0, width: 10, height: 10), .red)], width: 10, height: 10).rasterized()
        #expect(bitmap[5, 5] == Self.red)
        #expect(bitmap[4, 0].alpha > 0 && bitmap[4, 0].alpha < 255)   // the edge crosses the top row
        for (x, y) in [(0, 0), (9, 0), (0, 9), (9, 9)] { #expect(bitmap[x, y] == .clear) }
    }

    @Test func anItemsClipRectanglesLimitWhatItPaints() {
        let bitmap = Self.scene([.fill(CGRect(x: 0, y: 0, width: 4, height: 4), .red)], clipRects: [
            CGRect(x: 0, y: 0, width: 3, height: 4), CGRect(x: 1, y: 0, width: 4, height: 4),
        ]).rasterized()
        #expect((0..<4).map { bitmap[$0, 2] } == [.clear, Self.red, Self.red, .clear])
    }

    @Test func aClipInsideSavedStateEndsWhenTheStateIsRestored() {
        let bitmap = Self.scene([
            .saveState, .clip(CGRect(x: 0, y: 0, width: 1, height: 4)),
            .fill(CGRect(x: 0, y: 0, width: 4, height: 1), .red),
            .restoreState,
            .fill(CGRect(x: 0, y: 1, width: 4, height: 1), .red),
        ]).rasterized()
        #expect((0..<4).map { bitmap[$0, 0] } == [Self.red, .clear, .clear, .clear])
        #expect((0..<4).map { bitmap[$0, 1] } == [Self.red, Self.red, Self.red, Self.red])
    }

    @Test func anItemAtHalfOpacityBlendsHalfwayWithWhatIsBelow() {
        let commands: [DrawingCommand] = [.fill(CGRect(x: 0, y: 0, width: 4, height: 4), .red)]
        #expect(Self.scene(commands, opacity: 0.5).rasterized(background: .white)[1, 1] == Pixel(red: 255, green: 128, blue: 128))
        #expect(Self.scene(commands, opacity: 0.5).rasterized()[1, 1] == Pixel(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func aRoundedRectangleLeavesItsCornerPixelEmptyAndItsEdgesFull() {
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 6).cgPath.elements
        let bitmap = Self.scene([.fillPath(path, .red, rule: .winding)], width: 20, height: 20).rasterized()
        #expect(bitmap[0, 0] == .clear)
        #expect(bitmap[10, 0] == Self.red)
        #expect(bitmap[1, 1].alpha > 0 && bitmap[1, 1].alpha < 255)
        #expect(bitmap[10, 10] == Self.red)
    }

    @Test func theEvenOddRuleLeavesAHoleWhereTheNonZeroRuleFillsIt() {
        let square: (CGFloat, CGFloat) -> [PathElement] = { origin, size in [
            .move(to: CGPoint(x: origin, y: origin)), .line(to: CGPoint(x: origin + size, y: origin)),
            .line(to: CGPoint(x: origin + size, y: origin + size)), .line(to: CGPoint(x: origin, y: origin + size)), .closeSubpath,
        ] }
        let path = square(0, 10) + square(3, 4)
        let evenOdd = Self.scene([.fillPath(path, .red, rule: .evenOdd)], width: 10, height: 10).rasterized()
        let winding = Self.scene([.fillPath(path, .red, rule: .winding)], width: 10, height: 10).rasterized()
        #expect(evenOdd[1, 1] == Self.red)
        #expect(evenOdd[5, 5] == .clear)
        #expect(winding[5, 5] == Self.red)
    }

    @Test func aLinearGradientRunsFromItsFirstColourToItsLastAcrossItsLine() {
        let gradient = Gradient(colors: [.black, .white], locations: nil)!
        let bitmap = Self.scene([.linearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])],
                                width: 10, height: 1).rasterized()
        // Each pixel takes the colour at its centre: 0.05, 0.55 and 0.95 of the way along.
        #expect(bitmap[0, 0] == Pixel(red: 13, green: 13, blue: 13))
        #expect(bitmap[5, 0] == Pixel(red: 140, green: 140, blue: 140))
        #expect(bitmap[9, 0] == Pixel(red: 242, green: 242, blue: 242))
    }

    @Test func aLinearGradientPaintsBeyondItsEndsOnlyWhenItsOptionsSaySo() {
        let gradient = Gradient(colors: [.black, .white], locations: nil)!
        let plain = Self.scene([.linearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 4, y: 0), options: [])],
                               width: 6, height: 1).rasterized()
        #expect(plain[0, 0] == .clear)
        #expect(plain[5, 0] == .clear)
        let extended = Self.scene([.linearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 4, y: 0),
                                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])],
                                  width: 6, height: 1).rasterized()
        #expect(extended[0, 0] == .black)
        #expect(extended[5, 0] == .white)
    }

    @Test func aRadialGradientIsItsFirstColourAtTheCentreAndItsLastAtTheRim() {
        let gradient = Gradient(colors: [.white, .black], locations: nil)!
        let bitmap = Self.scene([.radialGradient(gradient, startCenter: CGPoint(x: 5, y: 5), startRadius: 0,
                                                 endCenter: CGPoint(x: 5, y: 5), endRadius: 5, options: [])],
                                width: 10, height: 10).rasterized()
        // Pixel centres 0.71 and 4.53 points from the centre: t = 0.14 and 0.91 of the way out.
        #expect(bitmap[5, 5] == Pixel(red: 219, green: 219, blue: 219))
        #expect(bitmap[9, 5] == Pixel(red: 24, green: 24, blue: 24))
        #expect(bitmap[0, 0] == .clear)   // beyond the end circle
    }

    @Test func anItemsTransformMovesAndScalesItsCommands() {
        let translated = Self.scene([.fill(CGRect(x: 0, y: 0, width: 1, height: 1), .red)],
                                    transform: AffineTransform2D(translationX: 2, y: 1)).rasterized()
        var expected = Bitmap(width: 4, height: 4)
        expected[2, 1] = Self.red
        #expect(translated == expected)
        let scaled = Self.scene([.fill(CGRect(x: 0, y: 0, width: 1, height: 1), .red)],
                                transform: AffineTransform2D(scaleX: 2, y: 3)).rasterized()
        #expect((0..<4).map { scaled[1, $0] } == [Self.red, Self.red, Self.red, .clear])
        #expect(scaled[2, 0] == .clear)
    }

    @Test func theScenesScaleMultipliesEveryCoordinate() {
        let bitmap = Self.scene([.fill(CGRect(x: 1, y: 0, width: 1, height: 1), .red)], width: 2, height: 1, scale: 3).rasterized()
        #expect(bitmap.width == 6)
        #expect((0..<6).map { bitmap[$0, 1] } == [.clear, .clear, .clear, Self.red, Self.red, Self.red])
    }

    @Test func aStrokedLineCoversHalfItsWidthEachSideOfItsPath() {
        let bitmap = Self.scene([.line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 10, y: 5), .red, lineWidth: 2)],
                                width: 10, height: 10).rasterized()
        #expect((2..<8).map { bitmap[3, $0] } == [.clear, .clear, Self.red, Self.red, .clear, .clear])
    }

    @Test func aStrokedRectangleIsAFrameCentredOnItsEdges() {
        let bitmap = Self.scene([.stroke(CGRect(x: 2, y: 2, width: 6, height: 6), .red, lineWidth: 2)], width: 10, height: 10)
            .rasterized()
        #expect((0..<10).map { bitmap[$0, 5] } == [.clear, Self.red, Self.red, .clear, .clear, .clear, .clear, Self.red, Self.red, .clear])
        #expect(bitmap[1, 1] == Self.red)   // the miter join fills the corner
    }

    @Test func roundCapsExtendAnOpenStrokeByHalfItsWidth() {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round)
        let bitmap = Self.scene([.strokePath([.move(to: CGPoint(x: 4, y: 5)), .line(to: CGPoint(x: 6, y: 5))], .red, style)],
                                width: 10, height: 10).rasterized()
        // Pixels wholly within 2 points of an end but beyond it, which butt caps would leave empty.
        #expect(bitmap[3, 4] == Self.red)
        #expect(bitmap[6, 4] == Self.red)
        #expect(bitmap[1, 5] == .clear)
    }

    @Test func aDashedStrokeLeavesGapsBetweenItsDashes() {
        let style = StrokeStyle(lineWidth: 2, dashLengths: [2, 2])
        let bitmap = Self.scene([.strokePath([.move(to: CGPoint(x: 0, y: 1)), .line(to: CGPoint(x: 8, y: 1))], .red, style)],
                                width: 8, height: 2).rasterized()
        #expect((0..<8).map { bitmap[$0, 0] } == [Self.red, Self.red, .clear, .clear, Self.red, Self.red, .clear, .clear])
    }

    @Test func clearMakesItsRectangleTransparent() {
        let bitmap = Self.scene([.fill(CGRect(x: 0, y: 0, width: 4, height: 4), .red), .clear(CGRect(x: 1, y: 1, width: 2, height: 2))])
            .rasterized()
        #expect(bitmap[1, 1] == .clear)
        #expect(bitmap[0, 0] == Self.red)
    }

    @Test func aClipPathLimitsPaintingToItsShape() {
        let bitmap = Self.scene([.fill(CGRect(x: 0, y: 0, width: 10, height: 10), .red)], width: 10, height: 10,
                                clipPaths: [Rasterizer.ellipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))]).rasterized()
        #expect(bitmap[5, 5] == Self.red)
        #expect(bitmap[0, 0] == .clear)
    }

    @Test func anImageWithoutADrawingIsAGreyPlaceholder() throws {
        // HeadlessKit reads only the size from a PNG's header.
        let image = try #require(Image(data: PNGImage.encode(Bitmap(width: 20, height: 10, filledWith: .black))))
        let bitmap = Self.scene([.image(image, in: CGRect(x: 0, y: 0, width: 20, height: 10))], width: 20, height: 10).rasterized()
        #expect(bitmap[10, 2] == Pixel(red: 224, green: 224, blue: 224))
        #expect(bitmap[0, 0] == Pixel(red: 158, green: 158, blue: 158))   // border and diagonals
    }

    @Test func anImageDrawnByARendererIsPaintedFromItsDrawingScaledIntoItsRectangle() {
        let image = GraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1), with: .red)
        }
        let bitmap = Self.scene([.image(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))]).rasterized()
        #expect([bitmap[0, 0], bitmap[1, 1], bitmap[2, 2], bitmap[3, 0]] == [Self.red, Self.red, .clear, .clear])
    }

    @Test func textIsPaintedAsTranslucentBarsWithGapsForSpaces() {
        let font = Font.systemFont(ofSize: 20)
        let run = GlyphRun(text: "H H", font: font, color: .black, origin: CGPoint(x: 0, y: 20),
                           bounds: CGRect(x: 0, y: 20 - font.ascender, width: 30, height: font.ascender - font.descender))
        let bitmap = Self.scene([.glyphRun(run)], width: 30, height: 30).rasterized()
        #expect(bitmap[5, 15] == Pixel(red: 0, green: 0, blue: 0, alpha: 153))   // 60% of opaque black
        #expect(bitmap[15, 15] == .clear)
        #expect(bitmap[25, 15] == Pixel(red: 0, green: 0, blue: 0, alpha: 153))
    }

    @Test func anEmptyOrNonFiniteSceneGivesAnEmptyBitmap() {
        #expect(RenderScene(size: CGSize(width: CGFloat.nan, height: 10), scale: 2, items: []).rasterized().width == 0)
        #expect(RenderScene(size: CGSize(width: -5, height: 10), scale: 2, items: []).rasterized().width == 0)
    }
}
