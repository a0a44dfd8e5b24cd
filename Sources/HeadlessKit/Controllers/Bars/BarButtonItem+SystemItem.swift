extension BarButtonItem {
    /// The buttons the system defines — UIKit's `UIBarButtonItem.SystemItem`, with its raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add (a plus sign).
        case add = 4
        /// A space that takes the room left between items.
        case flexibleSpace = 5
        /// A space of the item's width.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share (an action sheet).
        case action = 9
        /// Organize (move to a folder).
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// A page curl (deprecated in UIKit).
        case pageCurl = 23
        /// Close.
        case close = 24

        /// The text HeadlessKit draws for the item: UIKit's English title for the text items,
        /// the item's name for those UIKit draws as icons.
        var displayTitle: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }
    }
}

extension BarButtonItem {
    /// The text the item shows: its title, or a system item's (`Done`) — what a UI test's
    /// finders match.
    package var displayedTitle: String? {
        title ?? systemItem.map(\.displayTitle).flatMap { $0.isEmpty ? nil : $0 }
    }
}
