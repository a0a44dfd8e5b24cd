import Foundation
import HeadlessKit

/// The everyday controls and indicators: made and placed, configured by code (limits that cross,
/// segments inserted and removed at any index), given actions that act on the world, and played
/// by fingers — taps, drags and holds; misused with non-finite numbers, bad steps and missing
/// segments; and checked after idle to hold values within their limits and track no finger.
extension World {
    func performEverydayControlOperation() {
        guard let control = element(everydayControls), !chance(5) else { return addEverydayControl() }
        switch pick(12) {
        case 0, 4, 5:
            // Fingers drive the loop: never from inside a callback.
            let reachable = everydayControls.filter { $0 is Control && !($0.window?.isHidden ?? true) }
            guard hookDepth == 0, let target = element(reachable) else { return configure(control) }
            playFinger(on: target)
        case 1:
            let events: [Control.Event] = [.valueChanged, .primaryActionTriggered, .touchUpInside, .touchDown]
            let event = events[pick(events.count)]
            guard let target = control as? Control else { return }
            note("\(name(control)).addAction(for: \(event.rawValue))")
            target.addAction(Action { [weak self, weak control] _ in
                guard let self, let control else { return }
                maybeAct(from: control)
            }, for: event)
        case 2:
            guard let target = control as? Control else { return configure(control) }
            note("\(name(control)).isEnabled.toggle()")
            target.isEnabled.toggle()
        case 3:
            note("\(name(control)).removeFromSuperview()")
            control.removeFromSuperview()
            if chance(2) { everydayControls.removeAll { $0 === control } }
        default:
            configure(control)
        }
    }

    /// Makes a control or indicator of a random kind and puts it in a shown window (mostly) or a
    /// random view.
    private func addEverydayControl() {
        let number = tracked.count
        let control: ViewNode
        switch pick(6) {
        case 0: control = ChaosSwitch(world: self, number: number)
        case 1:
            control = ChaosSlider(world: self, number: number)
            control.frame = CGRect(x: 0, y: 0, width: 60 + pick(140), height: 31)
        case 2: control = ChaosStepper(world: self, number: number)
        case 3:
            let segments = ChaosSegmentedControl(world: self, number: number)
            for index in 0..<pick(4) { segments.insertSegment(withTitle: "S\(index)", at: index, animated: false) }
            segments.frame = CGRect(x: 0, y: 0, width: 60 + pick(120), height: 32)
            control = segments
        case 4:
            let indicator = ActivityIndicatorView(style: chance(2) ? .medium : .large)
            indicator.tag = 80_000 + number
            control = indicator
        default:
            let progress = ProgressView(progressViewStyle: chance(2) ? .default : .bar)
            progress.frame.size.width = CGFloat(20 + pick(150))
            progress.tag = 80_000 + number
            control = progress
        }
        control.frame.origin = CGPoint(x: pick(120), y: pick(240))
        track(control, name(control))
        everydayControls.append(control)
        let shown = windows.filter { !$0.isHidden }
        let parent: ViewNode = chance(4) ? anyView() : element(shown) ?? anyView()
        note("\(name(parent)).addSubview(\(name(control)))")
        parent.addSubview(control)
    }

    /// Changes a control by code: values (past their limits too), limits that cross, options,
    /// segments inserted and removed at any index.
    private func configure(_ control: ViewNode) {
        switch control {
        case let toggle as Switch:
            let on = chance(2)
            note("\(name(toggle)).setOn(\(on))")
            toggle.setOn(on, animated: chance(2))
        case let slider as Slider:
            let number = Float(pick(7)) - 2
            switch pick(4) {
            case 0: note("\(name(slider)).value = \(number / 2)"); slider.value = number / 2
            case 1: note("\(name(slider)).minimumValue = \(number)"); slider.minimumValue = number
            case 2: note("\(name(slider)).maximumValue = \(number)"); slider.maximumValue = number
            default: note("\(name(slider)).isContinuous.toggle()"); slider.isContinuous.toggle()
            }
        case let stepper as Stepper:
            let number = Double(pick(21)) - 5
            switch pick(6) {
            case 0: note("\(name(stepper)).value = \(number)"); stepper.value = number
            case 1: note("\(name(stepper)).minimumValue = \(number)"); stepper.minimumValue = number
            case 2: note("\(name(stepper)).maximumValue = \(number)"); stepper.maximumValue = number
            case 3: note("\(name(stepper)).stepValue = \(Double(1 + pick(8)) / 2)"); stepper.stepValue = Double(1 + pick(8)) / 2
            case 4: note("\(name(stepper)).wraps.toggle()"); stepper.wraps.toggle()
            default:
                note("\(name(stepper)): toggle autorepeat and continuous")
                stepper.autorepeat = chance(2)
                stepper.isContinuous = chance(2)
            }
        case let segments as SegmentedControl:
            configure(segments)
        case let indicator as ActivityIndicatorView:
            switch pick(3) {
            case 0: note("\(name(indicator)).startAnimating()"); indicator.startAnimating()
            case 1: note("\(name(indicator)).stopAnimating()"); indicator.stopAnimating()
            default: note("\(name(indicator)).hidesWhenStopped.toggle()"); indicator.hidesWhenStopped.toggle()
            }
        case let progress as ProgressView:
            if chance(3) {
                let task = Progress(totalUnitCount: Int64(1 + pick(5)))
                task.completedUnitCount = Int64(pick(7))
                note("\(name(progress)).observedProgress = \(task.completedUnitCount)/\(task.totalUnitCount)")
                progress.observedProgress = chance(4) ? nil : task
            } else {
                let value = Float(pick(13)) / 10 - 0.1
                note("\(name(progress)).setProgress(\(value))")
                progress.setProgress(value, animated: chance(2))
            }
        default:
            return
        }
    }

