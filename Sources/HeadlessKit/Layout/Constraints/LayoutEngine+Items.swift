import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The variables of a view, made on first use with the constraints the engine owes it:
    /// its frame pinned when it is the root or translates its autoresizing mask, else its
    /// intrinsic content size at its hugging and compression-resistance priorities.
    @discardableResult
    func ensureItem(_ view: ViewNode) -> EngineItem {
        let id = ObjectIdentifier(view)
        if let item = items[id] { return item }
        let item = EngineItem(name: view.constraintName)
        item.view = view
        items[id] = item
        if !rootSizeIsFree {
            view.mutableLayoutState.engine = self
            view.markSubtreeInLayoutEngine()
        }
        build(item)
        return item
    }

    @discardableResult
    func ensureItem(_ guide: LayoutGuide) -> EngineItem {
        let id = ObjectIdentifier(guide)
        if let item = items[id] { return item }
        let item = EngineItem(name: guide.description)
        item.guide = guide
        items[id] = item
        if let owner = guide.owningView { ensureItem(owner) }
        build(item)
        return item
    }

    func build(_ item: EngineItem) {
        if let view = item.view {
            let isRoot = view === host
            let translates = view.translatesAutoresizingMaskIntoConstraints
            if isRoot && rootSizeIsFree {
                item.pins = [pin(item.minX, 0), pin(item.minY, 0)]
            } else if isRoot || translates {
                let frame = view.frame
                item.pins = [pin(item.minX, frame.minX), pin(item.minY, frame.minY),
                             pin(item.width, frame.width), pin(item.height, frame.height)]
            } else {
                buildContentConstraints(item, view)
            }
            for constraint in item.ownConstraints {
                try? solver.addConstraint(constraint)
                solverOwners[ObjectIdentifier(constraint)] = describe(constraint, of: view)
            }
        } else if let guide = item.guide, let owner = guide.owningView, guide.kind != .custom {
            let owned = ensureItem(owner)
            let insets = guide.kind == .layoutMargins ? owner.layoutMargins : owner.safeAreaInsets
            item.guideConstraints = [
                pin(item.minX, insets.left), pin(item.minY, insets.top),
                Constraint(item.width - owned.width + Double(insets.left + insets.right), .equal),
                Constraint(item.height - owned.height + Double(insets.top + insets.bottom), .equal),
            ]
            for constraint in item.guideConstraints {
                try? solver.addConstraint(constraint)
                solverOwners[ObjectIdentifier(constraint)] = "<\(guide.identifier) of \(owner.constraintName)>"
            }
        }
    }

    func buildContentConstraints(_ item: EngineItem, _ view: ViewNode) {
        let size = view.intrinsicContentSize
        item.measuredContentSize = size
        let state = view.layoutState
        if size.width >= 0 {
            item.contentConstraints += [
                Constraint(item.width - Double(size.width), .greaterThanOrEqual,
                           strength: (state?.compressionPriorities.horizontal ?? .defaultHigh).strength),
                Constraint(item.width - Double(size.width), .lessThanOrEqual,
                           strength: (state?.huggingPriorities.horizontal ?? .defaultLow).strength),
            ]
        }
        if size.height >= 0 {
            item.contentConstraints += [
                Constraint(item.height - Double(size.height), .greaterThanOrEqual,
                           strength: (state?.compressionPriorities.vertical ?? .defaultHigh).strength),
                Constraint(item.height - Double(size.height), .lessThanOrEqual,
                           strength: (state?.huggingPriorities.vertical ?? .defaultLow).strength),
            ]
        }
    }

    func pin(_ variable: Variable, _ value: CGFloat) -> Constraint {
        Constraint(LinearExpression([Term(variable)], constant: -Double(value)), .equal)
    }

    /// UIKit's names for the constraints it makes itself.
    func describe(_ constraint: Constraint, of view: ViewNode) -> String {
        let name = view.constraintName
        let variable = constraint.expression.terms.first?.variable.name.split(separator: ".").last.map(String.init) ?? ""
        let value = GeometryFormat.number(CGFloat(-constraint.expression.constant))
        if constraint.strength.isRequired {
            return "<NSAutoresizingMaskLayoutConstraint \(name).\(variable) == \(value)>"
        }
        let relation = constraint.relation == .greaterThanOrEqual ? ">=" : "<="
        return "<NSContentSizeLayoutConstraint \(name).\(variable) \(relation) \(value)>"
    }

    /// Brings an item's own constraints up to date: pinned frames and guide insets move their
    /// constants in place; a changed intrinsic size, priority or translation flag rebuilds them.
    func refresh(_ item: EngineItem) {
        if let view = item.view {
            let pinned = view === host || view.translatesAutoresizingMaskIntoConstraints
            if pinned && item.pins.count == 4 && !item.isRebuildRequested {
                let frame = view.frame
                for (pin, value) in zip(item.pins, [frame.minX, frame.minY, frame.width, frame.height]) {
                    try? solver.updateConstant(of: pin, to: -Double(value))
                }
                return
            }
            if !pinned && item.pins.isEmpty && view.intrinsicContentSize == item.measuredContentSize && !item.isRebuildRequested {
                return
            }
        } else if let guide = item.guide, let owner = guide.owningView, item.guideConstraints.count == 4 {
            let insets = guide.kind == .layoutMargins ? owner.layoutMargins : owner.safeAreaInsets
            let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom]
            for (constraint, value) in zip(item.guideConstraints, constants) {
                try? solver.updateConstant(of: constraint, to: Double(value))
            }
            return
        }
        for constraint in item.ownConstraints {
            try? solver.removeConstraint(constraint)
            solverOwners[ObjectIdentifier(constraint)] = nil
        }
        item.pins = []
        item.contentConstraints = []
        item.guideConstraints = []
        item.isRebuildRequested = false
        build(item)
    }

    /// Removes an item and the constraints the engine made for it.
    func removeItem(forKey id: ObjectIdentifier) {
        guard let item = items.removeValue(forKey: id) else { return }
        for constraint in item.ownConstraints {
            try? solver.removeConstraint(constraint)
            solverOwners[ObjectIdentifier(constraint)] = nil
        }
        if let state = item.view?.layoutState, state.engine === self { state.engine = nil }
    }
}
