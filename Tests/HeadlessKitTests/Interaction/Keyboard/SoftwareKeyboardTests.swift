import Foundation
import Testing
@testable import HeadlessKit

/// The simulated keyboard: when it shows and hides, its frames, its notifications' user info,
/// and what the app's state, the key window and a hardware keyboard do to it.
@MainActor
@Suite struct SoftwareKeyboardTests {
    /// UIResponder's keyboard keys: begin and end frames in screen coordinates, a 0.25 s
    /// duration, curve 7, local to the app; the notification's object is `nil`.
    @Test func theNotificationsCarryUIKitsUserInfo() {
        let stage = TextInputStage()
        let field = stage.field("name")
        @MainActor final class Posted {
            var entries: [(hasObject: Bool, begin: CGRect?, end: CGRect?, duration: Double?, curve: Int?, isLocal: Bool?)] = []
        }
        let posted = Posted()
        let observer = stage.app.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil, queue: nil) { notification in
            let info = notification.userInfo ?? [:]
            let entry = (
                hasObject: notification.object != nil,
                begin: (info[Responder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                end: (info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                duration: info[Responder.keyboardAnimationDurationUserInfoKey] as? Double,
                curve: info[Responder.keyboardAnimationCurveUserInfoKey] as? Int,
                isLocal: info[Responder.keyboardIsLocalUserInfoKey] as? Bool)
            MainActor.assumeIsolated { posted.entries.append(entry) }
        }
        defer { stage.app.notificationCenter.removeObserver(observer) }
        #expect(field.becomeFirstResponder())
        #expect(posted.entries.count == 1)
        let entry = posted.entries[0]
        #expect(entry.hasObject == false)
        #expect(entry.begin == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(entry.end == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(entry.duration == 0.25 && entry.curve == 7 && entry.isLocal == true)
        #expect(stage.loop.keyboard.isVisible && stage.loop.keyboard.isAnimating)
        #expect(stage.loop.keyboard.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(stage.loop.run(for: .milliseconds(250)) == .deadlineReached)
        #expect(!stage.loop.keyboard.isAnimating)
    }

    /// **(chosen)** The heights commonly measured on devices with QuickType on; other screens by
    /// rule; never taller than the screen.
    @Test func standardHeightsFollowTheMeasuredTable() {
        let sizes: [(CGFloat, CGFloat)] = [
            (375, 667), (414, 736), (375, 812), (390, 844), (393, 852), (414, 896), (430, 932),
            (844, 390), (667, 375), (360, 780), (320, 480), (820, 1180), (1180, 820), (200, 150),
        ]
        let heights = sizes.map { SoftwareKeyboard.standardHeight(forScreenSize: CGSize(width: $0.0, height: $0.1)) }
        #expect(heights == [260, 271, 335, 336, 336, 346, 346, 209, 194, 336, 260, 320, 405, 150])
    }

    /// An input accessory view adds its height above the keys; an input view replaces the keys;
    /// `reloadInputViews()` after changing one while editing posts a frame change.
    @Test func inputViewsSetTheKeyboardsHeight() {
        let stage = TextInputStage()
        stage.recorder.logsKeyboardFrames = true
        let field = stage.field("name")
        field.inputAccessoryView = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.keyboard.frame == CGRect(x: 0, y: 464, width: 390, height: 380))
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        field.inputView = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        field.reloadInputViews()
        #expect(stage.recorder.entries == [
            "keyboardWillChangeFrame (0, 464, 390, 380) → (0, 600, 390, 244)",
            "keyboardWillShow (0, 464, 390, 380) → (0, 600, 390, 244)",
        ])
        stage.recorder.entries.removeAll()
        field.reloadInputViews()
        #expect(stage.recorder.entries.isEmpty)
    }

    /// A hardware keyboard: no software keyboard and no notification (HeadlessKit's test switch);
    /// attaching one hides the shown keyboard, detaching it shows the keyboard again.
    @Test func aHardwareKeyboardShowsNoSoftwareKeyboard() {
        let stage = TextInputStage()
        let field = stage.field("name")
        stage.loop.keyboard.isHardwareKeyboardConnected = true
        #expect(field.becomeFirstResponder())
        stage.window.typeText("hi")
        #expect(field.text == "hi" && !stage.loop.keyboard.isVisible)
        #expect(!stage.recorder.entries.contains { $0.hasPrefix("keyboard") })
        stage.recorder.entries.removeAll()
        stage.loop.keyboard.isHardwareKeyboardConnected = false
        #expect(stage.recorder.entries == ["keyboardWillChangeFrame", "keyboardWillShow"])
        stage.recorder.entries.removeAll()
        stage.loop.keyboard.isHardwareKeyboardConnected = true
        #expect(stage.recorder.entries == ["keyboardDidChangeFrame", "keyboardDidShow", "keyboardWillChangeFrame", "keyboardWillHide"])
    }

    /// **(chosen)** The keyboard stays while the app is inactive, hides once it is in the
    /// background and shows again for the first responder it kept when it returns; keys reach
    /// only an app in the foreground.
    @Test func theKeyboardHidesInTheBackgroundAndReturnsWithTheApp() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        _ = stage.app.simulate(.pullDownNotificationCenter)
        #expect(stage.loop.keyboard.isVisible && stage.recorder.entries.isEmpty)
        _ = stage.app.simulate(.dismissNotificationCenter)
        _ = stage.app.simulate(.homeButton)
        #expect(stage.recorder.entries == ["keyboardWillChangeFrame", "keyboardWillHide"])
        stage.window.typeText("x")
        #expect(field.text == "" && stage.app.diagnostics.collected.isEmpty)
        stage.recorder.entries.removeAll()
        _ = stage.app.simulate(.tapAppIcon)
        #expect(stage.recorder.entries == ["keyboardDidChangeFrame", "keyboardDidHide", "keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(field.isFirstResponder && stage.loop.keyboard.isVisible)
    }

    /// An app terminated with a text field as first responder hides the keyboard; launched again
    /// with the same windows, it shows the keyboard for the field again during the launch
    /// **(chosen)**, as coming back from the background does.
    @Test func aRelaunchedAppShowsTheKeyboardForTheFirstResponderItKept() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        _ = stage.app.simulate(.terminate)
        #expect(!stage.loop.keyboard.isVisible)
        stage.recorder.entries.removeAll()
        _ = stage.app.simulate(.tapAppIcon)
        #expect(stage.recorder.entries == ["keyboardDidChangeFrame", "keyboardDidHide", "keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(field.isFirstResponder && stage.loop.keyboard.isVisible)
    }

    /// The keyboard follows the key window: another window becoming key (with no text input as
    /// first responder) hides it; the first window becoming key again shows it **(chosen)**.
    @Test func theKeyboardFollowsTheKeyWindow() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        stage.recorder.entries.removeAll()
        let other = Window(application: stage.app)
        other.makeKeyAndVisible()
        #expect(stage.recorder.entries == ["keyboardWillChangeFrame", "keyboardWillHide"])
        stage.window.makeKey()
        #expect(stage.recorder.entries.suffix(2) == ["keyboardWillChangeFrame", "keyboardWillShow"])
        #expect(field.isFirstResponder)
    }

    /// A change while an animation runs posts that animation's did-notifications first, so every
    /// will has its did, in order.
    @Test func anInterruptedAnimationEndsBeforeTheNextOneBegins() {
        let stage = TextInputStage()
        let field = stage.field("name")
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.recorder.entries.filter { $0.hasPrefix("keyboard") } == [
            "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
            "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
        ])
    }

    /// A loop that no application owns has no notification centre: its keyboard shows and hides
    /// (and moves the layout guides) without posting anything.
    @Test func aLoopWithoutAnApplicationShowsTheKeyboardSilently() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        window.makeKeyAndVisible()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(loop.keyboard.isVisible && loop.keyboard.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(window.keyboardFrameInScreen == loop.keyboard.frame)
        #expect(field.resignFirstResponder())
        #expect(!loop.keyboard.isVisible && window.keyboardFrameInScreen == nil)
    }

    /// `UIKeyInput`: any first responder that takes keys shows the keyboard and is typed into.
    @Test func aCustomKeyInputViewShowsTheKeyboard() {
        final class Keypad: ViewNode, KeyInput {
            var typed = ""
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !typed.isEmpty }
            func insertText(_ text: String) { typed += text }
            func deleteBackward() { typed = String(typed.dropLast()) }
        }
        let stage = TextInputStage()
        let keypad = Keypad(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(keypad)
        #expect(keypad.becomeFirstResponder())
        #expect(stage.recorder.entries == ["keyboardWillChangeFrame", "keyboardWillShow"])
        stage.window.typeText("12")
        stage.window.pressDelete()
        stage.window.pressReturn()
        #expect(keypad.typed == "1\n" && keypad.keyboardType == .default && keypad.returnKeyType == .default)
    }

    /// Typing with no first responder that takes text types nothing and is reported.
    @Test func typingWithNothingToTypeIntoIsReported() {
        let stage = TextInputStage()
        let before = stage.window.recursiveDescription()
        stage.window.typeText("x")
        stage.window.pressReturn()
        stage.window.pressDelete()
        #expect(stage.app.diagnostics.collected.map(\.kind) == [.noTextInputResponder, .noTextInputResponder, .noTextInputResponder])
        #expect(stage.window.recursiveDescription() == before)
        #expect(stage.recorder.entries.isEmpty)
    }
}
