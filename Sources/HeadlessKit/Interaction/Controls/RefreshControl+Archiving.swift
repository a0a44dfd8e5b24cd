import Foundation

/// What an archive sets on a refresh control, under the Swift names of its properties.
extension RefreshControl {
    /// Reads `attributedTitle`, written as plain text (`"Pull to refresh"`); its tint colour is
    /// the view's `tintColor`.
    func decodeArchivedRefreshProperties(from coder: Coder) {
        if let title = coder.decodeString(forKey: "attributedTitle") { attributedTitle = NSAttributedString(string: title) }
    }
}
