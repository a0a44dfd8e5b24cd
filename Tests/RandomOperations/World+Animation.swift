import Foundation
import HeadlessKit

/// Display links and the animation driver: links added, paused, re-rated, removed and invalidated
/// (their handlers run hooks), animations registered with random timings and removed early (their
/// delegates run hooks), and the checks that every animation started at most once and stopped
/// exactly once, and that nothing is in flight or ticking once a loop is idle.
extension World {
    func performAnimationOperation() {
        let state = animationState
        switch pick(10) {
        case 0, 1:
            let link = state.makeLink(world: self)
            let loop = element(loops) ?? application!.runLoop
            let mode: RunLoopMode = [.default, .common, .tracking][pick(3)]
            note("\(state.name(link)).add(to: \(loop === otherLoop ? "second" : "app") loop, forMode: \(mode))")
            link.add(to: loop, forMode: mode)
        case 2:
            guard let link = element(state.links) else { return }
            note("\(state.name(link)).isPaused.toggle()")
            state.budgets[ObjectIdentifier(link)] = 1 + pick(12)
            link.isPaused.toggle()
        case 3:
            guard let link = element(state.links) else { return }
            let rate = [0, 15, 20, 30, 60, 120][pick(6)]
            note("\(state.name(link)).preferredFramesPerSecond = \(rate)")
            link.preferredFramesPerSecond = rate
        case 4:
            guard let link = element(state.links) else { return }
            let loop = element(loops) ?? application!.runLoop
            let mode: RunLoopMode = [.default, .common, .tracking][pick(3)]
            note("\(state.name(link)).remove(from:forMode: \(mode))")
            link.remove(from: loop, forMode: mode)
        case 5:
            guard let link = element(state.links) else { return }
            note("\(state.name(link)).invalidate()")
            link.invalidate()
            state.links.removeAll { $0 === link }
        case 6, 7, 8:
            registerAnimation()
        default:
            guard let flight = element(state.flights.filter(\.isInFlight)), let loop = state.loop(of: flight) else { return }
            note("remove animation \(state.name(flight.animation))")
            loop.animationDriver.remove(flight)
        }
    }

    /// Registers an animation with random timing on a random loop, at one of its windows' rates.
    private func registerAnimation() {
        let state = animationState
        let loop = element(loops) ?? application!.runLoop
        let animation = BasicAnimation(keyPath: "position.x")
        animation.fromValue = 0.0
        animation.toValue = 100.0
        animation.duration = [0, 0.05, 0.3, 1][pick(4)]
        animation.beginTime = chance(3) ? 0 : loop.mediaTime + [-0.5, 0.01, 0.2, 1.5][pick(4)]
        animation.speed = [1, 1, 2, 0.5, -1][pick(5)]
        animation.repeatCount = [0, 0, 1.5, 3][pick(4)]
        animation.autoreverses = chance(3)
        animation.timeOffset = chance(4) ? 0.1 : 0
        let delegate = ChaosAnimationDelegate(world: self, name: "anim\(state.nextNumber)")
        state.nextNumber += 1
        animation.setValue(delegate.name, forKey: "name")
        animation.delegate = delegate
        let rate = windows.filter { $0.runLoop === loop }.randomElement(using: &random)?.frameInterval ?? .milliseconds(16)
        note("register \(delegate.name): begin \(animation.beginTime), duration \(animation.duration), speed \(animation.speed), repeats \(animation.repeatCount), autoreverses \(animation.autoreverses)")
        let flight = loop.animationDriver.add(animation, frameInterval: rate)
        delegate.flight = flight
        delegate.loop = loop
        if chance(3) {
            flight.tickHandler = { [weak self] flight, _ in self?.maybeAct(from: flight.animation) }
        }
        state.flights.append(flight)
        state.delegates.append(delegate)
        track(animation, delegate.name)
    }

