import Foundation
import Testing
@testable import HeadlessKit

/// What a text field draws and how big it wants to be: its border styles' intrinsic heights
/// (**(chosen)** figures, 34 for a rounded rect at 17 pt as UIKit's), its overlays and its open
/// rectangle and drawing methods.
@MainActor
@Suite struct TextFieldAppearanceTests {
    /// One line of the 17-point font rounded up (21), plus 0, 9 or 13 points by border style;
    /// the width is the text's plus the padding.
    @Test func eachBorderStyleHasItsIntrinsicHeight() {
        let field = TextField(frame: .zero)
        field.text = "Ada"
        var sizes: [String] = []
        for style in TextField.BorderStyle.allCases {
            field.borderStyle = style
            sizes.append("\(style) \(field.intrinsicContentSize.width)×\(field.intrinsicContentSize.height)")
        }
        #expect(sizes == ["none 29.0×21.0", "line 33.0×30.0", "bezel 33.0×30.0", "roundedRect 43.0×34.0"])
        field.text = ""
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize == CGSize(width: 57, height: 34))
    }

    /// The editing field draws its rounded border, its text vertically centred after the 7-point
    /// padding, and a 2-point insertion point in the tint colour after the last character.
    @Test func anEditingFieldDrawsItsTextAndInsertionPoint() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "Ada"
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(field.displayList.suffix(2).map(\.description) == [
            "glyphRun \"Ada\" .SFUI-Regular 17pt at (7 23.04) rgba(0, 0, 0, 1) bounds (7 6.86; 28.05 20.29)",
            "fill (34.05 6.86; 2 20.29) rgba(0, 0.48, 1, 1)",
        ])
    }

    /// An empty field draws its placeholder in the placeholder colour, its own attributes winning.
    @Test func anEmptyFieldDrawsItsPlaceholder() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.foregroundColor: Color.systemRed])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(field.displayList.last?.description
            == "glyphRun \"Name\" .SFUI-Regular 17pt at (7 23.04) rgba(1, 0.23, 0.19, 1) bounds (7 6.86; 42.5 20.29)")
    }

    /// `textRect(forBounds:)` and `drawText(in:)` are override points: the drawing uses them.
    @Test func drawingUsesTheOverriddenRectangles() {
        final class InsetField: TextField {
            var drawnIn: [CGRect] = []
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 30, dy: 0) }
            override func drawText(in rect: CGRect) {
                drawnIn.append(rect)
                super.drawText(in: rect)
            }
        }
        let stage = TextInputStage()
        let field = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Ada"
        stage.window.addSubview(field)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(field.drawnIn == [CGRect(x: 30, y: 0, width: 140, height: 34)])
        #expect(field.displayList.last?.description
            == "glyphRun \"Ada\" .SFUI-Regular 17pt at (30 23.04) rgba(0, 0, 0, 1) bounds (30 6.86; 28.05 20.29)")
    }

    /// An override that returns a non-finite rectangle draws no text and is reported; nothing
    /// else changes.
    @Test func aNonFiniteTextRectangleIsRefused() {
        final class BrokenField: TextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        }
        let stage = TextInputStage()
        let field = BrokenField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Ada"
        stage.window.addSubview(field)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!field.displayList.contains { if case .glyphRun = $0 { true } else { false } })
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidGeometry])
    }

    /// The left and right views show as their modes say, at the edges, vertically centred, and
    /// the text rectangle leaves room for them.
    @Test func sideViewsShowByModeAndNarrowTheText() {
        let stage = TextInputStage()
        let field = stage.field("name")
        let left = ViewNode(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = ViewNode(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        field.leftView = left
        field.leftViewMode = .always
        field.rightView = right
        field.rightViewMode = .unlessEditing
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(left.superview === field && left.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(right.superview === field && right.frame == CGRect(x: 170, y: 12, width: 30, height: 10))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 150, height: 34))
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(right.superview == nil)
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 173, height: 34))
    }

    /// `adjustsFontSizeToFitWidth` shrinks the text down to `minimumFontSize` while not editing;
    /// a non-finite minimum is refused with the old one kept.
    @Test func textShrinksToFitWhileNotEditing() {
        let stage = TextInputStage()
        let field = stage.field("name")
        field.text = "A long name that does not fit"
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 8
        field.minimumFontSize = .nan
        #expect(field.minimumFontSize == 8)
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.invalidGeometry])
        #expect(stage.loop.runUntilIdle() == .idle)
        guard case .glyphRun(let run) = field.displayList.last else { Issue.record("no text drawn"); return }
        #expect(run.font.pointSize < 17 && run.font.pointSize >= 8)
    }

    /// The background image replaces the border; a disabled field draws its disabled one.
    @Test func backgroundImagesReplaceTheBorder() {
        let stage = TextInputStage()
        let field = stage.field("name")
        let enabled = Image(systemName: "star.fill")
        let disabled = Image(systemName: "star")
        field.background = enabled
        field.disabledBackground = disabled
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(field.displayList.first == .image(enabled, in: field.bounds))
        field.isEnabled = false
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(field.displayList.first == .image(disabled, in: field.bounds))
    }
}
