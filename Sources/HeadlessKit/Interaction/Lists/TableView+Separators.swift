import Foundation

/// The separators between a table's rows: their style, colour and insets. HeadlessKit keeps
/// them as properties and draws no separator views (chosen: UIKit's separators are private
/// views, so a table's and a cell's subviews hold only what the app put there and the cells).
extension TableView {
    /// Whether rows are separated by a line — UIKit's `UITableViewCell.SeparatorStyle`, with
    /// its raw values (the deprecated etched style left out).
    public enum SeparatorStyle: Int, Sendable, CaseIterable {
        /// No separators.
        case none = 0
        /// A thin line below each row.
        case singleLine = 1
    }

    /// Whether rows are separated by a line; ``SeparatorStyle/singleLine`` by default, as in
    /// UIKit.
    public var separatorStyle: SeparatorStyle {
        get { separators.style }
        set { separators.style = newValue }
    }

    /// The colour of the separators; the system's ``Color/separator`` by default, as in UIKit.
    public var separatorColor: Color? {
        get { separators.color }
        set { separators.color = newValue }
    }

    /// The default insets of the separators from the cells' edges: 16 points on the left
    /// (chosen: UIKit's on an iPhone, the cells' layout margin), the rest 0. A cell uses it until
    /// its own ``TableViewCell/separatorInset`` is set; setting it passes it to every cell the
    /// table holds. Non-finite insets are refused with a diagnostic.
    public var separatorInset: EdgeInsets {
        get { separators.inset }
        set {
            guard GeometryFormat.isFinite(newValue.top, newValue.left, newValue.bottom, newValue.right) else {
                return refuseGeometry(
                    "separatorInset " + GeometryFormat.bracketed([newValue.top, newValue.left, newValue.bottom, newValue.right])
                        + " is not finite (HeadlessKit's check). HeadlessKit kept the table's inset; pass finite insets.")
            }
            separators.inset = newValue
            for case let cell as TableViewCell in subviews { cell.inheritedSeparatorInset = newValue }
        }
    }
}

/// How a table's separators look.
struct SeparatorAppearance {
    var style = TableView.SeparatorStyle.singleLine
    var color: Color? = .separator
    var inset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
}
