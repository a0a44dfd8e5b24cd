/// How a presented controller covers its presenter — UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable, CaseIterable {
    /// Covers the screen; the presenter's view leaves the window (the default here, **(chosen)**:
    /// the behaviour the reference traces show).
    case fullScreen
    /// Covers the presenter's context; the presenter's view leaves the window.
    case currentContext
    /// A card over the presenter, whose view stays (the presenter gets no appearance callbacks).
    case pageSheet
    /// A centred form over the presenter, whose view stays.
    case formSheet
    /// Covers the screen, leaving the presenter's view in place beneath.
    case overFullScreen
    /// Covers the presenter's context, leaving its view in place beneath.
    case overCurrentContext

    /// Whether the presenter's view leaves the window, so the presenter gets appearance callbacks.
    var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }
}
