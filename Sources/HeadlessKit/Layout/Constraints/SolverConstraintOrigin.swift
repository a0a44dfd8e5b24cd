import ConstraintSolver
import Foundation

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

    /// `<kind item.attribute relation value>` with the constant the constraint has now in `solver`.
    func describe(_ constraint: Constraint, in solver: Solver) -> String {
        switch self {
        case .layoutConstraint(let layoutConstraint):
            return layoutConstraint.description
        case .itemConstraint(let kind, let item, let attribute):
            let constant = solver.constant(of: constraint) ?? constraint.expression.constant
            return "<\(kind) \(item).\(attribute) \(constraint.relation) \(GeometryFormat.number(CGFloat(-constant)))>"
        case .guideConstraint(let guide, let owner):
            return "<\(guide) of \(owner)>"
        }
    }
}
