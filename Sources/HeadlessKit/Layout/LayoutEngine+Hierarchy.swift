import Foundation

extension LayoutEngine {
    /// Every active constraint the engine holds (installed, broken or queued).
    var allConstraints: [LayoutConstraint] {
        installed.values.map(\.constraint) + broken.values + pending
    }

    /// Before `subtree` leaves its superview: constraints that tie it to views outside are
    /// deactivated (UIKit removes them with the view); constraints inside it move to an engine
    /// the subtree hosts itself; its views' variables leave this engine.
    func subtreeWillDetach(_ subtree: ViewNode) {
        var inside = Set<ObjectIdentifier>()
        subtree.forEachInSubtree { view in
            inside.insert(ObjectIdentifier(view))
            if let state = view.layoutState {
                for guide in state.ownedGuides {
                    inside.insert(ObjectIdentifier(guide))
                }
            }
        }
        var kept: [LayoutConstraint] = []
        for constraint in allConstraints {
            let touches = [constraint.firstItem, constraint.secondItem].contains { item in
                item.map { inside.contains(ObjectIdentifier($0)) } ?? false
            }
            guard touches else { continue }
            if let owner = constraint.owner, inside.contains(ObjectIdentifier(owner)) {
                uninstall(constraint)
                kept.append(constraint)
            } else {
                Self.deactivate(constraint)
            }
        }
        for id in inside { removeItem(forKey: id) }
        guard !kept.isEmpty else { return }
        let own = LayoutEngine(host: subtree)
        subtree.mutableLayoutState.engineHostedHere = own
        for constraint in kept {
            constraint.engine = own
            own.pending.append(constraint)
        }
        subtree.setNeedsSolve()
    }

    /// After the view hosting this engine joined a superview: its constraints move to the engine
    /// of the new hierarchy's root, and this engine is dropped.
    func hostDidJoinHierarchy() {
        guard let subtree = host, let parent = subtree.storedSuperview, let state = subtree.layoutState,
              state.engineHostedHere === self else { return }
        state.engineHostedHere = nil
        for item in items.values {
            if let viewState = item.view?.layoutState, viewState.engine === self {
                viewState.engine = nil
                viewState.engineItem = nil
            }
        }
        let constraints = allConstraints.filter(\.storedIsActive)
        guard !constraints.isEmpty else { return }
        let engine = Self.hostedEngine(for: parent)
        for constraint in constraints {
            constraint.engine = engine
            engine.pending.append(constraint)
        }
        engine.host?.setNeedsSolve()
    }

    /// The window's unsafe edges moved: the safe-area guides' insets are re-read at the next solve,
    /// and so are the keyboard guides', which rest on the safe area while the keyboard is hidden,
    /// and the margins guides of controllers' root views, whose margins are measured from the
    /// safe area and held to their controller's minimum.
    func safeAreaInsetsDidChange() {
        for item in items.values {
            guard let guide = item.guide else { continue }
            switch guide.kind {
            case .safeArea, .keyboard: markStale(item)
            case .layoutMargins where guide.storedOwningView?.flags.contains(.isControllerRootView) == true: markStale(item)
            default: continue
            }
        }
    }

    /// The software keyboard moved: the keyboard guides follow it at the next solve.
    func keyboardFrameDidChange() {
        for item in items.values where item.guide?.kind == .keyboard { markStale(item) }
    }

    /// The view standing for `view`'s baselines changed (a stack view re-arranged): constraints on
    /// its baselines are installed again at the next solve.
    func baselineLayoutDidChange(of view: ViewNode) {
        let id = ObjectIdentifier(view)
        let affected = baselineReaders.filter { $0.value.contains(id) }.map(\.key)
        for constraintID in affected {
            if let constraint = installed[constraintID]?.constraint ?? broken[constraintID] { reinstall(constraint) }
        }
    }

    /// The layout direction changed somewhere in `subtree`: every constraint on leading or
    /// trailing edges is installed again (re-reading its first item's direction) and the margins
    /// guides of views whose margins were set as directional move.
    func layoutDirectionDidChange(in subtree: ViewNode) {
        for constraint in allConstraints
        where constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
            reinstall(constraint)
        }
        subtree.forEachInSubtree { view in
            guard let state = view.layoutState, state.directionalMargins != nil, let guide = state.marginsGuide,
                  let item = item(for: guide) else { return }
            markStale(item)
        }
        host?.setNeedsSolve()
    }
}

extension LayoutEngine: HierarchyConstraintEngine {
    var solverWork: CommitReport.SolverWork {
        let statistics = solver.statistics
        var work = CommitReport.SolverWork()
        work.constraintsAdded = statistics.constraintsAdded
        work.constraintsRemoved = statistics.constraintsRemoved
        work.constantUpdates = statistics.constantUpdates
        work.editSuggestions = statistics.editSuggestions
        work.pivots = statistics.pivots
        work.tableauRows = statistics.rows
        return work
    }
}
