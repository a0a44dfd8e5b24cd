import Foundation
import HeadlessKit

/// The well-formed operations: what an app does to its views, constraints, controllers and
/// application, and how a test drives the loop.
extension World {
    /// Runs operation `index`, then the checks; returns what is wrong, if anything.
    func performOperation(_ index: Int) -> String? {
        random = RandomOperations.generator(seed: seed, operation: index)
        hookBudget = 8
        note("#\(index)")
        lifecycleChecks.know(windows + views + controllers.compactMap(\.viewIfLoaded))
        // Objects that belong to no loop yet report through the loop driving the operation.
        let failure: String? = application!.runLoop.withCurrent {
            let roll = pick(100)
            if roll < 18 { return driveLoop() }
            if roll < 24 { return chance(6) ? performBarTouch() : chance(2) ? performTouchOperation() : performTouchInterplay() }
            if profile == .misuse, roll < 38 { return performMisuse() }
            performRegularOperation()
            return nil
        }
        adoptDelegate()
        return failure ?? lifecycleChecks.failures.first ?? touchViolation ?? animationViolation ?? structuralViolation()
    }

    /// An operation a hook runs from inside a callback: anything but driving the loop.
    func performHookOperation() {
        if profile == .misuse, chance(5) {
            _ = performMisuse(checked: false)
        } else {
            performRegularOperation()
        }
    }

    // MARK: - The loop

    func driveLoop() -> String? {
        let loop = chance(4) ? otherLoop! : application!.runLoop
        let reason: RunLoopStopReason
        switch pick(4) {
        case 0:
            note("runOnce (\(loop === otherLoop ? "second" : "app") loop)")
            reason = loop.runOnce()
        case 1:
            let milliseconds = pick(1200)
            note("run(for: \(milliseconds) ms)")
            reason = loop.run(for: .milliseconds(milliseconds))
        default:
            note("runUntilIdle (\(loop === otherLoop ? "second" : "app") loop)")
            reason = loop.runUntilIdle(timeLimit: .seconds(120))
            if case .idle = reason, let pending = afterIdleViolation(in: loop) {
                return pending
            }
        }
        switch reason {
        case .idle, .deadlineReached, .layoutFeedbackLoop, .stopped, .conditionMet: return nil
        default: return "the loop stopped for \(reason)"
        }
    }

    /// The first thing left pending or broken after `loop` went idle, checked area by area (each
    /// area's check lives beside its operations).
    private func afterIdleViolation(in loop: MainRunLoop) -> String? {
        let checks: [() -> String?] = [
            { self.pendingWork(in: loop) }, { self.pendingTouchWork(in: loop) }, { self.openTouchViolation() },
            { self.barLayoutViolation(in: loop) }, { self.pendingAnimationWork(in: loop) },
            { self.stackViewViolation(in: loop) }, { self.contentViolation(in: loop) },
            { self.contentGuideViolation(in: loop) }, { self.textInputViolation(in: loop) },
            { self.everydayControlViolation(in: loop) }, { self.refreshControlViolation(in: loop) },
            { self.viewAnimationViolation(in: loop) }, { self.alertTextFieldViolation(in: loop) },
            { self.systemMarginsViolation(in: loop) }, { self.transactionViolation(in: loop) },
            { self.tableViolation(in: loop) }, { self.collectionViolation(in: loop) },
            { self.floatingHeaderViolation(in: loop) },
            { self.tableUpdateViolation(in: loop) },
            { self.diffableViolation(in: loop) }, { self.profilingViolation(in: loop) },
        ]
        for check in checks {
            if let violation = check() { return violation }
        }
        // Rendering every window and searching it are costly: checked on every sixteenth idle.
        idleChecksMade += 1
        guard idleChecksMade % 16 == 0 else { return nil }
        return snapshotViolation(in: loop) ?? finderViolation(in: loop)
    }

    // MARK: - Everything else

