/// How the status bar draws its content — UIKit's `UIStatusBarStyle`.
public enum StatusBarStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Dark or light content, whichever suits the interface style (UIKit's default).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3

    /// The style's name.
    public var description: String {
        switch self {
        case .default: "default"
        case .lightContent: "lightContent"
        case .darkContent: "darkContent"
        }
    }
}

/// How the status bar animates when it is shown or hidden — UIKit's `UIStatusBarAnimation`.
public enum StatusBarAnimation: Int, Sendable, CaseIterable {
    /// No animation.
    case none = 0
    /// The status bar fades in and out.
    case fade = 1
    /// The status bar slides in and out.
    case slide = 2
}
