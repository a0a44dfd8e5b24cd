import Foundation

/// A view that shows one or more lines of read-only text — HeadlessKit's `UILabel`.
///
/// A label measures and draws its text with ``TextLayout`` and its run loop's
/// ``MainRunLoop/textMeasurer`` (see <doc:LabelsButtonsAndImages>). Its
/// ``intrinsicContentSize`` is the size of its text rounded up to the screen's pixels; under Auto
/// Layout, a label with several lines and no ``preferredMaxLayoutWidth`` wraps at the width the
/// engine gives it and takes the height of the wrapped text in the same solve, as UIKit's labels
/// do with an automatic preferred width. ``draw(_:)`` records the laid-out text, centred
/// vertically in the bounds.
///
/// ```swift
/// let label = Label()
/// label.text = "Hello, world"
/// label.font = .preferredFont(forTextStyle: .headline)
/// label.numberOfLines = 0
/// label.intrinsicContentSize   // the text's size, on the pixel grid
/// ```
///
/// A label does not take touches (``ViewNode/isUserInteractionEnabled`` is `false`) and redraws
/// when its size changes (its ``ViewNode/contentMode`` is ``ContentMode/redraw``). A change to its
/// text or style invalidates its intrinsic size and display only when it changes something; its
/// text layouts are cached, so a layout pass that changes neither costs no measuring.
@MainActor
open class Label: ViewNode {
    /// How text baselines move when a single-line label shrinks its text to fit — UIKit's
    /// `UIBaselineAdjustment`, with its raw values.
    public enum BaselineAdjustment: Int, Hashable, Sendable, CaseIterable {
        /// The shrunk text keeps the baseline the full-size text would have.
        case alignBaselines = 0
        /// The shrunk text is centred where the full-size text would be.
        case alignCenters = 1
        /// The shrunk text starts at the top of where the full-size text would be.
        case none = 2
    }

    /// The font a label has until one is set: the 17-point system font (UIKit's default).
    public static let defaultFont: Font = .systemFont(ofSize: 17)

    // MARK: - Stored state (the properties are in Label+Properties.swift)

    var storedText: String?
    /// The styled text, when it was set through ``attributedText``; `nil` for plain text.
    var storedAttributedText: NSAttributedString?
    var storedFont = Label.defaultFont
    var storedTextColor = Color.label
    var storedTextAlignment = TextAlignment.natural
    var storedNumberOfLines = 1
    var storedLineBreakMode = LineBreakMode.byTruncatingTail
    var storedAdjustsFontSizeToFitWidth = false
    var storedMinimumScaleFactor: CGFloat = 0
    var storedBaselineAdjustment = BaselineAdjustment.alignBaselines
    var storedIsEnabled = true
    var storedIsHighlighted = false
    var storedHighlightedTextColor: Color?
    var storedPreferredMaxLayoutWidth: CGFloat = 0
    var storedShadowColor: Color?
    var storedShadowOffset = CGSize(width: 0, height: -1)
    /// Text layouts made since the content last changed, by container size and line limit.
    var layoutCache = LabelLayoutCache()

    // MARK: - Content and style (setters in Label+Properties.swift)

    /// The text the label shows, or `nil` (the default).
    ///
    /// Setting it replaces any styled text with plain text in the label's style. A change
    /// invalidates the intrinsic size and marks the label for display. Overrides call `super`.
    open var text: String? {
        get { storedText }
        set { setText(newValue) }
    }

    /// The label's text with its styling, or `nil` (the default).
    ///
    /// Reading plain text gives it with the label's font, colour and paragraph style (alignment
    /// and line-break mode). Setting styled text sets ``text`` to its characters and, as in UIKit,
    /// takes ``font``, ``textColor``, ``textAlignment`` and ``lineBreakMode`` from its first
    /// character (where it has them); the label's style properties then restyle all of it.
    /// Overrides call `super`.
    open var attributedText: NSAttributedString? {
        get { currentAttributedText }
        set { setAttributedText(newValue) }
    }

    /// The font of the text; the 17-point system font by default. Setting `nil` restores it.
    ///
    /// With styled text, the font is applied to all of it. Overrides call `super`.
    open var font: Font! {
        get { storedFont }
        set { setFont(newValue ?? Label.defaultFont) }
    }

    /// The colour of the text; ``Color/label`` by default. Setting `nil` restores it.
    ///
    /// A dynamic colour is resolved against the label's traits when it draws. With styled text,
    /// the colour is applied to all of it. Overrides call `super`.
    open var textColor: Color! {
        get { storedTextColor }
        set { setTextColor(newValue ?? .label) }
    }

