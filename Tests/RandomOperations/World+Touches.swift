import Foundation
import HeadlessKit

/// Fingers and gesture recognizers: recognizers attached, configured, disabled and removed on the
/// pool's views (their actions run hooks), and simulated gestures played on the windows.
extension World {
    /// A recognizer operation; runs anywhere, hooks included (it never drives the loop).
    func performRecognizerOperation() {
        let view = anyView()
        let existing = view.gestureRecognizers ?? []
        switch pick(8) {
        case 0, 1, 2:
            let recognizer = makeRecognizer()
            recognizer.delaysTouchesBegan = chance(4)
            recognizer.delaysTouchesEnded = !chance(4)
            recognizer.cancelsTouchesInView = !chance(4)
            note("\(name(view)).addGestureRecognizer(\(recognizer.name ?? "?"))")
            view.addGestureRecognizer(recognizer)
        case 3:
            guard let recognizer = element(existing) else { return }
            note("\(name(view)).removeGestureRecognizer(\(recognizer.name ?? "?"))")
            view.removeGestureRecognizer(recognizer)
        case 4:
            guard let recognizer = element(existing) else { return }
            note("\(recognizer.name ?? "?").isEnabled.toggle()")
            recognizer.isEnabled.toggle()
        case 5:
            let others = views.flatMap { $0.gestureRecognizers ?? [] }
            guard let recognizer = element(existing), let other = element(others) else { return }
            note("\(recognizer.name ?? "?").require(toFail: \(other.name ?? "?"))")
            recognizer.require(toFail: other)
        case 6:
            // A state set from outside a recognizer's hooks may be refused: misuse only.
            guard profile == .misuse, let recognizer = element(existing) else { return }
            let states: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
            let state = states[pick(states.count)]
            note("\(recognizer.name ?? "?").state = \(state)")
            recognizer.state = state
        default:
            let window = windows[pick(windows.count)]
            let responder = element(views.filter { $0.window === window }) ?? window
            note("\(name(responder)).becomeFirstResponder()")
            _ = responder.becomeFirstResponder()
        }
    }

    /// A simulated gesture on a window: a top-level operation, as it drives the window's loop.
    func simulateTouches() -> String? {
        let window = windows[pick(windows.count)]
        let size = window.bounds.size
        let point = CGPoint(x: Double(pick(Int(max(size.width, 1)))), y: Double(pick(Int(max(size.height, 1)))))
        switch pick(7) {
        case 0, 1:
            note("\(name(window)).tap(at: \(point))")
            window.tap(at: point)
        case 2:
            note("\(name(window)).doubleTap(at: \(point))")
            window.doubleTap(at: point)
        case 3:
            let milliseconds = pick(1000)
            note("\(name(window)).longPress(at: \(point), duration: \(milliseconds) ms)")
            window.longPress(at: point, duration: .milliseconds(milliseconds))
        case 4:
            let directions: [SwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
            let direction = directions[pick(4)]
            note("\(name(window)).swipe(\(direction.rawValue), from: \(point))")
            window.swipe(direction, from: point)
        case 5:
            let edges: [RectEdge] = [.left, .right, .top, .bottom]
            let edge = edges[pick(4)]
            let distance = CGFloat(pick(300))
            note("\(name(window)).edgeSwipe(from: \(edge.rawValue), distance: \(distance))")
            window.edgeSwipe(from: edge, distance: distance)
        default:
            let end = CGPoint(x: Double(pick(Int(max(size.width, 1)))), y: Double(pick(Int(max(size.height, 1)))))
            note("\(name(window)).drag(from: \(point), to: \(end))")
            window.drag(from: point, to: end, duration: .milliseconds(pick(400)))
        }
        return nil
    }

    private func makeRecognizer() -> GestureRecognizer {
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
            recognizer = PanGestureRecognizer()
        }
        recognizer.name = "\(type(of: recognizer))#\(pick(1000))"
        recognizer.addAction { [weak self] recognizer in self?.maybeAct(from: recognizer) }
        return recognizer
    }
}
