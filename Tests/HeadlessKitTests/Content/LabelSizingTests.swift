import Foundation
import Testing
@testable import HeadlessKit

/// A label's size from its text, on the standard model at 17 pt (lowercase 8.5, uppercase 11.05,
/// narrow and space 4.25; lines 20.287109375 high), rounded up to the pixels of a scale-3 screen
/// as UIKit sizes labels (a 17-pt line is 20⅓ points high on a 3× iPhone).
@MainActor
@Suite struct LabelSizingTests {
    /// `n` pixels of a scale-3 screen, in points.
    func pixels(_ n: Int) -> CGFloat { CGFloat(n) / 3 }

    func label(_ text: String?, lines: Int = 1) -> Label {
        let label = Label()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test func aLabelHasUIKitsDefaults() {
        let label = Label()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw)
        #expect(label.minimumScaleFactor == 0 && !label.adjustsFontSizeToFitWidth)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.shadowColor == nil)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func aSingleLineIsItsTextsSizeRoundedUpToPixels() {
        // "Hello" is 36.55 wide: 109.65 pixels become 110; 20.287 high: 60.86 pixels become 61.
        #expect(label("Hello").intrinsicContentSize == CGSize(width: pixels(110), height: pixels(61)))
    }

    @Test func aLabelWithoutTextHasAZeroSize() {
        #expect(label(nil).intrinsicContentSize == .zero)
        #expect(label("").intrinsicContentSize == .zero)
        #expect(label(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func aScreenOfScaleTwoRoundsToHalfPoints() {
        let window = Window(screen: Screen(size: CGSize(width: 320, height: 480), scale: 2), runLoop: MainRunLoop())
        let label = label("Hello")
        window.addSubview(label)
        #expect(label.intrinsicContentSize == CGSize(width: 37, height: 20.5))
    }

    @Test func aMultiLineLabelWrapsAtItsPreferredMaximumWidth() {
        // "Hello, world" is 89.25 wide on one line; at 60, "Hello," (40.8) and "world" (44.2) make
        // two lines, 40.574 high.
        let label = label("Hello, world", lines: 0)
        #expect(label.intrinsicContentSize == CGSize(width: pixels(268), height: pixels(61)))
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == CGSize(width: pixels(133), height: pixels(122)))
    }

    @Test func theLineLimitCapsTheHeight() {
        let label = label("one two three four five six", lines: 2)
        label.preferredMaxLayoutWidth = 40
        #expect(label.intrinsicContentSize.height == pixels(122))
        label.numberOfLines = 0
        // "three" (42.5) is wider than the line and breaks between characters: seven lines.
        #expect(label.intrinsicContentSize.height == pixels(427))
    }

    @Test func sizeThatFitsWrapsAMultiLineLabelAtTheGivenWidthOnly() {
        // UIKit: a single-line label reports its whole line whatever width it is offered; a
        // multi-line one wraps at the width (0 leaves it unbounded).
        let single = label("Hello, world")
        #expect(single.sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: pixels(268), height: pixels(61)))
        let multi = label("Hello, world", lines: 0)
        #expect(multi.sizeThatFits(CGSize(width: 60, height: 10)) == CGSize(width: pixels(133), height: pixels(122)))
        #expect(multi.sizeThatFits(.zero) == CGSize(width: pixels(268), height: pixels(61)))
        multi.sizeToFit()
        #expect(multi.frame.size == CGSize(width: pixels(268), height: pixels(61)))
    }

    @Test func textRectGivesTheTextsRectangleAtTheBoundsOrigin() {
        let label = label("Hello, world", lines: 0)
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 7, width: 60, height: 1000), limitedToNumberOfLines: 1)
            == CGRect(x: 5, y: 7, width: pixels(166), height: pixels(61)))   // "Hello,…", 55.25 wide
    }

    @Test func anAttributedTextIsMeasuredWithItsOwnFonts() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: Font.systemFont(ofSize: 34)])
        #expect(label.intrinsicContentSize == CGSize(width: pixels(220), height: pixels(122)))
        #expect(label.font == .systemFont(ofSize: 34))
    }

    @Test func aSubclassThatInsetsItsTextRectSizesItselfWithTheInsets() {
        // UIKit computes the intrinsic size through textRect(forBounds:limitedToNumberOfLines:).
        final class Padded: Label {
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                super.textRect(forBounds: bounds.insetBy(dx: 10, dy: 5), limitedToNumberOfLines: numberOfLines)
                    .insetBy(dx: -10, dy: -5)
            }
        }
        let padded = Padded()
        padded.text = "Hello"
        #expect(padded.intrinsicContentSize == CGSize(width: pixels(110) + 20, height: pixels(61) + 10))
    }

    @Test func aLargerTextSizeReResolvesADynamicTypeFontWhenTheLabelAdjustsIt() {
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: MainRunLoop())
        let adjusting = Label(), fixed = Label()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(adjusting)
        window.addSubview(fixed)
        window.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(adjusting.font == .preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)))
        #expect(adjusting.font.pointSize == 23)
        #expect(fixed.font.pointSize == 17)
    }

    @Test func nonFiniteNumbersAreRefusedAndChangeNothing() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let label = label("Hello", lines: 0)
        window.addSubview(label)
        label.preferredMaxLayoutWidth = 50
        let before = window.recursiveDescription()
        label.preferredMaxLayoutWidth = .nan
        label.minimumScaleFactor = .infinity
        label.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
        #expect(label.sizeThatFits(CGSize(width: CGFloat.nan, height: 10)) == .zero)
        #expect(label.preferredMaxLayoutWidth == 50 && label.minimumScaleFactor == 0)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(window.recursiveDescription() == before)
        #expect(loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidGeometry, count: 4))
        #expect(loop.diagnostics.collected.map { $0.message.prefix(24) } == [
            "preferredMaxLayoutWidth ", "minimumScaleFactor is no", "shadowOffset is not fini", "sizeThatFits(_:) was giv",
        ])
    }
}
