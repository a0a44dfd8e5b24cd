/// The orientation of the app's interface — UIKit's `UIInterfaceOrientation`, with its raw values.
public enum InterfaceOrientation: Int, Sendable, CaseIterable {
    /// The orientation is not known.
    case unknown = 0
    /// Portrait, the home indicator at the bottom.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home indicator on the right.
    case landscapeRight = 3
    /// Landscape, the home indicator on the left.
    case landscapeLeft = 4
}

/// A set of interface orientations — UIKit's `UIInterfaceOrientationMask`, with its raw values.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << InterfaceOrientation.portrait.rawValue)
    /// Landscape, the home indicator on the left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << InterfaceOrientation.landscapeLeft.rawValue)
    /// Landscape, the home indicator on the right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << InterfaceOrientation.landscapeRight.rawValue)
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << InterfaceOrientation.portraitUpsideDown.rawValue)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The transition a modal presentation uses — UIKit's `UIModalTransitionStyle`. HeadlessKit
/// records it; presentations take their duration on the run loop clock whatever the style.
public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
    /// The presented view slides up from the bottom (UIKit's default).
    case coverVertical = 0
    /// The views flip horizontally.
    case flipHorizontal = 1
    /// The views cross-dissolve.
    case crossDissolve = 2
    /// The presenter's view curls up like a page.
    case partialCurl = 3
}
