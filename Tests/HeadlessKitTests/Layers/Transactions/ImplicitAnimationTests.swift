import Foundation
import Testing
@testable import HeadlessKit

/// Implicit animations of standalone layers (Core Animation's actions): which changes animate,
/// from which value, for how long and along which curve, on the loop's clock. Frames are 60 per
/// second; at 0.25 s and 0.5 s the loop's media time is exact.
@MainActor @Suite struct ImplicitAnimationTests {
    let fixture = ViewFixture()

    /// A standalone layer in the fixture's window, committed (the loop has run its commit since
    /// the layer joined the window's tree), so that its changes animate.
    func committedLayer(_ layer: Layer = Layer()) -> Layer {
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        fixture.window.layer.addSublayer(layer)
        #expect(fixture.loop.runUntilIdle() == .idle)
        return layer
    }

    /// Runs `body` inside an explicit transaction of the fixture's loop with a linear curve and
    /// the given duration, so that values on the way are exact.
    func linearly(over duration: TimeInterval, _ body: () -> Void) {
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setAnimationDuration(duration)
            Transaction.setAnimationTimingFunction(MediaTimingFunction(name: .linear))
            body()
            Transaction.commit()
        }
    }

    // "If you change almost any property of a standalone layer, it will make a brief animation";
    // CATransaction.animationDuration defaults to 0.25 s, and CAMediaTimingFunctionName.default
    // is "the curve used by implicit animations created by Core Animation" (CAMediaTimingFunction.h).
    @Test func aCommittedStandaloneLayerAnimatesAChangeForAQuarterSecondAlongTheDefaultCurve() {
        let layer = committedLayer()
        layer.opacity = 0
        #expect(layer.opacity == 0)
        #expect(layer.animationKeys() == ["opacity"])
        let animation = layer.animation(forKey: "opacity") as? BasicAnimation
        #expect(animation?.duration == 0.25)
        #expect(animation?.timingFunction == MediaTimingFunction(name: .default))
        #expect(layer.presentation()?.opacity == 1)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.mediaTime == 0.25)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 0)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func thePresentationMovesFromTheValueOnScreenToTheNewValueOnTheLoopsClock() {
        let layer = committedLayer()
        linearly(over: 0.5) { layer.position = CGPoint(x: 105, y: 5) }
        #expect(layer.position == CGPoint(x: 105, y: 5))
        #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
        fixture.loop.run(for: .milliseconds(250))
        #expect(layer.presentation()?.position == CGPoint(x: 55, y: 5))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(layer.presentation()?.position == CGPoint(x: 105, y: 5))
    }

    // A second change replaces the animation under the property's key, and starts from where the
    // first one had got to on screen.
    @Test func aChangeWhileAnimatingStartsFromTheValueOnScreen() {
        let layer = committedLayer()
        linearly(over: 0.5) { layer.opacity = 0 }
        fixture.loop.run(for: .milliseconds(250))
        #expect(layer.presentation()?.opacity == 0.5)
        linearly(over: 0.5) { layer.opacity = 1 }
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.presentation()?.opacity == 0.5)
        fixture.loop.run(for: .milliseconds(250))
        #expect(layer.presentation()?.opacity == 0.75)
    }

    // Not documented: Core Animation animates only layers it has rendered **(chosen)** — a layer
    // made, added and changed before the loop's commit appears at once.
    @Test func aLayerAddedAndChangedInOneTurnIsNotAnimated() {
        let layer = Layer()
        fixture.window.layer.addSublayer(layer)
        layer.opacity = 0
        layer.position = CGPoint(x: 20, y: 20)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 0)
        #expect(fixture.loop.runUntilIdle() == .idle)
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func aLayerInNoViewsTreeIsNotAnimated() {
        let parent = Layer()
        let layer = Layer()
        parent.addSublayer(layer)
        layer.opacity = 0
        #expect(layer.animationKeys() == nil)
    }

    // UIView disables implicit animations of its own layer: its actionForLayer:forKey: answers
    // NSNull outside animation blocks ("How to Animate Layer-Backed Views").
    @Test func aViewsLayerIsNotAnimatedOutsideAnAnimationBlock() {
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        #expect(fixture.loop.runUntilIdle() == .idle)
        view.layer.cornerRadius = 4
        view.layer.opacity = 0.5
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.action(forKey: "opacity") is NSNull)
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
    }

    // CATransaction.setDisableActions(_:) — "implicit actions for property changes made within
    // the transaction group are suppressed" (kCATransactionDisableActions).
    @Test func disablingActionsMakesTheChangesAtOnce() {
        let layer = committedLayer()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setDisableActions(true)
            layer.opacity = 0
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            Transaction.commit()
        }
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    // CALayer.action(forKey:): the delegate first, then the actions dictionary; NSNull ends the
    // search with no action.
    @Test func anNSNullInTheActionsDictionaryTurnsThatPropertysAnimationOff() {
        let layer = committedLayer()
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0
        layer.cornerRadius = 3
        #expect(layer.animationKeys() == ["cornerRadius"])
    }

    @MainActor final class RecordingAction: LayerAction {
        var runs: [String] = []
        func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {
            runs.append("\(event) on \((object as? Layer)?.name ?? "?") = \((object as? Layer)?.opacity ?? -1)")
        }
    }

    @MainActor final class ActionDelegate: LayerDelegate {
        let action = RecordingAction()
        func action(for layer: Layer, forKey event: String) -> (any LayerAction)? {
            event == "opacity" ? action : nil
        }
    }

    // The delegate's action comes first and runs after the value changed.
    @Test func theDelegatesActionRunsAfterTheChangeInsteadOfTheAnimation() {
        let delegate = ActionDelegate()
        let layer = committedLayer()
        layer.name = "badge"
        layer.delegate = delegate
        layer.opacity = 0.25
        #expect(delegate.action.runs == ["opacity on badge = 0.25"])
        #expect(layer.animationKeys() == nil)
    }

    // A basic animation with none of its values set "interpolates between the previous value of
    // keyPath in the target layer's presentation layer and the current value" (CABasicAnimation).
    @Test func anAnimationInTheActionsDictionaryRunsFromThePreviousValueToTheNewOne() {
        let layer = committedLayer()
        let slow = BasicAnimation()
        slow.duration = 1
        layer.actions = ["opacity": slow]
        layer.opacity = 0
        #expect((layer.animation(forKey: "opacity") as? BasicAnimation)?.duration == 1)
        fixture.loop.run(for: .milliseconds(500))
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test func aShapeLayersStrokeEndAnimates() {
        let shape = committedLayer(ShapeLayer()) as! ShapeLayer
        linearly(over: 0.5) { shape.strokeEnd = 0.5 }
        fixture.loop.run(for: .milliseconds(250))
        #expect(shape.presentation()?.strokeEnd == 0.75)
        #expect(shape.strokeEnd == 0.5)
    }

    @Test func aGradientLayersEndPointAnimates() {
        let gradient = committedLayer(GradientLayer()) as! GradientLayer
        linearly(over: 0.5) { gradient.endPoint = CGPoint(x: 0.5, y: 0) }
        fixture.loop.run(for: .milliseconds(250))
        #expect(gradient.presentation()?.endPoint == CGPoint(x: 0.5, y: 0.5))
    }

    // (chosen) A standalone layer's change inside a view animation block runs its own action,
    // with the transaction's values: the block animates only its views' properties.
    @Test func aStandaloneLayerInsideAViewAnimationBlockTakesTheTransactionsDuration() {
        let layer = committedLayer()
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        #expect(fixture.loop.runUntilIdle() == .idle)
        ViewNode.animate(withDuration: 2) {
            view.alpha = 0
            layer.opacity = 0
        }
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(layer.animation(forKey: "opacity")?.duration == 0.25)
    }

    // The default implicit animation is Core Animation's own, after defaultAction(forKey:).
    @Test func aPropertyThatDoesNotAnimateHasNoImplicitAction() {
        let layer = committedLayer()
        #expect(layer.action(forKey: "name") == nil)
        #expect(layer.action(forKey: "position") is BasicAnimation)
        layer.isHidden = true
        layer.name = "n"
        #expect(layer.animationKeys() == nil)
    }
}
