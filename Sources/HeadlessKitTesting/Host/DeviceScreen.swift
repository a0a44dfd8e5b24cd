import Foundation
import HeadlessKit

/// The screen a ``TestHost`` shows its window on: size in points, pixels per point, the kind of
/// device, and the insets the hardware keeps clear (status bar or sensor housing, home
/// indicator), upright or turned.
public struct DeviceScreen: Sendable, Equatable, CustomStringConvertible {
    /// How the device is held.
    public enum Orientation: Sendable, Equatable {
        /// Upright: the portrait size.
        case portrait
        /// Turned a quarter: width and height swapped.
        case landscape
    }

    /// A short name for messages and snapshot files.
    public var name: String
    /// The screen's size in points held upright.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The kind of device: windows report it in their trait collection, and a `.pad` window is
    /// regular in both size classes.
    public var idiom: UserInterfaceIdiom
    /// The insets the screen keeps clear held upright.
    public var portraitSafeAreaInsets: EdgeInsets
    /// The insets the screen keeps clear turned a quarter.
    public var landscapeSafeAreaInsets: EdgeInsets
    /// How the device is held.
    public var orientation: Orientation

    /// Creates a screen of `size` points (upright) at `scale` on a device of `idiom`, keeping the
    /// given insets clear.
    public init(
        name: String, size: CGSize, scale: CGFloat, idiom: UserInterfaceIdiom = .phone, safeAreaInsets: EdgeInsets = .zero,
        landscapeSafeAreaInsets: EdgeInsets = .zero, orientation: Orientation = .portrait
    ) {
        self.name = name
        self.portraitSize = size
        self.scale = scale
        self.idiom = idiom
        self.portraitSafeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.orientation = orientation
    }

    /// The screen's size in points as it is held.
    public var size: CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The insets the screen keeps clear as it is held, which become every window's safe area.
    public var safeAreaInsets: EdgeInsets {
        orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
    }

    /// The same screen turned a quarter the other way.
    public var rotated: DeviceScreen {
        var turned = self
        turned.orientation = orientation == .portrait ? .landscape : .portrait
        return turned
    }

    /// A 6.1-inch phone with a sensor housing: 390 × 844 points at 3×, 47 points clear at the
    /// top and 34 at the bottom (47 on each side and 21 at the bottom in landscape) — HeadlessKit's
    /// default window size.
    public static let phone = DeviceScreen(
        name: "phone", size: CGSize(width: 390, height: 844), scale: 3,
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    /// A 4.7-inch phone with a home button: 375 × 667 points at 2×, the 20-point status bar
    /// clear (hidden, so nothing, in landscape).
    public static let smallPhone = DeviceScreen(
        name: "smallPhone", size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// An 11-inch tablet (the `.pad` idiom): 834 × 1194 points at 2×, 24 points clear at the top
    /// and 20 at the bottom either way up.
    public static let tablet = DeviceScreen(
        name: "tablet", size: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad,
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// `phone (390 × 844 @3x)`.
    public var description: String {
        "\(name) (\(NumberText.plain(size.width)) × \(NumberText.plain(size.height)) @\(NumberText.plain(scale))x)"
    }
}

/// Numbers as messages print them.
enum NumberText {
    /// `390`, `0.5`: no trailing `.0`.
    static func plain(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
