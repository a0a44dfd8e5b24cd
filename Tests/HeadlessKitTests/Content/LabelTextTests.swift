import Foundation
import Testing
@testable import HeadlessKit

/// A label's `text` and `attributedText` kept in step, as UILabel documents: plain text reads back
/// styled with the label's properties; styled text sets the plain text and takes the style of its
/// first character; the style properties then apply to all of it.
@MainActor
@Suite struct LabelTextTests {
    func attributes(of label: Label, at index: Int = 0) -> [NSAttributedString.Key: Any] {
        label.attributedText?.attributes(at: index, effectiveRange: nil) ?? [:]
    }

    @Test func plainTextReadsBackStyledWithTheLabelsProperties() {
        let label = Label()
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .red
        label.textAlignment = .center
        let first = attributes(of: label)
        #expect(label.attributedText?.string == "Hello")
        #expect(first[.font] as? Font == .boldSystemFont(ofSize: 20))
        #expect(first[.foregroundColor] as? Color == .red)
        #expect((first[.paragraphStyle] as? ParagraphStyle)?.alignment == .center)
        #expect((first[.paragraphStyle] as? ParagraphStyle)?.lineBreakMode == .byTruncatingTail)
    }

    @Test func styledTextSetsThePlainTextAndTheStyleOfItsFirstCharacter() {
        let label = Label()
        let paragraph = MutableParagraphStyle()
        paragraph.alignment = .right
        let styled = NSMutableAttributedString(string: "Big", attributes: [
            .font: Font.systemFont(ofSize: 30), .foregroundColor: Color.blue, .paragraphStyle: paragraph,
        ])
        styled.append(NSAttributedString(string: " small", attributes: [.font: Font.systemFont(ofSize: 10)]))
        label.attributedText = styled
        #expect(label.text == "Big small")
        #expect(label.font == .systemFont(ofSize: 30))
        #expect(label.textColor == .blue)
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(attributes(of: label, at: 4)[.font] as? Font == .systemFont(ofSize: 10))
    }

    @Test func aStylePropertySetAfterStyledTextAppliesToAllOfIt() {
        let label = Label()
        let styled = NSMutableAttributedString(string: "Big", attributes: [.font: Font.systemFont(ofSize: 30)])
        styled.append(NSAttributedString(string: " small", attributes: [.font: Font.systemFont(ofSize: 10)]))
        label.attributedText = styled
        label.font = .systemFont(ofSize: 12)
        label.textAlignment = .center
        #expect(attributes(of: label, at: 0)[.font] as? Font == .systemFont(ofSize: 12))
        #expect(attributes(of: label, at: 4)[.font] as? Font == .systemFont(ofSize: 12))
        #expect((attributes(of: label, at: 4)[.paragraphStyle] as? ParagraphStyle)?.alignment == .center)
    }

    @Test func settingPlainTextDropsTheStyling() {
        let label = Label()
        label.attributedText = NSAttributedString(string: "Big", attributes: [.foregroundColor: Color.blue,
                                                                             .font: Font.systemFont(ofSize: 30)])
        label.text = "Big"
        label.textColor = .red
        #expect(attributes(of: label)[.foregroundColor] as? Color == .red)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func settingNilFontOrColourRestoresTheDefaults() {
        let label = Label()
        label.font = .systemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label)
    }

    @Test func aNegativeLineCountMeansNoLimit() {
        let label = Label()
        label.numberOfLines = -3
        #expect(label.numberOfLines == 0)
    }

    @Test func aLabelIsAStaticTextElementNamedByItsText() {
        let label = Label()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Mail"
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "Mail" && !label.isAccessibilityElement)
    }
}
