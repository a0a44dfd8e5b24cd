import Foundation

/// A controller that shows an alert or an action sheet with a button per action — UIKit's
/// `UIAlertController`.
///
/// Present it with ``ViewControllerBase/present(_:animated:completion:)``: as in UIKit its
/// presentation is custom (``ModalPresentationStyle/custom``), so the presenter's view stays and
/// the presenter gets no appearance callbacks; the alert gets its own. Tapping an action's button
/// — or ``AlertAction/trigger()`` — dismisses the alert, animated, and runs the action's handler
/// once the dismissal completed.
///
/// ```swift
/// let alert = AlertController(title: "Delete note?", message: nil, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in self.deleteNote() })
/// present(alert, animated: true)
/// ```
///
/// An alert (not an action sheet) can ask for text: each
/// ``addTextField(configurationHandler:)`` adds a ``TextField`` between the message and the
/// buttons. When the alert appears its first field becomes first responder and the keyboard
/// slides in; an action's handler reads what was typed from ``textFields``:
///
/// ```swift
/// let rename = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
/// rename.addTextField { field in
///     field.text = note.title
///     field.placeholder = "Title"
/// }
/// rename.addAction(AlertAction(title: "Cancel", style: .cancel))
/// let save = AlertAction(title: "Save", style: .default) { [weak rename] _ in
///     note.title = rename?.textFields?.first?.text ?? ""
/// }
/// rename.addAction(save)
/// rename.preferredAction = save       // the return key chooses it
/// present(rename, animated: true)
/// // In a test: window.typeText(" (copy)"); save.trigger()
/// ```
///
/// The title and message are drawn as text; the orders of the callbacks, the text fields' and the
/// keyboard's notifications are in <doc:LifecycleGuarantees>.
@MainActor
open class AlertController: ViewControllerBase {
    /// How an alert controller shows itself — UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A sheet of actions at the bottom of the screen.
        case actionSheet = 0
        /// An alert in the middle of the screen.
        case alert = 1
    }

    /// Creates an alert controller with a title, a message and a style; add actions before
    /// presenting it.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
    }

    /// Alerts are made in code only (UIKit's cannot be archived); an archive cannot make one.
    public required init?(coder: Coder) { nil }

    /// The text below the title, or `nil`.
    public var message: String? {
        didSet { alertView?.textDidChange() }
    }

    /// Whether the controller shows an alert or an action sheet.
    public let preferredStyle: Style

    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    /// The action a person is most likely to choose, drawn in bold, or `nil`.
    ///
    /// An action that is not one of ``actions`` is refused with a diagnostic **(chosen wording:
    /// UIKit raises an internal inconsistency exception)**, and the preferred action kept.
    public var preferredAction: AlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                return reportMisuse(Diagnostic(
                    kind: .invalidAlertAction,
                    message: "The preferred action \(newValue.title ?? "(untitled)") of \(self) must be one of its actions. "
                        + "HeadlessKit kept \(storedPreferredAction?.title ?? "no preferred action"); add the action with "
                        + "addAction(_:) first.",
                    objects: [self, newValue]))
            }
            storedPreferredAction = newValue
            actionsDidChange()
        }
    }

    /// Adds an action; its button shows in the order actions were added (a cancel action last in
    /// an action sheet).
    ///
    /// A second ``AlertAction/Style/cancel`` action is refused with UIKit's message and a
    /// diagnostic; adding an action already added does nothing.
    public func addAction(_ action: AlertAction) {
        guard !actions.contains(where: { $0 === action }) else { return }
        if action.style == .cancel, let cancel = actions.first(where: { $0.style == .cancel }) {
            return reportMisuse(Diagnostic(
                kind: .invalidAlertAction,
                message: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel. "
                    + "\(self) already has \(cancel.title ?? "an untitled cancel action"); the action "
                    + "\(action.title ?? "(untitled)") was not added. Give the other actions the default or destructive style.",
                objects: [self, action, cancel]))
        }
        action.alertController = self
        actions.append(action)
        actionsDidChange()
    }

    /// Makes the view that shows the title, the message and a button per action. Never call it
    /// directly.
    open override func loadView() {
        let alertView = AlertView(frame: CGRect(origin: .zero, size: defaultViewSize))
        alertView.alertController = self
        alertView.reloadTextFieldViews()
        view = alertView
    }

    /// Redraws the title when it changes.
    open override var title: String? {
        didSet { alertView?.textDidChange() }
    }

    /// Ends the editing of the alert's text fields, without asking their delegates, so that the
    /// keyboard leaves as the alert does **(chosen**: UIKit's keyboard slides out with the
    /// alert; the text stays for the action's handler to read). Called by the dismissal, after
    /// the caller's code; overrides call `super`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let view = viewIfLoaded, let window = view.window,
              let responder = window.firstResponder, storedTextFields.contains(where: { $0 === responder }) else { return }
        view.endEditing(true)
        view.setNeedsLayout()
    }

    // MARK: - Internals

    private var storedPreferredAction: AlertAction?
    /// The text fields, in the order they were added.
    var storedTextFields: [TextField] = []
    /// Set once an action was chosen: the alert is on its way out, and further taps are ignored.
    private var chosenAction: AlertAction?

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// The button shown for `action`, when the view is loaded — for tests and the
    /// random-operation tester.
    package func actionButtonView(for action: AlertAction) -> ViewNode? {
        alertView?.button(for: action)
    }

    /// The actions in the order their buttons show: a cancel action last in an action sheet and
    /// in an alert of more than two actions, first of two side by side in an alert — UIKit's
    /// placement.
    var actionsInDisplayOrder: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        if preferredStyle == .alert, actions.count == 2 { return [cancel] + others }
        return others + [cancel]
    }

    func actionsDidChange() {
        alertView?.reloadActionViews()
    }

    /// An action was chosen (a tap on its button, or ``AlertAction/trigger()``): the alert is
    /// dismissed, animated, and the handler runs in the dismissal's completion — once the alert
    /// disappeared and is no longer presented, so that the handler can present again
    /// **(chosen, as UIKit behaves; UIKit documents only that the handler runs when the action is
    /// selected)**. Returns whether the choice was taken.
    func actionChosen(_ action: AlertAction) -> Bool {
        guard action.isEnabled, chosenAction == nil, actions.contains(where: { $0 === action }),
              let presenter = presentingController, appearanceState == .appeared,
              !presenter.isPresentationChainBusy else { return false }
        chosenAction = action
        dismiss(animated: true) { [weak self] in
            self?.chosenAction = nil
            action.handler?(action)
        }
        return true
    }
}
