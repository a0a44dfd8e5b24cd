extension ViewControllerBase {
    /// Where a controller is in its appearance cycle (DESIGN §6).
    public enum AppearanceState: Sendable, CustomStringConvertible {
        /// Not on screen (the initial state).
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing

        /// The state's name.
        public var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }
    }
}
