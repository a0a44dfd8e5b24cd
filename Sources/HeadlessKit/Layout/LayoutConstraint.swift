import ConstraintSolver
import Foundation

/// A relation between two layout attributes that Auto Layout keeps true — UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Make one with the anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`)
/// or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate
/// it. Changing ``constant`` on an active constraint re-solves in place at the next commit.
@MainActor
public final class LayoutConstraint: CustomStringConvertible {
    /// The attributes a constraint can relate.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left edge, or the right edge when the view holding the constraint
        /// (its items' closest common ancestor) lays out right to left
        /// (``ViewNode/effectiveUserInterfaceLayoutDirection``).
        case leading
        /// The trailing edge: the right edge, or the left edge right to left.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The baseline of the last line of text: the view's bottom edge minus the offset the
        /// view gives (a view without text has none, so its bottom edge).
        case lastBaseline
        /// The baseline of the first line of text: the view's top edge plus the offset the view
        /// gives (its bottom edge for a view without text).
        case firstBaseline
        /// No attribute: the second item of a constant size constraint.
        case notAnAttribute = 0

        /// The name UIKit prints, such as `leading` or `centerX`.
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The axis of a location attribute; `nil` for a size (and for no attribute).
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: .horizontal
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: .vertical
            case .width, .height, .notAnAttribute: nil
            }
        }

        var isDirectional: Bool { self == .leading || self == .trailing }
        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
        var isHorizontalEdge: Bool { self == .leading || self == .trailing || self == .left || self == .right }
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The two layout axes, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// UIKit's standard spacing between sibling views, 8 points: the system spacing between
    /// x-axis anchors and a `-` between two views in a visual format.
    public nonisolated static let standardSpacing: CGFloat = 8

    /// UIKit's standard spacing between a view and its superview's edge in a visual format
    /// (`|-[view]`), 20 points as the Auto Layout Guide's visual format appendix gives it.
    public nonisolated static let standardSuperviewSpacing: CGFloat = 20

    /// The first item: a ``ViewNode`` or a ``LayoutGuide``; held weakly, as in UIKit (a view
    /// owns the constraints it holds, never the other way round), so `nil` once the item is freed.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the first side compares with the second.
    public let relation: Relation
    /// The second item, or `nil` for a constant (`width == 100`); held weakly, like ``firstItem``.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// A name shown in descriptions and diagnostics.
    public var identifier: String?

    /// What is added to the multiplied second attribute. Changing it on an active constraint
    /// updates the solver in place (no rebuild) at the next commit.
    ///
    /// A NaN or infinite constant is refused with UIKit's message; the old constant is kept.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            guard newValue.isFinite else {
                reportMisuse(.invalidConstraint, nonFiniteMessage("constant", newValue)
                    + " HeadlessKit kept the constant \(GeometryFormat.number(storedConstant)); pass a finite number.")
                return
            }
            storedConstant = newValue
            systemSpacingMultiplier = nil
            if isActive { engine?.constantDidChange(of: self) }
        }
    }

    /// How strongly the constraint holds; 1000 (``LayoutPriority/required``) by default.
    ///
    /// As in UIKit, a priority must be greater than 0 and at most 1000, and an active constraint
    /// cannot change between required and optional; such a change is ignored with a diagnostic.
    /// Other changes re-solve at the next commit.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            guard newValue.rawValue > 0 && newValue.rawValue <= 1000 else {
                reportMisuse(.invalidConstraintPriority,
                    "It's illegal to set priority:\(newValue). Priority must be greater than 0 and less or equal to "
                        + "NSLayoutPriorityRequired, which is 1000.000000. \(self) keeps its priority "
                        + "\(storedPriority); pass a priority in 1...1000.")
                return
            }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                reportMisuse(Diagnostic(
                    kind: .invalidConstraintPriority,
                    message: "Mutating a priority from required to not on an installed constraint (or vice-versa) "
                        + "is not supported. You passed priority \(newValue) and the existing priority was "
                        + "\(storedPriority). \(self) keeps its priority; deactivate it first.",
                    objects: [self]))
                return
            }
            storedPriority = newValue
            if isActive { engine?.reinstall(self) }
        }
    }

    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)``/``deactivate(_:)``.
    public var isActive: Bool {
        get { storedIsActive }
        set { newValue ? LayoutConstraint.activate([self]) : LayoutConstraint.deactivate([self]) }
    }

    var storedPriority = LayoutPriority.required
    var storedConstant: CGFloat
    /// For a system-spacing constraint (made by `constraint(equalToSystemSpacingAfter:multiplier:)`
    /// and its kin, or by a `-` in a visual format): how many system spacings the constant is
    /// (the spacing is `constant / multiplier`, shown as `NSSpace(8)`). The engine resolves the
    /// spacing between two baselines each time it installs the constraint; setting ``constant``
    /// makes the constraint an ordinary one.
    var systemSpacingMultiplier: CGFloat?
    var storedIsActive = false
    /// The closest common ancestor of the items, which lists this constraint in `constraints`.
    weak var owner: ViewNode?
    /// The engine holding it (installed, broken or pending).
    weak var engine: LayoutEngine?

    /// A constraint `item.attribute relation multiplier × toItem.attribute + constant`
    /// (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    public init(
        item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
        attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        storedConstant = constant
    }

    // MARK: Validity

    /// Why this constraint can never hold, in UIKit's words, or `nil`: a non-finite constant or
    /// multiplier, an item that is not a view or layout guide, or attributes that cannot be
    /// related (UIKit's anchors rule most of these out at compile time; the item-and-attribute
    /// initializer does not). Checked on activation.
    var invalidity: String? {
        if !storedConstant.isFinite { return nonFiniteMessage("constant", storedConstant) }
        if !multiplier.isFinite { return nonFiniteMessage("multiplier", multiplier) }
        for item in [firstItem, secondItem] where item != nil && !(item is ViewNode) && !(item is LayoutGuide) {
            return "Constraint items must each be a view or layout guide."
        }
        if firstItem == nil || firstAttribute == .notAnAttribute {
            return "Invalid pairing of layout attributes: the first item and attribute are required."
        }
        if secondItem == nil && secondAttribute != .notAnAttribute {
            return "Invalid pairing of layout attributes: the second item is gone."
        }
        guard secondItem != nil else {
            return firstAttribute.axis == nil ? nil
                : "A constraint cannot be made that sets a location equal to a constant."
        }
        let (first, second) = (firstAttribute, secondAttribute)
        if first.axis != second.axis || second == .notAnAttribute {
            return "Invalid pairing of layout attributes: \(first) cannot be related to \(second)."
        }
        if first.isDirectional != second.isDirectional, first.isHorizontalEdge, second.isHorizontalEdge {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }

    func nonFiniteMessage(_ what: String, _ value: CGFloat) -> String {
        "Constraint \(what) is not finite! That's illegal. \(what):\(GeometryFormat.number(value)) "
            + "firstAnchor:<\(LayoutConstraint.name(of: firstItem)).\(firstAttribute)> "
            + "secondAnchor:<\(LayoutConstraint.name(of: secondItem)).\(secondAttribute)>."
    }

    /// Reports misuse of this constraint to the first of its owner and items that belongs to a loop.
    func reportMisuse(_ kind: Diagnostic.Kind, _ message: String) {
        reportMisuse(Diagnostic(kind: kind, message: message, objects: [self]))
    }

    func reportMisuse(_ diagnostic: Diagnostic) {
        let views = ([owner] + [firstItem, secondItem].map(LayoutEngine.view(of:))).compactMap { $0 }
        if let view = views.first {
            view.reportMisuse(diagnostic, involving: Array(views.dropFirst()))
        } else {
            DiagnosticsSink.report(diagnostic, to: MainRunLoop.current?.diagnostics)
        }
    }

    /// Activates each constraint: it joins its items' closest common ancestor's ``ViewNode/constraints``
    /// and the next commit solves with it. A constraint whose items have no common ancestor is
    /// refused with UIKit's message and stays inactive.
    ///
    /// A constraint that can never hold (a non-finite constant or multiplier, attributes that
    /// cannot be related, an item that is neither a view nor a layout guide) is refused with
    /// UIKit's message and stays inactive.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where !constraint.storedIsActive {
            if let problem = constraint.invalidity {
                constraint.reportMisuse(.invalidConstraint, problem + " \(constraint) stays inactive; fix its "
                    + "items, attributes and numbers, then activate it.")
                continue
            }
            LayoutEngine.activate(constraint)
        }
    }

    /// Deactivates each constraint: it leaves its owner's ``ViewNode/constraints`` and the solver.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.storedIsActive {
            LayoutEngine.deactivate(constraint)
        }
    }

    /// UIKit's form without the address: `<LayoutConstraint label.leading == superview.leading + 8 (active)>`,
    /// with the identifier first when there is one and the priority when it is not required.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describeSelf() }
    }

    private func describeSelf() -> String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(LayoutConstraint.name(of: firstItem)).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(GeometryFormat.number(multiplier))*" }
            text += "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute)"
            if let spacing = systemSpacingMultiplier {
                let scaled = spacing == 1 ? "" : "\(GeometryFormat.number(spacing))*"
                text += " + \(scaled)NSSpace(\(GeometryFormat.number(constant / (spacing == 0 ? 1 : spacing))))"
            } else if constant != 0 { text += constant > 0 ? " + \(GeometryFormat.number(constant))" : " - \(GeometryFormat.number(-constant))" }
        } else {
            text += GeometryFormat.number(constant)
        }
        if storedPriority != .required { text += " @\(storedPriority)" }
        text += storedIsActive ? " (active)>" : " (inactive)>"
        return text
    }

    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as ViewNode: view.constraintName
        case let guide as LayoutGuide: guide.description
        default: "nil"
        }
    }
}
