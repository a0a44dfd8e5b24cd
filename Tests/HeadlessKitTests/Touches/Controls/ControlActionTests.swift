import Foundation
import Testing
@testable import HeadlessKit

/// A controller-like target whose methods are registered as target-actions.
@MainActor
private final class Target {
    let log: TouchLog
    init(log: TouchLog) { self.log = log }
    func plain() { log.add("plain") }
    func withSender(_ sender: Control) { log.add("withSender(\(sender === sender))") }
    func withTypedSender(_ sender: LoggingControl) { log.add("withTypedSender(\(sender.name))") }
    func withEvent(_ sender: Control, _ event: HeadlessKit.Event?) { log.add("withEvent(hasEvent=\(event != nil))") }
}

/// A control that logs every action and target-action its sends go through.
@MainActor
private final class ObservingControl: Control {
    let log: TouchLog
    init(log: TouchLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    }
            required init?(coder: Coder) { nil }

    override func sendAction(_ action: Action) {
        log.add("sendAction(\(action.title))")
        super.sendAction(action)
    }
    override func sendAction(_ action: ActionMethod, to target: AnyObject?, for event: HeadlessKit.Event?) {
        log.add("sendAction(\(action.name ?? "unnamed"), to: \(target.map { "\(type(of: $0))" } ?? "nil"))")
        super.sendAction(action, to: target, for: event)
    }
}