    func performRegularOperation() {
        switch pick(162) {
        case 0..<20: performViewOperation()
        case 20..<24: performLayerOperation()
        case 24..<30: performGestureOperation()
        case 30..<45: performConstraintOperation()
        case 45..<76: performControllerOperation()
        case 76..<82: performBarOperation()
        case 82..<88: performScrollOperation()
        case 88..<90: performTextOperation()
        case 90..<92: performAnimationOperation()
        case 92..<94: performViewAnimationOperation()
        case 94..<98: performAutoLayoutExtraOperation()
        case 98..<112: performTextInputOperation()
        case 112..<118: performContentOperation()
        case 118..<122: performPortingOperation()
        case 122..<126: performEverydayControlOperation()
        case 126..<128: performRefreshControlOperation()
        case 128..<130: performSystemMarginsOperation()
        case 130..<132: performArchiveOperation()
        case 132..<134: performStoryboardOperation()
        case 134..<136: performAlertTextFieldOperation()
        case 136..<138: performTestHostOperation()
        case 138..<140: performTransactionOperation()
        case 140..<144: performTableOperation()
        case 144..<148: performCollectionOperation()
        case 148..<152: performTableUpdateOperation()
        case 152..<156: performDiffableOperation()
        case 156..<158: performNibOperation()
        case 158..<160: performProfilingOperation()
        default: performApplicationOperation()
        }
    }

    func performViewOperation() {
        let view = anyView()
        let other = views[pick(views.count)]
        switch pick(22) {
        case 0, 1:
            note("\(name(view)).addSubview(\(name(other)))")
            view.addSubview(other)
        case 2:
            let index = pick(view.subviews.count + 1)
            note("\(name(view)).insertSubview(\(name(other)), at: \(index))")
            view.insertSubview(other, at: index)
        case 3:
            guard let sibling = element(view.subviews) else { return }
            let above = chance(2)
            note("\(name(view)).insertSubview(\(name(other)), \(above ? "above" : "below"): \(name(sibling)))")
            if above { view.insertSubview(other, aboveSubview: sibling) } else { view.insertSubview(other, belowSubview: sibling) }
        case 4, 5:
            note("\(name(other)).removeFromSuperview()")
            other.removeFromSuperview()
        case 6:
            guard let subview = element(view.subviews) else { return }
            note("\(name(view)).bringSubviewToFront(\(name(subview)))")
            view.bringSubviewToFront(subview)
        case 7:
            guard let subview = element(view.subviews) else { return }
            note("\(name(view)).sendSubviewToBack(\(name(subview)))")
            view.sendSubviewToBack(subview)
        case 8:
            guard !view.subviews.isEmpty else { return }
            let first = pick(view.subviews.count), second = pick(view.subviews.count)
            note("\(name(view)).exchangeSubview(at: \(first), withSubviewAt: \(second))")
            view.exchangeSubview(at: first, withSubviewAt: second)
        case 9:
            let frame = CGRect(x: pick(60), y: pick(60), width: pick(5) * 20, height: pick(4) * 15)
            note("\(name(other)).frame = \(frame)")
            other.frame = frame
        case 10:
            let origin = CGPoint(x: pick(3) * 10, y: pick(3) * 10)
            note("\(name(other)).bounds.origin = \(origin)")
            other.bounds.origin = origin
        case 11:
            let center = CGPoint(x: pick(100), y: pick(100))
            note("\(name(other)).center = \(center)")
            other.center = center
        case 12:
            note("\(name(other)).isHidden.toggle(); alpha")
            other.isHidden.toggle()
            other.alpha = CGFloat(pick(3)) / 2
        case 13:
            note("\(name(view)).setNeedsLayout()")
            view.setNeedsLayout()
        case 14:
            let rect = CGRect(x: 0, y: 0, width: pick(30), height: pick(30))
            note("\(name(view)).setNeedsDisplay(\(rect))")
            if chance(2) { view.setNeedsDisplay(rect) } else { view.setNeedsDisplay() }
        case 15:
            note("\(name(view)).layoutIfNeeded()")
            view.layoutIfNeeded()
        case 16:
            note("\(name(view)).setNeedsUpdateConstraints(); updateConstraintsIfNeeded")
            view.setNeedsUpdateConstraints()
            if chance(2) { view.updateConstraintsIfNeeded() }
        case 17:
            note("\(name(other)).invalidateIntrinsicContentSize(); sizeToFit")
            other.invalidateIntrinsicContentSize()
            if chance(3) { other.sizeToFit() }
        case 18:
            let point = CGPoint(x: pick(220), y: pick(320))
            note("\(name(view)).hitTest(\(point))")
            _ = view.hitTest(point, with: nil)
            _ = view.convert(point, to: element(views))
        case 19:
            note("\(name(other)).transform")
            other.transform = chance(2) ? .identity : AffineTransform2D(scaleX: 2, y: 1)
        default:
            releaseView(at: pick(views.count))
        }
    }

