import Foundation

/// A view that shows a section's header or footer in a ``TableView`` — HeadlessKit's
/// `UITableViewHeaderFooterView`.
///
/// A table makes one to show the title its data source gives a section
/// (``TableViewDataSource/tableView(_:titleForHeaderInSection:)``) when its delegate gives no
/// view of its own; return one from
/// ``TableViewDelegate/tableView(_:viewForHeaderInSection:)`` to show your own content.
@MainActor
open class TableViewHeaderFooterView: ViewNode {
    /// The identifier the view is reused under, or `nil` for a view that is not reused. A view
    /// with one goes back to its table's pool when its section scrolls away.
    public let reuseIdentifier: String?

    /// The view that holds the content; it fills the header or footer.
    public let contentView: ViewNode

    var storedTextLabel: Label?

    /// Creates a header or footer view with the given reuse identifier; a table calls it to make
    /// a view of a registered class. Subclasses that add initializers implement it too.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = ViewNode(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a header or footer view without a reuse identifier, with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``) with its archived
    /// `reuseIdentifier`, and a content view holding the archived `subviews`.
    public required init?(coder: Coder) {
        reuseIdentifier = coder.decodeString(forKey: "reuseIdentifier")
        contentView = ViewNode(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
        TableViewCell.moveArchivedSubviews(of: self, into: contentView)
    }

    /// Readies a view its table is about to hand out again from its reuse pool; called by
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` just before it returns the
    /// view. The default does nothing; overrides call `super`.
    open func prepareForReuse() {}

    /// The label that shows the title, made (in ``contentView``) the first time it is asked for.
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Lays out the content view to fill the view and the label across it, inset by the cells'
    /// margin (chosen, as a cell's text).
    ///
    /// Overrides call `super` first. Called in the layout pass, as any view's.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != storedBounds { contentView.frame = storedBounds }
        let margin = TableViewCell.contentMargin
        storedTextLabel?.frame = CGRect(
            x: margin, y: 0, width: max(0, storedBounds.width - 2 * margin), height: storedBounds.height)
    }
}
