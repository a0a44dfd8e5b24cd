import Foundation

/// An action a swipe reveals on a table row, with a title and the handler that runs when it is
/// tapped — HeadlessKit's `UIContextualAction`.
///
/// The handler gets the action, the view that showed it (the row's cell) and a completion to
/// call once the action is done: `completion(true)` when it did its work, `false` when it did
/// not; either closes the revealed actions.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     names.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     completion(true)
/// }
/// return SwipeActionsConfiguration(actions: [delete])
/// ```
@MainActor
public final class ContextualAction {
    /// The look of an action — UIKit's `UIContextualAction.Style`, with its raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// An ordinary action.
        case normal = 0
        /// An action that removes the row; a full swipe on it deletes the row at once.
        case destructive = 1
    }

    /// What runs when the action is tapped: the action, the view that showed it, and the
    /// completion to call when done.
    public typealias Handler = @MainActor (ContextualAction, ViewNode, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The title shown on the action's button.
    public var title: String?
    /// The image shown on the action's button; stored only.
    public var image: Image?
    /// The colour of the action's button; stored only (`nil` picks the style's colour).
    public var backgroundColor: Color?
    /// What runs when the action is tapped.
    public let handler: Handler

    /// Creates an action of `style` showing `title`, running `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a swipe reveals on one edge of a table row — HeadlessKit's
/// `UISwipeActionsConfiguration`.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the edge the swipe starts at inwards.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action without a tap; `true` by default.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`, from the edge inwards.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
