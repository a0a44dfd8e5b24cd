import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The solve between the constraints and layout passes: install what was activated, move
    /// the constants that changed, solve once, and mark for layout the superviews of views whose
    /// solved frame differs from their frame.
    func solve() {
        guard hasWork else { return }
        synchronize()
        if remeasureWidthDependentItems() { solver.updateVariables() }
        markViewsWhoseFramesChanged()
    }

    func synchronize() {
        solutionMoved = false
        let queued = pending
        pending.removeAll()
        for constraint in queued where constraint.storedIsActive && installed[ObjectIdentifier(constraint)] == nil {
            install(constraint)
        }
        let stale = staleItems
        staleItems.removeAll()
        for item in stale {
            item.isStale = false
            refresh(item)
        }
        let changedConstants = pendingConstants
        pendingConstants.removeAll()
        for constraint in changedConstants { moveConstant(of: constraint) }
        solver.updateVariables()
    }

    /// Reads every item's frame from the solver once per solve; the layout pass then applies
    /// `solvedFrame` without asking the solver again.
    func markViewsWhoseFramesChanged() {
        for item in items.values {
            item.solvedFrame = solvedFrame(of: item)
            guard item.pins.isEmpty, let view = item.view, let parent = view.storedSuperview else { continue }
            if view.frame != item.solvedFrame { parent.setNeedsLayout() }
        }
    }

    // MARK: Installing

    func install(_ constraint: LayoutConstraint, reportsConflicts: Bool = true) {
        guard let owner = constraint.owner,
              let first = expression(for: constraint.firstItem, constraint.firstAttribute, in: owner) else { return }
        var expression = first
        if constraint.secondAttribute != .notAnAttribute {
            // Items are held weakly: a freed second item leaves nothing to relate to, never a constant.
            guard let secondItem = constraint.secondItem,
                  let second = self.expression(for: secondItem, constraint.secondAttribute, in: owner) else { return }
            expression = expression - second * Double(constraint.multiplier)
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let solverConstraint = Constraint(expression, constraint.relation.solverRelation, strength: constraint.storedPriority.strength)
        do {
            try solver.addConstraint(solverConstraint)
            installed[ObjectIdentifier(constraint)] = (constraint, solverConstraint, base)
            solverOwners[ObjectIdentifier(solverConstraint)] = .layoutConstraint(constraint)
        } catch {
            broken[ObjectIdentifier(constraint)] = constraint
            if reportsConflicts, case .unsatisfiableConstraint(_, let conflicting) = error {
                reportUnsatisfiable(breaking: constraint, conflicting: conflicting)
            }
        }
    }

    func moveConstant(of constraint: LayoutConstraint) {
        guard constraint.storedIsActive else { return }
        let id = ObjectIdentifier(constraint)
        if broken[id] != nil {
            // A broken constraint gets another chance with its new constant.
            broken[id] = nil
            install(constraint)
            return
        }
        guard let entry = installed[id] else { return }
        do {
            try solver.updateConstant(of: entry.solverConstraint, to: entry.base - Double(constraint.constant))
        } catch {
            try? solver.removeConstraint(entry.solverConstraint)
            solverOwners[ObjectIdentifier(entry.solverConstraint)] = nil
            installed[id] = nil
            broken[id] = constraint
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                reportUnsatisfiable(breaking: constraint, conflicting: conflicting)
            }
        }
    }

    func reportUnsatisfiable(breaking constraint: LayoutConstraint, conflicting: [Constraint]) {
        let objects: [AnyObject] = [constraint] + [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        reportUnsatisfiable(breaking: constraint.description, objects: objects, conflicting: conflicting)
    }

    /// UIKit's "Unable to simultaneously satisfy constraints" report: the conflicting constraints
    /// with the one broken last, then the one broken.
    func reportUnsatisfiable(breaking broken: String, objects: [AnyObject], conflicting: [Constraint]) {
        let list = conflicting.compactMap { solverOwners[ObjectIdentifier($0)]?.describe($0, in: solver) } + [broken]
        let message = "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "\tTry this:\n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n"
            + "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)\n\n"
            + "HeadlessKit lays out with the remaining constraints; the broken one is retried when its constant "
            + "changes."
        let diagnostic = Diagnostic(kind: .unsatisfiableConstraints, message: message, objects: objects)
        if let view = host ?? objects.lazy.compactMap({ $0 as? ViewNode }).first { view.reportMisuse(diagnostic) } else {
            DiagnosticsSink.report(diagnostic, to: MainRunLoop.current?.diagnostics)
        }
    }

    // MARK: Expressions

    /// An item's attribute in `container`'s coordinates, or `nil` for an item outside it.
    func expression(
        for item: AnyObject?, _ attribute: LayoutConstraint.Attribute, in container: ViewNode
    ) -> LinearExpression? {
        let frame: (left: LinearExpression, top: LinearExpression, width: Variable, height: Variable)
        switch item {
        case let view as ViewNode:
            guard let origin = origin(of: view, in: container) else { return nil }
            let viewItem = ensureItem(view)
            frame = (origin.x, origin.y, viewItem.width, viewItem.height)
        case let guide as LayoutGuide:
            guard let owner = guide.owningView, let origin = origin(of: owner, in: container) else { return nil }
            let guideItem = ensureItem(guide)
            frame = (origin.x + guideItem.minX, origin.y + guideItem.minY, guideItem.width, guideItem.height)
        default:
            return nil
        }
        switch attribute {
        case .left, .leading: return frame.left
        case .right, .trailing: return frame.left + frame.width
        case .top: return frame.top
        case .bottom: return frame.top + frame.height
        case .width: return LinearExpression(frame.width)
        case .height: return LinearExpression(frame.height)
        case .centerX: return frame.left + 0.5 * frame.width
        case .centerY: return frame.top + 0.5 * frame.height
        case .notAnAttribute: return LinearExpression(constant: 0)
        }
    }

    /// The view's top-left corner in `container`'s coordinates: the sum of the origins of the
    /// view and its ancestors below `container` (zero for the container itself).
    func origin(of view: ViewNode, in container: ViewNode) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression(), y = LinearExpression()
        var current = view
        while current !== container {
            let item = ensureItem(current)
            x = x + item.minX
            y = y + item.minY
            guard let parent = current.storedSuperview else { return nil }
            current = parent
        }
        return (x, y)
    }
}

