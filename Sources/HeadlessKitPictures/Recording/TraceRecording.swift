import HeadlessKit

/// A lifecycle trace with its timing: each callback with the moment of the loop's clock it came
/// at, the user actions played (as bands of time) and the update cycle's commits, for
/// expectations and for the timeline picture (``TimelineRenderer``).
///
/// A test's `TestHost` makes one and attaches it as its run loop's `MainRunLoop.lifecycleObserver`.
/// A program makes its own: attach it (or forward its own observer's calls to it), wrap each
/// user action in ``recordAction(_:_:)``, and name objects with ``name(_:_:)`` to make ``lines``
/// and the picture read like the program.
///
/// ```swift
/// let recording = TraceRecording(loop: app.runLoop, ignoring: [.draw])
/// app.runLoop.lifecycleObserver = recording
/// recording.recordAction("launch") { _ = app.launch(); app.runLoop.runUntilIdle() }
/// let svg = recording.timelineSVG()
/// ```
@MainActor
public final class TraceRecording: LifecycleObserver {
    /// A user action the test played, from the moment it began to the moment it settled.
    public struct Action: Sendable, Equatable {
        /// What the test did (`tap "Log In"`).
        public let name: String
        /// When it began, on the loop's clock.
        public let start: Duration
        /// When it and the work it caused ended, on the loop's clock.
        public let end: Duration
        /// The index in ``TraceRecording/events`` of the first event it caused.
        public let firstEvent: Int
        /// The index past the last event it caused.
        public let endEvent: Int
    }

    /// The log that names objects and prints each event as a line.
    public let log: LifecycleEventLog
    /// When each event of ``events`` was delivered, on the loop's clock.
    public private(set) var times: [Duration] = []
    /// The user actions played so far, oldest first.
    public private(set) var actions: [Action] = []
    /// The update-cycle commits that delivered callbacks, oldest first: each the range of
    /// ``events`` it delivered, for counting passes per commit and for the timeline picture.
    public private(set) var commits: [Range<Int>] = []
    /// Where the next trace expectation without a body starts reading ``events``.
    package var expectationStart = 0
    /// The event count when the running commit began, between the two commit observers.
    private var commitStart: Int?

    private unowned let loop: MainRunLoop
    /// Every view and controller that heard a callback and has not ended yet, with its type's
    /// name, for the leak check.
    package private(set) var living: [ObjectIdentifier: String] = [:]

    /// Creates an empty recording of `loop`'s callbacks, except those in `ignored`, and starts
    /// watching `loop`'s commits; it records callbacks once it is the loop's
    /// `MainRunLoop.lifecycleObserver` or hears them from the observer that is.
    public init(loop: MainRunLoop, ignoring ignored: Set<LifecycleCallback> = []) {
        self.loop = loop
        self.log = LifecycleEventLog(ignoring: ignored)
        // Just before and just after the update cycle's commit observer, to bracket its events.
        loop.addObserver(activities: .beforeWaiting, order: MainRunLoop.commitOrder - 1) { [weak self] _ in
            guard let self else { return }
            commitStart = log.events.count
        }
        loop.addObserver(activities: .beforeWaiting, order: MainRunLoop.commitOrder + 1) { [weak self] _ in
            guard let self, let start = commitStart else { return }
            commitStart = nil
            if log.events.count > start { commits.append(start..<log.events.count) }
        }
    }

    /// Every event recorded, oldest first.
    public var events: [LifecycleEvent] { log.events }

    /// The events as `receiver.callback(label: argument)` lines, with the names given to ``name(_:_:)``.
    public var lines: [String] { log.lines }

    /// Names `object` in ``lines`` and in pictures; unnamed objects print as their type name.
    public func name(_ object: AnyObject, _ name: String) { log.name(object, name) }

    /// Forgets every recorded event and action (names stay).
    public func removeAll() {
        log.removeAll()
        times.removeAll()
        actions.removeAll()
        commits.removeAll()
        expectationStart = 0
        if commitStart != nil { commitStart = 0 }
    }

    /// Records `event` with the loop's current time; the loop calls it for every callback.
    public func lifecycleEventDelivered(_ event: LifecycleEvent) {
        let before = log.events.count
        log.lifecycleEventDelivered(event)
        if log.events.count > before { times.append(loop.now) }
        if living[event.receiver] == nil, Self.reportsItsEnd(event.receiverMetatype) {
            living[event.receiver] = event.receiverType
        }
    }

    /// Ends the recorded life of a freed view or controller; the loop calls it from their `deinit`.
    public func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {
        log.lifecycleObjectDidEnd(object)
        living[object] = nil
    }

    /// Runs `body` as a user action named `name`, recording the band of time and events it covers
    /// (an action that should include the work it causes lets the loop settle inside `body`).
    public func recordAction<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        let start = loop.now
        let firstEvent = log.events.count
        defer {
            actions.append(Action(name: name, start: start, end: loop.now, firstEvent: firstEvent, endEvent: log.events.count))
        }
        return try body()
    }

    /// Whether objects of `type` tell the loop's observer when they are freed: views and
    /// controllers do.
    private static func reportsItsEnd(_ type: any AnyObject.Type) -> Bool {
        type is ViewNode.Type || type is ViewControllerBase.Type
    }
}