    private func configure(_ segments: SegmentedControl) {
        let index = pick(segments.numberOfSegments + 3) - 1
        switch pick(7) {
        case 0, 1:
            note("\(name(segments)).insertSegment(at: \(index))")
            segments.insertSegment(withTitle: "T\(pick(100))", at: index, animated: chance(2))
        case 2:
            note("\(name(segments)).removeSegment(at: \(index))")
            segments.removeSegment(at: index, animated: chance(2))
        case 3:
            let selected = pick(segments.numberOfSegments + 1) - 1
            note("\(name(segments)).selectedSegmentIndex = \(selected)")
            segments.selectedSegmentIndex = selected
        case 4:
            note("\(name(segments)).setEnabled(at: \(index)), isMomentary, apportioning")
            segments.setEnabled(chance(2), forSegmentAt: index)
            segments.isMomentary = chance(3)
            segments.apportionsSegmentWidthsByContent = chance(2)
        case 5:
            let width = CGFloat(pick(4) * 20)
            note("\(name(segments)).setWidth(\(width), forSegmentAt: \(index))")
            segments.setWidth(width, forSegmentAt: index)
        default:
            if chance(6) {
                note("\(name(segments)).removeAllSegments()")
                segments.removeAllSegments()
            } else if segments.numberOfSegments > 0 {
                let at = pick(segments.numberOfSegments)
                note("\(name(segments)).setTitle(at: \(at))")
                segments.setTitle("U\(pick(100))", forSegmentAt: at)
            }
        }
    }

