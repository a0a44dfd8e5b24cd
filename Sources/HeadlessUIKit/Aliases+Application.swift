import HeadlessKit

/// UIKit's name for ``Application``.
public typealias UIApplication = Application
/// UIKit's name for ``AppDelegateProtocol``.
public typealias UIApplicationDelegate = AppDelegateProtocol
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
