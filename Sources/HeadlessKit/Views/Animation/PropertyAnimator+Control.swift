import Foundation

/// Starting, pausing, stopping and finishing a property animator — `UIViewAnimating` and
/// `UIViewImplicitlyAnimating`.
extension PropertyAnimator {
    /// Adds animations: before the animator starts, they wait for it; while it is active, they
    /// run at once and move over the rest of its duration. Refused once it has finished or while
    /// it is stopped.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        guard !hasFinished, state != .stopped else {
            return refuse("addAnimations(_:)", "an animator that has finished or is stopped takes no more animations",
                          fix: "make a new animator")
        }
        if state == .inactive {
            pendingAnimations.append(animation)
        } else {
            record(animation, startFraction: fraction(at: currentTime))
            showValues(at: fraction(at: currentTime))
        }
    }

    /// Adds animations that start `delayFactor` of the way through the rest of the duration
    /// **(chosen**: HeadlessKit starts them with the others**)**.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a closure run when the animator finishes, with where its animations ended; run in the
    /// order added.
    public func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations, or resumes a paused animator.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (the views hold their start values until then),
    /// or resumes a paused animator. Refused while stopped.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay >= 0 else {
            return refuse("startAnimation(afterDelay: \(delay))", "the delay must be finite and not negative", fix: "pass a delay ≥ 0")
        }
        switch state {
        case .stopped:
            return refuse("startAnimation()", "a stopped animator cannot start again", fix: "call finishAnimation(at:) first")
        case .active where isRunning:
            return
        case .inactive:
            self.delay = delay
            activate()
        case .active:
            break
        }
        anchorTime = currentTime + delay
        isRunning = true
        startFrames()
        scheduleEnd()
    }

    /// Pauses the animations where they are; an inactive animator starts, paused at its
    /// beginning. Refused while stopped.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            return refuse("pauseAnimation()", "a stopped animator cannot be paused", fix: "call finishAnimation(at:) first")
        case .inactive:
            activate()
        case .active:
            guard isRunning else { return }
            anchorFraction = fraction(at: currentTime)
            anchorTime = currentTime
            isRunning = false
            stopFrames()
        }
        showValues(at: anchorFraction)
    }

    /// Stops the animations where they are on screen, making those the model values. With
    /// `withoutFinishing` `true` the animator becomes inactive and runs no completion; with
    /// `false` it is stopped, waiting for ``finishAnimation(at:)``. Refused unless active.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            return refuse("stopAnimation(\(withoutFinishing))", "only an active animator can be stopped",
                          fix: "start the animator first, or leave it")
        }
        let fraction = fraction(at: currentTime)
        isRunning = false
        stopFrames()
        for track in tracks {
            let value = track.value(atProgress: progress(of: track, at: fraction))
            track.release()
            track.setModelValue(value)
        }
        anchorFraction = fraction
        if withoutFinishing {
            state = .inactive
            hasFinished = true
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views go to `finalPosition` (``ViewAnimatingPosition/end``
    /// or ``ViewAnimatingPosition/start`` values, or stay where they were stopped for
    /// ``ViewAnimatingPosition/current``), the animator becomes inactive and its completions run
    /// with `finalPosition`. Refused unless stopped, with UIKit's message.
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else {
            return refuse("finishAnimation(at: .\(finalPosition))", "only a stopped animator can be finished",
                          fix: "call stopAnimation(false) first",
                          uikitText: "finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        finish(at: finalPosition)
    }

    /// Resumes a paused animator with other timing **(chosen**: HeadlessKit keeps its own timing
    /// and resumes it**)**.
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }

    // MARK: - Running

    /// Runs the waiting animations, recording their changes: the animator becomes active, paused.
    func activate() {
        state = .active
        loop = loop ?? MainRunLoop.current
        let waiting = pendingAnimations
        pendingAnimations = []
        for animation in waiting { record(animation, startFraction: 0) }
        anchorFraction = reversed ? 1 : 0
    }

    /// Runs `animation`, turning each change of an animatable view property into a track.
    func record(_ animation: @MainActor () -> Void, startFraction: Double) {
        let block = ViewAnimationBlock(kind: .recording({ [self] view, property, from, to in
            loop = loop ?? view.owningRunLoop
            if let existing = tracks.first(where: { $0.view === view && $0.property == property }),
               let end = AnimationValue(to) {
                existing.to = end
            } else if let track = AnimatorTrack(view: view, property: property, from: from, to: to, startFraction: startFraction) {
                tracks.append(track)
            }
        }))
        block.run(animation)
    }

    /// A track's paced progress at the animator's linear `fraction`.
    func progress(of track: AnimatorTrack, at fraction: Double) -> Double {
        let share = track.startFraction < 1 ? max(0, fraction - track.startFraction) / (1 - track.startFraction) : 1
        return curveProgress(at: share)
    }

    /// Shows every track's value at `fraction`.
    func showValues(at fraction: Double) {
        for track in tracks { track.hold(track.value(atProgress: progress(of: track, at: fraction))) }
    }

    func startFrames() {
        guard frameLink == nil, let loop else { return }
        let link = DisplayLink { [self] link in showValues(at: fraction(at: link.timestamp)) }
        link.add(to: loop, forMode: .common)
        frameLink = link
    }

    func stopFrames() {
        frameLink?.invalidate()
        frameLink = nil
        endTimer?.invalidate()
        endTimer = nil
    }

    /// A one-shot timer at exactly the end of the running animations.
    func scheduleEnd() {
        endTimer?.invalidate()
        endTimer = nil
        guard let loop else { return finishRunning() }
        let remaining = (reversed ? anchorFraction : 1 - anchorFraction) * duration
        let end = Duration.atOrAfter(mediaTime: max(anchorTime, loop.mediaTime) + remaining)
        endTimer = loop.scheduleTimer(withTimeInterval: max(end - loop.now, .zero), repeats: false, mode: .common) {
            [self] _ in finishRunning()
        }
    }

    /// The running animations reached their end.
    func finishRunning() {
        let end: Double = reversed ? 0 : 1
        anchorFraction = end
        anchorTime = currentTime
        isRunning = false
        stopFrames()
        if pausesOnCompletion {
            showValues(at: end)
            return
        }
        finish(at: reversed ? .start : .end)
    }

    /// Puts the views at `position`, makes the animator inactive and runs its completions.
    func finish(at position: ViewAnimatingPosition) {
        for track in tracks {
            track.release()
            switch position {
            case .end: track.setModelValue(track.to.boxed(as: track.boxing))
            case .start: track.setModelValue(track.from.boxed(as: track.boxing))
            case .current: break
            }
        }
        state = .inactive
        isRunning = false
        hasFinished = true
        let waiting = completions
        completions = []
        for completion in waiting { completion(position) }
    }
}
