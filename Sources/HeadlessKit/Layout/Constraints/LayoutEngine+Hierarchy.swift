import Foundation

extension LayoutEngine {
    /// Every active constraint the engine holds (installed, broken or queued).
    var allConstraints: [LayoutConstraint] {
        installed.values.map(\.constraint) + broken.values + pending
    }

    /// Before `subtree` leaves its superview: constraints that tie it to views outside are
    /// deactivated (UIKit removes them with the view); constraints inside it move to an engine
    /// the subtree hosts itself; its views' variables leave this engine.
    static func subtreeWillDetach(_ subtree: ViewNode) {
        guard let parent = subtree.storedSuperview,
              let engine = parent.hierarchyRoot.layoutState?.hostedEngine else { return }
        var inside = Set<ObjectIdentifier>()
        subtree.forEachInSubtree { view in
            inside.insert(ObjectIdentifier(view))
            if let state = view.layoutState {
                for guide in state.guides + [state.marginsGuide, state.safeAreaGuide].compactMap({ $0 }) {
                    inside.insert(ObjectIdentifier(guide))
                }
            }
        }
        var kept: [LayoutConstraint] = []
        for constraint in engine.allConstraints {
            let touches = [constraint.firstItem, constraint.secondItem].contains { item in
                item.map { inside.contains(ObjectIdentifier($0)) } ?? false
            }
            guard touches else { continue }
            if let owner = constraint.owner, inside.contains(ObjectIdentifier(owner)) {
                engine.uninstall(constraint)
                kept.append(constraint)
            } else {
                deactivate(constraint)
            }
        }
        for id in inside { engine.removeItem(forKey: id) }
        guard !kept.isEmpty else { return }
        let own = LayoutEngine(host: subtree)
        subtree.mutableLayoutState.hostedEngine = own
        for constraint in kept {
            constraint.engine = own
            own.pending.append(constraint)
        }
        subtree.setNeedsSolve()
    }

    /// After `subtree` joined a superview: its own engine's constraints move to the new root's.
    static func subtreeDidAttach(_ subtree: ViewNode) {
        guard let parent = subtree.storedSuperview else { return }
        subtree.flags.remove(.needsSolve)   // no longer a root: its engine's work moves below
        parent.markSubtreeInLayoutEngine()
        guard let state = subtree.layoutState, let old = state.hostedEngine else { return }
        state.hostedEngine = nil
        for item in old.items.values {
            if let viewState = item.view?.layoutState, viewState.engine === old {
                viewState.engine = nil
                viewState.engineItem = nil
            }
        }
        let constraints = old.allConstraints.filter(\.storedIsActive)
        guard !constraints.isEmpty else { return }
        let engine = hostedEngine(for: parent)
        for constraint in constraints {
            constraint.engine = engine
            engine.pending.append(constraint)
        }
        engine.host?.setNeedsSolve()
    }
}
