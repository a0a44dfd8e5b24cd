/// A lifecycle callback the framework delivers, named by its Swift spelling with argument labels.
///
/// Every callback HeadlessKit reports to a ``LifecycleObserver`` is one of these, so a trace is
/// made of typed values rather than strings: `LifecycleEventLog(ignoring: [.draw])`,
/// `event.callback == .viewDidAppear`. The raw value is the name a log prints, such as
/// `willMove(toWindow:)`.
public enum LifecycleCallback: String, Sendable, CaseIterable, CustomStringConvertible {
    // MARK: Views

    /// ``ViewNode/willMove(toSuperview:)``.
    case willMoveToSuperview = "willMove(toSuperview:)"
    /// ``ViewNode/didMoveToSuperview()``.
    case didMoveToSuperview = "didMoveToSuperview()"
    /// ``ViewNode/willMove(toWindow:)``.
    case willMoveToWindow = "willMove(toWindow:)"
    /// ``ViewNode/didMoveToWindow()``.
    case didMoveToWindow = "didMoveToWindow()"
    /// ``ViewNode/didAddSubview(_:)``.
    case didAddSubview = "didAddSubview(_:)"
    /// ``ViewNode/willRemoveSubview(_:)``.
    case willRemoveSubview = "willRemoveSubview(_:)"
    /// ``ViewNode/updateConstraints()``.
    case updateConstraints = "updateConstraints()"
    /// ``ViewNode/layoutSubviews()``.
    case layoutSubviews = "layoutSubviews()"
    /// ``ViewNode/draw(_:)``.
    case draw = "draw(_:)"
    /// ``ViewNode/safeAreaInsetsDidChange()``.
    case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"
    /// ``ViewNode/layoutMarginsDidChange()``.
    case layoutMarginsDidChange = "layoutMarginsDidChange()"
    /// ``Window/becomeKey()``.
    case becomeKey = "becomeKey()"
    /// ``Window/resignKey()``.
    case resignKey = "resignKey()"
    /// ``ViewNode/tintColorDidChange()``.
    case tintColorDidChange = "tintColorDidChange()"
    /// ``ViewNode/traitCollectionDidChange(_:)`` and ``ViewControllerBase/traitCollectionDidChange(_:)``.
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"

    // MARK: View controllers

    /// ``ViewControllerBase/loadView()``.
    case loadView = "loadView()"
    /// ``ViewControllerBase/viewDidLoad()``.
    case viewDidLoad = "viewDidLoad()"
    /// ``ViewControllerBase/viewWillAppear(_:)``.
    case viewWillAppear = "viewWillAppear(_:)"
    /// ``ViewControllerBase/viewDidAppear(_:)``.
    case viewDidAppear = "viewDidAppear(_:)"
    /// ``ViewControllerBase/viewWillDisappear(_:)``.
    case viewWillDisappear = "viewWillDisappear(_:)"
    /// ``ViewControllerBase/viewDidDisappear(_:)``.
    case viewDidDisappear = "viewDidDisappear(_:)"
    /// ``ViewControllerBase/willMove(toParent:)``.
    case willMoveToParent = "willMove(toParent:)"
    /// ``ViewControllerBase/didMove(toParent:)``.
    case didMoveToParent = "didMove(toParent:)"
    /// ``ViewControllerBase/updateViewConstraints()``.
    case updateViewConstraints = "updateViewConstraints()"
    /// ``ViewControllerBase/viewWillLayoutSubviews()``.
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    /// ``ViewControllerBase/viewDidLayoutSubviews()``.
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    /// ``ViewControllerBase/viewSafeAreaInsetsDidChange()``.
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    /// ``ViewControllerBase/viewLayoutMarginsDidChange()``.
    case viewLayoutMarginsDidChange = "viewLayoutMarginsDidChange()"
    /// ``ViewControllerBase/viewWillTransition(to:with:)``.
    case viewWillTransition = "viewWillTransition(to:with:)"
    /// ``ViewControllerBase/didReceiveMemoryWarning()``.
    case didReceiveMemoryWarning = "didReceiveMemoryWarning()"

    // MARK: Archives and storyboards

    /// ``ArchiveDecodable/init(coder:)``, reported when it returns (the object exists only then).
    case initWithCoder = "init(coder:)"
    /// ``ArchiveDecodable/awakeFromNib()``.
    case awakeFromNib = "awakeFromNib()"
    /// ``ViewControllerBase/shouldPerformSegue(withIdentifier:sender:)``.
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    /// ``ViewControllerBase/prepare(for:sender:)``.
    case prepareForSegue = "prepare(for:sender:)"
    /// ``StoryboardSegue/perform()``.
    case performSegue = "perform()"
    /// ``ViewControllerBase/canPerformUnwindSegueAction(_:from:sender:)``.
    case canPerformUnwindSegueAction = "canPerformUnwindSegueAction(_:from:sender:)"
    /// ``ViewControllerBase/unwind(for:towards:)``.
    case unwindForSegue = "unwind(for:towards:)"

    // MARK: The app delegate

    /// The app delegate's `init()`, called by the launch.
    case delegateInit = "init()"
    /// ``ApplicationDelegate/application(_:willFinishLaunchingWithOptions:)``.
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    /// ``ApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``.
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    /// ``ApplicationDelegate/application(_:open:options:)``.
    case openURL = "application(_:open:options:)"
    /// ``ApplicationDelegate/applicationDidBecomeActive(_:)``.
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    /// ``ApplicationDelegate/applicationWillResignActive(_:)``.
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    /// ``ApplicationDelegate/applicationDidEnterBackground(_:)``.
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    /// ``ApplicationDelegate/applicationWillEnterForeground(_:)``.
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    /// ``ApplicationDelegate/applicationWillTerminate(_:)``.
    case applicationWillTerminate = "applicationWillTerminate(_:)"
    /// ``ApplicationDelegate/applicationDidReceiveMemoryWarning(_:)``.
    case applicationDidReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"

    /// The callback's Swift name, such as `willMove(toWindow:)`.
    public var description: String { rawValue }

    /// The argument labels of the callback's name, in order (`_` for an unlabelled argument).
    var argumentLabels: [Substring] {
        rawValue.drop { $0 != "(" }.dropFirst().dropLast()
            .split(separator: ":", omittingEmptySubsequences: false).dropLast()
    }

    /// The callback's base name, without its argument labels.
    var baseName: Substring { rawValue.prefix { $0 != "(" } }
}
