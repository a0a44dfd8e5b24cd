/// Images set per control state, as UIKit's `setThumbImage(_:for:)` family keeps them: exactly
/// what was set for a state, and, for drawing, the image of the current state falling back to the
/// normal state's.
struct ControlStateImages: Equatable {
    private var images: [UInt: Image] = [:]

    /// The image set for exactly `state`, or `nil`.
    subscript(state: Control.State) -> Image? {
        get { images[state.rawValue] }
        set { images[state.rawValue] = newValue }
    }

    /// The image to draw in `state`: the one set for it, else the normal state's.
    func current(for state: Control.State) -> Image? {
        images[state.rawValue] ?? images[Control.State.normal.rawValue]
    }

    /// Forgets every image.
    mutating func removeAll() {
        images.removeAll()
    }
}
