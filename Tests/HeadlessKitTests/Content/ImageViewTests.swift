import Foundation
import Testing
@testable import HeadlessKit

/// Image views: sized by their image, recording it placed by the content mode, templates tinted
/// (UIImageView documentation: `init(image:)` sizes the view to the image; the intrinsic size is
/// the image's).
@MainActor
@Suite struct ImageViewTests {
    let photo = GraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in }

    /// A settled window holding `view` at `frame`.
    func drawn(_ view: ImageView, frame: CGRect, dark: Bool = false) -> Window {
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: MainRunLoop())
        if dark { window.overrideUserInterfaceStyle = .dark }
        view.frame = frame
        window.addSubview(view)
        window.runLoop.runUntilIdle()
        return window
    }

    func placement(of view: ImageView) -> CGRect? {
        guard case .image(_, let rect)? = view.displayList.first else { return nil }
        return rect
    }

    @Test func anImageViewIsSizedByItsImage() {
        let view = ImageView(image: photo)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(view.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 40, height: 20))
        #expect(!view.isUserInteractionEnabled && !view.isAccessibilityElement && view.accessibilityTraits == .image)
        let empty = ImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: ViewNode.noIntrinsicMetric))
        #expect(empty.sizeThatFits(CGSize(width: 5, height: 5)) == .zero)
    }

    @Test func theHighlightedImageShowsWhileHighlighted() {
        let other = GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let view = ImageView(image: photo, highlightedImage: other)
        #expect(view.displayedImage === photo)
        view.isHighlighted = true
        #expect(view.displayedImage === other)
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        #expect(view.needsUpdateConstraints())
    }

    @Test(arguments: [
        (ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
        (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
        (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
        (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
    ])
    func theContentModePlacesTheImage(mode: ContentMode, rect: CGRect) {
        let view = ImageView(image: photo)
        view.contentMode = mode
        _ = drawn(view, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(placement(of: view) == rect)
    }

    @Test func aResizedImageViewRecordsItsImageInItsNewPlace() {
        let view = ImageView(image: photo)
        let window = drawn(view, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.frame.size = CGSize(width: 60, height: 60)
        window.runLoop.runUntilIdle()
        #expect(placement(of: view) == CGRect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test func aTemplateImageIsRecordedInTheTintResolvedForTheTraits() {
        let view = ImageView(image: Image(systemName: "star"))
        let window = drawn(view, frame: CGRect(x: 0, y: 0, width: 30, height: 30), dark: true)
        guard case .image(let image, _)? = view.displayList.first else { Issue.record("no image"); return }
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.tintColor == Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
        view.tintColor = .systemRed
        #expect(view.needsDisplay())
        window.runLoop.runUntilIdle()
        guard case .image(let red, _)? = view.displayList.first else { Issue.record("no image"); return }
        #expect(red.tintColor == Color(red: 1, green: 69.0 / 255, blue: 58.0 / 255))
    }

    @Test func anOriginalImageIsNotTinted() {
        let view = ImageView(image: photo)
        _ = drawn(view, frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.displayList == [.image(photo, in: CGRect(x: 0, y: 0, width: 40, height: 20))])
    }

    @Test func thePreferredSymbolConfigurationSizesASymbol() {
        let view = ImageView(image: Image(systemName: "star"))
        let large = Image.SymbolConfiguration(pointSize: 34)
        view.preferredSymbolConfiguration = large
        #expect(view.intrinsicContentSize == Image(systemName: "star", withConfiguration: large).size)
        #expect(view.image?.symbolConfiguration == nil)
    }

    @Test func aFiniteAnimationEndsOnTheLoopsClock() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let view = ImageView()
        window.addSubview(view)
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = [photo, photo, photo]
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating)
        // Three images at UIKit's default of a thirtieth of a second each, twice: 0.2 seconds.
        loop.run(for: .milliseconds(199))
        #expect(view.isAnimating)
        loop.run(for: .milliseconds(2))
        #expect(!view.isAnimating)
        view.animationRepeatCount = 0
        view.startAnimating()
        loop.run(for: .seconds(10))
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    @Test func aNegativeAnimationDurationIsRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let view = ImageView()
        window.addSubview(view)
        view.animationDuration = 2
        view.animationDuration = -1
        view.animationDuration = .nan
        #expect(view.animationDuration == 2)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry])
    }
}