    /// Lets go of the pool's view at `index`: out of its superview, replaced by a fresh view; if
    /// nothing else holds it, it is freed with whatever subviews it still has.
    func releaseView(at index: Int) {
        let released = views[index]
        note("release \(name(released))")
        released.removeFromSuperview()
        // Write the list before the old view can go: its deallocation runs hooks that read it.
        views[index] = makeView()
        constraints.removeAll { ($0.firstItem === released || $0.secondItem === released) && !$0.isActive && chance(2) }
        withExtendedLifetime(released) {}
    }

    func performConstraintOperation() {
        switch pick(10) {
        case 0..<4:
            let first = views[pick(views.count)]
            let second: ViewNode = chance(3) ? anyView() : views[pick(views.count)]
            let constraint = makeConstraint(first, second)
            constraint.priority = [1, 100, 250, 500, 749, 999, 1000][pick(7)]
            if chance(2) { first.translatesAutoresizingMaskIntoConstraints = false }
            note("activate \(constraint)")
            constraints.append(constraint)
            track(constraint, "a constraint on \(name(first))")
            constraint.isActive = true
        case 4:
            guard let constraint = element(constraints) else { return }
            note("deactivate \(constraint)")
            constraint.isActive = false
            if chance(2) { constraints.removeAll { $0 === constraint } }
        case 5, 6:
            guard let constraint = element(constraints) else { return }
            let constant = CGFloat(pick(200)) - 50
            note("\(constraint).constant = \(constant)")
            constraint.constant = constant
        case 7:
            guard let constraint = element(constraints) else { return }
            let priority: LayoutPriority = constraint.priority == .required ? .required : [1, 250, 500, 999][pick(4)]
            note("\(constraint).priority = \(priority)")
            constraint.priority = priority
        case 8:
            let view = views[pick(views.count)]
            note("\(name(view)).translatesAutoresizingMaskIntoConstraints.toggle()")
            view.translatesAutoresizingMaskIntoConstraints.toggle()
        default:
            let view = anyView()
            note("\(name(view)).systemLayoutSizeFitting; layoutMargins")
            _ = view.systemLayoutSizeFitting(CGSize(width: pick(100), height: 0))
            view.layoutMargins = EdgeInsets(top: CGFloat(pick(10)), left: 4, bottom: 0, right: 4)
        }
    }

    func makeConstraint(_ first: ViewNode, _ second: ViewNode) -> LayoutConstraint {
        let constant = CGFloat(pick(160)) - 20
        switch pick(7) {
        case 0: return first.widthAnchor.constraint(equalToConstant: abs(constant))
        case 1: return first.heightAnchor.constraint(greaterThanOrEqualToConstant: abs(constant))
        case 2: return first.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: constant)
        case 3: return first.topAnchor.constraint(equalTo: second.bottomAnchor, constant: constant)
        case 4: return first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: CGFloat(pick(3) + 1) / 2, constant: constant)
        case 5: return first.centerXAnchor.constraint(lessThanOrEqualTo: second.centerXAnchor, constant: constant)
        default: return first.heightAnchor.constraint(greaterThanOrEqualTo: second.widthAnchor, multiplier: 1, constant: constant)
        }
    }

    func performApplicationOperation() {
        guard let application else { return }
        switch pick(9) {
        case 0..<3:
            let event = SystemEvent.allCases[pick(SystemEvent.allCases.count)]
            note("simulate(\(event))")
            _ = application.simulate(event)
        case 3:
            note("memory warning")
            _ = application.simulate(.memoryWarning)
        case 4:
            note("beginBackgroundTask")
            backgroundTasks.append(application.beginBackgroundTask(withName: "task") { [weak self, weak application] in
                if let application { self?.maybeAct(from: application) }
            })
        case 5:
            guard let task = element(backgroundTasks) else { return }
            note("endBackgroundTask(\(task))")
            backgroundTasks.removeAll { $0 == task }
            application.endBackgroundTask(task)
        case 6:
            let url = URL(string: "demo://item/\(pick(10))")!
            note("simulateOpening(\(url))")
            _ = application.simulateOpening(url, sourceApplication: pick(2) == 0 ? nil : "com.example.browser")
        default:
            let window = windows[pick(windows.count)]
            let size = CGSize(width: 100 + pick(3) * 50, height: 100 + pick(3) * 100)
            note("\(name(window)).transition(toSize: \(size))")
            window.transition(toSize: size, duration: .milliseconds(pick(400)))
        }
    }
}
