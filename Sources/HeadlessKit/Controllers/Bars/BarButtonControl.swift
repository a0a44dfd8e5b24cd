import Foundation

/// The tappable button a bar shows for an item, a back button, a tab or an alert's action: a
/// ``Control`` that draws its image and its title as text and runs `onTap` when a finger lifts inside it.
///
/// It stands in for the `UIButton` UIKit's bars use until HeadlessKit has buttons and labels; a
/// later package can swap it for a button without changing any public API — the bars and the
/// alert make their buttons in one place each (`NavigationBar.makeButton`, `TabBar.reloadItemViews`,
/// `AlertView.reloadActionViews`).
@MainActor
final class BarButtonControl: Control {
    /// The text the button draws.
    var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The image drawn before the title, at its own size and centred vertically, or `nil`.
    var image: Image? {
        didSet { if image != oldValue { setNeedsDisplay() } }
    }

    /// The colour the title is drawn in.
    var titleColor: Color {
        didSet { setNeedsDisplay() }
    }

    /// What a tap does.
    var onTap: (@MainActor () -> Void)?

    init(title: String, titleColor: Color = .blue) {
        self.title = title
        self.titleColor = titleColor
        super.init(frame: .zero)
        // A button's default action is a single tap: a tap recognizer of a superview does not
        // take it (UIKit's rule for system controls), and lifting inside is its primary action.
        defaultActionIsSingleTap = true
        sendsPrimaryActionOnTouchUpInside = true
        addAction(Action { [weak self] _ in self?.onTap?() }, for: .primaryActionTriggered)
    }

    /// Bar button controls are made by their bar only; an archive cannot make one.
    required init?(coder: Coder) { nil }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        if let image {
            image.draw(at: CGPoint(x: BarMetrics.spacing, y: max(0, (bounds.height - image.size.height) / 2)))
        }
        guard !title.isEmpty else { return }
        GraphicsContext.current?.draw(
            title,
            at: CGPoint(x: BarMetrics.spacing + BarMetrics.imageWidth(image, beside: title), y: max(0, (bounds.height - 17) / 2)),
            with: isEnabled ? titleColor : .gray)
    }
}