extension LayoutConstraint.Relation {
    var solverRelation: ConstraintSolver.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}


/// What made a solver constraint, kept so that diagnostics can describe it. Nothing is formatted
/// until a diagnostic asks: an engine installs thousands of constraints and reports on few.
@MainActor
enum SolverConstraintOrigin {
    /// A user's constraint, described as ``LayoutConstraint/description`` describes it.
    case layoutConstraint(LayoutConstraint)
    /// One the engine made for an item: `kind` is UIKit's class name for it
    /// (`NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`).
    case itemConstraint(kind: String, item: String, attribute: String)
    /// One of the four that place a built-in guide inside its owning view.
    case guideConstraint(guide: String, owner: String)

    /// `<kind item.attribute relation value>` with the constant the constraint has now in `solver`
    /// (its own constant when `solver` is `nil`).
    func describe(_ constraint: Constraint, in solver: Solver?) -> String {
        switch self {
        case .layoutConstraint(let layoutConstraint):
            return layoutConstraint.description
        case .itemConstraint(let kind, let item, let attribute):
            let constant = solver?.constant(of: constraint) ?? constraint.expression.constant
            return "<\(kind) \(item).\(attribute) \(constraint.relation) \(GeometryFormat.number(CGFloat(-constant)))>"
        case .guideConstraint(let guide, let owner):
            return "<\(guide) of \(owner)>"
        }
    }
}
