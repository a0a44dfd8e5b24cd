import Foundation
import Testing
@testable import HeadlessKit

/// An alert's text fields: adding them (refused on an action sheet), where they sit, the keyboard
/// they bring as the alert appears, typing into them, and the keyboard leaving with the alert —
/// UIAlertController's documented behaviour, and HeadlessKit's (chosen) orders where UIKit
/// documents none.
@MainActor
@Suite struct AlertTextFieldTests {
    /// Records the appearance callbacks of the objects it names into a text-input recorder, so
    /// that one list holds callbacks, delegate calls, control events and notifications in order.
    @MainActor final class AppearanceLog: LifecycleObserver {
        let recorder: TextInputRecorder
        let log = LifecycleEventLog()
        var named: Set<ObjectIdentifier> = []

        init(_ recorder: TextInputRecorder) {
            self.recorder = recorder
        }

        func name(_ object: AnyObject, _ name: String) {
            log.name(object, name)
            named.insert(ObjectIdentifier(object))
        }

        func lifecycleEventDelivered(_ event: LifecycleEvent) {
            let appearance: Set<LifecycleCallback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
            guard named.contains(event.receiver), appearance.contains(event.callback) else { return }
            recorder.add(log.line(for: event))
        }
    }

    /// A launched app whose key window shows a controller, and an alert named "alert" with a text
    /// field named "field" (text "Note"), Cancel, and Save — preferred — whose handler logs the
    /// field's text.
    func renameAlert() -> (TextInputStage, ViewControllerBase, AlertController, AppearanceLog) {
        let stage = TextInputStage()
        let main = ViewControllerBase()
        stage.window.rootViewController = main
        stage.loop.runUntilIdle()
        let log = AppearanceLog(stage.recorder)
        stage.loop.lifecycleObserver = log
        let alert = AlertController(title: "Rename", message: "A new title for the note.", preferredStyle: .alert)
        log.name(alert, "alert")
        let recorder = stage.recorder
        alert.addTextField { field in
            field.text = "Note"
            recorder.watch(field, as: "field")
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in recorder.add("Cancel handler") })
        let save = AlertAction(title: "Save", style: .default) { [weak alert] _ in
            recorder.add("Save handler reads \(alert?.textFields?.first?.text ?? "nil")")
        }
        alert.addAction(save)
        alert.preferredAction = save
        return (stage, main, alert, log)
    }

    @Test func anAlertWithoutTextFieldsHasNilTextFieldsAsInUIKit() {
        let alert = AlertController(title: "Done", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
    }

    /// UIKit documents the handler as configuring the field "prior to displaying the alert"; it
    /// runs inside the call, with the field already among the text fields (chosen).
    @Test func theConfigurationHandlerRunsAtOnceWithTheNewField() {
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        var seen: [String] = []
        alert.addTextField { field in
            seen.append("handler: \(alert.textFields?.count ?? 0) field, is it: \(alert.textFields?.last === field)")
            field.placeholder = "Name"
        }
        seen.append("after the call")
        alert.addTextField()
        #expect(seen == ["handler: 1 field, is it: true", "after the call"])
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
        #expect(alert.textFields?.first?.font == Font.systemFont(ofSize: 13))
        #expect(alert.textFields?.first?.superview == nil, "the view is not loaded yet")
    }

    /// UIKit raises "Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert"; HeadlessKit refuses before changing anything.
    @Test func aTextFieldOnAnActionSheetIsRefused() throws {
        let stage = TextInputStage()
        let main = ViewControllerBase()
        stage.window.rootViewController = main
        stage.loop.runUntilIdle()
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        main.present(sheet, animated: false)
        stage.loop.runUntilIdle()
        let before = stage.window.recursiveDescription()
        var handlerRan = false
        sheet.addTextField { _ in handlerRan = true }
        stage.loop.runUntilIdle()
        #expect(sheet.textFields == nil && !handlerRan)
        #expect(stage.window.recursiveDescription() == before)
        let diagnostic = try #require(stage.app.diagnostics.collected.first)
        #expect(stage.app.diagnostics.collected.count == 1 && diagnostic.kind == .invalidAlertTextField)
        #expect(diagnostic.message.hasPrefix(
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    /// The whole story (chosen orders): the first field becomes first responder as the alert's
    /// view enters the window — after `viewWillAppear`, the keyboard's will-notifications with
    /// it, its did-notifications before `viewDidAppear`; the keys go to the field; choosing an
    /// action ends the editing in the alert's `viewWillDisappear`, the keyboard leaves, and the
    /// handler runs after `viewDidDisappear` and still reads the text.
    @Test func presentTypeAndTapTraceTheCallbacksNotificationsAndHandlerInOrder() throws {
        let (stage, main, alert, _) = renameAlert()
        main.present(alert, animated: true) { stage.recorder.add("present completion") }
        stage.loop.runUntilIdle()
        #expect(stage.recorder.entries == [
            "alert.viewWillAppear(true)",
            "field.shouldBeginEditing", "field.didBeginEditing", "field.editingDidBegin", "field.textDidBeginEditing",
            "keyboardWillChangeFrame", "keyboardWillShow",
            "keyboardDidChangeFrame", "keyboardDidShow",
            "alert.viewDidAppear(true)", "present completion",
        ])
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder && stage.loop.keyboard.isVisible)
        stage.recorder.entries.removeAll()
        stage.window.typeText("s")
        #expect(stage.recorder.entries == [
            "field.shouldChange({4, 0}, \"s\")", "field.didChangeSelection(5)", "field.editingChanged", "field.textDidChange",
        ])
        stage.recorder.entries.removeAll()
        let save = try #require(alert.actions.last)
        stage.window.tap(try #require(alert.actionButtonView(for: save)))
        stage.loop.runUntilIdle()
        #expect(stage.recorder.entries == [
            "alert.viewWillDisappear(true)",
            "field.didEndEditing(committed)", "field.editingDidEnd", "field.textDidEndEditing",
            "keyboardWillChangeFrame", "keyboardWillHide",
            "keyboardDidChangeFrame", "keyboardDidHide",
            "alert.viewDidDisappear(true)", "Save handler reads Notes",
        ])
        #expect(!stage.loop.keyboard.isVisible && main.presentedViewController == nil)
        #expect(stage.app.diagnostics.collected.isEmpty)
    }

    /// UIKit documents that Return on a hardware keyboard triggers the preferred action; the
    /// software keyboard's return key does the same here (chosen), after the field's delegate and
    /// its `.editingDidEndOnExit` (whose registered action resigns the field, as UIKit's does).
    @Test func theReturnKeyChoosesThePreferredAction() {
        let (stage, main, alert, _) = renameAlert()
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        stage.recorder.entries.removeAll()
        stage.window.pressReturn()
        #expect(stage.recorder.entries == [
            "field.shouldReturn", "field.editingDidEndOnExit",
            "field.shouldEndEditing", "field.didEndEditing(committed)", "field.editingDidEnd", "field.textDidEndEditing",
            "keyboardWillChangeFrame", "keyboardWillHide",
        ])
        stage.loop.runUntilIdle()
        #expect(stage.recorder.entries.suffix(2) == ["alert.viewDidDisappear(true)", "Save handler reads Note"])
        #expect(main.presentedViewController == nil)
    }

    /// A field delegate that refuses the return key keeps the alert; so does a disabled preferred
    /// action, and an alert without one.
    @Test func theReturnKeyDoesNothingMoreWhenRefusedOrWithoutAnEnabledPreferredAction() throws {
        let (stage, main, alert, _) = renameAlert()
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        let field = try #require(alert.textFields?.first)
        stage.recorder.shouldReturn["field"] = false
        stage.window.pressReturn()
        stage.loop.runUntilIdle()
        #expect(main.presentedViewController === alert && field.isFirstResponder)
        stage.recorder.shouldReturn["field"] = true
        alert.preferredAction?.isEnabled = false
        stage.window.pressReturn()
        stage.loop.runUntilIdle()
        #expect(main.presentedViewController === alert)
        alert.preferredAction?.isEnabled = true
        alert.preferredAction = nil
        _ = field.becomeFirstResponder()
        stage.window.pressReturn()
        stage.loop.runUntilIdle()
        #expect(main.presentedViewController === alert && !stage.recorder.entries.contains("alert.viewWillDisappear(true)"))
    }

    /// Fields stack 24 points tall, 16 points in from the box's sides, below the title and
    /// message and 16 points above the buttons (chosen placeholder metrics); the box sits in the
    /// middle of the safe area above the keyboard.
    @Test func theFieldsSitBetweenTheMessageAndTheButtons() throws {
        let (stage, main, alert, _) = renameAlert()
        alert.addTextField { $0.placeholder = "Folder" }
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        let fields = try #require(alert.textFields)
        #expect(fields.map(\.frame) == [
            CGRect(x: 16, y: 80, width: 238, height: 24), CGRect(x: 16, y: 104, width: 238, height: 24),
        ])
        let buttons = alert.actions.map { alert.actionButtonView(for: $0)?.frame }
        #expect(buttons == [CGRect(x: 0, y: 144, width: 135, height: 44), CGRect(x: 135, y: 144, width: 135, height: 44)])
        let box = try #require(fields[0].superview)
        let keyboardTop = stage.loop.keyboard.frame.minY
        let safeTop = stage.window.safeAreaInsets.top
        #expect(box.frame == CGRect(x: 60, y: ((safeTop + keyboardTop) / 2 - 94).rounded(.down), width: 270, height: 188))
    }

    /// Without a title or message, the fields start 20 points from the box's top.
    @Test func fieldsOfAnAlertWithoutTextStartTwentyPointsDown() throws {
        let stage = TextInputStage()
        let main = ViewControllerBase()
        stage.window.rootViewController = main
        stage.loop.runUntilIdle()
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(AlertAction(title: "OK", style: .default))
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        #expect(alert.textFields?.first?.frame == CGRect(x: 16, y: 20, width: 238, height: 24))
        #expect(alert.actionButtonView(for: alert.actions[0])?.frame == CGRect(x: 0, y: 60, width: 270, height: 44))
    }

    /// A field added while the alert is on screen joins its box without taking the keyboard
    /// (chosen); tapped, it brings the keyboard and the box rises above it, as UIKit's alert does.
    @Test func aFieldAddedWhileShownJoinsTheBoxWithoutTheKeyboard() throws {
        let stage = TextInputStage()
        let main = ViewControllerBase()
        stage.window.rootViewController = main
        stage.loop.runUntilIdle()
        let alert = AlertController(title: "Code", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        alert.addTextField()
        stage.loop.runUntilIdle()
        let field = try #require(alert.textFields?.first)
        #expect(field.window === stage.window && !field.isFirstResponder && !stage.loop.keyboard.isVisible)
        #expect(field.frame == CGRect(x: 16, y: 62, width: 238, height: 24))
        let box = try #require(field.superview)
        let safe = stage.window.bounds.inset(by: stage.window.safeAreaInsets)
        #expect(box.frame == CGRect(x: 60, y: (safe.midY - 73).rounded(.down), width: 270, height: 146))
        stage.window.tap(field)
        stage.window.typeText("42")
        #expect(field.text == "42")
        stage.loop.runUntilIdle()
        let keyboardTop = stage.loop.keyboard.frame.minY
        #expect(box.frame == CGRect(x: 60, y: ((safe.minY + keyboardTop) / 2 - 73).rounded(.down), width: 270, height: 146))
    }

    /// The first field that can become first responder does: a disabled first field is passed by.
    @Test func aDisabledFirstFieldLeavesTheKeyboardToTheNext() throws {
        let (stage, main, alert, _) = renameAlert()
        alert.textFields?.first?.isEnabled = false
        alert.addTextField()
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        #expect(alert.textFields?.last?.isFirstResponder == true)
    }

    /// Dismissing from code also takes the keyboard away.
    @Test func dismissingFromCodeEndsTheEditing() throws {
        let (stage, main, alert, _) = renameAlert()
        main.present(alert, animated: false)
        stage.loop.runUntilIdle()
        main.dismiss(animated: false)
        stage.loop.runUntilIdle()
        #expect(alert.textFields?.first?.isFirstResponder == false && !stage.loop.keyboard.isVisible)
        #expect(stage.window.firstResponder == nil)
    }

    @Test func theAlertAndItsFieldsAreReleasedAfterTheDismissal() throws {
        let stage = TextInputStage()
        let main = ViewControllerBase()
        stage.window.rootViewController = main
        stage.loop.runUntilIdle()
        weak var weakAlert: AlertController?
        weak var weakField: TextField?
        do {
            let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
            alert.addTextField()
            let save = AlertAction(title: "Save", style: .default) { [weak alert] _ in _ = alert?.textFields?.first?.text }
            alert.addAction(save)
            main.present(alert, animated: true)
            stage.loop.runUntilIdle()
            stage.window.typeText("Ada")
            weakAlert = alert
            weakField = alert.textFields?.first
            #expect(save.trigger())
        }
        stage.loop.runUntilIdle()
        #expect(weakAlert == nil && weakField == nil)
        #expect(stage.window.firstResponder == nil)
    }
}
