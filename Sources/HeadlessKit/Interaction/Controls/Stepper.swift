import Foundation

/// A control for incrementing or decrementing a value — HeadlessKit's `UIStepper`.
///
/// A stepper is 94 × 32 points (UIKit's size on current iOS; its frame's size is ignored): a −
/// half on the left and a + half on the right. A tap on a half changes ``value`` by
/// ``stepValue`` **as the finger lifts** — clamped to the limits, or wrapped when ``wraps`` —
/// and sends ``Control/Event/valueChanged`` (then ``Control/Event/primaryActionTriggered``)
/// before ``Control/Event/touchUpInside``. At a limit (without ``wraps``) the half that would
/// pass it is disabled: a tap on it changes nothing and sends no value change.
///
/// Pressing and holding a half repeats the step (``autorepeat``) on the loop clock: 0.5 s after
/// touch-down, then every 0.5 s for the next four steps, every 0.1 s for the fifteen after, and
/// every 0.05 s from then on. UIKit's stepper accelerates the same way; the 0.1 s and 0.05 s
/// figures are **(chosen)**, as UIKit does not publish them. A hold that repeated does not step
/// again as the finger lifts.
///
/// ```swift
/// let guests = Stepper()
/// guests.maximumValue = 10
/// guests.addAction(Action { _ in label.text = "\(Int(guests.value))" }, for: .valueChanged)
/// ```
@MainActor
open class Stepper: Control {
    /// A stepper's size: 94 × 32 points, whatever frame it is given.
    public static let fixedSize = CGSize(width: 94, height: 32)

