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
            view.mutableLayoutState.engineItem = item
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
        if let owner = guide.storedOwningView { ensureItem(owner) }
        build(item)
        return item
    }

    func build(_ item: EngineItem) {
        if let view = item.view {
            let isRoot = view === host
            let name = view.constraintName
            if isRoot && rootSizeIsFree {
                item.pins = [pin(item.minX, 0), pin(item.minY, 0)]
            } else if isRoot || view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.frame
                item.pins = [pin(item.minX, frame.minX), pin(item.minY, frame.minY),
                             pin(item.width, frame.width), pin(item.height, frame.height)]
            } else {
                buildContentConstraints(item, view)
            }
            for (pin, label) in zip(item.pins, ["minX", "minY", "width", "height"]) {
                add(pin, from: .itemConstraint(kind: "NSAutoresizingMaskLayoutConstraint", item: name, attribute: label), for: item)
            }
            for constraint in item.contentConstraints {
                let label = constraint.expression.terms[0].variable === item.width ? "width" : "height"
                add(constraint, from: .itemConstraint(kind: "NSContentSizeLayoutConstraint", item: name, attribute: label), for: item)
            }
        } else if let guide = item.guide, let owner = guide.storedOwningView, guide.kind != .custom {
            let owned = ensureItem(owner)
            if guide.kind == .scrollContent, let host = owner as? any ContentLayoutGuideHost {
                // The content rectangle starts at the content's origin; its size is what the
                // constraints make it, else — held only weakly — the content size set in code.
                let size = host.contentSizeForLayoutGuide
                item.guideConstraints = [
                    pin(item.minX, 0), pin(item.minY, 0),
                    Constraint(item.width - Double(size.width), .equal, strength: Self.contentGuideSizeStrength),
                    Constraint(item.height - Double(size.height), .equal, strength: Self.contentGuideSizeStrength),
                ]
            } else if guide.kind == .scrollFrame {
                // The scroll view's visible rectangle: at the bounds origin (the content offset),
                // as large as the scroll view, so what is pinned to it floats over the content.
                let origin = owner.bounds.origin
                item.guideConstraints = [
                    pin(item.minX, origin.x), pin(item.minY, origin.y),
                    Constraint(item.width - owned.width, .equal), Constraint(item.height - owned.height, .equal),
                ]
            } else if let keyboardGuide = guide as? KeyboardLayoutGuide {
                // The keyboard guide hangs from the owner's bottom edge, so it keeps its height
                // when the owner's height changes.
                let height = Double(keyboardGuide.height(in: owner))
                item.guideConstraints = [
                    pin(item.minX, 0), Constraint(item.minY - owned.height + height, .equal),
                    Constraint(item.width - owned.width, .equal), pin(item.height, CGFloat(height)),
                ]
            } else {
                let insets = insets(of: guide, owner)
                item.guideConstraints = [
                    pin(item.minX, insets.left), pin(item.minY, insets.top),
                    Constraint(item.width - owned.width + Double(insets.left + insets.right), .equal),
                    Constraint(item.height - owned.height + Double(insets.top + insets.bottom), .equal),
                ]
            }
            for constraint in item.guideConstraints {
                add(constraint, from: .guideConstraint(guide: guide.identifier, owner: owner.constraintName), for: item)
            }
        }
    }

    /// Adds one of the constraints the engine makes for `item`. One that contradicts the required
    /// constraints already installed is broken as UIKit breaks it — reported with the conflict,
    /// left out — and tried again when the item is next rebuilt (its frame, size or insets change).
    private func add(_ constraint: Constraint, from origin: SolverConstraintOrigin, for item: EngineItem) {
        solverOwners[ObjectIdentifier(constraint)] = origin
        do {
            try solver.addConstraint(constraint)
        } catch {
            breakItemConstraint(constraint, of: item, because: error)
        }
    }

    /// Moves the constants of constraints the engine made for `item`; a move that would contradict
    /// the required constraints breaks that constraint instead, as ``add(_:from:for:)`` does.
    func move(_ constraints: [Constraint], to constants: [CGFloat], for item: EngineItem) {
        for (constraint, constant) in zip(constraints, constants) where solver.hasConstraint(constraint) {
            do {
                try solver.updateConstant(of: constraint, to: Double(constant))
            } catch {
                // The refused move left the constraint in place: describe it as the caller asked
                // for it, then take it out.
                breakItemConstraint(constraint, of: item, because: error, wantedConstant: Double(constant))
                try? solver.removeConstraint(constraint)
            }
        }
    }

    private func breakItemConstraint(
        _ constraint: Constraint, of item: EngineItem, because error: any Error, wantedConstant: Double? = nil
    ) {
        item.isRebuildRequested = true
        guard case SolverError.unsatisfiableConstraint(_, let conflicting) = error,
              let origin = solverOwners[ObjectIdentifier(constraint)] else { return }
        var description = origin.describe(constraint, in: solver)
        if let wantedConstant {
            description = origin.describe(Constraint(
                LinearExpression(constraint.expression.terms, constant: wantedConstant), constraint.relation), in: nil)
        }
        let objects: [AnyObject] = (item.view.map { [$0] } ?? []) + (item.guide.map { [$0] } ?? [])
        reportUnsatisfiable(breaking: description, objects: objects, conflicting: conflicting.filter { $0 !== constraint })
    }

    /// The insets of a built-in guide from its owning view's bounds. (The scroll view's guides and
    /// the keyboard guide are built from their own rectangles, never from insets.)
    private func insets(of guide: LayoutGuide, _ owner: ViewNode) -> EdgeInsets {
        switch guide.kind {
        case .layoutMargins: owner.layoutMargins
        case .safeArea: owner.safeAreaInsets
        case .custom, .keyboard, .scrollContent, .scrollFrame: .zero
        }
    }

    /// Below every ``LayoutPriority`` (priority 1 weighs about 0.001): any constraint on a
    /// scroll view's content guide decides its size over the content size set in code.
    static let contentGuideSizeStrength = Strength(weight: 0.000_1)

    /// Hands each scroll view whose content guide the engine solved its new content size, and
    /// moves the guide's weak size constraints to it, so that a guide whose constraints are later
    /// removed keeps the size it had. Runs right after the solve, before the layout pass.
    func applySolvedContentGuides(_ solved: [(item: EngineItem, host: any ContentLayoutGuideHost)]) {
        for (item, host) in solved where item.guideConstraints.count == 4 {
            let size = item.solvedFrame.size
            guard size != host.contentSizeForLayoutGuide else { continue }
            host.contentLayoutGuideDidSolve(size: size)
            move(Array(item.guideConstraints[2...]), to: [-size.width, -size.height], for: item)
        }
    }

    /// Intrinsic size as UIKit's content-size constraints: per axis with a metric, the size is at
    /// least the intrinsic one at the compression resistance priority and at most it at the
    /// hugging priority.
    func buildContentConstraints(_ item: EngineItem, _ view: ViewNode) {
        let size = view.intrinsicContentSize
        item.measuredContentSize = size
        let hugging = view.layoutState?.huggingPriorities ?? AxisPriorities(.defaultLow)
        let compression = view.layoutState?.compressionPriorities ?? AxisPriorities(.defaultHigh)
        for (axis, variable, length) in [(LayoutConstraint.Axis.horizontal, item.width, size.width),
                                         (.vertical, item.height, size.height)] where length >= 0 {
            item.contentConstraints += [
                Constraint(variable - Double(length), .greaterThanOrEqual, strength: compression[axis].strength),
                Constraint(variable - Double(length), .lessThanOrEqual, strength: hugging[axis].strength),
            ]
        }
        noteWidthDependence(of: item, view)
    }

    func pin(_ variable: Variable, _ value: CGFloat) -> Constraint {
        Constraint(LinearExpression([Term(variable)], constant: -Double(value)), .equal)
    }

    /// Brings an item's own constraints up to date in place: pinned frames, guide insets and a
    /// changed intrinsic size move constants. Only a changed priority, translation flag or set of
    /// axes with an intrinsic metric rebuilds them.
    func refresh(_ item: EngineItem) {
        if !item.isRebuildRequested, let view = item.view {
            let pinned = view === host || view.translatesAutoresizingMaskIntoConstraints
            if pinned && item.pins.count == 4 {
                let frame = view.frame
                move(item.pins, to: [frame.minX, frame.minY, frame.width, frame.height].map { -$0 }, for: item)
                return
            }
            let size = view.intrinsicContentSize
            if !pinned && item.pins.isEmpty, let measured = item.measuredContentSize,
               (size.width >= 0) == (measured.width >= 0), (size.height >= 0) == (measured.height >= 0) {
                item.measuredContentSize = size
                let lengths = [size.width, size.height].filter { $0 >= 0 }
                move(item.contentConstraints, to: lengths.flatMap { [-$0, -$0] }, for: item)
                noteWidthDependence(of: item, view)
                return
            }
        } else if let guide = item.guide as? KeyboardLayoutGuide, let owner = guide.storedOwningView,
                  item.guideConstraints.count == 4 {
            let height = guide.height(in: owner)
            move(item.guideConstraints, to: [0, height, 0, -height], for: item)
            return
        } else if let guide = item.guide, let owner = guide.storedOwningView, item.guideConstraints.count == 4 {
            if guide.kind == .scrollContent, let host = owner as? any ContentLayoutGuideHost {
                let size = host.contentSizeForLayoutGuide
                move(item.guideConstraints, to: [0, 0, -size.width, -size.height], for: item)
                return
            }
            if guide.kind == .scrollFrame {
                let origin = owner.bounds.origin
                move(item.guideConstraints, to: [-origin.x, -origin.y, 0, 0], for: item)
                return
            }
            let insets = insets(of: guide, owner)
            move(item.guideConstraints,
                 to: [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom], for: item)
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
        if item.isWidthDependent { widthDependentItems.removeAll { $0 === item } }
        for constraint in item.ownConstraints {
            try? solver.removeConstraint(constraint)
            solverOwners[ObjectIdentifier(constraint)] = nil
        }
        if let state = item.view?.layoutState, state.engine === self {
            state.engine = nil
            state.engineItem = nil
        }
    }
}


