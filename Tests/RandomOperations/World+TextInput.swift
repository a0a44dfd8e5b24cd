import Foundation
import HeadlessKit

/// Text fields and text views in the pool: added to windows, tapped, typed into, deleted from,
/// returned out of, focused and resigned, removed while editing, disabled, given accessory
/// views; a hardware keyboard attached and detached; delegates that answer at random and act on
/// the world from every hook. After idle: one first responder per window at most, editing in step
/// with first responder status, and the keyboard shown exactly when the key window of a
/// foreground app has a first responder that takes text, with no animation left pending.
extension World {
    /// The text inputs alive now (the pool holds them weakly: one that leaves every hierarchy goes).
    var textInputViews: [ViewNode] { textInputs.alive }

    func performTextInputOperation() {
        let inputs = textInputViews
        guard inputs.count >= 2, !chance(6) else { return addTextInput() }
        let input = inputs[pick(inputs.count)]
        let label = name(input)
        switch pick(19) {
        case 0, 1:
            // Simulated fingers drive the loop: never from inside a callback.
            guard hookDepth == 0, let window = input.window, !window.isHidden else { return }
            let point = input.convert(CGPoint(x: input.bounds.midX, y: input.bounds.midY), to: window)
            guard window.bounds.contains(point) else { return }
            note("tap \(label)")
            window.tap(at: point)
        case 2, 3:
            note("\(label).becomeFirstResponder()")
            _ = input.becomeFirstResponder()
        case 4:
            note("\(label).resignFirstResponder()")
            _ = input.resignFirstResponder()
        case 5, 6:
            guard let window = focusedWindow(for: input, label) else { return }
            let pieces = ["a", "Z", " ", "👍🏽", "\n", "e\u{301}", "漢", "1"]
            let text = (0..<(1 + pick(4))).map { _ in pieces[pick(pieces.count)] }.joined()
            note("\(name(window)).typeText(\(String(reflecting: text)))")
            window.typeText(text)
        case 7:
            guard let window = focusedWindow(for: input, label) else { return }
            let times = 1 + pick(3)
            note("\(name(window)).pressDelete(times: \(times))")
            window.pressDelete(times: times)
        case 8:
            guard let window = focusedWindow(for: input, label) else { return }
            note("\(name(window)).pressReturn()")
            window.pressReturn()
        case 9:
            let force = chance(2)
            let view = chance(2) ? (input.window ?? input) : anyView()
            note("\(name(view)).endEditing(\(force))")
            _ = view.endEditing(force)
        case 10:
            note("\(label).removeFromSuperview()")
            input.removeFromSuperview()
        case 11:
            configure(input, label)
        case 12:
            let text = ["", "Hello", "a👍🏽b", "line\nbreak"][pick(4)]
            note("\(label).text = \(String(reflecting: text))")
            if let field = input as? TextField { field.text = text } else if let textView = input as? TextView { textView.text = text }
        case 13:
            guard let loop = input.window?.runLoop else { return }
            let connected = !loop.keyboard.isHardwareKeyboardConnected
            note("hardware keyboard connected = \(connected)")
            loop.keyboard.isHardwareKeyboardConnected = connected
        case 14:
            let accessory = chance(2) ? ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(20 + pick(40)))) : nil
            note("\(label).inputAccessoryView = \(accessory.map { "\($0.frame.height) high" } ?? "nil"); reloadInputViews()")
            if let field = input as? TextField { field.inputAccessoryView = accessory } else if let textView = input as? TextView { textView.inputAccessoryView = accessory }
            input.reloadInputViews()
        case 16:
            guard let textView = input as? TextView else { return }
            let length = (textView.text as NSString).length
            let location = pick(length + 1)
            let range = NSRange(location: location, length: pick(length - location + 1))
            note("\(label).selectedRange = \(range)")
            textView.selectedRange = range
        case 17:
            dismissKeyboardByDragging()
        default:
            guard let textInput = input as? any TextInput else { return }
            let length = textInput.offset(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
            let start = pick(length + 1), end = start + pick(length - start + 1)
            guard let from = textInput.position(from: textInput.beginningOfDocument, offset: start),
                  let to = textInput.position(from: textInput.beginningOfDocument, offset: end) else { return }
            note("\(label).selectedTextRange = {\(start), \(end - start)}")
            textInput.selectedTextRange = textInput.textRange(from: from, to: to)
        }
    }

    /// `input`'s window, once something in it takes keys: `input` is asked to become first
    /// responder when nothing does (it may refuse).
    private func focusedWindow(for input: ViewNode, _ label: String) -> Window? {
        guard let window = input.window else { return nil }
        if !(window.firstResponder is any KeyInput) {
            note("\(label).becomeFirstResponder()")
            _ = input.becomeFirstResponder()
        }
        return window.firstResponder is any KeyInput ? window : nil
    }

    /// Gives a scroll view (or a text view) a keyboard dismiss mode, and sometimes drags it: down
    /// into the keyboard's area, so that an interactive mode dismisses too.
    private func dismissKeyboardByDragging() {
        let candidates: [ScrollView] = scrollViews + textInputViews.compactMap { $0 as? TextView }
        guard let scrollView = element(candidates) else { return }
        let label = name(scrollView)
        let mode = ScrollView.KeyboardDismissMode.allCases[pick(5)]
        note("\(label).keyboardDismissMode = \(mode)")
        scrollView.keyboardDismissMode = mode
        // Simulated fingers drive the loop: never from inside a callback.
        guard hookDepth == 0, chance(2) == false, let window = scrollView.window, !window.isHidden else { return }
        let start = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
        guard window.bounds.contains(start) else { return }
        let end = CGPoint(x: start.x, y: chance(2) ? window.bounds.maxY - 20 : start.y - 120)
        note("drag \(label) from \(start) to \(end)")
        window.drag(from: start, to: end)
    }

    /// Makes a text field or text view and adds it, mostly to a shown window.
    private func addTextInput() {
        let frame = CGRect(x: pick(80), y: pick(200), width: 60 + pick(100), height: 30 + pick(60))
        let input: ViewNode
        if chance(2) {
            let field = textInputs.makeField(frame: frame, world: self)
            field.borderStyle = TextField.BorderStyle(rawValue: pick(4))!
            input = field
        } else {
            let textView = textInputs.makeTextView(frame: frame, world: self)
            textView.isScrollEnabled = !chance(3)
            input = textView
        }
        track(input, textInputs.name(of: input))
        let shown = windows.filter { !$0.isHidden }
        let parent: ViewNode = chance(4) ? anyView() : element(shown) ?? anyView()
        note("\(name(parent)).addSubview(\(name(input)))")
        parent.addSubview(input)
    }

    private func configure(_ input: ViewNode, _ label: String) {
        if let field = input as? TextField {
            switch pick(4) {
            case 0:
                note("\(label).isEnabled.toggle()")
                field.isEnabled.toggle()
            case 1:
                note("\(label).isSecureTextEntry.toggle()")
                field.isSecureTextEntry.toggle()
            case 2:
                let mode = TextField.ViewMode(rawValue: pick(4))!
                note("\(label).clearButtonMode = \(mode)")
                field.clearButtonMode = mode
            default:
                note("\(label).clearsOnBeginEditing.toggle()")
                field.clearsOnBeginEditing.toggle()
            }
        } else if let textView = input as? TextView {
            switch pick(3) {
            case 0:
                note("\(label).isEditable.toggle()")
                textView.isEditable.toggle()
            case 1:
                note("\(label).isSelectable.toggle()")
                textView.isSelectable.toggle()
            default:
                note("\(label).isScrollEnabled.toggle()")
                textView.isScrollEnabled.toggle()
            }
        }
    }

    /// A certain misuse of a text input: a range outside its text, or a non-finite number.
    func textInputMisuse(_ nonFinite: CGFloat) -> (String, () -> Void)? {
        guard let input = element(textInputViews) else { return nil }
        let label = name(input)
        if let field = input as? TextField {
            if chance(2) {
                return ("\(label).minimumFontSize = \(nonFinite)", { field.minimumFontSize = nonFinite })
            }
            // A position no text input made: outside every text, so refused.
            let range = TextRange(start: field.endOfDocument, end: TextPosition())
            if field.isEditing, chance(2) {
                return ("\(label).selectedTextRange = a range outside its text", { field.selectedTextRange = range })
            }
            return ("\(label).replace(a range outside its text)", { field.replace(range, withText: "x") })
        }
        guard let textView = input as? TextView else { return nil }
        if chance(2) {
            return ("\(label).textContainerInset with \(nonFinite)", {
                textView.textContainerInset = EdgeInsets(top: nonFinite, left: 0, bottom: 0, right: 0)
            })
        }
        let beyond = NSRange(location: (textView.text as NSString).length + 1, length: 1)
        return ("\(label).selectedRange = {\(beyond.location), 1}", { textView.selectedRange = beyond })
    }

    /// The text inputs' text and selection, for the misuse snapshot.
    func textInputSnapshot() -> [String] {
        textInputViews.map { input in
            if let field = input as? TextField { return "\(name(field)): \(String(reflecting: field.text ?? ""))" }
            let textView = input as! TextView
            return "\(name(textView)): \(String(reflecting: textView.text ?? "")) at \(textView.selectedRange)"
        }
    }

    /// What is wrong with text input in `loop`'s windows once every loop is idle.
    func textInputViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen, loops.allSatisfy({ $0.isFrozen || $0.isIdle }) else { return nil }
        for input in textInputViews where input.window?.runLoop === loop {
            if let field = input as? TextField, field.isEditing != field.isFirstResponder {
                return "\(name(field)) is editing (\(field.isEditing)) but first responder (\(field.isFirstResponder)) after idle"
            }
        }
        for input in textInputViews where input.window?.runLoop === loop {
            if let violation = selectionViolation(of: input) { return violation }
        }
        for window in windows where window.runLoop === loop {
            let first = textInputViews.filter { $0.window === window && $0.isFirstResponder }
            if first.count > 1 { return "\(name(window)) has \(first.count) first responders: \(first.map { name($0) })" }
            if let only = first.first, window.firstResponder !== only {
                return "\(name(only)) is first responder, but \(name(window)) records \(name(window.firstResponder))"
            }
        }
        let keyboard = loop.keyboard
        if keyboard.isAnimating { return "the keyboard is still animating after idle" }
        let foreground = loop.application.map { $0.applicationState != .background } ?? true
        var expected = false
        if !keyboard.isHardwareKeyboardConnected, foreground, let responder = loop.keyWindow?.firstResponder, responder is any KeyInput {
            expected = (responder as? TextView)?.isEditingText ?? true
        }
        if keyboard.isVisible != expected {
            return "the keyboard is \(keyboard.isVisible ? "shown" : "hidden") after idle; the key window's first responder is "
                + "\(name(loop.keyWindow?.firstResponder)), foreground \(foreground), hardware \(keyboard.isHardwareKeyboardConnected)"
        }
        return nil
    }
}

