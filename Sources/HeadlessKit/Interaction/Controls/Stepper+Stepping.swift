import Foundation

/// How a stepper steps: the halves, a press and its repeat timer, and the limits.
extension Stepper {
    /// The delay from touch-down to the first repeated step: 0.5 s (UIKit's).
    static let firstRepeatDelay = Duration.milliseconds(500)

    /// The delay after repeated step number `count` (0 for the first) before the next: 0.5 s after
    /// the first four (UIKit's), then 0.1 s, and 0.05 s after the nineteenth **(chosen**: UIKit
    /// accelerates at those points but does not publish its faster intervals).
    static func repeatInterval(afterRepeat count: Int) -> Duration {
        if count <= 3 { return .milliseconds(500) }
        if count <= 18 { return .milliseconds(100) }
        return .milliseconds(50)
    }

    /// The half of the stepper at `point`, in its coordinates: + at or right of the middle.
    func half(at point: CGPoint) -> StepperHalf {
        point.x >= bounds.midX ? .increment : .decrement
    }

    /// Whether a press on `half` steps: unless the stepper wraps, the + half is disabled at the
    /// maximum and the − half at the minimum (UIKit dims them).
    func isUsable(_ half: StepperHalf) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? storedValue < storedMaximum : storedValue > storedMinimum
    }

    /// Changes the value by one step in the direction of `half`: past a limit it wraps to the
    /// other limit when ``wraps``, else it is clamped.
    func step(_ half: StepperHalf) {
        var next = storedValue + (half == .increment ? storedStepValue : -storedStepValue)
        if wraps {
            if next > storedMaximum { next = storedMinimum } else if next < storedMinimum { next = storedMaximum }
        }
        setClampedValue(next)
    }

    /// Stores `value` clamped to the limits; redraws when it changed. Sends nothing.
    func setClampedValue(_ value: Double) {
        let clamped = min(max(value, storedMinimum), storedMaximum)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    /// The repeat timer fired: steps when a usable half is pressed (sending the value change when
    /// continuous) and schedules the next repeat, sooner as the press goes on; with no usable half
    /// pressed it waits 0.5 s and, if it had stepped, starts accelerating again.
    func repeatTimerFired() {
        guard var press, isTracking else { return }
        repeatTimer = nil
        guard let half = pressedHalf, isUsable(half) else {
            if press.repeatCount >= 1 { press.repeatCount = 1 }
            self.press = press
            return scheduleRepeat(after: Self.firstRepeatDelay)
        }
        let count = press.repeatCount
        press.repeatCount += 1
        self.press = press
        step(half)
        scheduleRepeat(after: Self.repeatInterval(afterRepeat: count))
        if isContinuous { sendActions(for: .valueChanged, with: nil) }
    }

    /// The finger lifted: steps once if the press never repeated; returns whether the press
    /// stepped the value (now or by repeating) with a usable half under the finger — what a
    /// non-continuous stepper reports as its one value change.
    func finishPress(with event: HeadlessKit.Event?) -> Bool {
        guard var press else { return false }
        self.press = nil
        guard let half = pressedHalf, isUsable(half) else { return false }
        if press.repeatCount == 0 {
            press.repeatCount = 1
            step(half)
            if isContinuous { sendActions(for: .valueChanged, with: event) }
        }
        return true
    }

    /// Schedules the next repeat on the loop of the stepper's window, in the common modes (so it
    /// fires while a scroll view tracks a finger), holding the stepper weakly.
    func scheduleRepeat(after delay: Duration) {
        repeatTimer?.invalidate()
        guard let loop = window?.runLoop else { return repeatTimer = nil }
        repeatTimer = loop.scheduleTimer(withTimeInterval: delay, repeats: false, mode: .common) { [weak self] timer in
            guard let self, self.repeatTimer === timer else { return }
            self.repeatTimerFired()
        }
    }

    /// Stops the repeat timer.
    func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    // MARK: - Drawing

    /// The frame of `half`: the stepper's width less the divider, split in two.
    func frame(of half: StepperHalf) -> CGRect {
        let width = (bounds.width - Self.dividerWidth) / 2
        let x = half == .decrement ? bounds.minX : bounds.minX + width + Self.dividerWidth
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Records the stepper: background, pressed half, glyphs, divider.
    func drawStepper(in context: GraphicsContext) {
        if !isEnabled { context.setAlpha(Switch.disabledAlpha) }
        if let image = backgroundImages.value(for: state) {
            image.draw(in: bounds)
        } else {
            context.fill(bounds, with: .tertiarySystemFill)
        }
        for half in [StepperHalf.decrement, .increment] {
            let frame = frame(of: half)
            let halfState = state(of: half)
            if halfState.contains(.highlighted) { context.fill(frame, with: .systemFill) }
            let images = half == .increment ? incrementImages : decrementImages
            if let image = images.value(for: halfState) {
                image.draw(in: CGRect(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2,
                                      width: image.size.width, height: image.size.height))
            } else {
                drawGlyph(of: half, in: frame, color: halfState.contains(.disabled) ? .tertiaryLabel : .label, context: context)
            }
        }
        let divider = CGRect(x: frame(of: .decrement).maxX, y: bounds.minY, width: Self.dividerWidth, height: bounds.height)
        let key = StepperDividerKey(left: state(of: .decrement), right: state(of: .increment))
        if let image = dividerImages[key] ?? dividerImages[StepperDividerKey(left: .normal, right: .normal)] {
            image.draw(in: divider)
        } else {
            context.fill(divider.insetBy(dx: 0, dy: Self.dividerInset), with: .separator)
        }
    }

    /// The state a half is drawn in: highlighted while pressed, disabled when unusable.
    func state(of half: StepperHalf) -> State {
        var state = State.normal
        if !isUsable(half) { state.insert(.disabled) }
        if pressedHalf == half, isUsable(half) { state.insert(.highlighted) }
        return state
    }

    private func drawGlyph(of half: StepperHalf, in frame: CGRect, color: Color, context: GraphicsContext) {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let arm = Self.glyphArm
        context.strokeLine(from: CGPoint(x: center.x - arm, y: center.y), to: CGPoint(x: center.x + arm, y: center.y),
                           with: color, lineWidth: Self.glyphLineWidth)
        if half == .increment {
            context.strokeLine(from: CGPoint(x: center.x, y: center.y - arm), to: CGPoint(x: center.x, y: center.y + arm),
                               with: color, lineWidth: Self.glyphLineWidth)
        }
    }

    /// Half the length of a − or + stroke.
    static let glyphArm: CGFloat = 7
    /// The thickness of the − and + strokes.
    static let glyphLineWidth: CGFloat = 2
    /// How far the drawn divider stops short of the top and bottom edges.
    static let dividerInset: CGFloat = 8
}

/// One half of a stepper.
enum StepperHalf: Equatable {
    /// The − half, on the left.
    case decrement
    /// The + half, on the right.
    case increment
}

/// A press on a stepper: how many times it has repeated.
struct StepperPress: Equatable {
    /// The repeated steps so far (1 after a tap's single step at lift).
    var repeatCount = 0
}

/// The states of the halves either side of a stepper's divider, the key of its divider images.
struct StepperDividerKey: Hashable {
    let left: UInt
    let right: UInt

    init(left: Control.State, right: Control.State) {
        self.left = left.rawValue
        self.right = right.rawValue
    }
}