    /// A finger on a control in a shown window: a tap, a drag across it, or a hold of up to 2.5 s
    /// (long enough for a stepper to repeat and accelerate). Drives the loop.
    private func playFinger(on control: ViewNode) {
        guard let window = control.window, !window.isHidden else { return }
        let center = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window)
        guard window.bounds.contains(center) else { return }
        let across = CGPoint(x: center.x + CGFloat(pick(121)) - 60, y: center.y + CGFloat(pick(41)) - 20)
        switch pick(3) {
        case 0:
            note("tap \(name(control)) at \(center)")
            window.tap(at: center)
        case 1:
            note("drag \(name(control)) from \(center) to \(across)")
            window.drag(from: center, to: across, duration: .milliseconds(50 + pick(400)))
        default:
            let milliseconds = 100 + pick(2400)
            note("hold \(name(control)) at \(center) for \(milliseconds) ms")
            window.longPress(at: center, duration: .milliseconds(milliseconds))
        }
    }

    // MARK: - Misuse

    /// A certain refusal on one of the controls: a non-finite value, a step that is not above
    /// zero, a segment the control does not have.
    func everydayControlMisuse() -> String? {
        let nonFinite: Float = [.nan, .infinity, -.infinity][pick(3)]
        guard let control = element(everydayControls) else { return nil }
        let label = name(control)
        switch control {
        case let slider as Slider:
            note("misuse: \(label) given \(nonFinite)")
            if chance(2) { slider.value = nonFinite } else { slider.maximumValue = nonFinite }
            return "\(label) given \(nonFinite)"
        case let stepper as Stepper:
            let step: Double = [0, -1, .nan][pick(3)]
            note("misuse: \(label).stepValue = \(step)")
            stepper.stepValue = step
            return "\(label).stepValue = \(step)"
        case let segments as SegmentedControl:
            let missing = segments.numberOfSegments + pick(3)
            note("misuse: \(label) told about segment \(missing)")
            switch pick(3) {
            case 0: segments.setTitle("Missing", forSegmentAt: missing)
            case 1: _ = segments.imageForSegment(at: -1 - pick(3))
            default: segments.selectedSegmentIndex = missing
            }
            return "\(label) told about segment \(missing) of \(segments.numberOfSegments)"
        case let progress as ProgressView:
            note("misuse: \(label).progress = \(nonFinite)")
            progress.progress = nonFinite
            return "\(label).progress = \(nonFinite)"
        default:
            return nil
        }
    }

    /// The state a refused operation must leave as it was, one line per control.
    func everydayControlSnapshot() -> [String] {
        everydayControls.map { control in
            switch control {
            case let toggle as Switch: "\(name(toggle)): on \(toggle.isOn)"
            case let slider as Slider: "\(name(slider)): \(slider.value) in \(slider.minimumValue)...\(slider.maximumValue)"
            case let stepper as Stepper:
                "\(name(stepper)): \(stepper.value) in \(stepper.minimumValue)...\(stepper.maximumValue) by \(stepper.stepValue)"
            case let segments as SegmentedControl:
                "\(name(segments)): \((0..<segments.numberOfSegments).map { segments.widthForSegment(at: $0) }), "
                    + "selected \(segments.selectedSegmentIndex)"
            case let progress as ProgressView: "\(name(progress)): \(progress.progress)"
            default: name(control)
            }
        }
    }

    // MARK: - Checks

    /// After idle: every control's value lies within its limits, no control tracks a finger or
    /// stays highlighted, and indicators are hidden exactly when they hide while stopped.
    func everydayControlViolation(in loop: MainRunLoop) -> String? {
        guard loops.allSatisfy({ $0.isFrozen || $0.isIdle }) else { return nil }
        for view in everydayControls {
            let label = name(view)
            if let control = view as? Control, control.isTracking || control.isHighlighted {
                return "\(label) is still tracking (\(control.isTracking)) or highlighted (\(control.isHighlighted)) after idle"
            }
            switch view {
            case let slider as Slider where !(slider.minimumValue...slider.maximumValue).contains(slider.value):
                return "\(label)'s value \(slider.value) is outside \(slider.minimumValue)...\(slider.maximumValue)"
            case let stepper as Stepper where !(stepper.minimumValue...stepper.maximumValue).contains(stepper.value) || stepper.stepValue <= 0:
                return "\(label)'s value \(stepper.value) is outside \(stepper.minimumValue)...\(stepper.maximumValue) (step \(stepper.stepValue))"
            case let segments as SegmentedControl
                where segments.selectedSegmentIndex < -1 || segments.selectedSegmentIndex >= segments.numberOfSegments:
                return "\(label) selects \(segments.selectedSegmentIndex) of \(segments.numberOfSegments) segments"
            case let indicator as ActivityIndicatorView
                where indicator.hidesWhenStopped && indicator.isHidden == indicator.isAnimating:
                return "\(label) is \(indicator.isHidden ? "hidden" : "shown") while \(indicator.isAnimating ? "animating" : "stopped")"
            case let progress as ProgressView where !(0...1).contains(progress.progress):
                return "\(label)'s progress \(progress.progress) is outside 0...1"
            default:
                continue
            }
        }
        return nil
    }
}

/// The everyday controls, with tracking hooks that may act on the world (after doing their part).
final class ChaosSwitch: Switch, ChaosNamed {
    weak var world: World?
    let name: String
    init(world: World, number: Int) {
        self.world = world
        name = "switch\(number)"
        super.init(frame: .zero)
    }
    required init?(coder: Coder) { nil }

    override func beginTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        defer { world?.maybeAct(from: self) }
        return super.beginTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        world?.maybeAct(from: self)
    }
}

final class ChaosSlider: Slider, ChaosNamed {
    weak var world: World?
    let name: String
    init(world: World, number: Int) {
        self.world = world
        name = "slider\(number)"
        super.init(frame: .zero)
    }
    required init?(coder: Coder) { nil }

    override func continueTracking(_ touch: Touch, with event: HeadlessKit.Event?) -> Bool {
        defer { world?.maybeAct(from: self) }
        return super.continueTracking(touch, with: event)
    }
}

final class ChaosStepper: Stepper, ChaosNamed {
    weak var world: World?
    let name: String
    init(world: World, number: Int) {
        self.world = world
        name = "stepper\(number)"
        super.init(frame: .zero)
    }
    required init?(coder: Coder) { nil }

    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        world?.maybeAct(from: self)
    }
    override func cancelTracking(with event: HeadlessKit.Event?) {
        super.cancelTracking(with: event)
        world?.maybeAct(from: self)
    }
}

final class ChaosSegmentedControl: SegmentedControl, ChaosNamed {
    weak var world: World?
    let name: String
    init(world: World, number: Int) {
        self.world = world
        name = "segments\(number)"
        super.init(frame: .zero)
    }
    required init?(coder: Coder) { nil }

    override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        world?.maybeAct(from: self)
    }
}
