import Foundation
import Testing
@testable import HeadlessKit

/// A button's intrinsic size and where it puts its title and image, classic and configured. The
/// standard text model at 15 points: "Send" is 32.25 wide and a line 17.9 high (18 on a scale-3
/// screen); at 17 points 36.55 wide and 20⅓ high.
@MainActor
@Suite struct ButtonLayoutTests {
    func pixels(_ n: Int) -> CGFloat { CGFloat(n) / 3 }

    /// A settled window holding `button` at `frame`, so its subviews are laid out.
    func laidOut(_ button: Button, frame: CGRect) -> Window {
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: MainRunLoop())
        button.frame = frame
        window.addSubview(button)
        window.layoutIfNeeded()
        return window
    }

    @Test func aSystemButtonWithA15PointTitleIs30PointsHigh() {
        // UIKit's classic buttons leave 6 points above and below the title: a 15-point title
        // (18 points high) makes the 30-point button UIKit reports.
        let button = Button(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: pixels(97), height: 30))
    }

    @Test func anEmptyButtonIs30By34() {
        #expect(Button(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(Button(type: .system).sizeThatFits(.zero) == CGSize(width: 30, height: 34))
    }

    @Test func theImageAndTitleSitSideBySideCentredInTheBounds() {
        let button = Button(type: .system)
        button.setTitle("Send", for: .normal)
        button.setImage(Image(systemName: "paperplane"), for: .normal)
        let symbol = Image(systemName: "paperplane").size
        #expect(button.intrinsicContentSize == CGSize(width: symbol.width + pixels(97), height: 30))
        let window = laidOut(button, frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let start = 100 - (symbol.width + pixels(97)) / 2
        #expect(button.imageView?.frame.onPixelGrid() == CGRect(x: start, y: 22 - symbol.height / 2, width: symbol.width, height: symbol.height).onPixelGrid())
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: start + symbol.width, y: 13, width: pixels(97), height: 18).onPixelGrid())
        #expect(window.subviews.count == 1 && button.subviews.count == 2)
    }

    @Test func contentEdgeInsetsCountInTheSizeAndEdgeInsetsMoveTheParts() {
        let button = Button(type: .system)
        button.setTitle("Send", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: pixels(97) + 20, height: 38))
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        _ = laidOut(button, frame: CGRect(x: 0, y: 0, width: 101, height: 38))
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: pixels(103) + 4, y: 10, width: pixels(97), height: 18))
        #expect(button.intrinsicContentSize.width == pixels(97) + 20)
    }

    @Test func theContentAlignmentsPlaceTheContent() {
        let button = Button(type: .system)
        button.setTitle("Send", for: .normal)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        _ = laidOut(button, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: 0, y: 0, width: pixels(97), height: 18).onPixelGrid())
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: 100 - pixels(97), y: 32, width: pixels(97), height: 18).onPixelGrid())
    }

    @Test func aPlainConfigurationWithABodyTitleIs34AndAThirdHigh() {
        // UIButton.Configuration's default insets are 7 points top and bottom, 12 leading and
        // trailing: a 17-point title (20⅓ high) makes a 34⅓-point button.
        var configuration = Button.Configuration.plain()
        configuration.title = "Send"
        let button = Button(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: pixels(110) + 24, height: pixels(61) + 14))
        _ = laidOut(button, frame: CGRect(origin: .zero, size: button.intrinsicContentSize))
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: 12, y: 7, width: pixels(110), height: pixels(61)).onPixelGrid())
        #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .body))
    }

    @Test func aConfigurationStacksTheSubtitleUnderTheTitleBesideTheImage() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Send"
        configuration.subtitle = "now"
        configuration.image = Image(systemName: "paperplane")
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        let button = Button(configuration: configuration)
        let symbol = Image(systemName: "paperplane").size
        // Subheadline is 15 points: "now" 27.75 wide (84 pixels), a line 18 high.
        let block = CGSize(width: pixels(110), height: pixels(61) + 2 + 18)
        #expect(button.intrinsicContentSize == CGSize(width: symbol.width + 8 + block.width + 24,
                                                      height: max(symbol.height, block.height) + 14))
        let size = button.intrinsicContentSize
        _ = laidOut(button, frame: CGRect(origin: .zero, size: size))
        #expect(button.imageView?.frame.onPixelGrid()
            == CGRect(origin: CGPoint(x: 12, y: (size.height - symbol.height) / 2), size: symbol).onPixelGrid())
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: 12 + symbol.width + 8, y: 7, width: pixels(110), height: pixels(61)).onPixelGrid())
        #expect(button.subtitleLabel?.frame.onPixelGrid() == CGRect(x: 12 + symbol.width + 8, y: 7 + pixels(61) + 2, width: pixels(84), height: 18).onPixelGrid())
    }

    @Test func anImagePlacedOnTopCentresTheTitleBelowIt() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Send"
        configuration.image = Image(systemName: "paperplane")
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        configuration.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let button = Button(configuration: configuration)
        let symbol = Image(systemName: "paperplane").size
        let width = max(symbol.width, pixels(110))
        #expect(button.intrinsicContentSize == CGSize(width: width, height: symbol.height + 4 + pixels(61)))
        _ = laidOut(button, frame: CGRect(origin: .zero, size: button.intrinsicContentSize))
        #expect(button.imageView?.frame.onPixelGrid() == CGRect(x: (width - symbol.width) / 2, y: 0, width: symbol.width, height: symbol.height).onPixelGrid())
        #expect(button.titleLabel?.frame.onPixelGrid() == CGRect(x: (width - pixels(110)) / 2, y: symbol.height + 4, width: pixels(110), height: pixels(61)).onPixelGrid())
    }

    @Test func theButtonSizeChoosesTheDefaultInsetsUntilInsetsAreSet() {
        var configuration = Button.Configuration.gray()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test func aFilledConfigurationDrawsARoundedBackgroundInTheTint() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        let button = Button(configuration: configuration)
        let window = laidOut(button, frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.runLoop.runUntilIdle()
        let expected = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
        #expect(button.displayList == [.fillPath(expected.cgPath.elements, Color(red: 0, green: 122.0 / 255, blue: 1), rule: .winding)])
        #expect(button.titleLabel?.textColor == .white)
    }

    @Test func aClassicButtonDrawsItsBackgroundImageStretched() {
        let button = Button(type: .custom)
        let background = Image(systemName: "square")
        button.setBackgroundImage(background, for: .normal)
        let window = laidOut(button, frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.runLoop.runUntilIdle()
        #expect(button.displayList == [.image(background, in: CGRect(x: 0, y: 0, width: 80, height: 40))])
    }

    @Test func nonFiniteInsetsAndPaddingsAreRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let button = Button(type: .system)
        window.addSubview(button)
        var configuration = Button.Configuration.plain()
        configuration.imagePadding = .nan
        let before = window.recursiveDescription()
        button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        button.configuration = configuration
        #expect(button.contentEdgeInsets == .zero && button.titleEdgeInsets == .zero && button.configuration == nil)
        #expect(window.recursiveDescription() == before)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
    }
}
