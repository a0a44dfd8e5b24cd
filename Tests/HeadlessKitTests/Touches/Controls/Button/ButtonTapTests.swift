import Foundation
import Testing
@testable import HeadlessKit

/// Tapping a button with the touch simulation: UIKit's control trace, the primary action sent with
/// touchUpInside, a superview's tap recognizer failing, and the configuration updated per state.
@MainActor
@Suite struct ButtonTapTests {
    /// A button that logs its touch messages, tracking hooks, highlight changes and configuration
    /// updates.
    @MainActor
    final class LoggingButton: Button {
        var log: TouchLog?
        override var isHighlighted: Bool {
            didSet { if oldValue != isHighlighted { log?.add("button.highlighted=\(isHighlighted)") } }
        }
        override var isSelected: Bool {
            didSet { if oldValue != isSelected { log?.add("button.selected=\(isSelected)") } }
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
            log?.add("button.touchesBegan")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
            log?.add("button.touchesEnded")
            super.touchesEnded(touches, with: event)
        }
        override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
            log?.add("button.beginTracking")
            return super.beginTracking(touch, with: event)
        }
        override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
            log?.add("button.endTracking(inside=\(isTouchInside))")
            super.endTracking(touch, with: event)
        }
        override func updateConfiguration() {
            log?.add("button.updateConfiguration(state=\(state.rawValue))")
            super.updateConfiguration()
        }
    }

    /// A window with a logging system button titled "Tap" at (100, 100, 100 × 44), logging every
    /// touch event's actions, settled.
    @MainActor
    struct Stage {
        let loop = MainRunLoop()
        let log = TouchLog()
        let window: Window
        let button = LoggingButton(type: .system)

        init(configuration: Button.Configuration? = nil) {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
            button.setTitle("Tap", for: .normal)
            button.configuration = configuration
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            window.addSubview(button)
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            button.log = log
            for (event, name) in touchEventNames {
                button.addAction(Action(title: name) { [log] _ in log.add(name) }, for: event)
            }
        }
    }

    @Test func aTapSendsTouchUpInsideWithThePrimaryActionInUIKitsOrder() {
        let stage = Stage()
        stage.window.tap(stage.button)
        #expect(stage.loop.runUntilIdle() == .idle)
        // The finger is down for a few frames: the commits between update the configuration for
        // the highlighted state, then for the normal one after the lift.
        #expect(stage.log.entries == [
            "button.touchesBegan", "button.beginTracking", "button.highlighted=true", "touchDown",
            "button.updateConfiguration(state=1)",
            "button.touchesEnded", "button.highlighted=false", "button.endTracking(inside=true)",
            "touchUpInside", "primaryActionTriggered", "button.updateConfiguration(state=0)",
        ])
        #expect(stage.loop.diagnostics.collected.isEmpty)
    }

    @Test func aButtonThatChangesSelectionTogglesItBeforeTheActionsRun() {
        let stage = Stage()
        stage.button.changesSelectionAsPrimaryAction = true
        stage.button.setTitle("On", for: .selected)
        stage.window.tap(stage.button)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(Array(stage.log.entries.suffix(5)) == [
            "button.endTracking(inside=true)", "button.selected=true", "touchUpInside", "primaryActionTriggered",
            "button.updateConfiguration(state=4)",
        ])
        #expect(stage.button.titleLabel?.text == "On")
        stage.window.tap(stage.button)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.button.isSelected && stage.button.titleLabel?.text == "Tap")
    }

    @Test func aSuperviewsTapRecognizerDoesNotTakeTheButtonsTap() {
        // UIView.gestureRecognizerShouldBegin: a button's default action is a single tap.
        let stage = Stage()
        var recognized = 0
        let tap = TapGestureRecognizer { _ in recognized += 1 }
        stage.window.addGestureRecognizer(tap)
        stage.window.tap(stage.button)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(recognized == 0)
        #expect(stage.log.entries.suffix(3) == ["touchUpInside", "primaryActionTriggered", "button.updateConfiguration(state=0)"])
    }

    @Test func aConfiguredButtonUpdatesItsConfigurationBeforeLayoutForEachState() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Tap"
        let stage = Stage(configuration: configuration)
        var handled: [UInt] = []
        stage.button.configurationUpdateHandler = { button in handled.append(button.state.rawValue) }
        stage.loop.runUntilIdle()
        stage.log.entries.removeAll()
        handled.removeAll()
        stage.window.tap(stage.button)
        #expect(stage.loop.runUntilIdle() == .idle)
        // Each state change makes an update due before the next layout: the commit while the finger
        // is down updates for the highlight, the one after the lift for the normal state.
        #expect(stage.log.entries.filter { $0.hasPrefix("button.updateConfiguration") }
            == ["button.updateConfiguration(state=1)", "button.updateConfiguration(state=0)"])
        #expect(handled == [1, 0])
        stage.button.isHighlighted = true
        stage.loop.runUntilIdle()
        #expect(handled == [1, 0, 1])
        #expect(stage.button.titleLabel?.textColor.resolvedColor(with: .lightAppearance)
            == Color.systemBlue.resolvedColor(with: .lightAppearance).withAlphaComponent(0.5))
    }

    @Test func setNeedsUpdateConfigurationRunsTheUpdateOnceBeforeTheNextLayout() {
        let stage = Stage(configuration: .gray())
        stage.log.entries.removeAll()
        stage.button.setNeedsUpdateConfiguration()
        stage.button.setNeedsUpdateConfiguration()
        #expect(stage.log.entries.isEmpty)
        stage.loop.runUntilIdle()
        #expect(stage.log.entries == ["button.updateConfiguration(state=0)"])
    }

    @Test func aTintChangeRecoloursASystemButtonsTitle() {
        let stage = Stage()
        stage.window.tintColor = .systemGreen
        #expect(stage.button.titleLabel?.textColor == .systemGreen)
        #expect(stage.button.needsDisplay())
    }

    @Test func aDisabledButtonTakesNoTap() {
        let stage = Stage()
        stage.button.isEnabled = false
        stage.loop.runUntilIdle()
        stage.log.entries.removeAll()
        stage.window.tap(stage.button)
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["button.touchesBegan", "button.touchesEnded"])
        #expect(stage.button.titleLabel?.textColor == .tertiaryLabel)
    }
}
