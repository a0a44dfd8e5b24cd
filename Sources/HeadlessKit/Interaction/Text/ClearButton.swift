import Foundation

/// The clear button a ``TextField`` shows as its ``TextField/clearButtonMode`` says: a small
/// control whose tap empties the field (asking the delegate first).
///
/// Its default action is a tap, like UIKit's buttons: the field's own tap recognizer (and a
/// superview's) fails on a tap that hits it, so the tap reaches the button.
@MainActor
final class ClearButton: Control {
    weak var field: TextField?

    init(field: TextField) {
        self.field = field
        super.init(frame: CGRect(x: 0, y: 0, width: TextField.clearButtonSide, height: TextField.clearButtonSide))
        defaultActionIsSingleTap = true
        isOpaque = false
        accessibilityLabel = "Clear text"
        addAction(Action(title: "Clear text") { [weak self] _ in self?.field?.clearButtonTapped() }, for: .touchUpInside)
    }

    /// A field's clear button is made by its field only; an archive cannot make one.
    required init?(coder: Coder) { nil }

    /// A grey disc with a white cross, as UIKit's clear button looks.
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.fillEllipse(in: bounds, with: .systemGray3)
        let inset = bounds.insetBy(dx: bounds.width * 0.32, dy: bounds.height * 0.32)
        context.strokeLine(from: CGPoint(x: inset.minX, y: inset.minY), to: CGPoint(x: inset.maxX, y: inset.maxY), with: .white, lineWidth: 1.5)
        context.strokeLine(from: CGPoint(x: inset.maxX, y: inset.minY), to: CGPoint(x: inset.minX, y: inset.maxY), with: .white, lineWidth: 1.5)
    }
}
