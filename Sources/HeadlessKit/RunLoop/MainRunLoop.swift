import Foundation

/// The run loop that drives one application: timers, performed blocks, observers, and the
/// update cycle that commits layout and display before the loop waits.
///
/// There is no process-wide instance: whoever creates a loop owns it (an `Application`, or a test
/// that works with views alone), and everything that happens "later" — timers, delayed blocks,
/// the deferred layout pass — happens on one of its turns. On the ``Clock/virtual`` clock (the
/// default) time moves only when the loop is idle, jumping straight to the next deadline, so a
/// test that advances ten minutes takes microseconds and runs the same way every time.
///
/// ```swift
/// let loop = MainRunLoop()
/// let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
/// window.addSubview(ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
/// loop.runUntilIdle()   // constraints → layout → display happen in this turn's commit
/// ```
///
/// A turn mirrors CFRunLoop's: ``RunLoopActivity/beforeTimers`` → due timers and delayed blocks →
/// ``RunLoopActivity/beforeSources`` → performed blocks → ``RunLoopActivity/beforeWaiting``
/// observers in ``RunLoopObserver/order`` (the commit at ``commitOrder``) → wait →
/// ``RunLoopActivity/afterWaiting``. See <doc:RunLoopAndUpdateCycle>.
@MainActor
public final class MainRunLoop {
    /// The source of time for a run loop.
    public enum Clock: Sendable, Equatable {
        /// Time moves only when the loop waits, jumping to the next deadline; nothing sleeps.
        case virtual
        /// Time is the machine's monotonic clock and waiting sleeps; for real programs only.
        case wall
    }

    /// The order of the update-cycle commit among ``RunLoopActivity/beforeWaiting`` observers
    /// (Core Animation's transaction observer runs at 2,000,000).
    public static let commitOrder = 2_000_000

    /// The order of the gesture slot among ``RunLoopActivity/beforeWaiting`` observers: gesture
    /// recognizers' actions run here, before the commit, as UIKit's gesture update observer does.
    public static let gestureOrder = 0

    /// The order reserved for work that must follow the commit in the same turn.
    public static let afterCommitOrder = 2_001_000

    /// The loop whose driving call is running in the current task, if any — a convenience for
    /// code that has no view or controller at hand.
    ///
    /// Every driving call binds it for its duration, and ``withCurrent(_:)`` binds it by hand. The
    /// framework never needs it to be right: views and controllers find their loop through their
    /// window (see <doc:RunLoopAndUpdateCycle#Which-loop-an-object-belongs-to>). Only objects that
    /// belong to no loop at all — a view made in test code that has never been in a window — report
    /// to it.
    @TaskLocal public static var current: MainRunLoop?

    /// The clock this loop reads.
    public let clock: Clock

    /// Where misuse reports from this loop's views go; its policy is the caller's to set.
    public let diagnostics: DiagnosticsSink

    /// An observer told of every lifecycle callback the framework delivers through this loop, or
    /// `nil` (the default, which costs nothing).
    public var lifecycleObserver: (any LifecycleObserver)? {
        didSet { isObserved = lifecycleObserver != nil }
    }
    /// Whether ``lifecycleObserver`` is set: a plain flag, so that the update cycle's reporting
    /// costs a load and a branch per callback when nothing observes (reading the existential
    /// itself needs a retain and a dynamic exclusivity check).
    private(set) var isObserved = false

    /// The views room's layout profiler attached to this loop, if any (see `LayoutProfiler`),
    /// held here through a protocol so that this room names nothing above it.
    var commitProfiler: (any RunLoopCommitProfiler)? {
        didSet { isProfiled = commitProfiler != nil }
    }
    /// Whether ``commitProfiler`` is set: a plain flag, read once per commit (and once per
    /// `layoutIfNeeded()` that has work), so that profiling costs a load and a branch when
    /// nothing is attached.
    @exclusivity(unchecked) private(set) var isProfiled = false

    /// How many times one view may be laid out in one turn before the pass is stopped as a
    /// layout feedback loop (UIKit's `UIViewLayoutFeedbackLoopDebuggingThreshold`, default 100).
    public var layoutFeedbackThreshold = 100

    /// How many turns plus timers and blocks may run at one instant (without the clock moving)
    /// before a driving call gives up with ``RunLoopStopReason/neverIdle(_:)`` — the guard against
    /// work that keeps scheduling itself for "now".
    public var maximumWorkPerInstant = 100_000

    /// Work run since the clock last moved, counted against ``maximumWorkPerInstant``.
    @exclusivity(unchecked) var workAtInstant = 0

    /// The time since the loop was created, on its ``clock``.
    @exclusivity(unchecked) public internal(set) var now: Duration = .zero

    /// The number of turns run so far.
    public internal(set) var turnCount = 0

    /// The mode the loop runs in; the framework switches to ``RunLoopMode/tracking`` while a
    /// scroll view tracks. Setting ``RunLoopMode/common`` is refused: it is not a mode one runs in.
    public var currentMode: RunLoopMode {
        get { runningMode }
        set {
            guard newValue != .common else {
                diagnostics.report(Diagnostic(
                    kind: .invalidRunLoopMode,
                    message: "A run loop cannot run in the common modes pseudo-mode; "
                        + "set .default or .tracking instead. The mode stays \(runningMode).",
                    objects: []))
                return
            }
            runningMode = newValue
        }
    }

    /// The object that owns this loop (an application), if any; the framework's top room sets it,
    /// and a window's responder chain continues there.
    weak var owner: AnyObject?

    /// The Animation room's driver for this loop (its frame ticks and in-flight animations),
    /// made on first use; kept as `AnyObject` so that this room names nothing above it.
    var animationDriverSlot: AnyObject?

