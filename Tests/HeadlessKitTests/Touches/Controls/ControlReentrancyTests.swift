import Foundation
import Testing
@testable import HeadlessKit

/// Actions and tracking hooks that re-enter the control — remove it, remove or add actions,
/// send again, disable it — never crash, hang or leak.
@MainActor
@Suite struct ControlReentrancyTests {
    /// An action that removes itself runs this once; the rest of the send goes on.
    @Test func anActionThatRemovesItselfRunsOnce() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let id = Action.Identifier("once")
        control.addAction(Action(identifier: id) { [weak control] _ in
            log.add("once")
            control?.removeAction(identifiedBy: id, for: .allEvents)
        }, for: .valueChanged)
        control.addAction(Action { _ in log.add("always") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["once", "always", "always"])
    }

    /// A registration removed by an earlier action of the same send does not run (chosen: a
    /// removal takes effect at once; UIKit does not document it).
    @Test func anActionRemovedDuringASendDoesNotRunLaterInIt() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let target = Target(log: log)
        control.addAction(Action { [weak control] _ in
            log.add("remover")
            control?.removeTarget(nil, action: nil, for: .allEvents)
            control?.removeAction(identifiedBy: Action.Identifier("later"), for: .allEvents)
        }, for: .valueChanged)
        control.addTarget(target, action: Target.plain, for: .valueChanged)
        control.addAction(Action(identifier: Action.Identifier("later")) { _ in log.add("later") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["remover"])
    }

    /// Actions added during a send wait for the next one, so an action that keeps adding actions
    /// does not loop.
    @Test func actionsAddedDuringASendWaitForTheNextSend() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        var added = 0
        control.addAction(Action { [weak control] _ in
            added += 1
            let number = added
            log.add("adder")
            control?.addAction(Action { _ in log.add("added \(number)") }, for: .valueChanged)
        }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["adder", "adder", "added 1"])
    }

    /// An action that sends its own event again is stopped 32 levels deep with one
    /// `controlActionRecursion` diagnostic, instead of overflowing the stack.
    @Test func recursiveSendsStopWithADiagnostic() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let control = Control(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(control)
        var runs = 0
        control.addAction(Action { [weak control] _ in
            runs += 1
            control?.sendActions(for: .valueChanged)
        }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == 32)
        #expect(loop.diagnostics.collected.map(\.kind) == [.controlActionRecursion])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix("Control actions sent events again 32 levels deep") == true)
        // The depth unwound: the next send runs again.
        runs = 0
        control.sendActions(for: .valueChanged)
        #expect(runs == 32)
    }

    /// A touchDown action that removes the control from its window: as in UIKit, a view that
    /// leaves its window has its touches cancelled, so the control cancels its tracking (inside
    /// the removal) and the lift is not delivered to it.
    @Test func anActionThatRemovesTheControlFromItsWindowCancelsItsTracking() {
        let stage = ControlStage()
        stage.control.addAction(Action { [weak control = stage.control] _ in control?.removeFromSuperview() }, for: .touchDown)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.control.superview == nil)
        #expect(!stage.control.isTracking)
        #expect(!stage.control.isHighlighted)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesCancelled", "control.highlighted=false", "control.cancelTracking(tracking=true)", "touchCancel",
        ])
    }

    /// A beginTracking that disables the control: the control does not track the finger.
    @Test func aBeginTrackingThatDisablesTheControlTracksNothing() {
        let stage = ControlStage()
        stage.control.onBeginTracking = { [weak control = stage.control] in control?.isEnabled = false }
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)", "control.touchesEnded",
        ])
        #expect(!stage.control.isTracking && !stage.control.isTouchInside)
    }

    /// A beginTracking that moves the control into another window: as in UIKit, a view that
    /// leaves its window has its touches cancelled — here before tracking began, so the control
    /// never starts tracking that finger (no highlight, no touchDown, no cancelTracking: there
    /// is no tracking to cancel **(chosen)**), and the lift reaches it no more.
    @Test func aBeginTrackingThatMovesTheControlToAnotherWindowTracksNothing() {
        let stage = ControlStage()
        let other = Window(screenSize: CGSize(width: 400, height: 400), runLoop: stage.loop)
        stage.control.onBeginTracking = { [weak control = stage.control] in
            guard let control else { return }
            other.addSubview(control)
        }
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.control.window === other)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)", "control.touchesCancelled",
        ])
        #expect(!stage.control.isTracking && !stage.control.isHighlighted && !stage.control.isTouchInside)
        #expect(stage.control.trackingTouch == nil)
        #expect(!stage.window.isTrackingTouches)
    }

    /// A touchDown action that cancels the control's touch by hand: the outer touchesBegan
    /// stops, and the finger's lift sends nothing more.
    @Test func aTouchDownActionThatCancelsTheTouchEndsTheTracking() {
        let stage = ControlStage()
        stage.control.addAction(Action { [weak control = stage.control] action in
            guard let control, let touch = control.trackingTouch else { return }
            control.touchesCancelled([touch], with: nil)
        }, for: .touchDown)
        stage.window.tap(at: stage.center)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "control.touchesBegan", "control.beginTracking(tracking=false, inside=true)",
            "control.highlighted=true", "touchDown",
            "control.touchesCancelled", "control.highlighted=false",
            "control.cancelTracking(tracking=true)", "touchCancel",
            "control.touchesEnded",
        ])
    }

    /// A control whose action captures it weakly is freed once its hierarchy lets it go, after
    /// tracking a finger; a target is never retained by the control.
    @Test func controlsAndTargetsDoNotLeak() {
        weak var weakControl: LoggingControl?
        weak var weakTarget: Target?
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        do {
            let control = LoggingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let target = Target(log: TouchLog())
            weakControl = control
            weakTarget = target
            control.addAction(Action { [weak control] _ in _ = control?.isTracking }, for: .allEvents)
            control.addTarget(target, action: Target.plain, for: .touchUpInside)
            window.addSubview(control)
            window.tap(at: CGPoint(x: 50, y: 50))
            #expect(loop.runUntilIdle() == .idle)
            control.removeFromSuperview()
        }
        #expect(weakTarget == nil)
        #expect(weakControl == nil)
    }
}

/// A target whose method logs.
@MainActor
private final class Target {
    let log: TouchLog
    init(log: TouchLog) { self.log = log }
    func plain() { log.add("plain") }
}
