import Foundation
import HeadlessKit

/// Alert text fields: alerts presented with fields, fields added to alerts on and off screen,
/// typing and the return key in the field that has the keyboard, actions chosen and preferred;
/// the misuse of a field on an action sheet; and, after idle, each alert's fields inside its box,
/// editing exactly while first responder, and never first responder once the alert has left.
extension World {
    func performAlertTextFieldOperation() {
        let textAlerts = alertControllers.filter { $0.preferredStyle == .alert }
        guard let alert = element(textAlerts), !chance(4) else { return presentTextAlert() }
        let label = name(alert)
        switch pick(7) {
        case 0:
            note("\(label).addTextField()")
            alert.addTextField { [weak self] field in
                field.placeholder = "Field"
                self?.maybeAct(from: alert)
            }
        case 1, 2:
            guard let window = alertKeyWindow(of: alert) else { return }
            let text = ["a", "Ada", " ", "👍🏽", "e\u{301}"][pick(5)]
            note("\(name(window)).typeText(\(String(reflecting: text))) into \(label)")
            window.typeText(text)
        case 3:
            guard let window = alertKeyWindow(of: alert) else { return }
            note("\(name(window)).pressReturn() in \(label)")
            window.pressReturn()
        case 4:
            guard let action = element(alert.actions) else { return }
            note("\(label).preferredAction = \(action.title ?? "?")")
            alert.preferredAction = chance(4) ? nil : action
        case 5:
            guard let field = element(alert.textFields ?? []) else { return }
            note("\(label) text field becomeFirstResponder()")
            _ = field.becomeFirstResponder()
        default:
            guard let action = element(alert.actions) else { return }
            note("\(label) action \(action.title ?? "?").trigger() with text \(String(reflecting: alert.textFields?.first?.text))")
            _ = action.trigger()
        }
    }

    /// Presents a new alert with one to three text fields from a controller whose view is in a
    /// window; its actions' handlers read the first field's text.
    private func presentTextAlert() {
        guard let presenter = controllers.first(where: { $0.viewIfLoaded?.window != nil && chance(2) }) else { return }
        let alert = ChaosAlertController(world: self, number: alertControllers.count, style: .alert)
        for index in 0..<(1 + pick(3)) {
            alert.addTextField { field in
                field.placeholder = "Field \(index)"
                if index == 0 { field.text = "Note" }
            }
        }
        for index in 0..<(1 + pick(2)) {
            let style: AlertAction.Style = index == 0 && chance(2) ? .cancel : .default
            alert.addAction(AlertAction(title: "Action \(index)", style: style) { [weak self, weak alert] _ in
                self?.note("alert handler \(index) reads \(String(reflecting: alert?.textFields?.first?.text))")
                if let alert { self?.maybeAct(from: alert) }
            })
        }
        if chance(2) { alert.preferredAction = alert.actions.last }
        controllers.append(alert)
        track(alert, alert.name)
        let animated = chance(2)
        note("\(name(presenter)).present(\(alert.name) with \(alert.textFields?.count ?? 0) text fields, animated: \(animated))")
        presenter.present(alert, animated: animated) { [weak self, weak alert] in
            if let alert { self?.maybeAct(from: alert) }
        }
    }

    /// The window whose first responder is one of `alert`'s text fields, if any.
    private func alertKeyWindow(of alert: AlertController) -> Window? {
        guard let window = alert.viewIfLoaded?.window, let responder = window.firstResponder,
              (alert.textFields ?? []).contains(where: { $0 === responder }) else { return nil }
        return window
    }

    /// The misuse: a text field added to an action sheet.
    func alertTextFieldMisuse() -> String? {
        guard let sheet = element(alertControllers.filter { $0.preferredStyle == .actionSheet }) else { return nil }
        let description = "\(name(sheet)).addTextField() on an action sheet"
        note("misuse: \(description)")
        var handlerRan = false
        sheet.addTextField { _ in handlerRan = true }
        if handlerRan || sheet.textFields != nil { touchViolations.append("\(description) added a field") }
        return description
    }

    // MARK: - Checks

    /// After idle: an alert's fields sit in its box, stacked 24 points apart; each edits exactly
    /// while first responder; and none is first responder while its alert is not in a window.
    func alertTextFieldViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen, loops.allSatisfy({ $0.isFrozen || $0.isIdle }) else { return nil }
        for alert in alertControllers {
            let fields = alert.textFields ?? []
            for field in fields where field.isEditing != field.isFirstResponder {
                return "a text field of \(name(alert)) is editing (\(field.isEditing)) but first responder (\(field.isFirstResponder))"
            }
            guard let view = alert.viewIfLoaded else { continue }
            if view.window == nil, fields.contains(where: \.isFirstResponder) {
                return "a text field of \(name(alert)) is first responder while the alert is in no window"
            }
            guard view.window?.runLoop === loop, alert.appearanceState == .appeared else { continue }
            for (index, field) in fields.enumerated() {
                guard field.superview?.superview === view else {
                    return "text field \(index) of \(name(alert)) is not in the alert's box"
                }
                let expected = CGRect(x: 16, y: fields[0].frame.minY + CGFloat(index) * 24, width: 238, height: 24)
                if field.frame != expected { return "text field \(index) of \(name(alert)) is at \(field.frame), not \(expected)" }
            }
        }
        return nil
    }
}
