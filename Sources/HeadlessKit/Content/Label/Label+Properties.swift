import Foundation

/// The label's text and how it is styled. Plain text takes the label's font, colour, alignment and
/// line-break mode; styled text (``Label/attributedText``) keeps its own, and the label's style
/// properties restyle all of it, as UIKit's do.
extension Label {
    /// How the text's lines are aligned; ``TextAlignment/natural`` (left, or right for
    /// right-to-left traits) by default. With styled text, the alignment is applied to all of it.
    public var textAlignment: TextAlignment {
        get { storedTextAlignment }
        set {
            guard newValue != storedTextAlignment else { return }
            storedTextAlignment = newValue
            restyleParagraphs()
            contentDidChange(affectsSize: false)
        }
    }

    /// The most lines the label shows; 1 by default, 0 for as many as the text needs.
    ///
    /// Text that needs more lines is cut on the last one by ``lineBreakMode``. A negative value
    /// counts as 0, no limit **(chosen: UIKit leaves it undefined)**. A change invalidates the
    /// intrinsic size.
    public var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            let lines = max(newValue, 0)
            guard lines != storedNumberOfLines else { return }
            storedNumberOfLines = lines
            contentDidChange(affectsSize: true)
        }
    }

    /// How lines wrap and what the last line does with text that does not fit;
    /// ``LineBreakMode/byTruncatingTail`` by default. With styled text, the mode is applied to all
    /// of it. A change invalidates the intrinsic size.
    public var lineBreakMode: LineBreakMode {
        get { storedLineBreakMode }
        set {
            guard newValue != storedLineBreakMode else { return }
            storedLineBreakMode = newValue
            restyleParagraphs()
            contentDidChange(affectsSize: true)
        }
    }

    /// The smallest multiple of the font size the text may shrink to when
    /// ``adjustsFontSizeToFitWidth`` is on; 0 (the default) does not shrink. Values above 1 count
    /// as 1; a NaN or infinite value is refused with a diagnostic, and the old value kept.
    public var minimumScaleFactor: CGFloat {
        get { storedMinimumScaleFactor }
        set {
            guard newValue.isFinite else {
                return refuseGeometry("minimumScaleFactor is not finite (HeadlessKit's check): "
                    + "\(GeometryFormat.number(newValue)). HeadlessKit kept \(GeometryFormat.number(storedMinimumScaleFactor)); "
                    + "pass a factor in 0...1.")
            }
            let factor = min(max(newValue, 0), 1)
            guard factor != storedMinimumScaleFactor else { return }
            storedMinimumScaleFactor = factor
            contentDidChange(affectsSize: false)
        }
    }

    /// How the shrunk text of a single-line label sits where the full-size text would;
    /// ``BaselineAdjustment/alignBaselines`` by default (UIKit's default for labels).
    public var baselineAdjustment: BaselineAdjustment {
        get { storedBaselineAdjustment }
        set {
            guard newValue != storedBaselineAdjustment else { return }
            storedBaselineAdjustment = newValue
            if storedAdjustsFontSizeToFitWidth { contentDidChange(affectsSize: false) }
        }
    }

    /// The colour of the text while ``isHighlighted``; `nil` (the default) keeps ``textColor``.
    public var highlightedTextColor: Color? {
        get { storedHighlightedTextColor }
        set {
            guard newValue != storedHighlightedTextColor else { return }
            storedHighlightedTextColor = newValue
            if storedIsHighlighted { contentDidChange(affectsSize: false) }
        }
    }

    /// The width at which a multi-line label wraps when it sizes itself; 0 (the default) is
    /// automatic: the width Auto Layout gives the label.
    ///
    /// A negative value counts as 0; a NaN or infinite value is refused with a diagnostic, and the
    /// old value kept. A change invalidates the intrinsic size.
    public var preferredMaxLayoutWidth: CGFloat {
        get { storedPreferredMaxLayoutWidth }
        set {
            guard newValue.isFinite else {
                return refuseGeometry("preferredMaxLayoutWidth is not finite (HeadlessKit's check): "
                    + "\(GeometryFormat.number(newValue)). HeadlessKit kept "
                    + "\(GeometryFormat.number(storedPreferredMaxLayoutWidth)); pass a width, or 0 for automatic.")
            }
            let width = max(newValue, 0)
            guard width != storedPreferredMaxLayoutWidth else { return }
            storedPreferredMaxLayoutWidth = width
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the text's shadow; `nil` (the default) draws none.
    public var shadowColor: Color? {
        get { storedShadowColor }
        set {
            guard newValue != storedShadowColor else { return }
            storedShadowColor = newValue
            setNeedsDisplay()
        }
    }

    /// How far the text's shadow is drawn from the text; (0, −1) by default, as in UIKit. A NaN or
    /// infinite component is refused with a diagnostic, and the old offset kept.
    public var shadowOffset: CGSize {
        get { storedShadowOffset }
        set {
            guard GeometryFormat.isFinite(newValue.width, newValue.height) else {
                return refuseGeometry("shadowOffset is not finite (HeadlessKit's check): "
                    + "\(GeometryFormat.bracketed([newValue.width, newValue.height])). HeadlessKit kept the old offset; "
                    + "pass finite numbers.")
            }
            guard newValue != storedShadowOffset else { return }
            storedShadowOffset = newValue
            if storedShadowColor != nil { setNeedsDisplay() }
        }
    }

    // MARK: - Setters of the open properties

    func setText(_ newValue: String?) {
        guard newValue != storedText || storedAttributedText != nil else { return }
        storedText = newValue
        storedAttributedText = nil
        contentDidChange(affectsSize: true)
    }

    func setAttributedText(_ newValue: NSAttributedString?) {
        guard let newValue else {
            guard storedText != nil || storedAttributedText != nil else { return }
            storedText = nil
            storedAttributedText = nil
            contentDidChange(affectsSize: true)
            return
        }
        if let current = storedAttributedText, current.isEqual(to: newValue) { return }
        storedAttributedText = NSAttributedString(attributedString: newValue)
        storedText = newValue.string
        // UIKit: the label's style properties take the style of the first character.
        if newValue.length > 0 {
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? Font { storedFont = font }
            if let color = first[.foregroundColor] as? Color { storedTextColor = color }
            if let paragraph = first[.paragraphStyle] as? ParagraphStyle {
                storedTextAlignment = paragraph.alignment
                storedLineBreakMode = paragraph.lineBreakMode
            }
        }
        contentDidChange(affectsSize: true)
    }

    func setFont(_ font: Font) {
        guard font != storedFont else { return }
        storedFont = font
        restyle { text, range in text.addAttribute(.font, value: font, range: range) }
        contentDidChange(affectsSize: true)
    }

    func setTextColor(_ color: Color) {
        guard color != storedTextColor else { return }
        storedTextColor = color
        restyle { text, range in text.addAttribute(.foregroundColor, value: color, range: range) }
        contentDidChange(affectsSize: false)
    }

    // MARK: - Styling

    /// The text as ``attributedText`` reads it: the styled text, or the plain text in the label's style.
    var currentAttributedText: NSAttributedString? {
        if let storedAttributedText { return NSAttributedString(attributedString: storedAttributedText) }
        guard let storedText else { return nil }
        let paragraph = MutableParagraphStyle()
        paragraph.alignment = storedTextAlignment
        paragraph.lineBreakMode = storedLineBreakMode
        var attributes: [NSAttributedString.Key: Any] = [
            .font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph,
        ]
        if let shadowColor = storedShadowColor {
            let shadow = Shadow()
            shadow.shadowColor = shadowColor
            shadow.shadowOffset = storedShadowOffset
            attributes[.shadow] = shadow
        }
        return NSAttributedString(string: storedText, attributes: attributes)
    }

    /// Applies `change` to the whole of the styled text, if there is any.
    private func restyle(_ change: (NSMutableAttributedString, NSRange) -> Void) {
        guard let styled = storedAttributedText, styled.length > 0 else { return }
        let mutable = NSMutableAttributedString(attributedString: styled)
        change(mutable, NSRange(location: 0, length: mutable.length))
        storedAttributedText = mutable
    }

    /// Gives every paragraph of the styled text the label's alignment and line-break mode.
    private func restyleParagraphs() {
        let alignment = storedTextAlignment, mode = storedLineBreakMode
        restyle { text, range in
            var styles: [(NSRange, MutableParagraphStyle)] = []
            text.enumerateAttribute(.paragraphStyle, in: range, options: []) { value, runRange, _ in
                let style = (value as? ParagraphStyle)?.mutableCopy() ?? MutableParagraphStyle()
                style.alignment = alignment
                style.lineBreakMode = mode
                styles.append((runRange, style))
            }
            for (runRange, style) in styles { text.addAttribute(.paragraphStyle, value: style, range: runRange) }
        }
    }

    /// Replaces a Dynamic Type font with the same style at the content size category of the
    /// label's traits.
    func resolveDynamicTypeFont() {
        guard let style = storedFont.textStyle else { return }
        setFont(Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection))
    }
}
