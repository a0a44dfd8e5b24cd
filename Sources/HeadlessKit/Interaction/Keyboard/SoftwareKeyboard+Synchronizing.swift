import Foundation

/// How the keyboard follows the key window's first responder: the state it should be in, the
/// animation that takes it there, and the notifications that announce it.
extension SoftwareKeyboard {
    /// What the keyboard changes, which decides the notifications it posts.
    enum Transition {
        case show, hide, change
    }

    /// Runs `body` — a text input becoming or resigning first responder — and only then lets the
    /// keyboard follow, so that the keyboard's notifications come after everything the change
    /// announces inline (a text field's did-begin and did-end) and before what waits for it
    /// (``afterKeyboard(_:)``: a text view's did-begin and did-end). Changes nest; the keyboard
    /// follows when the outermost one ends.
    func performResponderChange<Result>(_ body: () -> Result) -> Result {
        responderChangeDepth += 1
        let result = body()
        responderChangeDepth -= 1
        if responderChangeDepth == 0 { synchronize() }
        return result
    }

    /// Runs `work` once the keyboard has followed the responder changes under way — at once when
    /// none is.
    func afterKeyboard(_ work: @escaping @MainActor () -> Void) {
        afterSynchronization.append(work)
        if responderChangeDepth == 0 { synchronize() }
    }

    /// Brings the keyboard to the state the key window's first responder asks for, posting the
    /// notifications of the change, then runs the work that waited for it. Inside a responder
    /// change it only notes that it must run when the change ends.
    func synchronize() {
        guard responderChangeDepth == 0 else {
            needsSynchronization = true
            return
        }
        followFirstResponder()
        // The waiting work runs as a responder change of its own, so that a change it makes (a
        // text view ending editing inside its did-begin) moves the keyboard only once the work
        // has finished announcing.
        while responderChangeDepth == 0, !afterSynchronization.isEmpty {
            let work = afterSynchronization.removeFirst()
            responderChangeDepth += 1
            work()
            responderChangeDepth -= 1
            if needsSynchronization { followFirstResponder() }
        }
    }

    /// Moves the keyboard to the state the key window's first responder asks for.
    private func followFirstResponder() {
        needsSynchronization = false
        let desired = desiredState()
        switch (isVisible, desired) {
        case (false, nil):
            break
        case (false, let target?):
            let start = target.frame.offsetBy(dx: 0, dy: target.frame.height)
            animate(.show, from: start, to: target.frame, client: target.client)
        case (true, nil):
            animate(.hide, from: frame, to: frame.offsetBy(dx: 0, dy: frame.height), client: client)
        case (true, let target?):
            guard target.frame != frame || target.client !== client else { break }
            animate(.change, from: frame, to: target.frame, client: target.client)
        }
    }

    /// The responder the keyboard should be shown for and the frame it should have, or `nil` when
    /// it should be hidden: no hardware keyboard, the app in the foreground, and the key window's
    /// first responder takes typed text.
    func desiredState() -> (client: Responder, frame: CGRect)? {
        guard !isHardwareKeyboardConnected, let loop, !loop.isFrozen,
              (loop.owner as? any TextInputHost)?.isInForeground ?? true,
              let window = loop.keyWindow, let responder = window.firstResponder, responder is any KeyInput
        else { return nil }
        let client = responder as? any KeyboardClient
        if let client, !client.wantsSoftwareKeyboard { return nil }
        let screen = window.screenSize
        let keys = client?.keyboardInputView.map(Self.height(of:)) ?? Self.standardHeight(forScreenSize: screen)
        let accessory = client?.keyboardInputAccessoryView.map(Self.height(of:)) ?? 0
        let height = min(max(keys + accessory, 0), screen.height)
        return (responder, CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
    }

    /// An input or accessory view's height: its frame's, or its intrinsic height when its frame
    /// has none.
    static func height(of view: ViewNode) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        return max(view.intrinsicContentSize.height, 0)
    }

    // MARK: - Animating

    /// Moves the keyboard from `start` to `end`: the did-notifications of an animation still under
    /// way go first, then the keyboard and every keyboard layout guide take the end frame, the
    /// will-notifications are posted, and the did-notifications are due ``animationDuration`` later.
    private func animate(_ transition: Transition, from start: CGRect, to end: CGRect, client newClient: Responder?) {
        completePendingAnimation()
        isVisible = transition != .hide
        frame = end
        client = newClient
        moveLayoutGuides(to: isVisible ? end : nil)
        let info = userInfo(from: start, to: end)
        let shownOrHidden = transition == .hide
            ? (Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification)
            : (Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification)
        pendingCompletion = [(Responder.keyboardDidChangeFrameNotification, info), (shownOrHidden.1, info)]
        if let loop {
            completionTimer = loop.scheduleTimer(
                withTimeInterval: Self.animationDuration, repeats: false, mode: .common
            ) { [weak self] _ in
                self?.completePendingAnimation()
            }
        }
        post([(Responder.keyboardWillChangeFrameNotification, info), (shownOrHidden.0, info)])
    }

    /// Posts the did-notifications of the animation under way, if any.
    func completePendingAnimation() {
        completionTimer?.invalidate()
        completionTimer = nil
        let due = pendingCompletion
        pendingCompletion = []
        post(due)
    }

    /// Posts `notifications` in order on the application's centre. An observer that changes the
    /// first responder is heard only after the last one: the keyboard follows it then.
    private func post(_ notifications: [(name: Notification.Name, userInfo: [AnyHashable: Any])]) {
        guard !notifications.isEmpty, let center = loop?.textInputNotificationCenter else { return }
        responderChangeDepth += 1
        for notification in notifications {
            center.post(name: notification.name, object: nil, userInfo: notification.userInfo)
        }
        responderChangeDepth -= 1
        if responderChangeDepth == 0, needsSynchronization { synchronize() }
    }

    private func userInfo(from start: CGRect, to end: CGRect) -> [AnyHashable: Any] {
        [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: start),
            Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration / .seconds(1)),
            Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    /// Gives every window of the loop the keyboard's frame (`nil` when hidden), so that the
    /// keyboard layout guides of its views follow at the next solve.
    private func moveLayoutGuides(to frame: CGRect?) {
        guard let loop else { return }
        for window in loop.windows where window.keyboardFrameInScreen != frame {
            window.keyboardFrameInScreen = frame
            window.hierarchyEngine?.keyboardFrameDidChange()
        }
    }
}

extension SoftwareKeyboard: TextInputObserver {
    func firstResponderDidChange(in window: Window) {
        synchronize()
    }

    func keyWindowDidChange(on loop: MainRunLoop) {
        synchronize()
    }
}

/// What a text input tells the keyboard about itself; ``TextField`` and ``TextView`` conform.
@MainActor
protocol KeyboardClient: AnyObject {
    /// Whether the software keyboard shows for it now (a text view that is not editable: no).
    var wantsSoftwareKeyboard: Bool { get }
    /// The view shown in place of the keyboard, if any.
    var keyboardInputView: ViewNode? { get }
    /// The view shown above the keyboard, if any.
    var keyboardInputAccessoryView: ViewNode? { get }
}

extension SoftwareKeyboard {
    /// Whether the shown keyboard covers `point`, in `window`'s coordinates.
    func covers(_ point: CGPoint, in window: Window) -> Bool {
        guard isVisible else { return false }
        return frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY).contains(point)
    }
}
