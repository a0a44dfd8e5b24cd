import Foundation

/// The constraints a stack view makes for its arrangement, rebuilt whole after every change.
///
/// UIKit's stack view is built on constraints, and its dumps name each kind; HeadlessKit makes
/// the same kinds with the same identifiers:
///
/// - `UISV-canvas-connection`: the first and last visible views to the stack view's edges (its
///   margins with ``StackView/isLayoutMarginsRelativeArrangement``), and across the axis the
///   first view to the edge or center the alignment names;
/// - `UISV-spacing`: one view's trailing (bottom) edge to the next one's leading (top) edge —
///   between baselines in a baseline-relative column — equal for the fill distributions, at least
///   for the equal-spacing ones;
/// - `UISV-fill-equally`: equal lengths (views for ``StackView/Distribution/fillEqually``, gaps for
///   the equal-spacing ones);
/// - `UISV-fill-proportionally`: each view's length a fraction of the stack view's, the fraction
///   its share of the views' intrinsic lengths, at priorities 999, 998, … in order;
/// - `UISV-distributing-edge`: the gap guides (`UISV-distributing`) between views' edges or
///   centers;
/// - `UISV-alignment`: every other view aligned with the first across the axis;
/// - `UISV-spanning-boundary` and `UISV-spanning-fit` (priority 51): views that do not fill the
///   cross axis stay inside it, and the stack view hugs the largest;
/// - `UISV-ambiguity-suppression` (priority 25): a view with no intrinsic length collapses rather
///   than being left undetermined;
/// - `UISV-hiding`: a hidden view has zero length along the axis at the place it would be.
extension StackView {
    /// Deactivates the arrangement's constraints and spacer guides and makes them again from the
    /// arranged views and the properties now.
    func rebuildArrangement() {
        guard !defersArrangement else { return }
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        spacerGuides = []
        proportionalLengths = []
        var builder = ArrangementBuilder(stack: self)
        builder.build()
        arrangementConstraints = builder.constraints
        LayoutConstraint.activate(arrangementConstraints)
        let baselines = (ObjectIdentifier(forFirstBaselineLayout), ObjectIdentifier(forLastBaselineLayout))
        if baselines.0 != baselineViews.first || baselines.1 != baselineViews.last {
            baselineViews = (baselines.0, baselines.1)
            hierarchyRoot.layoutState?.engineHostedHere?.baselineLayoutDidChange(of: self)
        }
    }

    /// The intrinsic length of each visible arranged view along the axis, −1 where it has none.
    func currentProportionalLengths() -> [CGFloat] {
        visibleArrangedSubviews.map { view in
            let size = view.intrinsicContentSize
            return axis == .horizontal ? size.width : size.height
        }
    }
}

/// Makes one arrangement's constraints.
@MainActor
struct ArrangementBuilder {
    typealias Attribute = LayoutConstraint.Attribute

    /// The four attributes of one axis.
    struct Attributes {
        let lead: Attribute, trail: Attribute, center: Attribute, size: Attribute
        static let horizontal = Attributes(lead: .leading, trail: .trailing, center: .centerX, size: .width)
        static let vertical = Attributes(lead: .top, trail: .bottom, center: .centerY, size: .height)
    }

    static let spanningFitPriority = LayoutPriority(51)
    static let ambiguitySuppressionPriority = LayoutPriority(25)

    let stack: StackView
    let main: Attributes
    let cross: Attributes
    let canvas: AnyObject
    let visible: [ViewNode]
    var constraints: [LayoutConstraint] = []

    init(stack: StackView) {
        self.stack = stack
        main = stack.axis == .horizontal ? .horizontal : .vertical
        cross = stack.axis == .horizontal ? .vertical : .horizontal
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        visible = stack.visibleArrangedSubviews
    }

    mutating func build() {
        guard !stack.arrangedSubviews.isEmpty else { return }
        buildMainAxis()
        buildCrossAxis()
        buildHidden()
    }

    @discardableResult
    mutating func add(
        _ first: AnyObject, _ firstAttribute: Attribute, _ relation: LayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required, _ identifier: String
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.storedPriority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
        return constraint
    }

    // MARK: Along the axis

    private mutating func buildMainAxis() {
        guard let first = visible.first, let last = visible.last else { return }
        add(first, main.lead, .equal, canvas, main.lead, "UISV-canvas-connection")
        add(canvas, main.trail, .equal, last, main.trail, "UISV-canvas-connection")
        let distribution = stack.distribution
        let spacesAtLeast = distribution == .equalSpacing || distribution == .equalCentering
        for (before, after) in zip(visible, visible.dropFirst()) {
            addSpacing(after: before, before: after, relation: spacesAtLeast ? .greaterThanOrEqual : .equal)
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { add(view, main.size, .equal, first, main.size, "UISV-fill-equally") }
        case .fillProportionally:
            buildProportions()
        case .equalSpacing, .equalCentering:
            buildGaps(betweenCenters: distribution == .equalCentering)
            for view in visible {
                add(view, main.size, .equal, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority,
                    "UISV-ambiguity-suppression")
            }
        }
    }

