import Foundation

/// An alert's text fields: adding them, the first one taking the keyboard as the alert appears,
/// and the return key choosing the preferred action.
extension AlertController {
    /// The alert's text fields in the order they were added, or `nil` when it has none — as
    /// UIKit's, which is `nil` rather than empty.
    public var textFields: [TextField]? {
        storedTextFields.isEmpty ? nil : storedTextFields
    }

    /// Adds an editable ``TextField`` below the alert's message, under the fields added before,
    /// and runs `configurationHandler` with it at once, inside this call — UIKit documents the
    /// handler as configuring the field "prior to displaying the alert". The field is already in
    /// ``textFields`` when the handler runs **(chosen)**.
    ///
    /// A new field is empty, without a border, in the 13-point system font **(chosen, as UIKit's
    /// alert fields look)**; the handler may change anything, its ``TextField/delegate`` too.
    /// When the alert appears, its first field that can becomes first responder and the keyboard
    /// shows; the return key in any field (once the field's delegate allowed it) chooses the
    /// ``preferredAction`` when it is enabled — what UIKit documents for a hardware keyboard's
    /// Return **(chosen** for the software keyboard's return key too; without a preferred action
    /// the return key does nothing more). A field added while the alert is on screen joins it at
    /// the next layout pass without taking the keyboard **(chosen)**.
    ///
    /// Only an ``Style/alert`` takes text fields: on an ``Style/actionSheet`` the call is refused
    /// with UIKit's message and a diagnostic; nothing is added and the handler does not run.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return reportMisuse(Diagnostic(
                kind: .invalidAlertTextField,
                message: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert. "
                    + "\(self) is an action sheet; no text field was added and the configuration handler did not run. "
                    + "Make the controller with preferredStyle .alert to ask for text.",
                objects: [self]))
        }
        let field = TextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.returnKeyAccepted = { [weak self] in self?.returnKeyAccepted() }
        storedTextFields.append(field)
        configurationHandler?(field)
        alertView?.reloadTextFieldViews()
    }

    // MARK: - Internals

    /// The alert's view entered a window: while the alert is appearing, its first text field that
    /// can becomes first responder, so the keyboard slides in with the alert — after the alert's
    /// `viewWillAppear`, before its `viewDidAppear` **(chosen**: the view enters the window only
    /// after `viewWillAppear`, and UIKit's keyboard visibly arrives with the alert).
    func alertViewDidMoveToWindow() {
        guard appearanceState == .appearing, let window = viewIfLoaded?.window else { return }
        if let responder = window.firstResponder, storedTextFields.contains(where: { $0 === responder }) { return }
        for field in storedTextFields where field.window === window {
            guard field.becomeFirstResponder() else { continue }
            // The box rises above the keyboard the field brought.
            viewIfLoaded?.setNeedsLayout()
            return
        }
    }

    /// The return key was accepted in one of the fields: the preferred action is chosen, as a tap
    /// on its button would (nothing happens while it is disabled or the alert cannot choose).
    private func returnKeyAccepted() {
        guard let preferredAction else { return }
        _ = actionChosen(preferredAction)
    }
}
