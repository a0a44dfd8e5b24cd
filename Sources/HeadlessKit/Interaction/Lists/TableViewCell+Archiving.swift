import Foundation

/// What an archive sets on a table view cell, under the Swift names of its properties
/// (`style` and `reuseIdentifier` before the cell is made).
extension TableViewCell {
    /// Reads `accessoryType`, `separatorInset`, and the text of the style's default labels
    /// (`text` and `detailText`, for the styles that have them).
    func decodeArchivedCellProperties(from coder: Coder) {
        if let type = coder.decodeCase(AccessoryType.self, forKey: "accessoryType") { accessoryType = type }
        if let inset = coder.decodeIfPresent("separatorInset", coder.decodeEdgeInsets) { separatorInset = inset }
        if let text = coder.decodeString(forKey: "text") { textLabel?.text = text }
        if let text = coder.decodeString(forKey: "detailText") {
            if let label = detailTextLabel {
                label.text = text
            } else {
                coder.reportProblem(forKey: "detailText", "a cell of the \(style) style has no detail label")
            }
        }
    }

    /// Moves the views an archive made as the cell's `subviews` into its content view, where
    /// Interface Builder puts a cell's content (chosen: the archive need not spell the content
    /// view out).
    static func moveArchivedSubviews(of view: ViewNode, into contentView: ViewNode) {
        for subview in view.subviews where subview !== contentView { contentView.addSubview(subview) }
    }
}
