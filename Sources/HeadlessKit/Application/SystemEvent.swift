/// Something the (simulated) system or user does to a running app, with the callbacks of the
/// UIKit delivers for it. Send it with ``Application/simulate(_:)``.
public enum SystemEvent: Sendable, CaseIterable, CustomStringConvertible {
    /// The home button (or swipe up): `willResignActive` → `didEnterBackground`; with the app
    /// switcher open, only `didEnterBackground`.
    case homeButton
    /// Tapping the app's icon: `willEnterForeground` → `didBecomeActive` from the background or
    /// suspended; a cold launch when not running.
    case tapAppIcon
    /// Opening the app switcher: `willResignActive`. Needs an active app.
    case openAppSwitcher
    /// Picking this app in the open switcher: `didBecomeActive` (no foreground callback).
    case returnFromAppSwitcher
    /// Picking another app in the open switcher: `didEnterBackground`.
    case switchToAnotherApp
    /// Swiping the app away in the switcher: `willResignActive` if still active →
    /// `didEnterBackground` if not yet there → `willTerminate`; nothing if suspended.
    case swipeAwayInAppSwitcher
    /// An incoming call is shown: `willResignActive`. Needs an active app.
    case incomingCall
    /// The shown call is declined: `didBecomeActive`.
    case declineCall
    /// The shown call is answered: `didEnterBackground`.
    case answerCall
    /// The answered call is hung up and the user comes back: `willEnterForeground` → `didBecomeActive`.
    case hangUpAndReturn
    /// The device is locked: `willResignActive` → `didEnterBackground`. Needs an active app.
    case lock
    /// The device is unlocked with the app in front: `willEnterForeground` → `didBecomeActive`.
    case unlock
    /// The notification centre is pulled down: `willResignActive`. Needs an active app.
    case pullDownNotificationCenter
    /// The notification centre is dismissed: `didBecomeActive`.
    case dismissNotificationCenter
    /// A notification banner is tapped and opens another app: `willResignActive` → `didEnterBackground`.
    case openAnotherAppFromBanner
    /// The system is low on memory: `applicationDidReceiveMemoryWarning` → the notification.
    /// Needs a running, not suspended app.
    case memoryWarning
    /// The system terminates the running app: like ``swipeAwayInAppSwitcher``.
    case terminate
    /// The system kills the suspended app to reclaim memory: no callback at all.
    case killWhileSuspended

    /// The event's name.
    public var description: String {
        switch self {
        case .homeButton: "home button"
        case .tapAppIcon: "tap app icon"
        case .openAppSwitcher: "open app switcher"
        case .returnFromAppSwitcher: "return from app switcher"
        case .switchToAnotherApp: "switch to another app"
        case .swipeAwayInAppSwitcher: "swipe away in app switcher"
        case .incomingCall: "incoming call"
        case .declineCall: "decline call"
        case .answerCall: "answer call"
        case .hangUpAndReturn: "hang up and return"
        case .lock: "lock"
        case .unlock: "unlock"
        case .pullDownNotificationCenter: "pull down notification centre"
        case .dismissNotificationCenter: "dismiss notification centre"
        case .openAnotherAppFromBanner: "open another app from a banner"
        case .memoryWarning: "memory warning"
        case .terminate: "terminate"
        case .killWhileSuspended: "kill while suspended"
        }
    }
}
