import Foundation

/// What an archive sets on a table view, under the Swift names of its properties (its scroll
/// view's are read by ``ScrollView``; `style` before the table is made).
extension TableView {
    /// Reads `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`,
    /// `separatorStyle`, `separatorColor`, `separatorInset`, `allowsSelection`,
    /// `allowsMultipleSelection` and `isEditing`, each through its setter.
    func decodeArchivedTableProperties(from coder: Coder) {
        if let height = coder.decodeIfPresent("rowHeight", coder.decodeDouble) { rowHeight = height }
        if let height = coder.decodeIfPresent("estimatedRowHeight", coder.decodeDouble) { estimatedRowHeight = height }
        if let height = coder.decodeIfPresent("sectionHeaderHeight", coder.decodeDouble) { sectionHeaderHeight = height }
        if let height = coder.decodeIfPresent("sectionFooterHeight", coder.decodeDouble) { sectionFooterHeight = height }
        if let style = coder.decodeCase(SeparatorStyle.self, forKey: "separatorStyle") { separatorStyle = style }
        if let color = coder.decodeColor(forKey: "separatorColor") { separatorColor = color }
        if let inset = coder.decodeIfPresent("separatorInset", coder.decodeEdgeInsets) { separatorInset = inset }
        if let allows = coder.decodeIfPresent("allowsSelection", coder.decodeBool) { allowsSelection = allows }
        if let allows = coder.decodeIfPresent("allowsMultipleSelection", coder.decodeBool) { allowsMultipleSelection = allows }
        if let editing = coder.decodeIfPresent("isEditing", coder.decodeBool) { isEditing = editing }
    }
}
