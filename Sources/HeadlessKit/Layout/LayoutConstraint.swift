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
        /// The leading edge (the left edge: HeadlessKit lays out left to right).
        case leading
        /// The trailing edge (the right edge).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
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
            case .notAnAttribute: "notAnAttribute"
            }
        }
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

    /// The first item: a ``ViewNode`` or a ``LayoutGuide``.
    public let firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the first side compares with the second.
    public let relation: Relation
    /// The second item, or `nil` for a constant (`width == 100`).
    public let secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// A name shown in descriptions and diagnostics.
    public var identifier: String?

    /// What is added to the multiplied second attribute. Changing it on an active constraint
    /// updates the solver in place (no rebuild) at the next commit.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue, isActive else { return }
            engine?.constantDidChange(of: self)
        }
    }

    /// How strongly the constraint holds; 1000 (``LayoutPriority/required``) by default.
    ///
    /// As in UIKit, an active constraint cannot change between required and optional; such a
    /// change is ignored with a diagnostic. Other changes re-solve at the next commit.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                owner?.reportMisuse(Diagnostic(
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
        self.constant = constant
    }

    /// Activates each constraint: it joins its items' closest common ancestor's ``ViewNode/constraints``
    /// and the next commit solves with it. A constraint whose items have no common ancestor is
    /// refused with UIKit's message and stays inactive.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where !constraint.storedIsActive {
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
            if constant != 0 { text += constant > 0 ? " + \(GeometryFormat.number(constant))" : " - \(GeometryFormat.number(-constant))" }
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
