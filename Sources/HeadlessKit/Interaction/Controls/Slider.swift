import Foundation

/// A control for choosing one value from a continuous range — HeadlessKit's `UISlider`.
///
/// A finger that touches down on the thumb (or within UIKit's 48 × 48-point hit area around it)
/// drags it: each move sets ``value`` in proportion along the track and, when ``isContinuous``,
/// sends ``Control/Event/valueChanged``; lifting sends one more ``Control/Event/valueChanged``
/// (UIKit's slider reports the final value as the finger lifts, continuous or not), before the
/// ``Control/Event/touchUpInside``. A touch on the track away from the thumb is not tracked and
/// the thumb does not jump there, as on iOS. Every ``Control/Event/valueChanged`` send is
/// followed by ``Control/Event/primaryActionTriggered``. Setting ``value`` in code sends nothing.
///
/// The slider has no intrinsic width; its intrinsic height is 31 points (UIKit's on iPhone), or
/// more for taller value images or thumb images.
///
/// ```swift
/// let volume = Slider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
/// volume.value = 0.5
/// volume.addAction(Action { _ in player.volume = volume.value }, for: .valueChanged)
/// ```
@MainActor
open class Slider: Control {
    /// Creates a slider with the given frame; its value is 0 in the range 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        defaultActionIsSingleTap = true
        primaryActionEvents = .valueChanged
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isOpaque") { isOpaque = false }
        defaultActionIsSingleTap = true
        primaryActionEvents = .valueChanged
        decodeArchivedSliderProperties(from: coder)
    }

    /// Creates a slider with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Value and range

    /// The value, always within ``minimumValue``...``maximumValue``; the default is 0.
    ///
    /// Setting it clamps it to the range and sends no event (UIKit). A NaN or infinite value is
    /// refused with a ``Diagnostic/Kind/invalidControlValue`` diagnostic.
    public var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets ``value``, clamped to the range; `animated` is accepted for UIKit's signature
    /// (HeadlessKit shows the end state at once). Sends no event.
    public func setValue(_ value: Float, animated: Bool) {
        guard acceptsControlValue(Double(value), named: "value", keeping: controlNumber(Double(storedValue))) else { return }
        setClampedValue(value)
    }

    /// The lowest value; the default is 0.
    ///
    /// A minimum above ``maximumValue`` raises the maximum to it **(chosen**, as UIKit's stepper
    /// keeps its limits ordered); ``value`` is clamped into the new range, without an event.
    public var minimumValue: Float {
        get { storedMinimum }
        set {
            guard acceptsControlValue(Double(newValue), named: "minimumValue", keeping: controlNumber(Double(storedMinimum)))
            else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            setClampedValue(storedValue)
            setNeedsDisplay()
        }
    }

    /// The highest value; the default is 1.
    ///
    /// A maximum below ``minimumValue`` lowers the minimum to it **(chosen)**; ``value`` is
    /// clamped into the new range, without an event.
    public var maximumValue: Float {
        get { storedMaximum }
        set {
            guard acceptsControlValue(Double(newValue), named: "maximumValue", keeping: controlNumber(Double(storedMaximum)))
            else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            setClampedValue(storedValue)
            setNeedsDisplay()
        }
    }

    /// Whether dragging sends ``Control/Event/valueChanged`` at every move (`true`, the default)
    /// or only as the finger lifts.
    public var isContinuous = true

    // MARK: - Appearance

    /// The colour of the track left of the thumb; `nil` (the default) draws ``Color/tintColor``.
    public var minimumTrackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track right of the thumb; `nil` (the default) draws ``Color/systemFill``.
    public var maximumTrackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb; `nil` (the default) draws it white. Setting a colour removes the
    /// thumb images, as in UIKit.
    public var thumbTintColor: Color? {
        didSet {
            if thumbTintColor != nil { thumbImages.removeAll() }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The image drawn left of the track; the track makes room for it and 11 points more.
    public var minimumValueImage: Image? {
        didSet { imagesDidChange() }
    }

    /// The image drawn right of the track; the track makes room for it and 11 points more.
    public var maximumValueImage: Image? {
        didSet { imagesDidChange() }
    }

    // MARK: - Geometry (override points)

    /// The rectangle the minimum value image is drawn in: its size, at the left edge of `bounds`,
    /// centred vertically (rounded down); `CGRect.zero` without an image.
    ///
    /// Override to move the image; `super` need not be called. Called when the slider lays out
    /// its track and draws.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - image.size.height) / 2).rounded(.down),
                      width: image.size.width, height: image.size.height)
    }

    /// The rectangle the maximum value image is drawn in: its size, at the right edge of
    /// `bounds`, centred vertically (rounded down); `CGRect.zero` without an image.
    ///
    /// Override to move the image; `super` need not be called.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return .zero }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.minY + ((bounds.height - image.size.height) / 2).rounded(.down),
                      width: image.size.width, height: image.size.height)
    }

    /// The track's rectangle: the width left by the value images (each with an 11-point gap), 4
    /// points high (the maximum track image's height when one is set), centred vertically
    /// (rounded), and inset by 3 points at each end — UIKit's current metrics.
    ///
    /// Override to draw a thicker or shorter track; `super` need not be called. The thumb's
    /// travel and the values a drag produces follow it.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var width = bounds.width
        if minimumValueImage != nil {
            let gap = minimumValueImageRect(forBounds: bounds).width + Self.valueImageGap
            minX += gap
            width -= gap
        }
        if maximumValueImage != nil { width -= maximumValueImageRect(forBounds: bounds).width + Self.valueImageGap }
        let height = maximumTrackImage(for: .normal)?.size.height ?? Self.trackHeight
        let track = CGRect(x: minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: max(width, 2 * Self.trackEndInset),
                           height: height)
        return track.insetBy(dx: Self.trackEndInset, dy: 0)
    }

    /// The thumb's rectangle for `value` on the track `rect`: the thumb (28 × 28 points, or the
    /// current thumb image's size) placed along the track grown back by its 3-point end insets,
    /// in proportion to `value` in the range (rounded), and centred on the track vertically.
    ///
    /// Override to change where the thumb sits; `super` need not be called. The slider asks it
    /// when it draws and when a finger touches down, to find the thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let travel = rect.insetBy(dx: -Self.trackEndInset, dy: 0)
        let fraction = fraction(of: value)
        return CGRect(x: travel.minX + ((travel.width - size.width) * fraction).rounded(),
                      y: travel.minY + ((travel.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    // MARK: - Size

    /// No intrinsic width; a height of 31 points, or the tallest thumb or value image.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: fittingHeight)
    }

    /// `size`'s width (at least the thumb, the value images and their gaps) and the intrinsic
    /// height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width.isFinite ? size.width : 0, minimumFittingWidth), height: fittingHeight)
    }

    // MARK: - Tracking

    /// Takes the finger when it touches down within the thumb's hit area (the thumb grown to
    /// 48 × 48 points around its centre, UIKit's hit area); the thumb keeps the offset at which it
    /// was grabbed. A touch elsewhere on the track is not tracked, and the value does not jump.
    ///
    /// Overrides call `super` to keep the slider working.
    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        guard Self.hitArea(ofThumb: thumb).contains(point) else { return false }
        grabOffset = (thumb.midX - point.x).rounded()
        return true
    }

    /// Moves the thumb under the finger (keeping the grab offset) and sets ``value`` to match;
    /// when ``isContinuous``, sends ``Control/Event/valueChanged`` — at every move, even one
    /// that leaves the value as it was, as UIKit's slider does. The slider stays highlighted
    /// while it tracks, however far the finger wanders (UIKit). Returns `true`.
    ///
    /// Overrides call `super`.
    open override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        let thumbCenterX = touch.location(in: self).x + grabOffset
        setClampedValue(value(forThumbCenterX: thumbCenterX))
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        if isTracking { isHighlighted = true }
        return true
    }

    /// Sends the final ``Control/Event/valueChanged`` as the finger lifts (before
    /// ``Control/Event/touchUpInside``), continuous or not. Overrides call `super`.
    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        grabOffset = 0
        if touch != nil { sendActions(for: .valueChanged, with: event) }
    }

    /// Forgets the grab; a cancelled drag keeps the value it reached and sends no value change.
    /// Overrides call `super`.
    open override func cancelTracking(with event: HeadlessKit.Event?) {
        grabOffset = 0
    }

    /// Redraws the slider, whose thumb image may depend on the highlight. Overrides call `super`.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// Redraws the dimmed slider when it is disabled or enabled again. Overrides call `super`.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// A recognizer of another view may not begin while the slider tracks a finger (UIKit's
    /// slider keeps its drag); otherwise ``Control``'s rule applies. Overrides call `super`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if isTracking, gestureRecognizer.view !== self { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Drawing

    /// Records the value images, the track left of the thumb's centre (the minimum track image or
    /// colour), the track right of it (the maximum track image or colour), then the thumb (the
    /// current thumb image, or a circle of ``thumbTintColor``). A disabled slider is drawn at half
    /// opacity, as UIKit dims it.
    ///
    /// Overrides may call `super` to draw the standard slider.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        drawSlider(in: context)
    }

    // MARK: - Accessibility

    /// Whether assistive technologies see the slider; `true` unless set, as for UIKit's slider.
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The value as UIKit's slider reports it: its position in the range as a whole percentage
    /// (`"50%"`), unless a value was set.
    open override var accessibilityValue: String? {
        get { extras?.accessibility?.valueText ?? "\(Int((fraction(of: storedValue) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// ``AccessibilityTraits/adjustable``, with ``AccessibilityTraits/notEnabled`` while
    /// disabled, unless traits were set.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? (isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - Internal state

    var storedValue: Float = 0
    var storedMinimum: Float = 0
    var storedMaximum: Float = 1
    var thumbImages = ControlStateValues<Image>()
    var minimumTrackImages = ControlStateValues<Image>()
    var maximumTrackImages = ControlStateValues<Image>()
    /// How far the thumb's centre is from the finger, along the track, since the finger grabbed it.
    var grabOffset: CGFloat = 0

    /// The track's height without track images (UIKit's current metric).
    static let trackHeight: CGFloat = 4
    /// How far the track ends are inset from the space it has.
    static let trackEndInset: CGFloat = 3
    /// The gap between a value image and the track.
    static let valueImageGap: CGFloat = 11
    /// The thumb's size without a thumb image.
    static let defaultThumbSize = CGSize(width: 28, height: 28)
    /// The side of the square around the thumb's centre that a touch-down must land in.
    static let thumbHitSide: CGFloat = 48
    /// The slider's height without taller images (UIKit's on iPhone).
    static let defaultHeight: CGFloat = 31
}
