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
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in the control (a touch whose tap count is above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved from outside the tracking area into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved from inside the tracking area out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action of the control was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits the app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
