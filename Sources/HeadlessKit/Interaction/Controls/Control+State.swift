extension Control {
    /// The states a control can be in, combined — HeadlessKit's `UIControl.State`, with UIKit's
    /// raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted (no bits set).
        public static let normal = State([])
        /// A touch that the control tracks is down inside it (``Control/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control takes no touches (``Control/isEnabled`` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``Control/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (never set: HeadlessKit has no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits the app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