    /// Creates a stepper at `frame`'s origin, 94 × 32 points (UIKit sizes the stepper itself),
    /// with value 0 in 0...100 and a step of 1.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        adoptTapBehaviour()
    }

    /// Creates the control from an archive (see ``ViewNode/init(coder:)``); its size is fixed,
    /// as in code.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: Self.fixedSize)
        adoptTapBehaviour()
        decodeArchivedStepperProperties(from: coder)
    }

    /// A single tap is the default action and changes the value, which is the primary action —
    /// what every initializer sets up.
    private func adoptTapBehaviour() {
        defaultActionIsSingleTap = true
        primaryActionEvents = .valueChanged
    }

    /// Creates a stepper at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Value and limits

    /// The value, always within ``minimumValue``...``maximumValue``; the default is 0.
    ///
    /// Setting it clamps it to the limits and sends no event. A NaN or infinite value is refused
    /// with a ``Diagnostic/Kind/invalidControlValue`` diagnostic.
    public var value: Double {
        get { storedValue }
        set {
            guard acceptsControlValue(newValue, named: "value", keeping: controlNumber(storedValue)) else { return }
            setClampedValue(newValue)
        }
    }

    /// The lowest value; the default is 0.
    ///
    /// A minimum above ``maximumValue`` sets both limits to it (UIKit's stepper: "If you set a
    /// maximum or minimum value that would break this invariant, both values are set to the new
    /// value"); ``value`` is clamped, without an event.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard acceptsControlValue(newValue, named: "minimumValue", keeping: controlNumber(storedMinimum)) else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            setClampedValue(storedValue)
            setNeedsDisplay()
        }
    }

    /// The highest value; the default is 100.
    ///
    /// A maximum below ``minimumValue`` sets both limits to it (UIKit's stepper); ``value`` is
    /// clamped, without an event.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard acceptsControlValue(newValue, named: "maximumValue", keeping: controlNumber(storedMaximum)) else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            setClampedValue(storedValue)
            setNeedsDisplay()
        }
    }

    /// How much a step changes the value; the default is 1.
    ///
    /// It must be above 0: UIKit raises `NSInvalidArgumentException` ("stepValue must be greater
    /// than 0"); HeadlessKit refuses the value with a ``Diagnostic/Kind/invalidControlValue``
    /// diagnostic and keeps the old step.
    public var stepValue: Double {
        get { storedStepValue }
        set {
            guard newValue != storedStepValue else { return }
            guard newValue > 0, newValue.isFinite else {
                return reportMisuse(Diagnostic(
                    kind: .invalidControlValue,
                    message: "stepValue must be greater than 0. Stepper.stepValue = \(newValue) was refused; HeadlessKit "
                        + "kept \(controlNumber(storedStepValue)). Pass a finite step above zero.",
                    objects: [self]))
            }
            storedStepValue = newValue
        }
    }

    /// Whether stepping past a limit wraps to the other one (`false`, the default: the value
    /// holds at the limit).
    public var wraps = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether pressing and holding a half repeats the step (`true`, the default).
    public var autorepeat = true

    /// Whether value changes are sent while the finger is down (`true`, the default) or once as
    /// it lifts.
    public var isContinuous = true

    // MARK: - Size

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// 94 × 32 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    // MARK: - Tracking

    /// Presses the half under the finger and, with ``autorepeat``, starts the repeat timer.
    /// Returns `true`; nothing changes until the finger lifts or the timer fires.
    ///
    /// Overrides call `super` to keep the stepper working.
    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        press = StepperPress()
        pressedHalf = half(at: touch.location(in: self))
        if autorepeat { scheduleRepeat(after: Self.firstRepeatDelay) }
        return true
    }

    /// Presses the half now under the finger — neither, once the finger is outside the tracking
    /// area. Returns `true`. Overrides call `super`.
    open override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        pressedHalf = isTouchInside ? half(at: touch.location(in: self)) : nil
        return true
    }

    /// Steps once if the press has not repeated yet and a usable half is pressed, sending
    /// ``Control/Event/valueChanged`` when continuous; a non-continuous stepper that stepped
    /// sends its one ``Control/Event/valueChanged`` now. All before the
    /// ``Control/Event/touchUpInside``. Overrides call `super`.
    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        let stepped = finishPress(with: event)
        stopRepeating()
        pressedHalf = nil
        if stepped, !isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// Stops the press without a step. Overrides call `super`.
    open override func cancelTracking(with event: HeadlessKit.Event?) {
        stopRepeating()
        pressedHalf = nil
    }

    /// Redraws the dimmed stepper when it is disabled or enabled again, and stops a repeat.
    /// Overrides call `super`.
    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                stopRepeating()
                press = nil
                pressedHalf = nil
            }
            setNeedsDisplay()
        }
    }

    /// Stops a repeating press when the stepper leaves its window (its touches are cancelled).
    /// Overrides call `super`.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window { stopRepeating() }
    }

    // MARK: - Drawing

    /// Records the background, each half's glyph (− and +) — pressed halves filled, unusable
    /// ones dimmed — and the divider between them. A disabled stepper is drawn at half opacity.
    ///
    /// Overrides may call `super` to draw the standard stepper.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        drawStepper(in: context)
    }

    // MARK: - Accessibility

    /// Whether assistive technologies see the stepper; `true` unless set **(chosen**: UIKit
    /// exposes its two buttons; HeadlessKit has no accessibility containers, so the stepper is
    /// one adjustable element).
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The value, written as a number (`"3"`, `"2.5"`), unless a value was set.
    open override var accessibilityValue: String? {
        get { extras?.accessibility?.valueText ?? controlNumber(storedValue) }
        set { super.accessibilityValue = newValue }
    }

    /// ``AccessibilityTraits/adjustable``, with ``AccessibilityTraits/notEnabled`` while
    /// disabled, unless traits were set.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? (isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - Internal state

    var storedValue: Double = 0
    var storedMinimum: Double = 0
    var storedMaximum: Double = 100
    var storedStepValue: Double = 1
    var incrementImages = ControlStateValues<Image>()
    var decrementImages = ControlStateValues<Image>()
    var backgroundImages = ControlStateValues<Image>()
    var dividerImages: [StepperDividerKey: Image] = [:]
    /// The press under way, from touch-down to lift or cancel.
    var press: StepperPress?
    /// The half under a pressing finger, if any.
    var pressedHalf: StepperHalf? {
        didSet { if pressedHalf != oldValue { setNeedsDisplay() } }
    }
    /// The repeat timer of the press under way.
    var repeatTimer: RunLoopTimer?

    /// The width of the divider between the halves.
    static let dividerWidth: CGFloat = 1
}
