import Foundation

/// The field's rectangles, its overlays, its intrinsic size and its drawing.
///
/// **(chosen)** UIKit does not publish its text field metrics; HeadlessKit's are: text inset
/// horizontally by 0 (no border), 2 (line, bezel) or 7 points (rounded rect); an intrinsic height
/// of one line of the font rounded up, plus 0, 9 or 13 points — 21, 30 and 34 for the 17-point
/// system font, 34 being UIKit's rounded-rect field height; a 19-point clear button.
extension TextField {
    /// The clear button's side, in points.
    static let clearButtonSide: CGFloat = 19

    /// How far the text is inset from the left and right edges, for the border style.
    var horizontalPadding: CGFloat {
        switch storedBorderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// What the border style adds to one line's height in the intrinsic size.
    var verticalPadding: CGFloat {
        switch storedBorderStyle {
        case .none: 0
        case .line, .bezel: 9
        case .roundedRect: 13
        }
    }

    func showsLeftView(editing: Bool) -> Bool { storedLeftView != nil && overlayModes.leftView.shows(editing: editing) }
    func showsRightView(editing: Bool) -> Bool { storedRightView != nil && overlayModes.rightView.shows(editing: editing) }
    func showsClearButton(editing: Bool) -> Bool { hasText && overlayModes.clearButton.shows(editing: editing) }

    // MARK: - Rectangles

    func standardTextRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var minX = bounds.minX + horizontalPadding
        var maxX = bounds.maxX - horizontalPadding
        if showsLeftView(editing: editing) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView(editing: editing) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton(editing: editing) { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    func standardClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let trailing = showsRightView(editing: isEditing)
            ? rightViewRect(forBounds: bounds).minX
            : bounds.maxX - max(horizontalPadding, 5)
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func standardSideViewRect(_ view: ViewNode?, forBounds bounds: CGRect, atLeft: Bool) -> CGRect {
        guard let view else { return .zero }
        let size = view.frame.size
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Overlays

    /// Adds the overlays that show and removes those that do not; gives each its rectangle.
    func layOutOverlays() {
        let editing = isEditing
        place(storedLeftView, shows: showsLeftView(editing: editing)) { leftViewRect(forBounds: bounds) }
        place(storedRightView, shows: showsRightView(editing: editing)) { rightViewRect(forBounds: bounds) }
        let showsClear = showsClearButton(editing: editing)
        if showsClear, madeClearButton == nil { madeClearButton = ClearButton(field: self) }
        place(madeClearButton, shows: showsClear) { clearButtonRect(forBounds: bounds) }
    }

    private func place(_ overlay: ViewNode?, shows: Bool, rect: () -> CGRect) {
        guard let overlay else { return }
        guard shows else {
            if overlay.superview === self { overlay.removeFromSuperview() }
            return
        }
        if overlay.superview !== self { addSubview(overlay) }
        // A hook of the move may have taken the overlay elsewhere.
        if overlay.superview === self { overlay.frame = rect() }
    }

    // MARK: - Intrinsic size

    var standardIntrinsicContentSize: CGSize {
        let measurer = owningRunLoop?.textMeasurer ?? StandardTextMeasurer()
        let shown = hasText ? displayedText : (displayedPlaceholder ?? NSAttributedString(string: ""))
        let textWidth = TextLayout(
            shown, defaultAttributes: TextAttributes(font: storedFont),
            size: CGSize(width: CGFloat.infinity, height: CGFloat.infinity), numberOfLines: 1,
            measurer: measurer).usedSize.width
        let lineHeight = measurer.verticalMetrics(of: storedFont).lineHeight.rounded(.up)
        var width = textWidth.rounded(.up) + 2 * horizontalPadding
        var height = lineHeight + verticalPadding
        let editing = isEditing
        for (view, shows) in [(storedLeftView, showsLeftView(editing: editing)), (storedRightView, showsRightView(editing: editing))] {
            guard shows, let view else { continue }
            width += view.frame.width
            height = max(height, view.frame.height)
        }
        if showsClearButton(editing: editing) { width += Self.clearButtonSide }
        return CGSize(width: width, height: height)
    }

    // MARK: - Drawing

    /// The text as drawn: bullets, one per character, for a secure field.
    var displayedText: NSAttributedString {
        guard isSecureTextEntry else { return content.attributed }
        let bullets = String(repeating: "\u{2022}", count: content.string.count)
        return NSAttributedString(string: bullets, attributes: defaultTextAttributes)
    }

    /// The placeholder as drawn: its own attributes over the field's font and the placeholder
    /// colour.
    var displayedPlaceholder: NSAttributedString? {
        guard let storedPlaceholder, storedPlaceholder.length > 0 else { return nil }
        let drawn = NSMutableAttributedString(
            string: storedPlaceholder.string,
            attributes: [.font: storedFont, .foregroundColor: Color.placeholderText])
        storedPlaceholder.enumerateAttributes(in: NSRange(location: 0, length: storedPlaceholder.length), options: []) { attributes, range, _ in
            drawn.addAttributes(attributes, range: range)
        }
        return drawn
    }

    /// Where a line of `width` starts in `area`, for the alignment.
    func lineOrigin(width: CGFloat, in area: CGRect) -> CGFloat {
        let direction = effectiveLayoutDirection
        switch storedTextAlignment.resolved(for: direction) {
        case .center: return area.midX - width / 2
        case .right: return area.maxX - width
        default: return area.minX
        }
    }

    /// The layout direction that resolves natural alignment: left to right (HeadlessKit's views
    /// have no semantic content attribute yet).
    var effectiveLayoutDirection: TraitEnvironmentLayoutDirection { .leftToRight }

    /// Draws `text` on one line, vertically centred in `rect`.
    func drawLine(_ text: NSAttributedString, in rect: CGRect, shrinks: Bool) {
        guard let context = GraphicsContext.current else { return }
        guard GeometryFormat.isFinite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) else {
            return refuseGeometry(
                "The text field drawing rectangle is not finite: \(GeometryFormat.rect(rect)). HeadlessKit drew no "
                    + "text; return finite rectangles from textRect(forBounds:) and its siblings.")
        }
        let measurer = owningRunLoop?.textMeasurer ?? StandardTextMeasurer()
        let size = storedFont.pointSize
        let scale: CGFloat? = shrinks && size > 0 ? min(max(storedMinimumFontSize / size, 0.01), 1) : nil
        let layout = TextLayout(
            text, defaultAttributes: TextAttributes(font: storedFont, foregroundColor: storedTextColor),
            size: CGSize(width: max(rect.width, 0), height: CGFloat.greatestFiniteMagnitude), numberOfLines: 1,
            lineBreakMode: .byClipping, alignment: storedTextAlignment, layoutDirection: effectiveLayoutDirection,
            minimumScaleFactor: scale, measurer: measurer)
        layout.draw(at: CGPoint(x: rect.minX, y: rect.midY - layout.usedSize.height / 2), in: context)
    }

    /// The standard drawing: background image or border, text or placeholder, insertion point.
    func drawField() {
        guard let context = GraphicsContext.current else { return }
        let border = borderRect(forBounds: bounds)
        let image = isEnabled ? images.background : (images.disabledBackground ?? images.background)
        if let image {
            image.draw(in: border)
        } else if GeometryFormat.isFinite(border.origin.x, border.origin.y, border.size.width, border.size.height) {
            switch storedBorderStyle {
            case .none: break
            case .line: context.stroke(border.insetBy(dx: 0.5, dy: 0.5), with: .black, lineWidth: 1)
            case .bezel: context.stroke(border.insetBy(dx: 0.5, dy: 0.5), with: .systemGray, lineWidth: 1)
            case .roundedRect:
                let path = BezierPath(roundedRect: border.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
                Color.systemBackground.setFill()
                path.fill()
                Color.systemGray4.setStroke()
                path.lineWidth = 0.5
                path.stroke()
            }
        }
        if hasText {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        guard isEditing, content.selection.length == 0 else { return }
        // The insertion point: a 2-point bar in the tint colour, one line of the font high.
        let area = editingRect(forBounds: bounds)
        guard let caret = caretBoundaries(in: area).first(where: { $0.offset == content.selection.location }) else { return }
        let height = (owningRunLoop?.textMeasurer ?? StandardTextMeasurer()).verticalMetrics(of: storedFont).lineHeight
        context.fill(CGRect(x: caret.x - 1, y: area.midY - height / 2, width: 2, height: height), with: .tintColor)
    }
}
