/// A button of an alert or action sheet and what it does — UIKit's `UIAlertAction`.
///
/// Tapping the action's button (or ``trigger()``) dismisses its alert, animated, then runs the
/// handler with the action.
@MainActor
open class AlertAction {
    /// How an action's button looks and where it goes — UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels; an alert takes one at most, and shows it last in an action
        /// sheet (and first of two side by side in an alert).
        case cancel = 1
        /// A button that destroys data, drawn in red.
        case destructive = 2
    }

    /// Creates an action with a title, a style, and a handler run after its alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// The title of the action's button.
    public let title: String?

    /// How the action's button looks.
    public let style: Style

    /// Whether the action's button takes taps (default `true`). A disabled action ignores taps
    /// and ``trigger()``.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { alertController?.actionsDidChange() } }
    }

    /// Chooses this action as a person would, through the same path as a tap on its button: its
    /// alert is dismissed, animated, and the handler runs once the dismissal completed. Returns
    /// whether it did; `false` when the action is disabled, its alert is not presented, or the
    /// alert's presentation or a dismissal is still running.
    ///
    /// HeadlessKit's own addition, for tests (UIKit has no public way to choose an action);
    /// tapping the action's button with ``Window/tap(_:)-(ViewNode)`` does the same.
    @discardableResult
    public func trigger() -> Bool {
        alertController?.actionChosen(self) ?? false
    }

    // MARK: - Internals

    let handler: (@MainActor (AlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: AlertController?
}
