import Foundation
import HeadlessKit

/// Fingers aimed at what touch handling composes: controls inside scroll views, recognizers on
/// a scroll view's content and on the scroll view itself, pinches on recognizers, and edge
/// swipes over navigation stacks. Simulated fingers drive the loop, so only top-level
/// operations play them.
extension World {
    func performTouchInterplay() -> String? {
        switch pick(5) {
        case 0:
            // A control in a scroll view's content, then a finger on it.
            let scrollView = scrollViews[pick(scrollViews.count)]
            let control = controls.last ?? {
                let made = ChaosControl(world: self, number: tracked.count)
                track(made, made.chaosName)
                controls.append(made)
                return made
            }()
            control.frame = CGRect(x: pick(60), y: pick(200), width: 20 + pick(60), height: 20 + pick(40))
            note("\(name(scrollView)).addSubview(\(control.chaosName))")
            scrollView.addSubview(control)
            return playFinger(on: control)
        case 1:
            // A recognizer on a scroll view's content view (or on the scroll view), then a finger.
            let scrollView = scrollViews[pick(scrollViews.count)]
            let target: ViewNode
            if let content = element(scrollView.subviews.filter { !($0 is Control) }), chance(3) == false {
                target = content
            } else if chance(2) {
                target = scrollView
            } else {
                let view = views[pick(views.count)]
                guard !scrollView.isDescendant(of: view) else { return nil }
                view.frame = CGRect(x: pick(60), y: pick(300), width: 40 + pick(80), height: 40 + pick(80))
                note("\(name(scrollView)).addSubview(\(name(view)))")
                scrollView.addSubview(view)
                target = view
            }
            let recognizer = makeRecognizer()
            note("\(name(target)).addGestureRecognizer(\(recognizer.name ?? "?"))")
            target.addGestureRecognizer(recognizer)
            return playFinger(on: target)
        case 2:
            // An edge swipe over a navigation stack in a window.
            let stacks = controllers.compactMap { $0 as? NavigationController }.filter { $0.viewIfLoaded?.window != nil }
            guard let navigation = element(stacks), let window = navigation.viewIfLoaded?.window else { return nil }
            if navigation.viewControllers.count < 2, !navigation.isTransitioning, chance(2) {
                let pushed = freeController(allowingContainers: false)
                note("\(name(navigation)).pushViewController(\(name(pushed)), animated: false)")
                navigation.pushViewController(pushed, animated: false)
                window.runLoop.runUntilIdle(timeLimit: .seconds(120))
            }
            let distance = CGFloat(20 + pick(Int(window.bounds.width)))
            let milliseconds = 50 + pick(500)
            note("\(name(window)).edgeSwipe(from: left, distance: \(distance), \(milliseconds) ms) over \(name(navigation))")
            window.edgeSwipe(from: .left, distance: distance, duration: .milliseconds(milliseconds))
            return touchViolation
        case 3:
            // A pinch recognizer, then two fingers.
            let view = anyView()
            let pinch = PinchGestureRecognizer()
            pinch.name = "PinchGestureRecognizer#\(tracked.count)"
            pinch.cancelsTouchesInView = !chance(3)
            pinch.delaysTouchesBegan = chance(4)
            if chance(2) { pinch.delegate = recognizerDelegate }
            pinch.addAction { [weak self] recognizer in self?.maybeAct(from: recognizer) }
            track(pinch, pinch.name ?? "pinch")
            note("\(name(view)).addGestureRecognizer(\(pinch.name ?? "?"))")
            view.addGestureRecognizer(pinch)
            guard let window = view.window, !window.isHidden else { return nil }
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
            note("\(name(window)).pinch(at: \(center))")
            window.pinch(at: center, from: CGFloat(20 + pick(60)), to: CGFloat(10 + pick(160)))
            return touchViolation
        default:
            // A finger aimed at a view of the pool or a control, wherever it is.
            let candidates: [ViewNode] = views + controls + scrollViews
            guard let view = element(candidates.filter { $0.window != nil }) else { return nil }
            return playFinger(on: view)
        }
    }

    /// Plays a random gesture at `view`'s center, in its window, when it is in a shown one.
    private func playFinger(on view: ViewNode) -> String? {
        guard let window = view.window, !window.isHidden else { return nil }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        switch pick(6) {
        case 0, 1:
            note("\(name(window)).tap(at: \(point)) on \(name(view))")
            window.tap(at: point)
        case 2:
            note("\(name(window)).doubleTap(at: \(point)) on \(name(view))")
            window.doubleTap(at: point)
        case 3:
            let milliseconds = 100 + pick(700)
            note("\(name(window)).longPress(at: \(point), \(milliseconds) ms) on \(name(view))")
            window.longPress(at: point, duration: .milliseconds(milliseconds))
        case 4:
            let velocity = CGPoint(x: CGFloat(pick(5)) - 2, y: CGFloat(pick(7)) - 3)
            note("\(name(window)).flick(from: \(point), velocity: \(velocity)) on \(name(view))")
            window.flick(from: point, velocity: velocity)
        default:
            let end = CGPoint(x: point.x + CGFloat(pick(120)) - 60, y: point.y + CGFloat(pick(160)) - 80)
            let milliseconds = 50 + pick(500)
            note("\(name(window)).drag(from: \(point), to: \(end), \(milliseconds) ms) on \(name(view))")
            window.drag(from: point, to: end, duration: .milliseconds(milliseconds))
        }
        return touchViolation
    }

    /// A non-finite value given to a recognizer on a pool view (made for the purpose when it has
    /// none of the kind): refused with a diagnostic.
    func recognizerMisuse(_ nonFinite: CGFloat) -> (String, () -> Void) {
        let view = views[pick(views.count)]
        func attached<Recognizer: GestureRecognizer>(_ make: () -> Recognizer) -> Recognizer {
            if let existing = view.gestureRecognizers?.compactMap({ $0 as? Recognizer }).first { return existing }
            let made = make()
            view.addGestureRecognizer(made)
            return made
        }
        switch pick(5) {
        case 4:
            // A finger cannot reach a view outside the window it is aimed at.
            let window = windows[pick(windows.count)]
            guard view.window !== window else {
                let pan = attached { PanGestureRecognizer() }
                return ("pan on \(name(view)).setTranslation with \(nonFinite)", { pan.setTranslation(CGPoint(x: nonFinite, y: 0), in: nil) })
            }
            return ("\(name(window)).tap(\(name(view)), a view outside it", { window.tap(view) })
        case 0:
            let pan = attached { PanGestureRecognizer() }
            return ("pan on \(name(view)).setTranslation with \(nonFinite)", { pan.setTranslation(CGPoint(x: nonFinite, y: 0), in: nil) })
        case 1:
            let pinch = attached { PinchGestureRecognizer() }
            return ("pinch on \(name(view)).scale = \(nonFinite)", { pinch.scale = nonFinite })
        case 2:
            let press = attached { LongPressGestureRecognizer() }
            return ("long press on \(name(view)).minimumPressDuration = \(nonFinite)", { press.minimumPressDuration = nonFinite })
        default:
            let press = attached { LongPressGestureRecognizer() }
            return ("long press on \(name(view)).allowableMovement = \(nonFinite)", { press.allowableMovement = nonFinite })
        }
    }
}