    /// Misuse of display links and animation timing; every case is certainly refused.
    func animationMisuse(_ nonFinite: CGFloat) -> (String, () -> Void) {
        let state = animationState
        switch pick(4) {
        case 0:
            if let link = state.links.first(where: { !$0.addedModes.isEmpty }), let loop = link.addedLoop,
               let mode = link.addedModes.first {
                return ("\(state.name(link)) added again for \(mode)", { link.add(to: loop, forMode: mode) })
            }
            let link = DisplayLink { _ in }
            link.invalidate()
            track(link, "an invalidated display link")
            let loop = application!.runLoop
            return ("an invalidated display link added", { link.add(to: loop, forMode: .default) })
        case 1:
            let link = element(state.links) ?? DisplayLink { _ in }
            return ("\(state.name(link)).preferredFrameRateRange with \(nonFinite)", {
                link.preferredFrameRateRange = FrameRateRange(minimum: 0, maximum: Float(nonFinite))
            })
        case 2:
            let animation = element(state.flights)?.animation ?? BasicAnimation()
            return ("\(animation).duration = \(nonFinite)", { animation.duration = Double(nonFinite) })
        default:
            return ("a timing function with \(nonFinite)", { _ = MediaTimingFunction(controlPoints: Float(nonFinite), 0, 1, 1) })
        }
    }

    /// What is wrong with the animations' lives so far: a start or stop heard twice, a start after
    /// the stop, or a finished stop before the animation's end.
    var animationViolation: String? {
        animationState.delegates.lazy.compactMap(\.violation).first
    }

    /// Animation work left once `loop` went idle: an animation still in flight, a display link
    /// still firing, or a started animation never told it stopped.
    func pendingAnimationWork(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen else { return nil }
        if let flight = loop.animationDriver.inFlight.first {
            return "\(animationState.name(flight.animation)) still in flight after idle (\(flight.state))"
        }
        if loop.animationDriver.displayLinks.contains(where: { $0.isFiring(in: loop.currentMode) }) {
            return "a display link still firing after idle"
        }
        for delegate in animationState.delegates where delegate.loop === loop && delegate.stops.isEmpty {
            return "\(delegate.name) never heard it stopped (heard \(delegate.events))"
        }
        return nil
    }
}

/// The display links and animations of a run, and their names.
@MainActor
final class AnimationChaos {
    var links: [DisplayLink] = []
    var budgets: [ObjectIdentifier: Int] = [:]
    var flights: [InFlightAnimation] = []
    var delegates: [ChaosAnimationDelegate] = []
    var nextNumber = 0
    private var linkNames: [ObjectIdentifier: String] = [:]

    /// A display link whose handler runs hooks and pauses it after a few frames, so that every
    /// loop can go idle.
    func makeLink(world: World) -> DisplayLink {
        let link = DisplayLink { [weak world, weak self] link in
            guard let self else { return }
            let key = ObjectIdentifier(link)
            let left = (self.budgets[key] ?? 0) - 1
            self.budgets[key] = left
            if left <= 0 { link.isPaused = true }
            world?.maybeAct(from: link)
        }
        let key = ObjectIdentifier(link)
        budgets[key] = 1 + Int.random(in: 0..<12, using: &world.random)
        linkNames[key] = "link\(nextNumber)"
        nextNumber += 1
        links.append(link)
        world.track(link, linkNames[key]!)
        return link
    }

    func name(_ link: DisplayLink) -> String { linkNames[ObjectIdentifier(link)] ?? "a display link" }

    func name(_ animation: Animation) -> String { animation.value(forKey: "name") as? String ?? "\(animation)" }

    func loop(of flight: InFlightAnimation) -> MainRunLoop? {
        delegates.first { $0.flight === flight }?.loop
    }
}

/// An animation's delegate that records what it hears and runs hooks.
@MainActor
final class ChaosAnimationDelegate: AnimationDelegate {
    weak var world: World?
    let name: String
    weak var flight: InFlightAnimation?
    weak var loop: MainRunLoop?
    private(set) var events: [String] = []
    private(set) var stops: [Bool] = []
    private(set) var violation: String?

    init(world: World, name: String) {
        self.world = world
        self.name = name
    }

    func animationDidStart(_ anim: Animation) {
        if events.contains("start") { violation = violation ?? "\(name) heard animationDidStart twice" }
        if !stops.isEmpty { violation = violation ?? "\(name) heard animationDidStart after it stopped" }
        events.append("start")
        world?.maybeAct(from: anim)
    }

    func animationDidStop(_ anim: Animation, finished flag: Bool) {
        if !stops.isEmpty { violation = violation ?? "\(name) heard animationDidStop twice" }
        if flag, !events.contains("start") { violation = violation ?? "\(name) finished without starting" }
        if flag, let flight, let loop, loop.mediaTime < flight.endTime {
            violation = violation ?? "\(name) finished at \(loop.mediaTime), before its end \(flight.endTime)"
        }
        events.append("stop \(flag)")
        stops.append(flag)
        world?.maybeAct(from: anim)
    }
}
