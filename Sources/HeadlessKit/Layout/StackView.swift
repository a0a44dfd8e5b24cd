import Foundation

/// A view that lays out a row or a column of views with constraints it manages — UIKit's
/// `UIStackView`.
///
/// Add views with ``addArrangedSubview(_:)``; the stack view makes them subviews, turns off their
/// ``ViewNode/translatesAutoresizingMaskIntoConstraints``, and keeps them in a row
/// (``axis`` `.horizontal`) or a column by constraints that carry UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-distributing-edge`, `UISV-spanning-boundary`,
/// `UISV-spanning-fit`, `UISV-ambiguity-suppression`, `UISV-hiding`). It has no intrinsic size of
/// its own: its size along both axes follows from those constraints and its arranged views'.
///
/// Hiding an arranged view (``ViewNode/isHidden``) collapses it and the spacing beside it;
/// showing it brings it back. Removing an arranged view from its superview takes it out of the
/// arrangement; ``removeArrangedSubview(_:)`` takes it out but leaves it a subview, as in UIKit.
/// A stack view draws nothing itself, but since iOS 14 it shows its ``ViewNode/backgroundColor``
/// like any view, and so does HeadlessKit's.
@MainActor
open class StackView: ViewNode {
    /// How arranged views share the stack view's length along its axis — UIKit's
    /// `UIStackView.Distribution`, same raw values.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the axis; where they are too long or too short, the one with the lowest
        /// compression resistance or hugging priority gives (the first such, in order, on a tie).
        case fill
        /// The views fill the axis with equal lengths.
        case fillEqually
        /// The views fill the axis with lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their intrinsic lengths; the gaps between them are equal and at least
        /// ``StackView/spacing``.
        case equalSpacing
        /// The views keep their intrinsic lengths; their centers are equally far apart, with gaps
        /// of at least ``StackView/spacing``.
        case equalCentering
    }

    /// Where arranged views sit across the stack view's axis — UIKit's `UIStackView.Alignment`,
    /// same raw values (``top`` and ``bottom`` are ``leading`` and ``trailing``).
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The views fill the stack view across its axis.
        case fill
        /// A column's views sit at its leading edge; a row's at its top.
        case leading
        /// A row's views align their first baselines (in a column: as ``fill``).
        case firstBaseline
        /// The views are centered across the axis.
        case center
        /// A column's views sit at its trailing edge; a row's at its bottom.
        case trailing
        /// A row's views align their last baselines (in a column: as ``fill``).
        case lastBaseline

        /// A row's views sit at its top: the same value as ``leading``.
        public static let top = Alignment.leading
        /// A row's views sit at its bottom: the same value as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// The spacing value that means "no custom spacing after this view: use ``spacing``"
    /// (UIKit's `UIStackView.spacingUseDefault`, the largest `Float`).
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value that means "the system spacing between these views": 8 points, or
    /// between baselines the spacing the views' text asks for (UIKit's
    /// `UIStackView.spacingUseSystem`, the smallest positive normal `Float`).
    public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack view arranges, in order along its axis — a subset of ``ViewNode/subviews``.
    public internal(set) var arrangedSubviews: [ViewNode] = []

    /// Whether the views form a row (`.horizontal`, the default) or a column.
    public var axis = LayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { rebuildArrangement() } }
    }

    /// How arranged views share the length along the axis (``Distribution/fill`` by default).
    public var distribution = Distribution.fill {
        didSet { if distribution != oldValue { rebuildArrangement() } }
    }

    /// Where arranged views sit across the axis (``Alignment/fill`` by default).
    public var alignment = Alignment.fill {
        didSet { if alignment != oldValue { rebuildArrangement() } }
    }

    /// The gap between adjacent arranged views (0 by default): exact for the fill distributions,
    /// the minimum for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
    /// ``spacingUseSystem`` asks for the system spacing. A NaN or infinite value is refused with
    /// a diagnostic and the spacing kept.
    public var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue != storedSpacing else { return }
            guard newValue.isFinite else {
                refuseGeometry("UIStackView spacing is not finite: \(GeometryFormat.number(newValue)). HeadlessKit kept "
                    + "spacing \(GeometryFormat.number(storedSpacing)); pass a finite number or StackView.spacingUseSystem.")
                return
            }
            storedSpacing = newValue
            rebuildArrangement()
        }
    }

    /// Whether a column's spacing runs from one view's last baseline to the next view's first
    /// baseline rather than between their edges (`false` by default; a row ignores it).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { rebuildArrangement() } }
    }

    /// Whether arranged views are laid out within the stack view's ``ViewNode/layoutMargins``
    /// rather than its bounds (`false` by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuildArrangement() } }
    }

    var storedSpacing: CGFloat = 0
    /// Spacing after particular arranged views, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made for the arrangement, all active.
    var arrangementConstraints: [LayoutConstraint] = []
    /// The gaps of ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
    var spacerGuides: [LayoutGuide] = []
    /// The intrinsic lengths ``Distribution/fillProportionally`` last divided the axis by.
    var proportionalLengths: [CGFloat] = []
    /// Set while the initializer adds its views: each addition skips the rebuild.
    var defersArrangement = false
    /// The views whose baselines stood for the stack view's at the last rebuild.
    var baselineViews: (first: ObjectIdentifier?, last: ObjectIdentifier?) = (nil, nil)

    /// A stack view with no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeArchivedStackProperties(from: coder)
    }

    /// A stack view arranging `views` in order, as if each were passed to ``addArrangedSubview(_:)``.
    public convenience init(arrangedSubviews views: [ViewNode]) {
        self.init(frame: .zero)
        // One arrangement for all the views rather than one per view.
        defersArrangement = true
        for view in views { addArrangedSubview(view) }
        defersArrangement = false
        rebuildArrangement()
    }

    /// The first baseline of a column is its first visible arranged view's; a row's is its first
    /// visible arranged view's too **(chosen)**; the stack view itself when none is visible.
    ///
    /// `super` need not be called by overrides.
    open override var forFirstBaselineLayout: ViewNode {
        visibleArrangedSubviews.first?.forFirstBaselineLayout ?? self
    }

    /// The last baseline of a column is its last visible arranged view's; a row's is its first
    /// visible arranged view's **(chosen)**; the stack view itself when none is visible.
    ///
    /// `super` need not be called by overrides.
    open override var forLastBaselineLayout: ViewNode {
        let visible = visibleArrangedSubviews
        return (axis == .vertical ? visible.last?.forLastBaselineLayout : visible.first?.forLastBaselineLayout) ?? self
    }

    /// Re-divides the axis when ``Distribution/fillProportionally``'s views changed their intrinsic
    /// lengths, then applies the solved frames as every view's default does.
    ///
    /// Overrides call `super` first. Never call it directly.
    open override func layoutSubviews() {
        if distribution == .fillProportionally, proportionalLengths != currentProportionalLengths() {
            // The new constraints are solved when the update cycle goes round again.
            rebuildArrangement()
        }
        super.layoutSubviews()
    }

    override func arrangedSubviewVisibilityDidChange(_ subview: ViewNode) {
        rebuildArrangement()
    }

    override func arrangedSubviewWillLeave(_ subview: ViewNode) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
        leaveArrangement(at: index)
    }

    var visibleArrangedSubviews: [ViewNode] { arrangedSubviews.filter { !$0.isHidden } }
}
