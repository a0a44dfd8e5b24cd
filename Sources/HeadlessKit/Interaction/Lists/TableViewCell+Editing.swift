import Foundation

/// A cell's editing mode and the editing control it shows in it.
extension TableViewCell {
    /// The control a cell shows in editing mode — UIKit's `UITableViewCell.EditingStyle`, with its
    /// raw values.
    public enum EditingStyle: Int, Sendable, CaseIterable {
        /// No control.
        case none = 0
        /// A delete control, which reveals a Delete button.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// Whether the cell is in editing mode; setting it calls ``setEditing(_:animated:)`` without
    /// animation.
    public var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
}
