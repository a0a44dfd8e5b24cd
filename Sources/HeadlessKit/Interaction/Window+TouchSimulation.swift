import Foundation

/// Simulating a person's fingers: touch sequences played at the screen's frame rate on the run
/// loop's clock, delivered through `Application.sendEvent(_:)` (when an application owns the loop)
/// and ``Window/sendEvent(_:)`` like real ones — hit testing, gesture
/// recognizers, controls and scroll views all see what they would see on a device.
///
/// Each helper drives the window's run loop until its last touch was delivered (every event in a
/// turn of its own, followed by that turn's gesture slot and commit) and returns; what the
/// gesture set going — a deceleration, an animation — continues when the caller steps or settles
/// the loop. An application that is not active gets no touches: resigning active cancels the
/// fingers that are down, and a sequence played then delivers nothing. Points are in the window's coordinates.
extension Window {
    /// How long a simulated finger stays down for a tap: 3 frames (50 ms at 60 Hz).
    static let tapFrames = 3
    /// How long a simulated finger pauses between the taps of a double tap: 6 frames (100 ms).
    static let betweenTapsFrames = 6

    /// Plays a touch sequence: `frames[i]` holds every finger's location at frame `i` (one
    /// frame interval apart), or `nil` for a frame in which no finger moves and no event is sent.
    ///
    /// The fingers touch down in the first frame and lift in the last one, at the locations it
    /// gives; frames between move them. Every frame must list the same number of fingers; a
    /// sequence that does not (or has a NaN point) is refused with a diagnostic and nothing is
    /// delivered. Returns after the last event was delivered.
    public func performTouches(_ frames: [[CGPoint]?]) {
        guard let first = frames.first ?? nil, !first.isEmpty,
              frames.allSatisfy({ $0 == nil || $0!.count == first.count }),
              frames.allSatisfy({ ($0 ?? []).allSatisfy { GeometryFormat.isFinite($0.x, $0.y) } })
        else {
            return refuseGeometry(
                "A simulated touch sequence must start with at least one finger, list the same fingers "
                    + "in every frame and use finite points; nothing was delivered.")
        }
        var script: [(index: Int, points: [CGPoint], isLast: Bool)] = []
        let lastIndex = frames.lastIndex { $0 != nil } ?? 0
        for (index, frame) in frames.enumerated() {
            guard let frame else { continue }
            script.append((index, frame, index == lastIndex && index > 0))
        }
        if script.count == 1 { script.append((1, first, true)) }
        // An app that is not active gets no touches.
        guard !runLoop.refusesTouches, !runLoop.isFrozen else { return }
        let touches = first.map { Touch(location: $0, timestamp: runLoop.now) }
        for touch in touches { touch.windowResponder = self }
        let interval = frameInterval
        var delivered = 0
        for step in script {
            runLoop.perform(after: interval * step.index) { [weak self] in
                delivered += 1
                self?.deliverSimulatedFrame(step.points, touches: touches, isFirst: step.index == 0, isLast: step.isLast)
            }
        }
        let total = script.count
        runLoop.run(until: { delivered == total }, timeLimit: interval * (frames.count + 2))
    }

    private func deliverSimulatedFrame(_ points: [CGPoint], touches: [Touch], isFirst: Bool, isLast: Bool) {
        // Once the system cancelled the fingers (the app resigned active), the rest of the
        // sequence is not delivered.
        guard !runLoop.refusesTouches, !touches.contains(where: { $0.phase == .cancelled }) else { return }
        let event = touchEvent
        event.timestamp = runLoop.now
        event.orderedTouches = touches
        for (touch, point) in zip(touches, points) {
            touch.timestamp = runLoop.now
            if isFirst {
                touch.phase = .began
                touch.previousLocationInWindow = point
            } else {
                touch.previousLocationInWindow = touch.locationInWindow
                touch.phase = isLast ? .ended : (point == touch.locationInWindow ? .stationary : .moved)
            }
            touch.locationInWindow = point
        }
        dispatchFromScreen(event)
        if isLast { event.orderedTouches = [] }
    }

    /// Taps once at `point` with one finger (down, then up 50 ms later).
    public func tap(at point: CGPoint) {
        performTouches([[point]] + Array(repeating: nil, count: Self.tapFrames - 1) + [[point]])
    }

