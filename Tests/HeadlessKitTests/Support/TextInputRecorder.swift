import Foundation
@testable import HeadlessKit

/// One log for a text-input test: the delegate calls of the text fields and text views it is the
/// delegate of, the editing (and touch) control events of the fields it watches, and the text and
/// keyboard notifications of an application, in the order they happened.
///
/// Its answers to the delegate's questions are settable per field, and each callback may run a
/// hook (for re-entrancy tests).
@MainActor
final class TextInputRecorder: TextFieldDelegate, TextViewDelegate {
    var entries: [String] = []
    /// The answers, by name of the input asked (a missing name answers `true`).
    var shouldBegin: [String: Bool] = [:]
    var shouldEnd: [String: Bool] = [:]
    var shouldChange: [String: Bool] = [:]
    var shouldReturn: [String: Bool] = [:]
    var shouldClear: [String: Bool] = [:]
    /// Hooks by entry (without the frames): run right after the entry is logged.
    var hooks: [String: () -> Void] = [:]
    /// Whether keyboard notifications are logged with their frames.
    var logsKeyboardFrames = false
    private var names: [ObjectIdentifier: String] = [:]
    private var observers: [NSObjectProtocol] = []

    init() {}

    func name(_ object: AnyObject, _ name: String) {
        names[ObjectIdentifier(object)] = name
    }

    func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return names[ObjectIdentifier(object)] ?? "\(type(of: object))"
    }

    func add(_ entry: String) {
        entries.append(entry)
        hooks[entry]?()
    }

    /// Names `field`, becomes its delegate and logs its editing and touch events.
    func watch(_ field: TextField, as name: String) {
        self.name(field, name)
        field.delegate = self
        let events: [(Control.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
            (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel"),
        ]
        for (event, label) in events {
            field.addAction(Action { [weak self] action in
                self?.add("\(self?.name(of: action.sender) ?? "?").\(label)")
            }, for: event)
        }
    }

    /// Names `textView` and becomes its delegate.
    func watch(_ textView: TextView, as name: String) {
        self.name(textView, name)
        textView.delegate = self
    }

    /// Logs the text and keyboard notifications posted on `center`.
    func observe(_ center: NotificationCenter) {
        let textNames = [
            TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification, TextField.textDidEndEditingNotification,
            TextView.textDidBeginEditingNotification, TextView.textDidChangeNotification, TextView.textDidEndEditingNotification,
        ]
        for notificationName in textNames {
            observers.append(center.addObserver(forName: notificationName, object: nil, queue: nil) { [weak self] notification in
                let raw = notification.name.rawValue
                let short = raw.replacingOccurrences(of: "UITextField", with: "").replacingOccurrences(of: "UITextView", with: "")
                    .replacingOccurrences(of: "Notification", with: "")
                let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let name = object.flatMap { self.names[$0] } ?? "nil"
                    self.add("\(name).\(short.prefix(1).lowercased() + short.dropFirst())")
                }
            })
        }
        let keyboardNames = [
            Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification,
            Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification,
            Responder.keyboardWillChangeFrameNotification, Responder.keyboardDidChangeFrameNotification,
        ]
        for notificationName in keyboardNames {
            observers.append(center.addObserver(forName: notificationName, object: nil, queue: nil) { [weak self] notification in
                let short = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "keyboard")
                    .replacingOccurrences(of: "Notification", with: "")
                let begin = (notification.userInfo?[Responder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                let end = (notification.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated {
                    guard let self else { return }
                    if self.logsKeyboardFrames, let begin, let end {
                        self.entries.append("\(short) \(Self.format(begin)) → \(Self.format(end))")
                        self.hooks[short]?()
                    } else {
                        self.add(short)
                    }
                }
            })
        }
    }

    static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(describing: value)
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    // MARK: - TextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        add("\(name(of: textField)).shouldBeginEditing")
        return shouldBegin[name(of: textField)] ?? true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        add("\(name(of: textField)).didBeginEditing")
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        add("\(name(of: textField)).shouldEndEditing")
        return shouldEnd[name(of: textField)] ?? true
    }

    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        add("\(name(of: textField)).didEndEditing(\(reason))")
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        add("\(name(of: textField)).shouldChange({\(range.location), \(range.length)}, \(String(reflecting: string)))")
        return shouldChange[name(of: textField)] ?? true
    }

    func textFieldDidChangeSelection(_ textField: TextField) {
        let range = textField.selectedTextRange.map { textField.offset(from: textField.beginningOfDocument, to: $0.start) }
        add("\(name(of: textField)).didChangeSelection(\(range.map(String.init) ?? "nil"))")
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        add("\(name(of: textField)).shouldClear")
        return shouldClear[name(of: textField)] ?? true
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        add("\(name(of: textField)).shouldReturn")
        return shouldReturn[name(of: textField)] ?? true
    }

    // MARK: - TextViewDelegate

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        add("\(name(of: textView)).shouldBeginEditing")
        return shouldBegin[name(of: textView)] ?? true
    }

    func textViewDidBeginEditing(_ textView: TextView) {
        add("\(name(of: textView)).didBeginEditing")
    }

    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        add("\(name(of: textView)).shouldEndEditing")
        return shouldEnd[name(of: textView)] ?? true
    }

    func textViewDidEndEditing(_ textView: TextView) {
        add("\(name(of: textView)).didEndEditing")
    }

    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        add("\(name(of: textView)).shouldChange({\(range.location), \(range.length)}, \(String(reflecting: text)))")
        return shouldChange[name(of: textView)] ?? true
    }

    func textViewDidChange(_ textView: TextView) {
        add("\(name(of: textView)).didChange")
    }

    func textViewDidChangeSelection(_ textView: TextView) {
        add("\(name(of: textView)).didChangeSelection(\(textView.selectedRange.location))")
    }

    // MARK: - ScrollViewDelegate (dragging only)

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        add("\(name(of: scrollView)).willBeginDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        add("\(name(of: scrollView)).didEndDragging")
    }
}

/// A launched, active application with one key window (390 × 844, the default screen) and a
/// recorder watching its notifications.
@MainActor
struct TextInputStage {
    let app: Application
    let window: Window
    let recorder = TextInputRecorder()
    var loop: MainRunLoop { app.runLoop }

    init(screenSize: CGSize = Window.defaultScreenSize) {
        app = Application.create(delegate: RecordingAppDelegate.self, screenSize: screenSize)
        app.diagnostics.policy = .collect
        _ = app.launch()
        window = Window(application: app)
        window.makeKeyAndVisible()
        _ = app.runLoop.runUntilIdle()
        recorder.observe(app.notificationCenter)
    }

    /// A rounded-rect field 200 × 34 at (20, y), added to the window and watched as `name`.
    func field(_ name: String, y: CGFloat = 100) -> TextField {
        let field = TextField(frame: CGRect(x: 20, y: y, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        recorder.watch(field, as: name)
        return field
    }
}
