import Foundation
@testable import HeadlessKit

/// The recorder's editing answers: it logs each question, deletes and inserts rows of its model
/// when an edit is committed, and moves them when the user reorders.
extension TableRecorder {
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        lines.append("canEdit(\(Self.path(indexPath)))")
        return true
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        lines.append("commit(\(editingStyle), \(Self.path(indexPath)))")
        switch editingStyle {
        case .delete:
            rows[indexPath.section] -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            rows[indexPath.section] += 1
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        lines.append("canMove(\(Self.path(indexPath)))")
        return true
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        lines.append("moveRow(\(Self.path(sourceIndexPath)) → \(Self.path(destinationIndexPath)))")
        rows[sourceIndexPath.section] -= 1
        rows[destinationIndexPath.section] += 1
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        lines.append("editingStyle(\(Self.path(indexPath)))")
        return .delete
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        lines.append("willBeginEditing(\(Self.path(indexPath)))")
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        lines.append("didEndEditing(\(indexPath.map(Self.path) ?? "nil"))")
    }
}
