import Foundation

/// The screen an app's code reaches without a view at hand.
extension Screen {
    /// The screen of the application the caller belongs to — UIKit's `UIScreen.main`, deprecated
    /// there but everywhere in ported code: the ``Application/screen`` of the app whose run loop
    /// drives the current task (``MainRunLoop/current``), found through the loop, never through
    /// process-wide state.
    ///
    /// A loop that belongs to no application gives the screen of its key window (or its first
    /// window). Where there is neither, it reports a ``Diagnostic/Kind/noCurrentApplication``
    /// diagnostic — to the sink of the loop driving the task, else to standard error — and
    /// returns a new default screen (390 × 844 points at scale 3) **(chosen: reading it does not
    /// crash)**.
    public static var main: Screen {
        let loop = MainRunLoop.current
        if let loop {
            if let application = loop.application { return application.screen }
            if let window = loop.keyWindow ?? loop.windows.first { return window.screen }
        }
        let screen = Screen()
        DiagnosticsSink.report(Diagnostic(
            kind: .noCurrentApplication,
            message: "Screen.main was read where no application's run loop drives the current task"
                + (loop == nil ? "" : " (the loop driving it has no application and no window)")
                + ". HeadlessKit returned a new default screen; read it inside the app's callbacks, or use a view's "
                + "window?.screen.",
            objects: [screen]), to: loop?.diagnostics)
        return screen
    }
}

/// Opening URLs in other apps, recorded for tests.
extension Application {
    /// Keys of the options of ``open(_:options:completionHandler:)`` — UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only as a universal link claimed by an installed app (a `Bool`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether some app can open `url`: its scheme is one of ``openableURLSchemes``.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableURLSchemes.contains(scheme)
    }

    /// Asks the system to open `url` in the app that handles it; `completion` gets whether it
    /// opened, on a later turn of the run loop, as UIKit calls it asynchronously on the main queue.
    ///
    /// HeadlessKit has no other apps: a URL ``canOpenURL(_:)`` accepts is recorded in
    /// ``openedURLs`` and counts as opened, unless ``OpenExternalURLOptionsKey/universalLinksOnly``
    /// is `true` (no installed app claims universal links here). This app's state does not change.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let opened = !universalOnly && canOpenURL(url)
        if opened { openedURLs.append(url) }
        guard let completion else { return }
        runLoop.perform { completion(opened) }
    }
}
