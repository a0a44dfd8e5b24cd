/// The images a slider draws per control state, as UIKit keeps them.
extension Slider {
    /// Sets the thumb image for `state`; `nil` removes it. Setting an image clears
    /// ``thumbTintColor``, as in UIKit; the thumb takes the image's size.
    public func setThumbImage(_ image: Image?, for state: State) {
        thumbTintColor = nil
        thumbImages[state] = image
        imagesDidChange()
    }

    /// The thumb image set for exactly `state`, or `nil`.
    public func thumbImage(for state: State) -> Image? {
        thumbImages[state]
    }

    /// Sets the image of the track left of the thumb for `state`; `nil` removes it.
    public func setMinimumTrackImage(_ image: Image?, for state: State) {
        minimumTrackImages[state] = image
        imagesDidChange()
    }

    /// The minimum track image set for exactly `state`, or `nil`.
    public func minimumTrackImage(for state: State) -> Image? {
        minimumTrackImages[state]
    }

    /// Sets the image of the track right of the thumb for `state`; `nil` removes it. The normal
    /// state's image sets the track's height.
    public func setMaximumTrackImage(_ image: Image?, for state: State) {
        maximumTrackImages[state] = image
        imagesDidChange()
    }

    /// The maximum track image set for exactly `state`, or `nil`.
    public func maximumTrackImage(for state: State) -> Image? {
        maximumTrackImages[state]
    }

    /// The thumb image drawn now: the one for the current ``Control/state``, else the normal one.
    public var currentThumbImage: Image? { thumbImages.value(for: state) }

    /// The minimum track image drawn now: the one for the current state, else the normal one.
    public var currentMinimumTrackImage: Image? { minimumTrackImages.value(for: state) }

    /// The maximum track image drawn now: the one for the current state, else the normal one.
    public var currentMaximumTrackImage: Image? { maximumTrackImages.value(for: state) }

    /// A value or track image changed: the size and the drawing follow.
    func imagesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