extension World {
    /// What is wrong with `input`'s selection: outside its text, or (for a text field) present
    /// while it is not editing or missing while it is.
    fileprivate func selectionViolation(of input: ViewNode) -> String? {
        if let field = input as? TextField {
            let length = field.offset(from: field.beginningOfDocument, to: field.endOfDocument)
            guard let range = field.selectedTextRange else {
                return field.isEditing ? "\(name(field)) is editing with no selection" : nil
            }
            if !field.isEditing { return "\(name(field)) has a selection while not editing" }
            let start = field.offset(from: field.beginningOfDocument, to: range.start)
            let end = field.offset(from: field.beginningOfDocument, to: range.end)
            if start < 0 || start > end || end > length {
                return "\(name(field)) selects {\(start), \(end - start)} in text of length \(length)"
            }
            if length != ((field.text ?? "") as NSString).length {
                return "\(name(field)) has a document of length \(length) but text of length \(((field.text ?? "") as NSString).length)"
            }
        } else if let textView = input as? TextView {
            let length = (textView.text as NSString).length
            let range = textView.selectedRange
            if range.location < 0 || range.length < 0 || range.location + range.length > length {
                return "\(name(textView)) selects \(range) in text of length \(length)"
            }
        }
        return nil
    }
}

/// The text inputs the run made, held weakly, and the delegate they share.
@MainActor
final class TextInputPool {
    private var references: [WeakView] = []
    private var made = 0
    private var delegate: ChaosTextInputDelegate?

