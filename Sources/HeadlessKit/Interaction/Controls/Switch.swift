import Foundation

/// A control that offers a binary choice, on or off — HeadlessKit's `UISwitch`.
///
/// A switch is always 51 × 31 points, its ``intrinsicContentSize`` (UIKit: "This class enforces a
/// size appropriate for the control, and so the frame size is ignored"). A tap toggles it when the
/// finger lifts; a finger that slides the thumb turns it to the side the finger is on. Either way,
/// as the finger lifts inside the control the switch sends ``Control/Event/valueChanged`` — then,
/// in a pass of its own, ``Control/Event/primaryActionTriggered`` — and only then
/// ``Control/Event/touchUpInside`` (UIKit's switch reports the value change before the touch-up).
/// Setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing, as in UIKit.
///
/// ```swift
/// let wifi = Switch()
/// wifi.addAction(Action { action in print((action.sender as! Switch).isOn) }, for: .valueChanged)
/// window.tap(wifi)   // prints "true"
/// ```
@MainActor
open class Switch: Control {
    /// How a switch is drawn — UIKit's `UISwitch.Style`, with its raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// The style the platform chooses: ``sliding`` on iPhone and iPad.
        case automatic = 0
        /// A checkbox, UIKit's style for the Mac idiom only.
        case checkbox = 1
        /// The sliding thumb of iOS.
        case sliding = 2
    }

    /// A switch's size: 51 × 31 points, whatever frame it is given (UIKit's fixed size on iOS).
    public static let fixedSize = CGSize(width: 51, height: 31)

    /// Creates a switch, off, at `frame`'s origin with the fixed 51 × 31 size (UIKit ignores the
    /// frame's size).
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
        decodeArchivedSwitchProperties(from: coder)
    }

    /// A single tap is the default action and changes the value, which is the primary action —
    /// what every initializer sets up.
    private func adoptTapBehaviour() {
        defaultActionIsSingleTap = true
        primaryActionEvents = .valueChanged
    }

    /// Creates a switch, off, at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - State

    /// Whether the switch is on. Setting it changes the switch at once and sends no event.
    public var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// Turns the switch on or off; `animated` is accepted for UIKit's signature (HeadlessKit shows
    /// the end state at once). Sends no event: "Setting the switch to either position doesn't
    /// result in an action message being sent" (UIKit).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The colour of the track while the switch is on; `nil` (the default) draws
    /// ``Color/systemGreen``.
    public var onTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb; `nil` (the default) draws it white.
    public var thumbTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// An image for the on side, kept for UIKit's API; like UIKit since iOS 7, the switch does not
    /// draw it.
    public var onImage: Image?

    /// An image for the off side, kept for UIKit's API and not drawn (as in UIKit since iOS 7).
    public var offImage: Image?

    /// The title UIKit shows beside the switch in the Mac idiom only; kept, not drawn.
    public var title: String?

    /// The style asked for; the default is ``Style/automatic``.
    public var preferredStyle = Style.automatic

    /// The style the switch is drawn in: always ``Style/sliding`` (UIKit resolves every preferred
    /// style to sliding outside the Mac idiom).
    public var style: Style { .sliding }

    // MARK: - Size

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    /// 51 × 31 points, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    // MARK: - Tracking

    /// Starts following the finger: a tap would toggle the switch. Returns `true`.
    ///
    /// Overrides call `super` to keep the switch working.
    open override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        gesture = SwitchGesture(touchDownX: touch.location(in: self).x, pendingOn: !isOn)
        setNeedsDisplay()
        return true
    }

    /// Moves the thumb with the finger: once the finger has slid more than 5 points sideways, the
    /// switch will turn to the side of its midpoint the finger is on. Returns `true`.
    ///
    /// The threshold and the midpoint rule are **(chosen)**: UIKit does not document how far its
    /// thumb must be dragged. Overrides call `super`.
    open override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        guard var gesture else { return true }
        let x = touch.location(in: self).x
        if !gesture.isDragging, abs(x - gesture.touchDownX) > Self.dragThreshold { gesture.isDragging = true }
        if gesture.isDragging { gesture.pendingOn = x >= bounds.midX }
        if gesture.pendingOn != self.gesture?.pendingOn { setNeedsDisplay() }
        self.gesture = gesture
        return true
    }

    /// Applies the gesture: when the finger lifts inside the control and the switch is to change,
    /// it changes and sends ``Control/Event/valueChanged`` (then the primary action) — before the
    /// ``Control/Event/touchUpInside`` that follows this call. A finger lifted outside the
    /// tracking area changes nothing **(chosen)**.
    ///
    /// Overrides call `super` to keep the switch working.
    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        guard let gesture else { return }
        self.gesture = nil
        setNeedsDisplay()
        guard isTouchInside, gesture.pendingOn != isOn else { return }
        isOn = gesture.pendingOn
        sendActions(for: .valueChanged, with: event)
    }

    /// Abandons the gesture; the switch keeps its state. Overrides call `super`.
    open override func cancelTracking(with event: HeadlessKit.Event?) {
        guard gesture != nil else { return }
        gesture = nil
        setNeedsDisplay()
    }

    /// Redraws the dimmed switch when it is disabled or enabled again; disabling it mid-gesture
    /// abandons the gesture (the switch keeps its state). Overrides call `super`.
    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { gesture = nil }
            setNeedsDisplay()
        }
    }

    // MARK: - Drawing

    /// Records the track (filled with ``onTintColor`` when on, the system's off colour when off)
    /// and the thumb at the side the switch shows — while a finger drags it, the side it will turn
    /// to. A disabled switch is drawn at half opacity, as UIKit dims its controls.
    ///
    /// Overrides may call `super` to draw the standard switch.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        if !isEnabled { context.setAlpha(Self.disabledAlpha) }
        let shownOn = gesture?.pendingOn ?? isOn
        context.fill(bounds, with: shownOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill)
        context.fillEllipse(in: thumbFrame(on: shownOn), with: thumbTintColor ?? .white)
    }

    /// The thumb's frame for a state: a 27-point circle 2 points inside the track's left (off) or
    /// right (on) end.
    func thumbFrame(on: Bool) -> CGRect {
        let diameter = bounds.height - 2 * Self.thumbInset
        let x = on ? bounds.maxX - Self.thumbInset - diameter : bounds.minX + Self.thumbInset
        return CGRect(x: x, y: bounds.minY + Self.thumbInset, width: diameter, height: diameter)
    }

    // MARK: - Accessibility

    /// Whether assistive technologies see the switch; `true` unless set, as for UIKit's switch.
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The switch's state as UIKit's switch reports it: `"1"` when on, `"0"` when off, unless a
    /// value was set.
    open override var accessibilityValue: String? {
        get { extras?.accessibility?.valueText ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// ``AccessibilityTraits/button``, with ``AccessibilityTraits/notEnabled`` while disabled,
    /// unless traits were set.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - Internal state

    /// The finger being followed, from touch-down to lift or cancel.
    var gesture: SwitchGesture?

    /// How far a finger must slide sideways before it drags the thumb (chosen: a tap's wobble does not).
    static let dragThreshold: CGFloat = 5
    /// The gap between the track's edge and the thumb.
    static let thumbInset: CGFloat = 2
    /// The opacity UIKit's controls are drawn at while disabled.
    static let disabledAlpha: CGFloat = 0.5
}

/// What a finger on a switch has done so far.
struct SwitchGesture: Equatable {
    /// Where the finger touched down, along the switch.
    let touchDownX: CGFloat
    /// The state the switch turns to if the finger lifts inside it now.
    var pendingOn: Bool
    /// Whether the finger has slid far enough to drag the thumb.
    var isDragging = false
}
