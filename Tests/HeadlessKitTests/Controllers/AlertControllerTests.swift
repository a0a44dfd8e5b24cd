import Foundation
import Testing
@testable import HeadlessKit

/// Alerts and action sheets: presented over the presenter, a button per action, and an action's
/// handler after the dismissal — UIAlertController's documented behaviour and UIKit's texts.
@MainActor
@Suite struct AlertControllerTests {
    /// A shown controller "Main" and an alert named "alert" with Cancel, OK (preferred) and
    /// Delete; handlers note themselves in the trace.
    func shownAlert(style: AlertController.Style = .alert) -> (ControllerFixture, TracedController, AlertController) {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass.union([.loadView, .viewDidLoad]))
        let main = fixture.controller("Main")
        fixture.show(main)
        let alert = AlertController(title: "Delete note?", message: "It cannot be undone.", preferredStyle: style)
        fixture.trace.name(alert, "alert")
        let trace = fixture.trace
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in trace.note("Cancel handler") })
        let ok = AlertAction(title: "OK", style: .default) { [weak alert] action in
            trace.note("OK handler, presented: \(alert?.presentingViewController != nil), sender \(action.title ?? "")")
        }
        alert.addAction(ok)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in trace.note("Delete handler") })
        alert.preferredAction = ok
        fixture.trace.removeAll()
        return (fixture, main, alert)
    }

    @Test func anAlertHoldsItsTitleMessageActionsAndStyle() {
        let (_, _, alert) = shownAlert()
        #expect(alert.title == "Delete note?" && alert.message == "It cannot be undone." && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .default, .destructive])
        #expect(alert.preferredAction?.title == "OK" && alert.modalPresentationStyle == .custom)
    }

    /// UIKit presents an alert over its presenter without removing the presenter's view: the
    /// presenter gets no appearance callbacks, the alert its own.
    @Test func presentingAnAlertLeavesThePresentersViewAndCallbacksAlone() {
        let (fixture, main, alert) = shownAlert()
        main.present(alert, animated: true) { fixture.trace.note("present completion") }
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == ["alert.viewWillAppear(true)", "alert.viewDidAppear(true)", "present completion"])
        #expect(main.view.window === fixture.window && main.appearanceState == .appeared)
        #expect(alert.view.frame == fixture.window.bounds && alert.view.accessibilityViewIsModal)
        #expect(main.presentedViewController === alert)
    }

    /// Tapping an action's button dismisses the alert, animated; the handler runs once the
    /// dismissal completed, when the alert is no longer presented (chosen, as UIKit behaves).
    @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() throws {
        let (fixture, main, alert) = shownAlert()
        main.present(alert, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        let ok = try #require(alert.actions.first { $0.title == "OK" })
        let button = try #require((alert.view as? AlertView)?.button(for: ok))
        fixture.window.tap(button)
        #expect(fixture.trace.lines == ["alert.viewWillDisappear(true)"])
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == [
            "alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)", "OK handler, presented: false, sender OK",
        ])
        #expect(main.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// `trigger()` takes the same path as a tap.
    @Test func triggeringAnActionTakesTheTapsPath() throws {
        let (fixture, main, alert) = shownAlert()
        main.present(alert, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        let delete = try #require(alert.actions.first { $0.title == "Delete" })
        #expect(delete.trigger())
        #expect(!delete.trigger(), "the alert is already on its way out")
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines == ["alert.viewWillDisappear(true)", "alert.viewDidDisappear(true)", "Delete handler"])
    }

    /// A handler can present again from the same presenter: the alert is gone by then.
    @Test func aHandlerCanPresentAnotherAlert() throws {
        let (fixture, main, alert) = shownAlert()
        let next = AlertController(title: "Deleted", message: nil, preferredStyle: .alert)
        next.addAction(AlertAction(title: "OK", style: .default))
        let again = AlertAction(title: "Again", style: .default) { _ in main.present(next, animated: false) }
        alert.addAction(again)
        main.present(alert, animated: false)
        fixture.loop.runUntilIdle()
        #expect(again.trigger())
        fixture.loop.runUntilIdle()
        #expect(main.presentedViewController === next && fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func aDisabledActionIgnoresTapsAndTrigger() throws {
        let (fixture, main, alert) = shownAlert()
        let ok = try #require(alert.actions.first { $0.title == "OK" })
        ok.isEnabled = false
        main.present(alert, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        fixture.window.tap(try #require((alert.view as? AlertView)?.button(for: ok)))
        #expect(!ok.trigger())
        fixture.loop.runUntilIdle()
        #expect(fixture.trace.lines.isEmpty && main.presentedViewController === alert)
        ok.isEnabled = true
        #expect(ok.trigger())
    }

    /// An action of an alert that is not presented, or still appearing, cannot be chosen.
    @Test func anActionOfAnAlertNotOnScreenCannotBeChosen() throws {
        let (fixture, main, alert) = shownAlert()
        let ok = try #require(alert.actions.first { $0.title == "OK" })
        #expect(!ok.trigger())
        main.present(alert, animated: true)
        #expect(!ok.trigger(), "not while it is presented")
        fixture.loop.runUntilIdle()
        #expect(ok.trigger())
    }

    /// The placeholder geometry: an alert of three actions stacks them in 44-point rows with the
    /// cancel action last; two actions sit side by side, cancel first (UIKit's placement).
    @Test func theAlertsButtonsFollowUIKitsPlacement() throws {
        let (fixture, main, alert) = shownAlert()
        main.present(alert, animated: false)
        fixture.loop.runUntilIdle()
        let view = try #require(alert.view as? AlertView)
        let frames = alert.actions.map { view.button(for: $0)?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 168, width: 270, height: 44), CGRect(x: 0, y: 80, width: 270, height: 44),
            CGRect(x: 0, y: 124, width: 270, height: 44),
        ])
        let pair = AlertController(title: nil, message: nil, preferredStyle: .alert)
        let cancel = AlertAction(title: "No", style: .cancel), yes = AlertAction(title: "Yes", style: .default)
        pair.addAction(yes)
        pair.addAction(cancel)
        #expect(pair.actionsInDisplayOrder.map(\.title) == ["No", "Yes"])
    }

    @Test func anActionSheetSitsAboveTheBottomSafeAreaWithCancelApart() throws {
        let (fixture, main, sheet) = shownAlert(style: .actionSheet)
        fixture.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        main.present(sheet, animated: false)
        fixture.loop.runUntilIdle()
        let view = try #require(sheet.view as? AlertView)
        #expect(sheet.actions.map { view.button(for: $0)?.frame } == [
            CGRect(x: 0, y: 202, width: 304, height: 57), CGRect(x: 0, y: 80, width: 304, height: 57),
            CGRect(x: 0, y: 137, width: 304, height: 57),
        ])
    }

    /// UIKit raises "UIAlertController can only have one action with a style of
    /// UIAlertActionStyleCancel".
    @Test func aSecondCancelActionIsRefused() throws {
        let (fixture, main, alert) = shownAlert()
        main.present(alert, animated: false)
        fixture.loop.runUntilIdle()
        fixture.trace.removeAll()
        let before = fixture.window.recursiveDescription()
        let second = AlertAction(title: "Dismiss", style: .cancel)
        alert.addAction(second)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK", "Delete"])
        fixture.loop.runUntilIdle()
        #expect(fixture.window.recursiveDescription() == before && fixture.trace.lines.isEmpty)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1 && diagnostic.kind == .invalidAlertAction)
        #expect(diagnostic.message.hasPrefix("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
        #expect(!second.trigger())
    }

    @Test func aPreferredActionThatIsNotOneOfTheActionsIsRefused() throws {
        let (fixture, _, alert) = shownAlert()
        let stranger = AlertAction(title: "Elsewhere", style: .default)
        // The alert belongs to no loop before it is presented: the loop driving the code hears.
        fixture.loop.withCurrent { alert.preferredAction = stranger }
        #expect(alert.preferredAction?.title == "OK")
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(fixture.loop.diagnostics.collected.count == 1 && diagnostic.kind == .invalidAlertAction)
    }
}
