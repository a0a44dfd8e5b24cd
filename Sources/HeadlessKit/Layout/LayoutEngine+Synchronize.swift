import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The solve between the constraints and layout passes: install what was activated, move
    /// the constants that changed, solve once, and mark for layout the superviews of views whose
    /// solved frame differs from their frame.
    func solve() {
        guard hasWork else { return }
        synchronize()
        markViewsWhoseFramesChanged()
    }

    func synchronize() {
        defer { inheritedDirections.removeAll(keepingCapacity: true) }
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
        if !baselineReaders.isEmpty {
            refreshBaselines(of: Set(stale.compactMap { $0.view.map(ObjectIdentifier.init) }))
        }
        let changedConstants = pendingConstants
        pendingConstants.removeAll()
        for constraint in changedConstants { moveConstant(of: constraint) }
        solver.updateVariables()
    }

    /// Reads every item's frame from the solver once per solve, snapped to the pixel grid of the
    /// host's screen (see ``pixelAlignedFrame(of:scale:)``); the layout pass then applies
    /// `solvedFrame` without asking the solver again. Views laid out by their frame keep it as set.
    func markViewsWhoseFramesChanged() {
        let scale = pixelScale
        for item in items.values {
            guard item.pins.isEmpty else { continue }
            item.solvedFrame = pixelAlignedFrame(of: item, scale: scale)
            guard let view = item.view, let parent = view.storedSuperview else { continue }
            if !view.hasFrame(item.solvedFrame) { parent.setNeedsLayout() }
        }
    }

    // MARK: Installing

    func install(_ constraint: LayoutConstraint, reportsConflicts: Bool = true) {
        guard let owner = constraint.owner else { return }
        // Leading and trailing read in the direction of the view that holds the constraint: a view's
        // effective direction is the one "for arranging the immediate content of this view" (UIKit),
        // and a constraint's owner is the closest view whose content both items are.
        let reader = ExpressionReader(
            rightToLeft: constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
                ? layoutDirection(of: owner) == .rightToLeft : false)
        guard let first = expression(for: constraint.firstItem, constraint.firstAttribute, in: owner, reader) else { return }
        var expression = first
        if constraint.secondAttribute != .notAnAttribute {
            // Items are held weakly: a freed second item leaves nothing to relate to, never a constant.
            guard let secondItem = constraint.secondItem,
                  let second = self.expression(for: secondItem, constraint.secondAttribute, in: owner, reader) else { return }
            expression = expression - second * Double(constraint.multiplier)
        }
        if let spacing = constraint.systemSpacingMultiplier, constraint.firstAttribute.isBaseline,
           constraint.secondAttribute.isBaseline {
            constraint.storedConstant = spacing * baselineSystemSpacing(for: constraint)
        }
        if !reader.baselineViews.isEmpty { baselineReaders[ObjectIdentifier(constraint)] = reader.baselineViews }
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

    /// `view`'s ``ViewNode/effectiveUserInterfaceLayoutDirection``, with the direction each
    /// ancestor passes down remembered for the rest of the solve: installing many constraints in
    /// a deep hierarchy walks each ancestor once, not once per constraint.
    func layoutDirection(of view: ViewNode) -> UserInterfaceLayoutDirection {
        if view.flags.contains(.hasSemanticContentAttribute), view.semanticContentAttribute != .unspecified {
            return view.effectiveUserInterfaceLayoutDirection
        }
        var path: [ObjectIdentifier] = []
        var current: ViewNode? = view
        var direction = view.storedWindow?.userInterfaceLayoutDirection ?? .leftToRight
        while let ancestor = current {
            let id = ObjectIdentifier(ancestor)
            if let known = inheritedDirections[id] { direction = known; break }
            if ancestor.flags.contains(.hasSemanticContentAttribute) {
                let attribute = ancestor.semanticContentAttribute
                if attribute == .forceLeftToRight || attribute == .forceRightToLeft {
                    direction = attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
                    break
                }
            }
            path.append(id)
            current = ancestor.storedSuperview
        }
        for id in path { inheritedDirections[id] = direction }
        return direction
    }

    /// Takes a constraint out of the solver and installs it again at once, re-reading what its
    /// expression depends on (baseline offsets, the layout direction, system spacing).
    func reinstallNow(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if let entry = installed.removeValue(forKey: id) {
            try? solver.removeConstraint(entry.solverConstraint)
            solverOwners[ObjectIdentifier(entry.solverConstraint)] = nil
        }
        broken[id] = nil
        baselineReaders[id] = nil
        guard constraint.storedIsActive else { return }
        install(constraint)
    }

    /// Re-installs the baseline constraints that read any of `views`' baselines, after the
    /// constraints pass re-measured them (a text view changed its text or font).
    func refreshBaselines(of views: Set<ObjectIdentifier>) {
        guard !baselineReaders.isEmpty, !views.isEmpty else { return }
        let affected = baselineReaders.filter { !$0.value.isDisjoint(with: views) }.map(\.key)
        for id in affected {
            if let constraint = installed[id]?.constraint ?? broken[id] { reinstallNow(constraint) }
        }
    }

    /// The system spacing between two baselines: the larger of the baseline spacings the views'
    /// text asks for; between views without text, UIKit's standard spacing of 8 points. (Other
    /// system spacings are fixed when the constraint is made: 8 between siblings, 20 to a
    /// superview's edge in a visual format.)
    func baselineSystemSpacing(for constraint: LayoutConstraint) -> CGFloat {
        let first = Self.view(of: constraint.firstItem).map { Self.baselineView(of: $0, constraint.firstAttribute) }
        let second = Self.view(of: constraint.secondItem).map { Self.baselineView(of: $0, constraint.secondAttribute) }
        let spacings = [first?.baselineSystemSpacing, second?.baselineSystemSpacing].compactMap { $0 }
        return spacings.max() ?? LayoutConstraint.standardSpacing
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

    /// How one constraint reads its items' attributes: whether leading and trailing are flipped,
    /// and which views' baselines it read.
    final class ExpressionReader {
        let rightToLeft: Bool
        var baselineViews: Set<ObjectIdentifier> = []
        init(rightToLeft: Bool) { self.rightToLeft = rightToLeft }
    }

    /// An item's attribute in `container`'s coordinates, or `nil` for an item outside it.
    ///
    /// Right to left (a constraint relating leading or trailing edges whose owner's direction is
    /// right to left), the x axis is read mirrored, as UIKit reads it:
    /// leading is the negated right edge, trailing the negated left edge, and a center the negated
    /// center — so `b.leading == a.trailing + 8` puts `b` 8 points to the left of `a`.
    func expression(
        for item: AnyObject?, _ attribute: LayoutConstraint.Attribute, in container: ViewNode,
        _ reader: ExpressionReader = ExpressionReader(rightToLeft: false)
    ) -> LinearExpression? {
        let frame: (left: LinearExpression, top: LinearExpression, width: Variable, height: Variable)
        switch item {
        case let view as ViewNode:
            if attribute.isBaseline { return baseline(of: view, attribute, in: container, reader) }
            guard let origin = origin(of: view, in: container) else { return nil }
            let viewItem = ensureItem(view)
            frame = (origin.x, origin.y, viewItem.width, viewItem.height)
        case let guide as LayoutGuide:
            guard let owner = guide.storedOwningView, let origin = origin(of: owner, in: container) else { return nil }
            let guideItem = ensureItem(guide)
            frame = (origin.x + guideItem.minX, origin.y + guideItem.minY, guideItem.width, guideItem.height)
        default:
            return nil
        }
        let flip: Double = reader.rightToLeft ? -1 : 1
        switch attribute {
        case .left: return frame.left
        case .right: return frame.left + frame.width
        case .leading: return reader.rightToLeft ? (frame.left + frame.width) * -1 : frame.left
        case .trailing: return reader.rightToLeft ? frame.left * -1 : frame.left + frame.width
        case .top: return frame.top
        case .bottom, .lastBaseline, .firstBaseline: return frame.top + frame.height
        case .width: return LinearExpression(frame.width)
        case .height: return LinearExpression(frame.height)
        case .centerX: return (frame.left + 0.5 * frame.width) * flip
        case .centerY: return frame.top + 0.5 * frame.height
        case .notAnAttribute: return LinearExpression(constant: 0)
        }
    }

    /// The view whose baseline stands for `view`'s: its `forFirstBaselineLayout` or
    /// `forLastBaselineLayout` when that is the view or one of its descendants, else the view.
    static func baselineView(of view: ViewNode, _ attribute: LayoutConstraint.Attribute) -> ViewNode {
        let candidate = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        guard candidate !== view else { return view }
        var walker: ViewNode? = candidate.storedSuperview
        while let current = walker {
            if current === view { return candidate }
            walker = current.storedSuperview
        }
        return view
    }

    /// A view's first baseline (its top plus the offset its text gives) or last baseline (its
    /// bottom minus the offset); the bottom edge for a view without text, as in UIKit.
    private func baseline(
        of view: ViewNode, _ attribute: LayoutConstraint.Attribute, in container: ViewNode, _ reader: ExpressionReader
    ) -> LinearExpression? {
        let target = Self.baselineView(of: view, attribute)
        guard let origin = origin(of: target, in: container) else { return nil }
        reader.baselineViews.insert(ObjectIdentifier(view))
        reader.baselineViews.insert(ObjectIdentifier(target))
        let targetItem = ensureItem(target)
        if attribute == .firstBaseline, let offset = target.firstBaselineOffsetFromTop {
            return origin.y + Double(offset)
        }
        let bottom = origin.y + targetItem.height
        if attribute == .lastBaseline, let offset = target.lastBaselineOffsetFromBottom {
            return bottom - Double(offset)
        }
        return bottom
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
