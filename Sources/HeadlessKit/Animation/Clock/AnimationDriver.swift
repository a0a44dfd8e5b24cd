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
    /// One clock per frame interval in use, with its animations in the order they were added.
    private var clocks: [(clock: FrameClock, flights: [InFlightAnimation])] = []
    private var nextSequence = 0
    /// The display links added to this loop, retained as a run loop retains its display links.
    package private(set) var displayLinks: [DisplayLink] = []

    init(loop: MainRunLoop) {
        loopReference = loop.reference
    }

    /// The animations not yet stopped, in the order they were added.
    package var inFlight: [InFlightAnimation] {
        clocks.flatMap(\.flights).filter(\.isInFlight).sorted { $0.sequence < $1.sequence }
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
            registrationTime: now, sequence: nextSequence)
        nextSequence += 1
        guard let loop = loopReference.loop else { return flight }
        if flight.endTime.isFinite {
            let deadline = max(Duration.atOrAfter(mediaTime: flight.endTime), loop.now)
            flight.stopTimer = loop.scheduleTimer(withTimeInterval: deadline - loop.now, repeats: false, mode: .common) {
                [weak self, weak flight] _ in
                guard let self, let flight else { return }
                self.finish(flight)
            }
        }
        let index = clockIndex(for: frameInterval, loop: loop)
        clocks[index].flights.append(flight)
        wake(clockAt: index)
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
    package func remove(_ flight: InFlightAnimation) {
        guard flight.isInFlight else { return }
        flight.state = .stopped(finished: false)
        flight.stopTimer?.invalidate()
        flight.stopTimer = nil
        settle(clockOf: flight)
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

    private func clockIndex(for interval: Duration, loop: MainRunLoop) -> Int {
        if let index = clocks.firstIndex(where: { $0.clock.interval == max(interval, RunLoopTimer.minimumRepeatInterval) }) {
            return index
        }
        let clock = FrameClock(interval: interval, loop: loop, purpose: { [weak self] in
            self?.describeTicks(interval) ?? "animation frame ticks"
        }, onTick: { [weak self] in
            self?.tick(interval)
        })
        clocks.append((clock, []))
        return clocks.count - 1
    }

    /// Starts the clock at `index` if an animation on it needs a tick, sleeping until the earliest
    /// start when nothing has started yet.
    private func wake(clockAt index: Int) {
        let flights = clocks[index].flights
        if flights.contains(where: { $0.state == .running }) {
            if !clocks[index].clock.isRunning { clocks[index].clock.start() }
            return
        }
        let starts = flights.filter { $0.state == .waiting }.map(\.startTime)
        guard let earliest = starts.min() else { return clocks[index].clock.stop() }
        clocks[index].clock.start(notBefore: Duration.atOrAfter(mediaTime: earliest))
    }

    private func tick(_ interval: Duration) {
        guard let loop = loopReference.loop,
              let index = clocks.firstIndex(where: { $0.clock.interval == interval }) else { return }
        let time = loop.mediaTime
        var anyRunning = false
        // A snapshot: handlers may add and remove animations; one added now waits for the next tick.
        for flight in clocks[index].flights {
            if flight.state == .waiting, flight.startTime <= time, flight.registrationTime < time {
                start(flight)
            }
            guard flight.state == .running else { continue }
            anyRunning = true
            flight.tickHandler?(flight, time)
        }
        // Keep ticking while something runs; otherwise sleep until the next start. (Stopped
        // animations left their clock as they stopped.)
        if !anyRunning, let index = clocks.firstIndex(where: { $0.clock.interval == interval }) {
            wake(clockAt: index)
        }
    }

    private func start(_ flight: InFlightAnimation) {
        flight.state = .running
        flight.animation.delegate?.animationDidStart(flight.animation)
    }

    /// The end of `flight`'s active duration: it starts if it has not, then stops, finished.
    private func finish(_ flight: InFlightAnimation) {
        if flight.state == .waiting { start(flight) }
        guard flight.state == .running else { return }
        flight.state = .stopped(finished: true)
        flight.stopTimer = nil
        settle(clockOf: flight)
        flight.stopHandler?(flight, true)
        flight.animation.delegate?.animationDidStop(flight.animation, finished: true)
    }

    /// Drops a stopped animation from its clock and stops the clock when nothing needs it.
    private func settle(clockOf flight: InFlightAnimation) {
        guard let index = clocks.firstIndex(where: { $0.flights.contains { $0 === flight } }) else { return }
        clocks[index].flights.removeAll { $0 === flight }
        wake(clockAt: index)
    }

    private func describeTicks(_ interval: Duration) -> String {
        let flights = clocks.first { $0.clock.interval == interval }?.flights.filter(\.isInFlight) ?? []
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
