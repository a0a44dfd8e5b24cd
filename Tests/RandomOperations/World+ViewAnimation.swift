import Foundation
import HeadlessKit

/// View animations: animate blocks (basic, spring, keyframes, transitions, nested and without
/// animation) whose closures run hooks re-entrantly, layer animations removed early, property
/// animators started, paused, scrubbed, reversed, stopped and finished, and the misuse of each.
/// After idle: no view animation still runs, every animator is inactive or paused, and each view
/// without animations shows its model values.
extension World {
    func performViewAnimationOperation() {
        let view = anyView()
        let state = viewAnimationState
        switch pick(12) {
        case 0, 1:
            let duration = Double(pick(5)) / 10
            let delay = chance(3) ? Double(pick(3)) / 10 : 0
            let alpha = CGFloat(pick(11)) / 10
            note("animate(withDuration: \(duration), delay: \(delay)) { \(name(view)).alpha = \(alpha), hook }")
            ViewNode.animate(withDuration: duration, delay: delay, options: chance(2) ? .curveLinear : [], animations: { [weak self] in
                view.alpha = alpha
                self?.maybeAct(from: view)
            }, completion: { [weak self, weak view] _ in
                // Weakly: a completion waiting in a suspended app's loop must not hold its window.
                if let view { self?.maybeAct(from: view) }
            })
        case 2:
            let frame = CGRect(x: pick(100), y: pick(100), width: pick(80), height: pick(80))
            note("animate(withDuration: 0.3, spring) { \(name(view)).frame = \(frame); layoutIfNeeded }")
            ViewNode.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
                view.frame = frame
                view.layoutIfNeeded()
            })
        case 3:
            let center = CGPoint(x: pick(200), y: pick(300))
            note("animateKeyframes(withDuration: 0.4) { \(name(view)).center = \(center) in two keyframes }")
            ViewNode.animateKeyframes(withDuration: 0.4, delay: 0, animations: {
                ViewNode.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                ViewNode.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.center = center
                    view.alpha = 1
                }
            })
        case 4:
            note("transition(with: \(name(view)), duration: 0.2, crossDissolve) { background }")
            ViewNode.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: {
                view.backgroundColor = Color(white: CGFloat(self.pick(11)) / 10, alpha: 1)
            })
        case 5:
            note("animate(withDuration: 0.2) { nested animate + performWithoutAnimation on \(name(view)) }")
            ViewNode.animate(withDuration: 0.2) {
                ViewNode.animate(withDuration: 0.5) { view.transform = AffineTransform2D(scaleX: 1.5, y: 1.5) }
                ViewNode.performWithoutAnimation { view.transform = .identity }
            }
        case 6:
            note("\(name(view)).layer.removeAllAnimations()")
            view.layer.removeAllAnimations()
        case 7:
            let center = CGPoint(x: pick(200), y: pick(300))
            note("new PropertyAnimator moving \(name(view)) to \(center)")
            let animator = PropertyAnimator(duration: Double(1 + pick(4)) / 10, curve: chance(2) ? .linear : .easeInOut) {
                [weak view] in view?.center = center
            }
            animator.addCompletion { [weak self, weak view] _ in
                if let view { self?.maybeAct(from: view) }
            }
            state.animators.append(animator)
            if chance(2) { animator.startAnimation() }
        default:
            guard let animator = element(state.animators) else { return }
            switch pick(7) {
            case 0:
                note("animator.startAnimation() (state \(animator.state))")
                if animator.state != .stopped { animator.startAnimation() }
            case 1:
                note("animator.pauseAnimation() (state \(animator.state))")
                if animator.state != .stopped { animator.pauseAnimation() }
            case 2:
                let fraction = CGFloat(pick(11)) / 10
                note("animator.fractionComplete = \(fraction) (state \(animator.state), running \(animator.isRunning))")
                if animator.state != .stopped, !animator.isRunning { animator.fractionComplete = fraction }
            case 3:
                note("animator.isReversed.toggle() (state \(animator.state))")
                if animator.state != .stopped { animator.isReversed.toggle() }
            case 4:
                let withoutFinishing = chance(2)
                note("animator.stopAnimation(\(withoutFinishing)) (state \(animator.state))")
                if animator.state == .active { animator.stopAnimation(withoutFinishing) }
            case 5:
                let position: ViewAnimatingPosition = [.end, .start, .current][pick(3)]
                note("animator.finishAnimation(at: \(position)) (state \(animator.state))")
                if animator.state == .stopped { animator.finishAnimation(at: position) }
            default:
                note("animator.pausesOnCompletion.toggle()")
                animator.pausesOnCompletion.toggle()
            }
        }
    }

    /// Misuse of view animations HeadlessKit refuses, changing nothing.
    func viewAnimationMisuse() -> String? {
        let view = anyView()
        let loop = application!.runLoop
        switch pick(4) {
        case 0:
            note("misuse: \(name(view)).layer.add(animation of \"wobble\")")
            view.layer.add(BasicAnimation(keyPath: "wobble"), forKey: "wobble")
            return "\(name(view)).layer.add(animation of an unknown key path)"
        case 1:
            note("misuse: animate(withDuration: NaN) {}")
            loop.withCurrent { ViewNode.animate(withDuration: .nan, animations: {}) }
            return "animate(withDuration: NaN)"
        case 2:
            guard let animator = element(viewAnimationState.animators), animator.state != .stopped else { return nil }
            note("misuse: finishAnimation(at: .end) on an animator in state \(animator.state)")
            loop.withCurrent { animator.finishAnimation(at: .end) }
            return "finishAnimation(at:) on an animator that is not stopped"
        default:
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            note("misuse: stopAnimation(true) on an inactive animator")
            loop.withCurrent { animator.stopAnimation(true) }
            return "stopAnimation(_:) on an inactive animator"
        }
    }

    /// After idle: every animator inactive or paused, and each view whose layer has no animation
    /// shows its model values.
    func viewAnimationViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen else { return nil }
        if let running = viewAnimationState.animators.first(where: { $0.isRunning && $0.loop === loop }) {
            return "an animator still running after idle (fraction \(running.fractionComplete))"
        }
        for view in views where view.owningRunLoop === loop {
            guard let layer = view.layerIfMade, layer.animationKeys() == nil, let shown = layer.presentation() else { continue }
            if shown.position != layer.position || shown.bounds != layer.bounds || shown.opacity != layer.opacity {
                return "\(name(view)) shows \(shown.position) \(shown.bounds) \(shown.opacity) after its animations, not its model values"
            }
        }
        return nil
    }
}

/// The property animators of a run.
@MainActor
final class ViewAnimationChaos {
    var animators: [PropertyAnimator] = []
}
