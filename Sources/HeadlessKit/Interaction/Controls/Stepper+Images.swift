/// The images a stepper draws per state, kept as UIKit keeps them.
extension Stepper {
    /// Sets the image of the + half for `state`; `nil` removes it (the stepper draws its own +).
    public func setIncrementImage(_ image: Image?, for state: State) {
        incrementImages[state] = image
        setNeedsDisplay()
    }

    /// The + image set for exactly `state`, or `nil` (UIKit returns its built-in image instead).
    public func incrementImage(for state: State) -> Image? {
        incrementImages[state]
    }

    /// Sets the image of the − half for `state`; `nil` removes it (the stepper draws its own −).
    public func setDecrementImage(_ image: Image?, for state: State) {
        decrementImages[state] = image
        setNeedsDisplay()
    }

    /// The − image set for exactly `state`, or `nil` (UIKit returns its built-in image instead).
    public func decrementImage(for state: State) -> Image? {
        decrementImages[state]
    }

    /// Sets the background image for `state`, stretched over the whole stepper; `nil` removes it.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
        setNeedsDisplay()
    }

    /// The background image set for exactly `state`, or `nil`.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state]
    }

    /// Sets the image drawn between the halves when the left one is in `leftState` and the right
    /// one in `rightState`; `nil` removes it.
    public func setDividerImage(_ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[StepperDividerKey(left: leftState, right: rightState)] = image
        setNeedsDisplay()
    }

    /// The divider image set for exactly these states, or `nil`.
    public func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> Image? {
        dividerImages[StepperDividerKey(left: leftState, right: rightState)]
    }
}