    /// Taps the center of `view`.
    ///
    /// A view that is not in this window, or whose center is outside the window's bounds, cannot
    /// be reached by a finger: the tap is refused with a diagnostic and nothing is delivered. (A
    /// view covered by another is tapped through whatever covers it, as a finger would.)
    public func tap(_ view: ViewNode) {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: self)
        guard view.window === self, bounds.contains(center) else {
            let problem = view.window === self
                ? "its center \(GeometryFormat.bracketed([center.x, center.y])) is outside the window's bounds"
                : "it is not in this window"
            return reportMisuse(Diagnostic(
                kind: .touchTargetUnreachable,
                message: "Cannot tap \(view): \(problem). Nothing was delivered; show the view on screen "
                    + "(scroll it into view, add it to the window) before tapping it.",
                objects: [view, self]))
        }
        tap(at: center)
    }

    /// Taps twice at `point`, 100 ms apart.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        runLoop.run(for: frameInterval * Self.betweenTapsFrames)
        tap(at: point)
    }

    /// Presses and holds at `point` for `duration`, then lifts.
    public func longPress(at point: CGPoint, duration: Duration = .seconds(1)) {
        let frames = max(Int((duration / frameInterval).rounded(.up)), 1)
        performTouches([[point]] + Array(repeating: nil, count: frames - 1) + [[point]])
    }

    /// Drags one finger from `start` to `end` over `duration`, then lifts.
    ///
    /// `releaseVelocity` (points per millisecond, each axis) is how fast the finger is moving as
    /// it lifts: for a nonzero one, the last 100 ms of the path move at exactly that velocity and
    /// the finger lifts one frame past `end`; for zero (the default) the finger holds still at
    /// `end` for 100 ms and then lifts, so the release has no velocity.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Duration = .milliseconds(300),
                     releaseVelocity: CGPoint = .zero) {
        let frameCount = max(Int((duration / frameInterval).rounded()), 1)
        let frameMilliseconds = frameInterval / .milliseconds(1)
        let tailFrames = max(Int((Duration.milliseconds(100) / frameInterval).rounded(.up)), 1)
        var path: [[CGPoint]?] = [[start]]
        if releaseVelocity == .zero {
            for step in 1...frameCount { path.append([start.interpolated(to: end, fraction: Double(step) / Double(frameCount))]) }
            path += Array(repeating: nil, count: tailFrames)
            path.append([end])
        } else {
            // The tail moves at the release velocity; the head covers the rest of the way.
            let tailFrames = min(tailFrames, frameCount)
            let tail = CGPoint(x: releaseVelocity.x * frameMilliseconds * Double(tailFrames),
                               y: releaseVelocity.y * frameMilliseconds * Double(tailFrames))
            let tailStart = CGPoint(x: end.x - tail.x, y: end.y - tail.y)
            let headFrames = frameCount - tailFrames
            if headFrames > 0 {
                for step in 1...headFrames {
                    path.append([start.interpolated(to: tailStart, fraction: Double(step) / Double(headFrames))])
                }
            }
            for step in 1...(tailFrames + 1) {
                path.append([CGPoint(x: tailStart.x + releaseVelocity.x * frameMilliseconds * Double(step),
                                     y: tailStart.y + releaseVelocity.y * frameMilliseconds * Double(step))])
            }
        }
        performTouches(path)
    }

    /// Flicks from `start`: a 100 ms drag released at `velocity` (points per millisecond).
    public func flick(from start: CGPoint, velocity: CGPoint) {
        let frameMilliseconds = frameInterval / .milliseconds(1)
        let frames = max(Int((Duration.milliseconds(100) / frameInterval).rounded(.up)), 1)
        let end = CGPoint(x: start.x + velocity.x * frameMilliseconds * Double(frames),
                          y: start.y + velocity.y * frameMilliseconds * Double(frames))
        drag(from: start, to: end, duration: frameInterval * frames, releaseVelocity: velocity)
    }

    /// Swipes 120 points in `direction` from `start` in 100 ms, released moving at 1.2 points
    /// per millisecond.
    public func swipe(_ direction: SwipeGestureRecognizer.Direction, from start: CGPoint) {
        let unit = direction.unitVector
        flick(from: start, velocity: CGPoint(x: unit.x * 1.2, y: unit.y * 1.2))
    }

    /// Pinches two fingers around `center`: they start `startDistance` apart (horizontally) and
    /// end `endDistance` apart after `duration`, then hold still and lift.
    public func pinch(at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
                      duration: Duration = .milliseconds(300)) {
        let frameCount = max(Int((duration / frameInterval).rounded()), 1)
        var path: [[CGPoint]?] = []
        for step in 0...frameCount {
            let distance = startDistance + (endDistance - startDistance) * Double(step) / Double(frameCount)
            path.append([CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)])
        }
        path += Array(repeating: nil, count: 6)
        path.append(path[frameCount])
        performTouches(path)
    }

    /// Swipes in from the screen's `edge` across `distance` points over `duration`, the way the
    /// system back gesture starts, then lifts holding still.
    public func edgeSwipe(from edge: RectEdge = .left, distance: CGFloat = 200, duration: Duration = .milliseconds(300)) {
        let size = bounds.size
        let start: CGPoint
        let unit: CGPoint
        switch edge {
        case .right: start = CGPoint(x: size.width - 1, y: size.height / 2); unit = CGPoint(x: -1, y: 0)
        case .top: start = CGPoint(x: size.width / 2, y: 1); unit = CGPoint(x: 0, y: 1)
        case .bottom: start = CGPoint(x: size.width / 2, y: size.height - 1); unit = CGPoint(x: 0, y: -1)
        default: start = CGPoint(x: 1, y: size.height / 2); unit = CGPoint(x: 1, y: 0)
        }
        drag(from: start, to: CGPoint(x: start.x + unit.x * distance, y: start.y + unit.y * distance), duration: duration)
    }
}
