import Foundation

/// The simulated software keyboard of one run loop's screen — HeadlessKit's stand-in for the
/// keyboard UIKit shows in a window of its own. Reach it as ``MainRunLoop/keyboard``.
///
/// The keyboard follows the first responder of the loop's key window: it is shown while that
/// responder takes typed text (a ``KeyInput`` — an enabled ``TextField``, an editable
/// ``TextView``, a custom view) and the app is in the foreground, and hidden otherwise. Each
/// change posts UIKit's notifications on the application's ``Application/notificationCenter``
/// (a loop that no application owns posts none): the will-notifications at once, the
/// did-notifications ``animationDuration`` later on the loop's clock. Every view's
/// ``ViewNode/keyboardLayoutGuide`` moves with the will-notifications. The orders, the frames and
/// what is HeadlessKit's own are in <doc:TextInputAndKeyboard>.
///
/// ```swift
/// let keyboard = app.runLoop.keyboard
/// field.becomeFirstResponder()
/// keyboard.isVisible        // true
/// keyboard.frame            // (0, 508, 390, 336) on a 390 × 844 screen
/// app.runLoop.run(for: .milliseconds(250))   // keyboardDidShow is posted
/// ```
///
/// This type is HeadlessKit's own: UIKit has no public keyboard object.
@MainActor
public final class SoftwareKeyboard {
    /// How long the keyboard takes to slide in or out: 0.25 s, the value UIKit puts under
    /// ``Responder/keyboardAnimationDurationUserInfoKey``.
    public nonisolated static let animationDuration: Duration = .milliseconds(250)

    /// The animation curve UIKit puts under ``Responder/keyboardAnimationCurveUserInfoKey``: 7,
    /// the keyboard's private curve (not one of `UIView.AnimationCurve`'s public cases).
    public nonisolated static let animationCurve = 7

    /// Whether a hardware keyboard is attached (as a test sets it): then no software keyboard
    /// is shown and no keyboard notification is posted. Attaching one while the software keyboard
    /// is shown hides it (with the hide notifications); detaching one while a text input is first
    /// responder shows it. Typing with ``Window/typeText(_:)`` works either way. The default is
    /// `false`.
    public var isHardwareKeyboardConnected = false {
        didSet {
            guard isHardwareKeyboardConnected != oldValue else { return }
            synchronize()
        }
    }

    /// Whether the keyboard is shown, or sliding in: from its will-show notification until its
    /// will-hide notification.
    public internal(set) var isVisible = false

    /// The keyboard's frame in screen coordinates at the end of its current (or last) animation:
    /// its place on screen while visible; just below the screen's bottom edge, as tall as it was,
    /// while hidden (`.zero` before it was ever shown).
    public internal(set) var frame = CGRect.zero

    /// Whether an animation's did-notifications are still to come.
    public var isAnimating: Bool { completionTimer != nil }

    /// The loop whose screen this keyboard is on.
    weak var loop: MainRunLoop?
    /// The responder the keyboard was last shown for.
    weak var client: Responder?
    /// How many responder changes (text inputs becoming or resigning first responder) are under
    /// way: the keyboard follows only when the outermost one has finished, so a text field's
    /// did-begin comes first (see `performResponderChange`).
    var responderChangeDepth = 0
    var needsSynchronization = false
    /// Work that waits until the keyboard has followed the responder changes under way (a text
    /// view's did-begin and did-end), in order.
    var afterSynchronization: [@MainActor () -> Void] = []
    /// The did-notifications of the animation under way, posted when its timer fires (or at once,
    /// before the next animation's will-notifications).
    var pendingCompletion: [(name: Notification.Name, userInfo: [AnyHashable: Any])] = []
    var completionTimer: RunLoopTimer?

    init(loop: MainRunLoop) {
        self.loop = loop
    }

    isolated deinit {
        completionTimer?.invalidate()
    }
}

/// What owns a run loop and receives its keyboard's notifications — the application — declared
/// here so that the keyboard and the text inputs never name the room above them.
@MainActor
protocol TextInputHost: AnyObject {
    /// Where keyboard and text-input notifications are posted.
    var notificationCenter: NotificationCenter { get }
    /// Whether the app is in the foreground (active or inactive), where its keyboard may show.
    var isInForeground: Bool { get }
}

extension MainRunLoop {
    /// The software keyboard of this loop's screen, made on first use (HeadlessKit's own; see
    /// ``SoftwareKeyboard``).
    public var keyboard: SoftwareKeyboard {
        if let made = keyboardIfMade { return made }
        let made = SoftwareKeyboard(loop: self)
        keyboardSlot = made
        return made
    }

    /// The keyboard, if something has made it.
    var keyboardIfMade: SoftwareKeyboard? {
        guard let keyboardSlot else { return nil }
        return keyboardSlot as? SoftwareKeyboard
    }

    /// The application's notification centre, when an application owns this loop.
    var textInputNotificationCenter: NotificationCenter? {
        (owner as? any TextInputHost)?.notificationCenter
    }
}