/// The four solver variables of a view or layout guide in one engine — its frame in its
/// superview's (or owning view's) coordinates — and the constraints the engine made for it.
@MainActor
final class EngineItem {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    weak var view: ViewNode?
    weak var guide: LayoutGuide?
    /// For a view laid out by its frame (autoresizing mask translated, or the root): the frame's
    /// four values pinned as required equalities, moved in place when the frame changes.
    var pins: [Constraint] = []
    /// Intrinsic content size: (≥ at compression resistance, ≤ at hugging) per axis.
    var contentConstraints: [Constraint] = []
    var measuredContentSize: CGSize?
    /// Whether the view's intrinsic size depends on its width (it is in the engine's
    /// `widthDependentItems`), and the width it was last measured at.
    var isWidthDependent = false
    var measuredLayoutWidth: CGFloat?
    /// A built-in guide's inset rectangle relative to its owning view.
    var guideConstraints: [Constraint] = []
    /// The frame from the last solve of the engine that made it, read once per solve by
    /// `LayoutEngine.markViewsWhoseFramesChanged()` and applied by the superview's layout.
    var solvedFrame = CGRect.zero
    var isStale = false
    /// Set when priorities or the translation flag change: the next refresh rebuilds.
    var isRebuildRequested = false

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var ownConstraints: [Constraint] { pins + contentConstraints + guideConstraints }
}
