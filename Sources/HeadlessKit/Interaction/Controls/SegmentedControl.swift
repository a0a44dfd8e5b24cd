import Foundation

/// A horizontal row of segments, each working as a button, at most one selected —
/// HeadlessKit's `UISegmentedControl`.
///
/// A tap selects the segment under the finger **as it lifts**: a finger that slides across the
/// segments before lifting selects the one it lifts on (the pressed segment follows it), and one
/// lifted outside the control's tracking area selects nothing. When the selection changes the
/// control runs the segment's ``Action`` (for a segment made with
/// ``insertSegment(action:at:animated:)``), sends ``Control/Event/valueChanged`` and then
/// ``Control/Event/primaryActionTriggered`` — before ``Control/Event/touchUpInside``. Tapping the
/// selected segment again sends no value change, unless the control ``isMomentary``. Disabled
/// segments are never pressed or selected by a finger. Setting ``selectedSegmentIndex`` in code
/// sends nothing.
///
/// Segments share the control's width equally, or in proportion to their content with
/// ``apportionsSegmentWidthsByContent``; a width set with ``setWidth(_:forSegmentAt:)`` is kept.
/// The intrinsic height is 32 points (UIKit's on current iOS); titles are measured and drawn in
/// the 13-point system font (semibold when selected) with ``TextLayout``.
///
/// ```swift
/// let mode = SegmentedControl(items: ["Map", "Transit", "Satellite"])
/// mode.selectedSegmentIndex = 0
/// mode.addAction(Action { _ in show(mode.selectedSegmentIndex) }, for: .valueChanged)
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The index meaning no segment is selected: -1 (UIKit's `noSegment`).
    public static let noSegment = -1

    /// Creates a segmented control with no segments and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        defaultActionIsSingleTap = true
        primaryActionEvents = .valueChanged
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        defaultActionIsSingleTap = true
        primaryActionEvents = .valueChanged
        decodeArchivedSegmentProperties(from: coder)
    }

    /// Creates a segmented control with a segment for each item — a `String` title or an
    /// ``Image`` (other items are skipped) — sized to fit them, nothing selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(ControlSegment(title: title))
            case let image as Image: segments.append(ControlSegment(image: image))
            default: continue
            }
        }
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Creates a segmented control with a segment for each action (its title shown), sized to fit
    /// them; selecting a segment runs its action.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { ControlSegment(title: $0.title, action: $0) }
        if frame.size == .zero { self.frame = CGRect(origin: frame.origin, size: intrinsicContentSize) }
    }

    // MARK: - Selection

    /// The index of the selected segment, or ``noSegment`` (the default).
    ///
    /// Setting it selects without sending an event. An index that is neither a segment's nor
    /// ``noSegment`` is refused with a ``Diagnostic/Kind/segmentIndexOutOfRange`` diagnostic
    /// **(chosen**: UIKit documents no behaviour, and reading that segment would raise).
    public var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return refuseSegmentIndex(newValue, in: "selectedSegmentIndex",
                                          rule: "select a segment or SegmentedControl.noSegment (-1); HeadlessKit kept "
                                            + "\(storedSelectedIndex)")
            }
            setSelectedIndex(newValue)
        }
    }

    /// Whether segments do not stay selected: a tap selects its segment for the value change and
    /// the control returns to ``noSegment`` once the touch-up actions ran **(chosen** point: UIKit
    /// documents only that the selection does not remain). The default is `false`.
    public var isMomentary = false

    /// Whether segments whose width is 0 share the width in proportion to their content
    /// (`false`, the default: equally).
    public var apportionsSegmentWidthsByContent = false {
        didSet { geometryDidChange() }
    }

    /// The colour of the selected segment's indicator; `nil` (the default) draws
    /// ``Color/systemBackground``.
    public var selectedSegmentTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Size

    /// The width the segments need — the widest content times the segments sharing the width, or
    /// the sum of their contents when apportioning, plus set widths — and a height of 32 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: fittingWidth, height: fittingHeight)
    }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: - Tracking

    /// Presses the enabled segment under the finger. Returns `true`.
    ///
    /// Overrides call `super` to keep the control working.
    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        pressedIndex = enabledSegmentIndex(at: touch.location(in: self))
        return true
    }

    /// Moves the press to the enabled segment now under the finger — to none while the finger is
    /// outside the tracking area. Returns `true`. Overrides call `super`.
    open override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        pressedIndex = isTouchInside ? enabledSegmentIndex(at: touch.location(in: self)) : nil
        return true
    }

    /// Selects the enabled segment the finger lifted on, if it lifted inside the tracking area:
    /// when that changes the selection (or the control is momentary), runs the segment's action
    /// and sends ``Control/Event/valueChanged`` — before the ``Control/Event/touchUpInside``.
    /// Overrides call `super`.
    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        pressedIndex = nil
        guard let touch, isTouchInside, let index = enabledSegmentIndex(at: touch.location(in: self)),
              index != storedSelectedIndex || isMomentary else { return }
        setSelectedIndex(index)
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged, with: event)
    }

    /// Forgets the press; the selection stays. Overrides call `super`.
    open override func cancelTracking(with event: HeadlessKit.Event?) {
        pressedIndex = nil
    }

    /// Ends the touch as ``Control`` does; a momentary control then returns to ``noSegment``.
    /// Overrides call `super`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        let endsTrackedTouch = trackingTouch.map(touches.contains) ?? false
        super.touchesEnded(touches, with: event)
        if endsTrackedTouch, isMomentary { setSelectedIndex(Self.noSegment) }
    }

    /// Redraws the dimmed control when it is disabled or enabled again. Overrides call `super`.
    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { pressedIndex = nil }
            setNeedsDisplay()
        }
    }

    // MARK: - Drawing

    /// Records the background, the selected segment's indicator (and the pressed segment's), the
    /// dividers between unselected neighbours, and each segment's image or title. A disabled
    /// control is drawn at half opacity.
    ///
    /// Overrides may call `super` to draw the standard control.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        drawSegments(in: context)
    }

    // MARK: - Accessibility

    /// Whether assistive technologies see the control; `true` unless set **(chosen**: UIKit exposes
    /// each segment as a button; HeadlessKit has no accessibility containers).
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The selected segment's title, unless a value was set.
    open override var accessibilityValue: String? {
        get {
            if let text = extras?.accessibility?.valueText { return text }
            return segments.indices.contains(storedSelectedIndex) ? segments[storedSelectedIndex].title : nil
        }
        set { super.accessibilityValue = newValue }
    }

    /// ``AccessibilityTraits/adjustable`` **(chosen**: one element for the row), with
    /// ``AccessibilityTraits/notEnabled`` while disabled, unless traits were set.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? (isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - Internal state

    /// The segments, left to right.
    var segments: [ControlSegment] = []
    var storedSelectedIndex = SegmentedControl.noSegment
    /// The segment a finger presses now, if any.
    var pressedIndex: Int? {
        didSet { if pressedIndex != oldValue { setNeedsDisplay() } }
    }
    /// The title attributes set per state (UIKit's `setTitleTextAttributes(_:for:)`).
    var titleAttributesByState = ControlStateValues<[NSAttributedString.Key: Any]>()

    /// The height of a segmented control: 32 points (UIKit's on current iOS, also its stepper's).
    static let defaultHeight: CGFloat = 32
    /// The room around a segment's content, on each side (chosen: UIKit does not publish it).
    static let contentPadding: CGFloat = 8
    /// The font size of titles: 13 points.
    static let titleFontSize: CGFloat = 13

    func setSelectedIndex(_ index: Int) {
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        setNeedsDisplay()
    }

    /// Something that changes segment widths changed: the size and the drawing follow.
    func geometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}

/// One segment of a segmented control.
struct ControlSegment {
    var title: String?
    var image: Image?
    var action: Action?
    var isEnabled = true
    /// The width set with `setWidth(_:forSegmentAt:)`; 0 sizes the segment automatically.
    var width: CGFloat = 0
    var contentOffset = CGSize.zero

    init(title: String? = nil, image: Image? = nil, action: Action? = nil) {
        self.title = title
        self.image = image
        self.action = action
    }
}
