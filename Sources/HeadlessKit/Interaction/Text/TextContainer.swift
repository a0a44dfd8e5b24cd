import Foundation

/// The region a ``TextView`` lays its text out in — a minimal TextKit `NSTextContainer`: its
/// padding, line limit and line-break mode, and its size, which follows the text view.
@MainActor
public final class TextContainer {
    /// The text view whose text the container lays out.
    public internal(set) weak var textView: TextView?

    /// The empty space at each end of every line, inside the text view's text container inset;
    /// 5 points by default, as UIKit's. A negative, NaN or infinite padding is refused with a
    /// diagnostic and the old one kept.
    public var lineFragmentPadding: CGFloat {
        get { storedLineFragmentPadding }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                textView?.refuseGeometry(
                    "lineFragmentPadding \(GeometryFormat.number(newValue)) is not a finite, non-negative length. "
                        + "HeadlessKit kept \(GeometryFormat.number(storedLineFragmentPadding)); pass a length in points.")
                return
            }
            storedLineFragmentPadding = newValue
            textView?.textLayoutDidChange()
        }
    }

    /// The most lines the text view shows; 0 (the default) for no limit.
    public var maximumNumberOfLines = 0 {
        didSet { textView?.textLayoutDidChange() }
    }

    /// How the last line that fits ends when text remains (only with a line limit);
    /// ``LineBreakMode/byWordWrapping`` by default.
    public var lineBreakMode = LineBreakMode.byWordWrapping {
        didSet { textView?.textLayoutDidChange() }
    }

    /// Whether the container's width follows the text view's; `true`, and HeadlessKit's always does.
    public var widthTracksTextView = true

    /// Whether the container's height follows the text view's; `false`: the text runs as tall as
    /// it needs.
    public var heightTracksTextView = false

    /// The container's size: the text view's width less its left and right text container insets,
    /// and no height limit.
    public var size: CGSize {
        guard let textView else { return .zero }
        let inset = textView.textContainerInset
        return CGSize(width: max(textView.bounds.width - inset.left - inset.right, 0), height: CGFloat.greatestFiniteMagnitude)
    }

    var storedLineFragmentPadding: CGFloat = 5

    init() {}
}