    var alive: [ViewNode] {
        references.removeAll { $0.view == nil }
        return references.compactMap(\.view)
    }

    func makeField(frame: CGRect, world: World) -> ChaosTextField {
        made += 1
        let field = ChaosTextField(frame: frame, name: "field\(made)")
        field.delegate = sharedDelegate(world)
        references.append(WeakView(view: field))
        return field
    }

    func makeTextView(frame: CGRect, world: World) -> ChaosTextView {
        made += 1
        let textView = ChaosTextView(frame: frame, name: "text\(made)")
        textView.delegate = sharedDelegate(world)
        references.append(WeakView(view: textView))
        return textView
    }

    func name(of view: ViewNode) -> String {
        (view as? ChaosTextField)?.chaosName ?? (view as? ChaosTextView)?.chaosName ?? "\(type(of: view))"
    }

    private func sharedDelegate(_ world: World) -> ChaosTextInputDelegate {
        if let delegate { return delegate }
        let made = ChaosTextInputDelegate(world: world)
        delegate = made
        return made
    }

    private struct WeakView {
        weak var view: ViewNode?
    }
}

/// A text field named for logs.
final class ChaosTextField: TextField, ChaosNamed {
    let chaosName: String
    var name: String { chaosName }

    init(frame: CGRect, name: String) {
        chaosName = name
        super.init(frame: frame)
    }
    required init?(coder: Coder) { nil }

}

