extension Control {
    /// The events a control reports to its actions — HeadlessKit's `UIControl.Event`, with
    /// UIKit's raw values.
    ///
    /// Inside a ``Control`` subclass, `Event` names this type; write `HeadlessKit.Event` for the
    /// touch event the responder methods receive.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event's bits.
        public let rawValue: UInt

        /// Creates an event set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Self(rawValue: 1 << 0)
        /// A finger touched down again in the control (a touch whose tap count is above 1).
        public static let touchDownRepeat = Self(rawValue: 1 << 1)
        /// A tracked finger moved inside the control's tracking area.
        public static let touchDragInside = Self(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's tracking area.
        public static let touchDragOutside = Self(rawValue: 1 << 3)
        /// A tracked finger moved from outside the tracking area into it.
        public static let touchDragEnter = Self(rawValue: 1 << 4)
        /// A tracked finger moved from inside the tracking area out of it.
        public static let touchDragExit = Self(rawValue: 1 << 5)
        /// A tracked finger lifted inside the tracking area.
        public static let touchUpInside = Self(rawValue: 1 << 6)
        /// A tracked finger lifted outside the tracking area.
        public static let touchUpOutside = Self(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (a gesture recognizer took it).
        public static let touchCancel = Self(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Self(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Self(rawValue: 1 << 13)
        /// A menu action of the control was triggered.
        public static let menuActionTriggered = Self(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Self(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Self(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Self(rawValue: 1 << 18)
        /// Editing ended in a text control with the return key.
        public static let editingDidEndOnExit = Self(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Self(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Self(rawValue: 0x000F_0000)
        /// Bits the app may use for events of its own.
        public static let applicationReserved = Self(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Self(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Self(rawValue: 0xFFFF_FFFF)
    }
}
