/// A named set of timers, blocks and observers that a run loop services together.
///
/// UIKit's main run loop runs in ``default`` most of the time and switches to ``tracking`` while a
/// scroll view is dragged or decelerating. Work added to ``common`` is serviced in both. A timer
/// added in ``default`` therefore does not fire while the loop runs in ``tracking``.
public struct RunLoopMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, as CFRunLoop spells it.
    public let rawValue: String
    /// Which of the three built-in modes this is (0 for any other name): a turn compares modes
    /// many times, and comparing these is cheaper than comparing names.
    private let builtIn: UInt8

    /// Creates a mode with the given name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        switch rawValue {
        case "kCFRunLoopDefaultMode": builtIn = 1
        case "UITrackingRunLoopMode": builtIn = 2
        case "kCFRunLoopCommonModes": builtIn = 3
        default: builtIn = 0
        }
    }

    /// Whether two modes have the same name.
    public static func == (lhs: RunLoopMode, rhs: RunLoopMode) -> Bool {
        if lhs.builtIn != 0 || rhs.builtIn != 0 { return lhs.builtIn == rhs.builtIn }
        return lhs.rawValue == rhs.rawValue
    }

    /// Hashes the mode's name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// The mode the loop runs in when nothing is being tracked (`RunLoop.Mode.default`).
    public static let `default` = RunLoopMode("kCFRunLoopDefaultMode")

    /// The mode the loop runs in while a scroll view is dragged or decelerating
    /// (`RunLoop.Mode.tracking`).
    public static let tracking = RunLoopMode("UITrackingRunLoopMode")

    /// The pseudo-mode whose work is serviced in both ``default`` and ``tracking``
    /// (`RunLoop.Mode.common`); the loop never runs *in* it.
    public static let common = RunLoopMode("kCFRunLoopCommonModes")

    /// Whether work registered in this mode is serviced while the loop runs in `runningMode`.
    func includes(_ runningMode: RunLoopMode) -> Bool {
        self == runningMode || (self == .common && runningMode.isCommonMember)
    }

    /// Whether this mode belongs to the common set (CFRunLoop's common modes).
    var isCommonMember: Bool {
        self == .default || self == .tracking
    }

    /// The mode's name.
    public var description: String { rawValue }
}

/// The two modes whose work a turn services — the running mode, then the common pseudo-mode — as
/// a sequence that does not allocate (a turn looks them up several times).
struct ServicedModes: Sequence, IteratorProtocol {
    private var running: RunLoopMode?
    private var common: RunLoopMode? = .common

    init(running: RunLoopMode) {
        self.running = running
    }

    mutating func next() -> RunLoopMode? {
        if let mode = running {
            running = nil
            return mode
        }
        defer { common = nil }
        return common
    }
}