/// Registering, removing and sending actions and target-actions (UIControl's documentation of
/// `addAction(_:for:)`, `addTarget(_:action:for:)`, `removeTarget(_:action:for:)` and
/// `sendActions(for:)`).
@MainActor
@Suite struct ControlActionTests {
    /// UIKit keeps actions and target-actions in one list: a send runs each registration whose
    /// events meet the sent ones once, in the order they were added.
    @Test func sendRunsEveryMatchingRegistrationOnceInTheOrderAdded() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let target = Target(log: log)
        control.addAction(Action { _ in log.add("a") }, for: .valueChanged)
        control.addTarget(target, action: Target.plain, for: [.valueChanged, .touchUpInside])
        control.addAction(Action { _ in log.add("b") }, for: .editingChanged)
        control.addAction(Action { _ in log.add("c") }, for: .touchUpInside)
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log.entries == ["a", "plain", "c"])
    }

    /// UIKit: "UIActions are uniqued based on their identifier, and subsequent actions with the
    /// same identifier replace previously added actions." The replacement keeps the place and
    /// adds its events (chosen).
    @Test func anActionWithARegisteredIdentifierReplacesTheOldOneInPlace() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in log.add("old") }, for: .valueChanged)
        control.addAction(Action { _ in log.add("other") }, for: .valueChanged)
        control.addAction(Action(identifier: id) { _ in log.add("new") }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["new", "other", "new"])
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
    }

    /// UIKit: removeAction(_:for:) and removeAction(identifiedBy:for:) remove the action from the
    /// given events only.
    @Test func removingAnActionFromSomeEventsKeepsItForTheOthers() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let action = Action(identifier: Action.Identifier("a")) { _ in log.add("a") }
        control.addAction(action, for: [.valueChanged, .touchUpInside, .touchDown])
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.removeAction(identifiedBy: Action.Identifier("a"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["a"])
        #expect(control.allControlEvents == .touchDown)
        control.removeAction(action, for: .allEvents)
        #expect(control.allControlEvents == [])
    }

    /// UIKit's three action shapes — no argument, the sender, the sender and the event — with a
    /// method reference standing in for the selector. The event is the touch event for touch
    /// events and nil for sendActions(for:).
    @Test func targetActionsReceiveTheSenderAndTheEvent() {
        let loop = MainRunLoop()
        let log = TouchLog()
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        let control = LoggingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        let target = Target(log: log)
        control.addTarget(target, action: Target.plain, for: .touchUpInside)
        control.addTarget(target, action: Target.withSender, for: .touchUpInside)
        control.addTarget(target, action: Target.withTypedSender, for: .touchUpInside)
        control.addTarget(target, action: Target.withEvent, for: .touchUpInside)
        window.tap(at: CGPoint(x: 50, y: 50))
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == [
            "plain", "withSender(true)", "withTypedSender(control)", "withEvent(hasEvent=true)",
            "plain", "withSender(true)", "withTypedSender(control)", "withEvent(hasEvent=false)",
        ])
    }

    /// A method that takes another kind of control than the sender is skipped silently (chosen:
    /// Swift checks the sender's type where UIKit would crash on a wrong selector signature).
    @Test func aMethodForAnotherControlTypeIsSkipped() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let target = Target(log: log)
        control.addTarget(target, action: Target.withTypedSender, for: .valueChanged)
        control.addTarget(target, action: Target.plain, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["plain"])
    }

    /// UIKit: "the target is not retained"; a pair whose target is gone is skipped silently and
    /// leaves allTargets and allControlEvents.
    @Test func targetsAreHeldWeaklyAndGoneTargetsAreSkipped() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let log = TouchLog()
        let control = Control(frame: .zero)
        let kept = Target(log: log)
        weak var released: Target?
        do {
            let target = Target(log: TouchLog())
            released = target
            control.addTarget(target, action: Target.plain, for: .touchDown)
            #expect(control.allTargets.count == 1)
        }
        #expect(released == nil)
        control.addTarget(kept, action: Target.plain, for: .valueChanged)
        loop.withCurrent { control.sendActions(for: [.touchDown, .valueChanged]) }
        #expect(log.entries == ["plain"])
        #expect(control.allTargets.map { ObjectIdentifier($0) } == [ObjectIdentifier(kept)])
        #expect(control.allControlEvents == .valueChanged)
        #expect(loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: removeTarget(_:action:for:) with a nil action removes every method of the target,
    /// with a nil target every target's; names identify methods in place of selectors (chosen).
    @Test func removeTargetMatchesTargetAndName() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let first = Target(log: log)
        let second = Target(log: log)
        control.addTarget(first, action: Target.plain, for: .valueChanged, name: "plain")
        control.addTarget(first, action: Target.withSender, for: .valueChanged, name: "withSender")
        control.addTarget(second, action: Target.plain, for: .valueChanged, name: "plain")
        control.addAction(Action { _ in log.add("action") }, for: .valueChanged)
        #expect(control.actions(forTarget: first, forControlEvent: .valueChanged) == ["plain", "withSender"])
        control.removeTarget(first, action: "plain", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["withSender(true)", "plain", "action"])
        control.removeTarget(first, action: nil, for: .valueChanged)
        #expect(control.actions(forTarget: first, forControlEvent: .valueChanged) == nil)
        control.removeTarget(nil, action: nil, for: .allEvents)
        log.entries = []
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["action"])
        #expect(control.allTargets.isEmpty)
    }

    /// UIKit merges a target-action pair registered twice into one; with names standing in for
    /// selectors, the same target and name add events to the existing pair (chosen).
    @Test func registeringTheSameNamedPairTwiceAddsEventsToIt() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let target = Target(log: log)
        control.addTarget(target, action: Target.plain, for: .valueChanged, name: "plain")
        control.addTarget(target, action: Target.plain, for: [.valueChanged, .touchUpInside], name: "plain")
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log.entries == ["plain"])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["plain"])
    }

    /// UIKit's `UIAction.sender` is the control while the handler runs.
    @Test func anActionsSenderIsTheControlDuringTheCallOnly() {
        let control = Control(frame: .zero)
        var sawSender = false
        let action = Action { action in sawSender = action.sender === control }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(sawSender)
        #expect(action.sender == nil)
    }

    /// UIKit: every action goes through sendAction(_:), every target-action through
    /// sendAction(_:to:for:), in registration order, so a subclass can observe the dispatch.
    @Test func sendsGoThroughTheOverridableSendActionHooks() {
        let log = TouchLog()
        let control = ObservingControl(log: log)
        let target = Target(log: log)
        control.addAction(Action(title: "first") { _ in log.add("first ran") }, for: .valueChanged)
        control.addTarget(target, action: Target.plain, for: .valueChanged, name: "plain")
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["sendAction(first)", "first ran", "sendAction(plain, to: Target)", "plain"])
    }

    /// Registering for no events registers nothing (as in UIKit, which never sends an empty set).
    @Test func registeringForNoEventsRegistersNothing() {
        let log = TouchLog()
        let control = Control(frame: .zero)
        let target = Target(log: log)
        control.addAction(Action { _ in log.add("action") }, for: [])
        control.addTarget(target, action: Target.plain, for: [])
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == [])
        control.sendActions(for: .allEvents)
        #expect(log.entries.isEmpty)
    }

    /// UIKit's UIControl sends no primaryActionTriggered on a tap (only UIButton does); a control
    /// whose primary action is the tap sends it with touchUpInside, in one pass (chosen: UIButton
    /// adds the event to the touchUpInside send). init(frame:primaryAction:) registers the
    /// action for primaryActionTriggered.
    @Test func primaryActionTriggeredGoesWithTouchUpInsideOnlyForTapControls() {
        let plain = ControlStage()
        plain.window.tap(at: plain.center)
        #expect(plain.log.entries.last == "touchUpInside")

        let tapDriven = ControlStage(logsEveryTouchEvent: false)
        tapDriven.control.sendsPrimaryActionOnTouchUpInside = true
        tapDriven.control.addAction(Action { [log = tapDriven.log] _ in log.add("primaryActionTriggered") }, for: .primaryActionTriggered)
        tapDriven.control.addAction(Action { [log = tapDriven.log] _ in log.add("touchUpInside") }, for: .touchUpInside)
        tapDriven.window.tap(at: tapDriven.center)
        #expect(tapDriven.log.entries.suffix(2) == ["primaryActionTriggered", "touchUpInside"])

        let log = TouchLog()
        let control = Control(frame: .zero, primaryAction: Action { _ in log.add("primary") })
        control.sendActions(for: .primaryActionTriggered)
        #expect(log.entries == ["primary"])
        #expect(control.allControlEvents == .primaryActionTriggered)
    }
}