    /// Whether the label draws its text enabled (default `true`); a disabled label draws it in
    /// ``Color/tertiaryLabel`` **(chosen: UIKit documents only that the text is dimmed)**.
    /// Overrides call `super`.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            guard newValue != storedIsEnabled else { return }
            storedIsEnabled = newValue
            contentDidChange(affectsSize: false)
        }
    }

    /// Whether the label draws its text highlighted (default `false`): in
    /// ``highlightedTextColor`` when one is set. Overrides call `super`.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            guard newValue != storedIsHighlighted else { return }
            storedIsHighlighted = newValue
            if storedHighlightedTextColor != nil { contentDidChange(affectsSize: false) }
        }
    }

    /// Whether the label reduces the font size so a single line of text fits its width (default `false`).
    ///
    /// The text shrinks down to ``minimumScaleFactor``; with a factor of 0 (the default) it does
    /// not shrink, as in UIKit. Only the drawn text shrinks: ``intrinsicContentSize`` stays the
    /// full-size text's. A change marks the label for display.
    public var adjustsFontSizeToFitWidth: Bool {
        get { storedAdjustsFontSizeToFitWidth }
        set {
            guard newValue != storedAdjustsFontSizeToFitWidth else { return }
            storedAdjustsFontSizeToFitWidth = newValue
            contentDidChange(affectsSize: false)
        }
    }

    /// Whether the label tightens letter spacing before truncating (default `false`). Stored only:
    /// HeadlessKit's text model does not tighten.
    public var allowsDefaultTighteningForTruncation = false

    /// Whether the label re-resolves a Dynamic Type font (one made with
    /// ``Font/preferredFont(forTextStyle:)``) when the content size category of its traits
    /// changes (default `false`). Fonts without a text style keep their size.
    public var adjustsFontForContentSizeCategory = false {
        didSet {
            guard adjustsFontForContentSizeCategory, !oldValue else { return }
            resolveDynamicTypeFont()
        }
    }

    /// Creates a label with the given frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        flags.insert(.isUserInteractionDisabled)
        storedContentMode = .redraw
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isUserInteractionEnabled") { flags.insert(.isUserInteractionDisabled) }
        if !coder.containsValue(forKey: "contentMode") { storedContentMode = .redraw }
        decodeArchivedLabelProperties(from: coder)
    }

    /// Creates a label with a zero frame and no text.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Override points

    /// The size of the label's text: its lines at ``preferredMaxLayoutWidth`` (or unbounded when
    /// it is 0), at most ``numberOfLines``, rounded up to the screen's pixels; zero without text.
    ///
    /// Computed through ``textRect(forBounds:limitedToNumberOfLines:)``, as in UIKit, so a
    /// subclass that insets its text there sizes itself with the insets. Overrides need not call
    /// `super`.
    open override var intrinsicContentSize: CGSize {
        let width = storedPreferredMaxLayoutWidth > 0 ? storedPreferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: storedNumberOfLines).size
    }

    /// The size of the text laid out in `size`'s width (unbounded for a width of 0 or less, and for
    /// a single-line label, whose text never wraps), at most ``numberOfLines`` lines, rounded up
    /// to the screen's pixels. A size with a NaN is refused with a diagnostic, and the answer is
    /// zero.
    ///
    /// Overrides need not call `super`. Called by ``ViewNode/sizeToFit()``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !size.width.isNaN, !size.height.isNaN else {
            refuseGeometry("sizeThatFits(_:) was given a size with a NaN (HeadlessKit's check): "
                + "\(GeometryFormat.bracketed([size.width, size.height])). HeadlessKit answered a zero size; pass a "
                + "finite size, or 0 for an unbounded width.")
            return .zero
        }
        let width = storedNumberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: storedNumberOfLines).size
    }

    /// The rectangle the text takes when laid out in `bounds` with at most `numberOfLines` lines
    /// (0 for no limit): `bounds`' origin, and the text's used size rounded up to the screen's
    /// pixels (zero without text). A single-line label that shrinks its text to fit reports the
    /// shrunk size.
    ///
    /// Override to inset the text (and override ``drawText(in:)`` to match); call `super` with the
    /// inset bounds. Called by ``intrinsicContentSize`` and ``sizeThatFits(_:)``; never by the
    /// drawing, which lays out in the rectangle ``drawText(in:)`` is given.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard GeometryFormat.isFinite(bounds.origin.x, bounds.origin.y), !bounds.width.isNaN, !bounds.height.isNaN else {
            refuseGeometry("textRect(forBounds:limitedToNumberOfLines:) was given bounds that are not finite "
                + "(HeadlessKit's check): \(GeometryFormat.bracketed(bounds)). HeadlessKit answered a zero rectangle; "
                + "pass finite bounds (a width or height of .greatestFiniteMagnitude is unbounded).")
            return .zero
        }
        guard hasText else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = textLayout(in: bounds.size, numberOfLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: roundedUpToPixels(layout.usedSize))
    }

    /// Records the label's text laid out in `rect`, centred vertically: glyph runs in the text
    /// colour (the highlighted or disabled colour when that applies), after a shadow when
    /// ``shadowColor`` is set.
    ///
    /// Override to change where the text is drawn (call `super` with an inset rectangle) or to
    /// draw it yourself. Called by ``draw(_:)`` with the bounds; never call it outside drawing.
    open func drawText(in rect: CGRect) {
        guard let context = GraphicsContext.current, hasText, rect.width > 0, rect.height > 0,
              context.accepts(rect, "Label.drawText(in:)") else { return }
        let layout = textLayout(in: rect.size, numberOfLines: storedNumberOfLines, forDrawing: true)
        let top = rect.minY + verticalOffset(of: layout, in: rect)
        if let shadowColor = storedShadowColor {
            // UIKit's own drawing changes the state without recording a save: the shadow is
            // recorded on, the runs, then off.
            context.saveStateQuietly()
            context.setShadow(offset: storedShadowOffset, blur: 0, color: shadowColor)
            layout.draw(at: CGPoint(x: rect.minX, y: top), in: context)
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.restoreStateQuietly()
        } else {
            layout.draw(at: CGPoint(x: rect.minX, y: top), in: context)
        }
    }

    /// Draws the label's text: calls ``drawText(in:)`` with the bounds.
    ///
    /// Overrides that draw more call `super` to draw the text. Called by the display pass; never
    /// call it directly.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: - Accessibility

    /// Labels are accessibility elements unless made otherwise (UIKit's default).
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label's text unless a label is set.
    open override var accessibilityLabel: String? {
        get { extras?.accessibility?.labelText ?? storedText }
        set { super.accessibilityLabel = newValue }
    }

    /// ``AccessibilityTraits/staticText``, with ``AccessibilityTraits/notEnabled`` while disabled,
    /// unless traits are set.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? (storedIsEnabled ? .staticText : [.staticText, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - Framework hooks

    override func environmentTraitsDidChange(from previous: TraitCollection) {
        if traitCollection.displayScale != previous.displayScale { contentDidChange(affectsSize: true) }
        if adjustsFontForContentSizeCategory,
           traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            resolveDynamicTypeFont()
        }
        // Dynamic colours draw differently in another appearance.
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { contentDidChange(affectsSize: false) }
    }

    // Baselines for Auto Layout, from the text as laid out for the intrinsic size and centred in
    // its pixel-rounded height, as the label draws it at that height (chosen: UIKit's labels
    // measure their baselines from their text the same way; the offsets do not follow a frame
    // taller than the text, so the constraints never depend on the solution).

    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let (layout, pad) = baselineLayout(), let first = layout.lines.first else { return nil }
        return pad + first.baseline
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let (layout, pad) = baselineLayout(), let last = layout.lines.last else { return nil }
        return pad + layout.usedSize.height - last.baseline
    }

    /// The font's line height: what a system-spacing constraint between two labels' baselines
    /// asks for (the larger of the two).
    override var baselineSystemSpacing: CGFloat? {
        hasText ? storedFont.lineHeight : nil
    }

    /// The layout the intrinsic size is measured from, and the space above its text when centred
    /// in its pixel-rounded height.
    private func baselineLayout() -> (TextLayout, CGFloat)? {
        guard hasText else { return nil }
        let width = storedPreferredMaxLayoutWidth > 0 ? storedPreferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        let layout = textLayout(in: CGSize(width: width, height: .greatestFiniteMagnitude), numberOfLines: storedNumberOfLines)
        let height = layout.usedSize.height
        return (layout, (roundedUpToPixels(CGSize(width: 0, height: height)).height - height) / 2)
    }

    override var intrinsicContentSizeDependsOnWidth: Bool {
        storedNumberOfLines != 1 && storedPreferredMaxLayoutWidth <= 0 && hasText
    }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        guard intrinsicContentSizeDependsOnWidth, width > 0, width.isFinite else { return intrinsicContentSize }
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: storedNumberOfLines).size
    }
}
