import Foundation

/// The animations in flight on one run loop, ticked once per frame and started and stopped on
/// the loop's clock — the part of Core Animation's render server a headless loop needs.
///
/// A registrant (a layer adding an animation) calls ``add(_:start:end:frameInterval:)`` with the
/// animation's active span in the loop's media time and its window's frame interval, and keeps the
/// returned ``InFlightAnimation`` to set handlers on or to ``remove(_:)`` it. Then:
///
/// - **Ticks.** Animations tick at their frame interval, on the grid of frame times shared by
///   every clock of that rate (frame *n* at *n* × interval), through one repeating timer per rate
///   in the common modes — the mechanism scroll physics uses. A rate's timer runs only while an
///   animation of that rate is in flight, and sleeps through the wait before a delayed begin, so an
///   idle loop stays idle.
/// - **Start.** ``AnimationDelegate/animationDidStart(_:)`` is delivered on the first tick at or
///   after the animation's start and after it was added (a tick in the instant it was added, or
///   earlier, does not count) — or just before its stop, if it stops before any such tick. On each
///   tick, animations are visited in the order they were added: start if due, then the tick handler.
/// - **Stop.** Each animation with a finite end has a one-shot timer at exactly its end — not
///   rounded to a frame — where it stops with `finished: true`: the ``InFlightAnimation/stopHandler``,
///   then the delegate's ``AnimationDelegate/animationDidStop(_:finished:)``. Animations that end at
///   the same instant stop in the order they were added **(chosen)**, the loop's tie-break for
///   timers. ``RunLoopStopReason/idle`` therefore comes with the loop's clock exactly at the last end.
/// - **Removal.** ``remove(_:)`` stops an animation at once (no more ticks); its stop handler and
///   `animationDidStop(_:finished: false)` follow in the sources phase of the loop's current or
///   next turn **(chosen)**: Core Animation reports a removal when it is committed, not inside the
///   call. An animation removed before it started is told it stopped, never that it started.
///
/// An animation that never ends (repeating forever, or at speed 0) keeps its rate's timer running,
/// so ``MainRunLoop/runUntilIdle(timeLimit:)`` returns ``RunLoopStopReason/neverIdle(_:)`` naming
/// the driver's frame ticks, as it names any repeating timer.
@MainActor
package final class AnimationDriver {
    /// The frame interval of an animation whose window is not known: 60 frames per second.
    package static let defaultFrameInterval = Duration.seconds(1) / 60

    private let loopReference: RunLoopReference
    /// One frame rate per frame interval in use.
    private var rates: [FrameRate] = []
    private var nextSequence = 0
    /// The display links added to this loop, retained as a run loop retains its display links.
    package private(set) var displayLinks: [DisplayLink] = []
    /// Whether changes made inside animation blocks animate on this loop — what
    /// `UIView.setAnimationsEnabled(_:)` sets, kept per loop with the loop's animations.
    package var animationBlocksEnabled = true
    /// State the rooms above keep per loop beside its animations (a layer transaction stack…),
    /// by the type that keeps it.
    package var roomState: [ObjectIdentifier: AnyObject] = [:]

    /// The animations ticking at one frame interval, in the order they were added, and their clock.
    @MainActor
    private final class FrameRate {
        let clock: FrameClock
        /// The animations on this clock; stopped ones are dropped at the next tick.
        var flights: [InFlightAnimation] = []
        /// How many of them are running (started, not stopped).
        var running = 0
        /// Whether some of them stopped since they were last dropped.
        var hasStopped = false

        init(clock: FrameClock) {
            self.clock = clock
        }

        func dropStopped() {
            guard hasStopped else { return }
            flights.removeAll { !$0.isInFlight }
            hasStopped = false
        }
    }

    init(loop: MainRunLoop) {
        loopReference = loop.reference
    }

    /// The animations not yet stopped, in the order they were added.
    package var inFlight: [InFlightAnimation] {
        rates.flatMap(\.flights).filter(\.isInFlight).sorted { $0.sequence < $1.sequence }
    }

    // MARK: - Adding and removing

    /// Registers `animation` as active from `start` to `end` in the loop's media time, ticking at
    /// `frameInterval`.
    @discardableResult
    package func add(
        _ animation: Animation, start: TimeInterval, end: TimeInterval, frameInterval: Duration = defaultFrameInterval
    ) -> InFlightAnimation {
        let now = loopReference.loop?.mediaTime ?? 0
        let flight = InFlightAnimation(
            animation: animation, startTime: start, endTime: max(end, start), frameInterval: frameInterval,
            registrationTime: now, sequence: nextSequence, driverIdentity: ObjectIdentifier(self))
        nextSequence += 1
        guard let loop = loopReference.loop else { return flight }
        if flight.endTime.isFinite {
            let deadline = max(Duration.atOrAfter(mediaTime: flight.endTime), loop.now)
            // Unowned, not weak: a weak reference gives the flight (and the driver) a side table, and
            // then every retain of it in a frame takes the runtime's slow path. The timer only
            // fires while the flight is in flight (it is invalidated when the flight stops), and
            // the driver lives as long as the loop whose timer this is.
            flight.stopTimer = loop.scheduleTimer(withTimeInterval: deadline - loop.now, repeats: false, mode: .common) {
                [unowned self, unowned flight] _ in
                self.finish(flight)
            }
        }
        let rate = frameRate(for: frameInterval, loop: loop)
        rate.flights.append(flight)
        // A running clock picks the animation up at its next tick.
        if rate.running == 0 || !rate.clock.isRunning { wake(rate) }
        return flight
    }

    /// Registers `animation` as its own timing places it in the loop's media time — for an
    /// animation whose parent time is the media time (a layer with untouched timing). A begin time
    /// of 0 is stamped with the current media time first, as Core Animation stamps an animation
    /// when it is added.
    @discardableResult
    package func add(_ animation: Animation, frameInterval: Duration = defaultFrameInterval) -> InFlightAnimation {
        if animation.beginTime == 0, let loop = loopReference.loop { animation.beginTime = loop.mediaTime }
        let timeline = animation.timeline
        return add(animation, start: timeline.beginTime, end: timeline.endTime, frameInterval: frameInterval)
    }

    /// Stops `flight` before its end: no more ticks, and its stop handler and the delegate's
    /// `animationDidStop(_:finished: false)` in the sources phase of the loop's current or next
    /// turn. Does nothing for an animation already stopped.
    /// A flight registered with another driver is not this driver's to stop: nothing happens.
    package func remove(_ flight: InFlightAnimation) {
        guard flight.isInFlight, flight.driverIdentity == ObjectIdentifier(self), let rate = frameRate(of: flight) else { return }
        stop(flight, finished: false, in: rate)
        let deliver = { @MainActor in
            flight.stopHandler?(flight, false)
            flight.animation.delegate?.animationDidStop(flight.animation, finished: false)
        }
        if let loop = loopReference.loop { loop.perform(deliver) } else { deliver() }
    }

    /// Retains a display link added to this loop.
    func attach(_ link: DisplayLink) {
        displayLinks.append(link)
    }

    /// Releases a display link removed from every mode of this loop.
    func detach(_ link: DisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    // MARK: - Ticks, starts and stops

    private func frameRate(for interval: Duration, loop: MainRunLoop) -> FrameRate {
        let interval = max(interval, RunLoopTimer.minimumRepeatInterval)
        if let rate = rates.first(where: { $0.clock.interval == interval }) { return rate }
        // Unowned for the reason given in add(_:start:end:frameInterval:): the clock is the driver's.
        let clock = FrameClock(interval: interval, loop: loop, purpose: { [unowned self] in
            self.describeTicks(interval)
        }, onTick: { [unowned self] in
            self.tick(interval)
        })
        let rate = FrameRate(clock: clock)
        rates.append(rate)
        return rate
    }

    /// Keeps `rate`'s clock ticking while an animation on it runs; otherwise sleeps it until the
    /// earliest start of those waiting, or stops it.
    private func wake(_ rate: FrameRate) {
        if rate.running > 0 {
            if !rate.clock.isRunning { rate.clock.start() }
            return
        }
        rate.dropStopped()
        var earliest = Double.infinity
        for flight in rate.flights where flight.state == .waiting { earliest = min(earliest, flight.startTime) }
        guard earliest < .infinity else { return rate.clock.stop() }
        rate.clock.start(notBefore: Duration.atOrAfter(mediaTime: earliest))
    }

    private func tick(_ interval: Duration) {
        guard let loop = loopReference.loop, let rate = rates.first(where: { $0.clock.interval == interval }) else { return }
        let time = loop.mediaTime
        rate.dropStopped()
        // A snapshot: handlers may add and remove animations; one added now waits for the next tick.
        for flight in rate.flights {
            if flight.state == .waiting, flight.startTime <= time, flight.registrationTime < time {
                start(flight, in: rate)
            }
            guard flight.state == .running else { continue }
            flight.tickHandler?(flight, time)
        }
        // Keep ticking while something runs; otherwise sleep until the next start.
        if rate.running == 0 { wake(rate) }
    }

    private func start(_ flight: InFlightAnimation, in rate: FrameRate) {
        flight.state = .running
        rate.running += 1
        flight.animation.delegate?.animationDidStart(flight.animation)
    }

    /// The end of `flight`'s active duration: it starts if it has not, then stops, finished.
    private func finish(_ flight: InFlightAnimation) {
        guard let rate = frameRate(of: flight) else { return }
        if flight.state == .waiting { start(flight, in: rate) }
        guard flight.state == .running else { return }
        stop(flight, finished: true, in: rate)
        flight.stopHandler?(flight, true)
        flight.animation.delegate?.animationDidStop(flight.animation, finished: true)
    }

    /// Marks `flight` stopped, and stops or sleeps its clock when nothing runs on it any more.
    private func stop(_ flight: InFlightAnimation, finished: Bool, in rate: FrameRate) {
        if flight.state == .running { rate.running -= 1 }
        flight.state = .stopped(finished: finished)
        flight.stopTimer?.invalidate()
        flight.stopTimer = nil
        rate.hasStopped = true
        if rate.running == 0 { wake(rate) }
    }

    private func frameRate(of flight: InFlightAnimation) -> FrameRate? {
        let interval = max(flight.frameInterval, RunLoopTimer.minimumRepeatInterval)
        return rates.first { $0.clock.interval == interval }
    }

    private func describeTicks(_ interval: Duration) -> String {
        let flights = rates.first { $0.clock.interval == interval }?.flights.filter(\.isInFlight) ?? []
        let never = flights.filter { !$0.endTime.isFinite }.map { $0.animation.description }
        let forever = never.isEmpty ? "" : "; never ending: \(never.joined(separator: ", "))"
        return "animation frame ticks every \(interval) for \(flights.count) animation(s) in flight\(forever)"
    }
}

extension MainRunLoop {
    /// The loop's animation driver, made on first use.
    package var animationDriver: AnimationDriver {
        if let driver = animationDriverSlot as? AnimationDriver { return driver }
        let driver = AnimationDriver(loop: self)
        animationDriverSlot = driver
        return driver
    }
}
