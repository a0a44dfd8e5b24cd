import Foundation
import Testing
@testable import HeadlessKit

/// A button's per-state content and UIKit's fallback for states without their own (UIButton
/// `title(for:)`: "If a title is not specified for a state, the default is to use the title
/// associated with the normal state").
@MainActor
@Suite struct ButtonContentTests {
    @Test func aStateWithoutItsOwnTitleUsesTheNormalOne() {
        let button = Button(type: .system)
        #expect(button.title(for: .normal) == nil)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        #expect(button.title(for: .highlighted) == "Save")
        #expect(button.title(for: .selected) == "Saved")
        // A combined state without its own title falls back to normal, not to one of its parts.
        #expect(button.title(for: [.selected, .highlighted]) == "Save")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "Save")
    }

    @Test func theCurrentValuesFollowTheState() {
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setImage(Image(systemName: "play"), for: .normal)
        button.setImage(Image(systemName: "pause"), for: .selected)
        #expect(button.currentTitle == "Play" && button.titleLabel?.text == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause" && button.titleLabel?.text == "Pause")
        #expect(button.currentImage?.name == "pause")
        #expect(button.imageView?.image?.name == "pause")
    }

    @Test func titleColoursDefaultByTheButtonsType() {
        // UIKit: a custom button's title is white by default; a system button's is its tint.
        // (chosen) A disabled system title is tertiaryLabel.
        let custom = Button(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white && custom.currentTitleColor == .white)
        let system = Button(type: .system)
        #expect(system.currentTitleColor == .systemBlue)
        system.tintColor = .systemPink
        #expect(system.currentTitleColor == .systemPink)
        system.isEnabled = false
        #expect(system.currentTitleColor == .tertiaryLabel)
        system.setTitleColor(.red, for: .normal)
        #expect(system.currentTitleColor == .red)
        system.setTitleColor(.green, for: .disabled)
        #expect(system.currentTitleColor == .green)
    }

    @Test func theTitleLabelShowsTheCurrentTitleInTheCurrentColour() {
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.orange, for: .highlighted)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.titleLabel?.textColor == .systemBlue)
        #expect(button.titleLabel?.shadowColor == .black)
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == .orange)
        // A system button's content fades while highlighted (chosen figure 0.2).
        #expect(button.titleLabel?.alpha == 0.2)
    }

    @Test func aStyledTitleIsShownInPlaceOfThePlainOne() {
        let button = Button(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled", attributes: [.foregroundColor: Color.red]), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(button.titleLabel?.text == "Styled")
        #expect(button.accessibilityLabel == "Styled")
    }

    @Test func imagesAndBackgroundImagesFallBackToTheNormalOnes() {
        let button = Button(type: .custom)
        let background = Image(systemName: "square")
        button.setBackgroundImage(background, for: .normal)
        button.setImage(Image(systemName: "star"), for: .normal)
        #expect(button.backgroundImage(for: .disabled) === background)
        #expect(button.image(for: .highlighted)?.name == "star")
        #expect(button.currentBackgroundImage === background)
    }

    @Test func aSystemButtonShowsItsImagesAsTemplatesAndACustomOneAsTheyAre() {
        let system = Button(type: .system), custom = Button(type: .custom)
        let plain = GraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        system.setImage(plain, for: .normal)
        custom.setImage(plain, for: .normal)
        #expect(system.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(custom.imageView?.image?.renderingMode == .automatic)
    }

    @Test func theSymbolKindsShowTheirSymbol() {
        #expect(Button(type: .infoLight).currentImage?.name == "info.circle")
        #expect(Button(type: .detailDisclosure).currentImage?.name == "info.circle")
        #expect(Button(type: .contactAdd).currentImage?.name == "plus.circle")
        #expect(Button(type: .close).currentImage?.name == "xmark.circle.fill")
        #expect(Button(type: .system).currentImage == nil)
        #expect(Button().buttonType == .custom)
    }

    @Test func aButtonMadeWithAnActionIsTitledByIt() {
        let button = Button(primaryAction: Action(title: "Share") { _ in })
        #expect(button.buttonType == .system && button.currentTitle == "Share")
    }

    @Test func accessibilityDescribesAButton() {
        let button = Button(type: .system)
        button.setTitle("Delete", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Delete")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        button.accessibilityLabel = "Remove"
        #expect(button.accessibilityLabel == "Remove")
    }
}
