import Foundation
import HeadlessKit

/// Fingers on the windows: simulated gestures, the recognizers that watch them, and first
/// responders. Simulated gestures drive the loop, so only top-level operations play them.
extension World {
    /// Plays a random gesture on a random window, then checks that every view heard of each of
    /// its touches in a well-formed order.
    func performTouchOperation() -> String? {
        let window = windows[pick(windows.count)]
        let point = CGPoint(x: pick(Int(window.bounds.width)), y: pick(Int(window.bounds.height)))
        let other = CGPoint(x: pick(Int(window.bounds.width)), y: pick(Int(window.bounds.height)))
        switch pick(9) {
        case 8:
            let directions: [SwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
            let direction = directions[pick(4)]
            note("\(name(window)).swipe(\(direction.rawValue), from: \(point))")
            window.swipe(direction, from: point)
        case 0, 1:
            note("\(name(window)).tap(at: \(point))")
            window.tap(at: point)
        case 2:
            note("\(name(window)).doubleTap(at: \(point))")
            window.doubleTap(at: point)
        case 3:
            let milliseconds = 100 + pick(900)
            note("\(name(window)).longPress(at: \(point), \(milliseconds) ms)")
            window.longPress(at: point, duration: .milliseconds(milliseconds))
        case 4:
            let velocity = CGPoint(x: CGFloat(pick(5)) - 2, y: CGFloat(pick(5)) - 2)
            note("\(name(window)).drag(from: \(point), to: \(other), releaseVelocity: \(velocity))")
            window.drag(from: point, to: other, duration: .milliseconds(50 + pick(400)), releaseVelocity: velocity)
        case 5:
            note("\(name(window)).pinch(at: \(point))")
            window.pinch(at: point, from: CGFloat(20 + pick(80)), to: CGFloat(20 + pick(150)))
        case 6:
            let edges: [RectEdge] = [.left, .right, .top, .bottom]
            let edge = edges[pick(4)]
            note("\(name(window)).edgeSwipe(from: \(edge.rawValue))")
            window.edgeSwipe(from: edge, distance: CGFloat(20 + pick(280)))
        default:
            let velocity = CGPoint(x: CGFloat(pick(9)) - 4, y: CGFloat(pick(9)) - 4)
            note("\(name(window)).flick(from: \(point), velocity: \(velocity))")
            window.flick(from: point, velocity: velocity)
        }
        return touchViolation
    }

    /// Recognizers and first responders: what hooks may do too.
    func performGestureOperation() {
        let view = anyView()
        switch pick(7) {
        case 0, 1:
            let recognizer = makeRecognizer()
            note("\(name(view)).addGestureRecognizer(\(recognizer.name ?? "?"))")
            view.addGestureRecognizer(recognizer)
        case 2:
            guard let recognizer = element(view.gestureRecognizers ?? []) else { return }
            note("\(name(view)).removeGestureRecognizer")
            view.removeGestureRecognizer(recognizer)
        case 3:
            guard let recognizer = element(view.gestureRecognizers ?? []) else { return }
            note("recognizer.isEnabled.toggle() on \(name(view))")
            recognizer.isEnabled.toggle()
        case 4:
            guard let recognizer = element(view.gestureRecognizers ?? []),
                  let other = element(anyView().gestureRecognizers ?? []) else { return }
            note("recognizer on \(name(view)).require(toFail:)")
            recognizer.require(toFail: other)
        case 5 where profile == .misuse && chance(3):
            // A state set from outside a recognizer's hooks may be refused: misuse only.
            guard let recognizer = element(view.gestureRecognizers ?? []) else { return }
            let states: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
            let state = states[pick(states.count)]
            note("\(recognizer.name ?? "?").state = \(state)")
            // From now on its actions follow what the test set, not its own state machine.
            externallyDrivenRecognizers.insert(ObjectIdentifier(recognizer))
            recognizer.state = state
        case 5:
            note("\(name(view)).\(chance(2) ? "become" : "resign")FirstResponder()")
            if chance(2) { view.becomeFirstResponder() } else { view.resignFirstResponder() }
        default:
            performControlOperation(on: view)
        }
    }

    /// Controls: placed in the hierarchy, given actions that act on the world, enabled and
    /// disabled mid-gesture, sent actions by hand.
    func performControlOperation(on view: ViewNode) {
        if controls.isEmpty || chance(4) {
            let control = ChaosControl(world: self, number: tracked.count)
            control.frame = CGRect(x: pick(100), y: pick(200), width: 20 + pick(80), height: 20 + pick(60))
            track(control, control.chaosName)
            controls.append(control)
            note("\(name(view)).addSubview(\(control.chaosName))")
            view.addSubview(control)
            return
        }
        let control = controls[pick(controls.count)]
        switch pick(5) {
        case 0:
            let events: [Control.Event] = [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel, .touchDragExit, .valueChanged]
            let event = events[pick(events.count)]
            note("\(control.chaosName).addAction(for: \(event.rawValue))")
            control.addAction(Action { [weak self, weak control] _ in
                guard let self, let control else { return }
                maybeAct(from: control)
            }, for: event)
        case 1:
            note("\(control.chaosName).isEnabled.toggle()")
            control.isEnabled.toggle()
        case 2:
            note("\(control.chaosName).sendActions(for: .allEvents)")
            control.sendActions(for: chance(2) ? .touchUpInside : .allEvents)
        case 3:
            note("\(name(view)).addSubview(\(control.chaosName))")
            view.addSubview(control)
        default:
            note("release \(control.chaosName)")
            control.removeFromSuperview()
            controls.removeAll { $0 === control }
        }
    }

    /// A recognizer of a random kind and configuration whose actions act on the world and check
    /// UIKit's order of states.
    func makeRecognizer() -> GestureRecognizer {
        let recognizer: GestureRecognizer
        switch pick(6) {
        case 0:
            let tap = TapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + pick(2)
            tap.numberOfTouchesRequired = 1 + (chance(4) ? 1 : 0)
            recognizer = tap
        case 1:
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = Double(pick(6)) / 10
            press.numberOfTapsRequired = chance(4) ? 1 : 0
            recognizer = press
        case 2:
            let swipe = SwipeGestureRecognizer()
            swipe.direction = SwipeGestureRecognizer.Direction(rawValue: UInt(1 + pick(15)))
            recognizer = swipe
        case 3:
            recognizer = ScreenEdgePanGestureRecognizer(edges: RectEdge(rawValue: UInt(pick(16))))
        default:
            let pan = PanGestureRecognizer()
            pan.maximumNumberOfTouches = 1 + pick(3)
            recognizer = pan
        }
        recognizer.name = "\(type(of: recognizer))#\(tracked.count)"
        recognizer.cancelsTouchesInView = !chance(3)
        recognizer.delaysTouchesBegan = chance(3)
        recognizer.delaysTouchesEnded = !chance(3)
        if chance(2) { recognizer.delegate = recognizerDelegate }
        let isDiscrete = recognizer is TapGestureRecognizer || recognizer is SwipeGestureRecognizer
        var previous = GestureRecognizer.State.possible
        recognizer.addAction { [weak self] recognizer in
            guard let self else { return }
            let state = recognizer.state
            let allowed: Bool = switch (isDiscrete, previous, state) {
            case (true, _, .ended): true
            case (false, .possible, .began), (false, .ended, .began), (false, .cancelled, .began),
                 (false, .began, .changed), (false, .changed, .changed), (false, .began, .ended), (false, .changed, .ended),
                 (false, .began, .cancelled), (false, .changed, .cancelled): true
            default: false
            }
            if !allowed, !externallyDrivenRecognizers.contains(ObjectIdentifier(recognizer)) { touchViolations.append("\(recognizer.name ?? "?") sent an action for \(previous) → \(state)") }
            previous = state
            maybeAct(from: recognizer)
        }
        track(recognizer, recognizer.name ?? "recognizer")
        return recognizer
    }

    /// A view or recognizer that heard of touches out of order, or a recognizer whose actions
    /// broke UIKit's state machine.
    var touchViolation: String? {
        touchViolations.first
    }

    /// After every loop ran until idle, no view may still be tracking a touch that never ended.
    func openTouchViolation() -> String? {
        guard loops.allSatisfy({ $0.isFrozen || $0.isIdle }) else { return nil }
        for view in views where !view.openTouches.isEmpty {
            return "\(name(view)) never heard the end of \(view.openTouches.count) touch(es)"
        }
        for control in controls where control.isTracking || control.isHighlighted {
            return "\(control.chaosName) is still tracking (\(control.isTracking)) or highlighted (\(control.isHighlighted)) after idle"
        }
        return nil
    }

    /// After the loop ran until idle, no window may still track a finger or a deciding recognizer.
    func pendingTouchWork(in loop: MainRunLoop) -> String? {
        // A suspended app's loop runs nothing, its gesture slot included, until the app is back.
        guard !loop.isFrozen else { return nil }
        for window in windows where window.runLoop === loop && window.isTrackingTouches {
            return "\(name(window)) still tracks touches or recognizers after idle: \(window.touchTrackingDescription)"
        }
        // With no gesture under way, every recognizer is possible again: one left in another
        // state would never receive a touch. A recognizer is reset by the gesture slot of the
        // window it took part in, which may be on the other loop if its view moved since: look
        // only once every loop is idle.
        guard loops.allSatisfy({ $0.isFrozen || $0.isIdle }) else { return nil }
        for window in windows where window.runLoop === loop {
            var stack: [ViewNode] = [window]
            while let view = stack.popLast() {
                for recognizer in view.gestureRecognizers ?? []
                where recognizer.state != .possible && !externallyDrivenRecognizers.contains(ObjectIdentifier(recognizer)) {
                    return "\(recognizer) on \(name(view)) in \(name(window)) is \(recognizer.state) after idle"
                }
                stack += view.subviews
            }
        }
        return nil
    }
}

/// Answers a recognizer delegate's questions at random, acting on the world now and then.
final class ChaosRecognizerDelegate: GestureRecognizerDelegate {
    weak var world: World?

    init(world: World) {
        self.world = world
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        world?.maybeAct(from: gestureRecognizer)
        return !(world?.chance(4) ?? false)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(world?.chance(5) ?? false)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        world?.chance(2) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        world?.chance(6) ?? false
    }
}

/// A control whose tracking hooks act on the world.
final class ChaosControl: Control {
    weak var world: World?
    let chaosName: String

    init(world: World, number: Int) {
        self.world = world
        chaosName = "control\(number)"
        super.init(frame: .zero)
    }
    required init?(coder: Coder) { nil }


    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        world?.maybeAct(from: self)
        return !(world?.chance(6) ?? false)
    }
    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        world?.maybeAct(from: self)
        return !(world?.chance(8) ?? false)
    }
    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) { world?.maybeAct(from: self) }
    override func cancelTracking(with event: HeadlessKit.Event?) { world?.maybeAct(from: self) }
}
