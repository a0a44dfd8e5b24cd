import Foundation
import Testing
@testable import HeadlessKit

/// UIKit's autoresizing arithmetic: "When more than one option along the same axis is set, the
/// default behavior is to distribute the size difference proportionally among the flexible
/// portions" (UIView.autoresizingMask documentation).
@MainActor
@Suite struct AutoresizingTests {
    func resize(_ mask: AutoresizingMask, child frame: CGRect, parentFrom old: CGSize, to new: CGSize) -> CGRect {
        let parent = ViewNode(frame: CGRect(origin: .zero, size: old))
        let child = ViewNode(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = new
        return child.frame
    }

    let child = CGRect(x: 10, y: 20, width: 20, height: 30)
    let old = CGSize(width: 100, height: 100)
    let grown = CGSize(width: 200, height: 150)

    @Test func noMaskKeepsTheFrame() {
        #expect(resize([], child: child, parentFrom: old, to: grown) == child)
    }

    @Test func flexibleWidthAndHeightTakeTheWholeDifference() {
        #expect(resize([.flexibleWidth, .flexibleHeight], child: child, parentFrom: old, to: grown)
                == CGRect(x: 10, y: 20, width: 120, height: 80))
    }

    @Test func flexibleLeadingMarginsMoveTheView() {
        #expect(resize([.flexibleLeftMargin, .flexibleTopMargin], child: child, parentFrom: old, to: grown)
                == CGRect(x: 110, y: 70, width: 20, height: 30))
    }

    @Test func flexibleTrailingMarginsKeepTheFrame() {
        #expect(resize([.flexibleRightMargin, .flexibleBottomMargin], child: child, parentFrom: old, to: grown) == child)
    }

    @Test func bothMarginsShareTheDifferenceInProportionToTheirLengths() {
        // Left 10 and right 70 of 80 flexible points: the left margin takes 10/80 of +100.
        #expect(resize([.flexibleLeftMargin, .flexibleRightMargin], child: child, parentFrom: old, to: grown).minX == 22.5)
        // Top 20 and bottom 50 share +50 as 20/70 and 50/70.
        let frame = resize([.flexibleTopMargin, .flexibleBottomMargin], child: child, parentFrom: old, to: grown)
        #expect(abs(frame.minY - (20 + 50.0 * 20 / 70)) < 1e-9)
    }

    @Test func allThreeFlexiblePartsShareProportionally() {
        let frame = resize([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], child: child, parentFrom: old, to: grown)
        #expect(frame == CGRect(x: 20, y: 20, width: 40, height: 30))
    }

    @Test func flexiblePartsOfZeroLengthShareTheDifferenceEqually() {
        let full = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(resize([.flexibleLeftMargin, .flexibleRightMargin], child: full, parentFrom: old, to: grown).minX == 50)
    }

    @Test func shrinkingUsesTheSameArithmetic() {
        #expect(resize([.flexibleWidth], child: child, parentFrom: old, to: CGSize(width: 50, height: 100))
                == CGRect(x: 10, y: 20, width: -30, height: 30))
    }

    @Test func autoresizingCascadesAndCanBeSwitchedOff() {
        let parent = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        middle.autoresizingMask = .flexibleWidth
        leaf.autoresizingMask = .flexibleWidth
        parent.addSubview(middle)
        middle.addSubview(leaf)
        parent.frame.size.width = 150
        #expect(middle.frame.width == 150 && leaf.frame.width == 150)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 300
        #expect(middle.frame.width == 150)
    }

    @Test func maskPrintsInUIKitsShortForm() {
        #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).description == "W+H")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleBottomMargin]).description == "LM+BM")
        #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
    }
}