/// A text view named for logs.
final class ChaosTextView: TextView, ChaosNamed {
    let chaosName: String
    var name: String { chaosName }

    init(frame: CGRect, name: String) {
        chaosName = name
        super.init(frame: frame)
    }
    required init?(coder: Coder) { nil }

}

/// Answers the text inputs' questions at random (mostly yes), acting on the world from every call.
final class ChaosTextInputDelegate: TextFieldDelegate, TextViewDelegate {
    weak var world: World?

    init(world: World) {
        self.world = world
    }

    private func answer(_ receiver: AnyObject, refusingOneIn odds: Int) -> Bool {
        world?.maybeAct(from: receiver)
        return !(world?.chance(odds) ?? false)
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { answer(textField, refusingOneIn: 8) }
    func textFieldDidBeginEditing(_ textField: TextField) { world?.maybeAct(from: textField) }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { answer(textField, refusingOneIn: 8) }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { world?.maybeAct(from: textField) }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        answer(textField, refusingOneIn: 6)
    }
    func textFieldDidChangeSelection(_ textField: TextField) { world?.maybeAct(from: textField) }
    func textFieldShouldClear(_ textField: TextField) -> Bool { answer(textField, refusingOneIn: 4) }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { answer(textField, refusingOneIn: 5) }

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { answer(textView, refusingOneIn: 8) }
    func textViewDidBeginEditing(_ textView: TextView) { world?.maybeAct(from: textView) }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { answer(textView, refusingOneIn: 8) }
    func textViewDidEndEditing(_ textView: TextView) { world?.maybeAct(from: textView) }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        answer(textView, refusingOneIn: 6)
    }
    func textViewDidChange(_ textView: TextView) { world?.maybeAct(from: textView) }
    func textViewDidChangeSelection(_ textView: TextView) { world?.maybeAct(from: textView) }
}
