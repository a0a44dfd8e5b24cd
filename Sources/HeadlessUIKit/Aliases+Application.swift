import HeadlessKit

/// UIKit's name for ``Application``.
public typealias UIApplication = Application
/// UIKit's name for ``ApplicationDelegate``: a ported `class AppDelegate: UIResponder,
/// UIApplicationDelegate` need not be `final`; launch it with `ApplicationMain(delegate: { AppDelegate() })`.
public typealias UIApplicationDelegate = ApplicationDelegate
/// UIKit's name for ``Responder``.
public typealias UIResponder = Responder
/// UIKit's name for ``Event``.
public typealias UIEvent = Event
/// UIKit's name for ``Touch``.
public typealias UITouch = Touch
/// UIKit's name for ``Screen``.
public typealias UIScreen = Screen
/// UIKit's name for ``BackgroundTaskIdentifier``.
public typealias UIBackgroundTaskIdentifier = BackgroundTaskIdentifier