    /// `after.lead relation before.trail + spacing`, between baselines in a baseline-relative column.
    private mutating func addSpacing(after before: ViewNode, before after: ViewNode, relation: LayoutConstraint.Relation) {
        let spacing = stack.customSpacings[ObjectIdentifier(before)] ?? stack.storedSpacing
        let usesSystem = spacing == StackView.spacingUseSystem
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        let constraint = add(
            after, baselines ? .firstBaseline : main.lead, relation, before, baselines ? .lastBaseline : main.trail,
            constant: usesSystem ? LayoutConstraint.standardSpacing : spacing, "UISV-spacing")
        if usesSystem { constraint.systemSpacingMultiplier = 1 }
    }

    /// Each view's length the share of the stack view's that its intrinsic length is of the
    /// views' total; a view without one counts with its current length (UIKit reads its bounds).
    private mutating func buildProportions() {
        let measured = stack.currentProportionalLengths()
        stack.proportionalLengths = measured
        let lengths = zip(visible, measured).map { view, length in
            length >= 0 ? length : (stack.axis == .horizontal ? view.bounds.width : view.bounds.height)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        for (index, (view, length)) in zip(visible, lengths).enumerated() {
            add(view, main.size, .equal, canvas, main.size, multiplier: length / total,
                priority: LayoutPriority(Float(max(999 - index, 1))), "UISV-fill-proportionally")
        }
    }

    /// Gap guides between consecutive views' facing edges (or centers), all as long as the first.
    /// Equal centering holds at 999 **(chosen)**: below the required minimum spacing, above every
    /// compression resistance, so that when the views do not fit the spacing shrinks to its
    /// minimum before any view is compressed, as UIKit's documentation describes.
    private mutating func buildGaps(betweenCenters: Bool) {
        var gaps: [LayoutGuide] = []
        for (before, after) in zip(visible, visible.dropFirst()) {
            let gap = LayoutGuide()
            gap.identifier = "UISV-distributing"
            stack.addLayoutGuide(gap)
            gaps.append(gap)
            add(gap, main.lead, .equal, before, betweenCenters ? main.center : main.trail, "UISV-distributing-edge")
            add(after, betweenCenters ? main.center : main.lead, .equal, gap, main.trail, "UISV-distributing-edge")
        }
        stack.spacerGuides = gaps
        for gap in gaps.dropFirst() {
            add(gap, main.size, .equal, gaps[0], main.size, priority: betweenCenters ? 999 : .required, "UISV-fill-equally")
        }
    }

    // MARK: Across the axis

    private mutating func buildCrossAxis() {
        guard let first = visible.first else { return }
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            alignment = .fill   // (chosen) baseline alignment is for rows only, as UIKit documents
        }
        switch alignment {
        case .fill:
            add(first, cross.lead, .equal, canvas, cross.lead, "UISV-canvas-connection")
            add(canvas, cross.trail, .equal, first, cross.trail, "UISV-canvas-connection")
            for view in visible.dropFirst() {
                add(view, cross.lead, .equal, first, cross.lead, "UISV-alignment")
                add(view, cross.trail, .equal, first, cross.trail, "UISV-alignment")
            }
            return
        case .leading:
            add(first, cross.lead, .equal, canvas, cross.lead, "UISV-canvas-connection")
            alignOthers(with: first, cross.lead)
            for view in visible { add(canvas, cross.trail, .greaterThanOrEqual, view, cross.trail, "UISV-spanning-boundary") }
        case .trailing:
            add(canvas, cross.trail, .equal, first, cross.trail, "UISV-canvas-connection")
            alignOthers(with: first, cross.trail)
            for view in visible { add(view, cross.lead, .greaterThanOrEqual, canvas, cross.lead, "UISV-spanning-boundary") }
        case .center:
            add(canvas, cross.center, .equal, first, cross.center, "UISV-canvas-connection")
            alignOthers(with: first, cross.center)
            addBoundaries()
        case .firstBaseline, .lastBaseline:
            alignOthers(with: first, alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
            addBoundaries()
            for view in visible {
                add(view, cross.lead, .equal, canvas, cross.lead, priority: Self.ambiguitySuppressionPriority,
                    "UISV-ambiguity-suppression")
            }
        }
        add(canvas, cross.size, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority, "UISV-spanning-fit")
        for view in visible {
            add(view, cross.size, .equal, nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority,
                "UISV-ambiguity-suppression")
        }
    }

    private mutating func alignOthers(with first: ViewNode, _ attribute: Attribute) {
        for view in visible.dropFirst() { add(view, attribute, .equal, first, attribute, "UISV-alignment") }
    }

    private mutating func addBoundaries() {
        for view in visible {
            add(view, cross.lead, .greaterThanOrEqual, canvas, cross.lead, "UISV-spanning-boundary")
            add(canvas, cross.trail, .greaterThanOrEqual, view, cross.trail, "UISV-spanning-boundary")
        }
    }

    // MARK: Hidden views

    /// A hidden view: zero length along the axis, where it would start (after the visible view
    /// before it), at the cross-axis leading edge.
    private mutating func buildHidden() {
        var previous: ViewNode?
        for view in stack.arrangedSubviews {
            guard view.isHidden else { previous = view; continue }
            add(view, main.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous {
                add(view, main.lead, .equal, previous, main.trail, "UISV-hiding")
            } else {
                add(view, main.lead, .equal, canvas, main.lead, "UISV-hiding")
            }
            add(view, cross.lead, .equal, canvas, cross.lead, "UISV-hiding")
        }
    }
}