    /// The objects this loop commits (windows), still alive, in the order they registered.
    var commitTargets: [WeakCommitTarget] = []

    /// The Layers room's transactions on this loop (Core Animation's `CATransaction` stack), made
    /// on first use: committed after the windows in every commit while its implicit transaction
    /// asks for it (see `commitImplicitTransaction()`).
    var transactionSlot: (any RunLoopCommitTarget)?

    // Unchecked exclusivity for the state every turn reads several times: a dynamic check costs
    // more than the read. Each is only ever written in single statements that run no callback
    // while the value is half-written (observers and blocks are called after their list is
    // updated, from a copy), so no access can overlap a write.
    @exclusivity(unchecked) var runningMode = RunLoopMode.default
    /// The objects keeping the loop in ``RunLoopMode/tracking`` (scroll views touched or
    /// decelerating), held weakly; see `holdTrackingMode(for:)`.
    var trackingModeHolders: [WeakTrackingModeHolder] = []
    @exclusivity(unchecked) var deadlineQueues = DeadlineQueues()
    @exclusivity(unchecked) var performedBlocks: [(mode: RunLoopMode, block: @MainActor () -> Void)] = []
    @exclusivity(unchecked) var observers: [RunLoopObserver] = []
    /// Every activity some observer in ``observers`` is notified of (a superset until the next
    /// cleanup after a removal).
    @exclusivity(unchecked) var observedActivities = RunLoopActivity()
    /// Targets marked since their last commit, held weakly: a window nobody else keeps is not
    /// worth committing, and a strong reference here would keep it and this loop alive together.
    @exclusivity(unchecked) var awaitingCommit: [WeakCommitTarget] = []
    /// Whether the before-waiting observers are being told now: an observer added meanwhile is
    /// not in the pass, so it needs another turn (see `performAfterCommit`).
    var isNotifyingBeforeWaiting = false
    /// Whether the loop owes itself another turn, for after-commit work registered too late
    /// for this one.
    @exclusivity(unchecked) var needsAnotherTurn = false
    var nextSequence: UInt64 = 0
    var stopRequested = false
    /// Whether the app this loop drives is not active (inactive, in the background or
    /// suspended): the system delivers it no touches.
    var refusesTouches = false
    /// Whether the app this loop drives is suspended: nothing runs and nothing is pending.
    @exclusivity(unchecked) package internal(set) var isFrozen = false
    var isDriving = false
    var detectedFeedbackLoop: LayoutFeedbackLoop?
    let wallStart: ContinuousClock.Instant
    /// Changes at every turn (and at every layout pass started outside one), so a view can count
    /// its layouts "in this turn" by comparing a stamp of its own; only inequality is meaningful.
    /// Never 0 (a view never laid out) nor `UInt32.max` (the turns of views that belong to no loop).
    private(set) var turnGeneration: UInt32 = 1
    /// Moves ``turnGeneration`` on, wrapping past the two values it never takes.
    func advanceTurnGeneration() {
        turnGeneration = turnGeneration >= UInt32.max - 1 ? 1 : turnGeneration + 1
    }
    /// How many turns are running (turns nest when a callback drives the loop).
    var turnDepth = 0
    /// How many update-cycle passes over this loop's views are running (they nest when a callback
    /// lays out); the update cycle keeps it, so that a `layoutIfNeeded()` outside any turn counts as
    /// a turn of its own.
    var passDepth = 0

    /// The text model set for this loop's text layout (a `TextMeasuring`, which the Drawing room
    /// declares and reads through `textMeasurer`), or `nil` for the standard model.
    package var textMeasurerSlot: (any Sendable)?

    /// The loop's software keyboard (the Interaction room's `SoftwareKeyboard`, which windows
    /// reach through the views room's `TextInputObserver`), made on first use; `nil` before.
    package var keyboardSlot: AnyObject?

    /// Creates a run loop on the given clock, with its own diagnostics sink.
    public init(clock: Clock = .virtual, diagnostics: DiagnosticsSink = DiagnosticsSink()) {
        self.clock = clock
        self.diagnostics = diagnostics
        self.wallStart = ContinuousClock.now
        // Every turn notifies beforeWaiting, so unlike Core Animation's observer the commit need
        // not also run at exit; it runs in every mode so that no mode can starve the display.
        let commit = addObserver(activities: .beforeWaiting, order: Self.commitOrder) { [unowned self] _ in
            self.commitScheduledTargets()
            self.commitImplicitTransaction()
        }
        commit.isInAllModes = true
    }

    /// Runs `body` with this loop bound as ``current``, so objects that belong to no loop report to it.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// A reference to this loop for objects that must not keep it alive, made on first use.
    var reference: RunLoopReference {
        if let madeReference { return madeReference }
        let made = RunLoopReference(self)
        madeReference = made
        return made
    }

    private var madeReference: RunLoopReference?

    isolated deinit {
        madeReference?.loopDidEnd()
    }

    /// Asks the driving call in progress to return ``RunLoopStopReason/stopped`` after this turn;
    /// does nothing when no driving call is running (like `CFRunLoopStop`).
    public func stop() {
        if isDriving { stopRequested = true }
    }

    func takeSequence() -> UInt64 {
        nextSequence += 1
        return nextSequence
    }
}

/// A reference to a run loop that does not keep it alive and reads `nil` once the loop is gone —
/// what a weak reference gives, without the weak-reference side table that would make every
/// retain of the loop (it is retained on most operations) take the runtime's slow path.
@MainActor
final class RunLoopReference {
    /// The loop, while it exists; the loop clears this from its `deinit`.
    private(set) unowned(unsafe) var loop: MainRunLoop?

    init(_ loop: MainRunLoop) {
        self.loop = loop
    }

    func loopDidEnd() {
        loop = nil
    }
}
