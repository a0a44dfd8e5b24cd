import Foundation

/// A view that shows one row of a ``TableView`` — HeadlessKit's `UITableViewCell`.
///
/// Put your content in ``contentView``, or use the content of the cell's ``CellStyle``: a
/// ``textLabel``, a ``detailTextLabel`` and an ``imageView``, each made the first time it is
/// asked for. A table makes cells of a registered class with ``init(style:reuseIdentifier:)``
/// and reuses them: a cell whose row scrolls out goes back to its table's pool (hidden, still a
/// subview of the table), and gets ``prepareForReuse()`` just before
/// ``TableView/dequeueReusableCell(withIdentifier:for:)`` hands it out again.
///
/// ```swift
/// tableView.register(TableViewCell.self, forCellReuseIdentifier: "name")
/// let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
/// cell.textLabel?.text = "Ada"
/// cell.accessoryType = .disclosureIndicator
/// ```
@MainActor
open class TableViewCell: ViewNode {
    /// The arrangement of a cell's default content — UIKit's `UITableViewCell.CellStyle`, with its
    /// raw values.
    public enum CellStyle: Int, Sendable, CaseIterable {
        /// A text label on the left, and no detail label.
        case `default` = 0
        /// A text label on the left and a detail label on the right, in the secondary colour.
        case value1 = 1
        /// A small text label on the left and a detail label beside it.
        case value2 = 2
        /// A text label above a smaller detail label.
        case subtitle = 3
    }

    /// The standard mark at the trailing edge of a cell — UIKit's `UITableViewCell.AccessoryType`,
    /// with its raw values. HeadlessKit draws no mark; the content view leaves room for it
    /// (chosen widths, close to an iPhone's: 38 points for a chevron, 40 for a checkmark, 48 for
    /// an info button, 72 for both).
    public enum AccessoryType: Int, Sendable, CaseIterable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The style the cell was made with; it decides which default content it has.
    public let style: CellStyle

    /// The identifier the cell is reused under, or `nil` for a cell that is not reused.
    public let reuseIdentifier: String?

    /// The view that holds the cell's content; add your subviews to it. It spans the cell's
    /// height, and its width less the accessory's (see ``accessoryType``).
    public let contentView: ViewNode

    /// The mark shown at the trailing edge; ``AccessoryType/none`` by default. HeadlessKit draws
    /// no mark, but narrows ``contentView`` by the mark's width (see
    /// ``AccessoryType``); an ``accessoryView`` takes its place.
    public var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    var storedTextLabel: Label?
    var storedDetailTextLabel: Label?
    var storedImageView: ImageView?
    var storedIsSelected = false
    var storedIsHighlighted = false
    /// The background, selected background and accessory views, and the separator inset.
    var anatomy = CellAnatomy()
    var storedIsEditing = false

    /// Creates a cell of `style` that a table reuses under `reuseIdentifier`; a table calls it to
    /// make a cell of a registered class.
    ///
    /// Subclasses that add initializers implement it too (Swift requires it of every subclass
    /// that defines its own designated initializer), and call `super`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = ViewNode(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = storedBounds
        addSubview(contentView)
    }

    /// Creates a cell of the ``CellStyle/default`` style, not reused, with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates the cell from an archive (see ``ViewNode/init(coder:)``): its archived `style`
    /// (``CellStyle/default`` when absent) and `reuseIdentifier`, a 320 × 44 frame unless the
    /// archive gives one, a content view holding the archived `subviews` (where Interface Builder
    /// puts a cell's content), `accessoryType`, `separatorInset`, and the text of its default
    /// labels as `text` and `detailText`.
    public required init?(coder: Coder) {
        style = coder.decodeCase(CellStyle.self, forKey: "style") ?? .default
        reuseIdentifier = coder.decodeString(forKey: "reuseIdentifier")
        contentView = ViewNode(frame: .zero)
        super.init(coder: coder)
        if !coder.containsValue(forKey: "frame") { frame = CGRect(x: 0, y: 0, width: 320, height: 44) }
        contentView.frame = storedBounds
        addSubview(contentView)
        Self.moveArchivedSubviews(of: self, into: contentView)
        decodeArchivedCellProperties(from: coder)
    }

    // MARK: - Override points

    /// Readies a cell its table is about to hand out again from its reuse pool; called by
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` just before it returns the cell.
    ///
    /// The default clears the selection and highlight, as UIKit's does. Override to reset state
    /// that is not content (content belongs in the data source's
    /// ``TableViewDataSource/tableView(_:cellForRowAt:)``), and call `super`.
    open func prepareForReuse() {
        if storedIsHighlighted { setHighlighted(false, animated: false) }
        if storedIsSelected { setSelected(false, animated: false) }
    }

    /// Selects or deselects the cell: its labels show their highlighted colours while selected.
    ///
    /// The default stores the state and passes it to the default content. Overrides call `super`.
    /// Called when ``isSelected`` is set.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedIsSelected = selected
        updateContentHighlight()
    }

    /// Puts the cell in editing mode or takes it out: its table's editing mode, or a swipe that
    /// revealed its actions.
    ///
    /// The default stores the state. Overrides call `super`. Called by the table when its
    /// ``TableView/setEditing(_:animated:)`` changes mode (for every cell on show), before
    /// ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)`` for a cell coming on show whose
    /// state differs, and when ``isEditing`` is set.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
    }

    /// Highlights the cell or removes the highlight: its labels show their highlighted colours.
    ///
    /// The default stores the state and passes it to the default content. Overrides call `super`.
    /// Called when ``isHighlighted`` is set.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedIsHighlighted = highlighted
        updateContentHighlight()
    }

    /// Lays out the background views to fill the cell, the accessory view at the trailing
    /// edge, the content view beside it, and the default content in it, as the style arranges it.
    ///
    /// Overrides call `super` first. Called in the layout pass, as any view's.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAnatomy()
        layoutDefaultContent()
    }

    // MARK: - State

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` without animation.
    public var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)`` without
    /// animation.
    public var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    private func updateContentHighlight() {
        let highlighted = storedIsSelected || storedIsHighlighted
        storedTextLabel?.isHighlighted = highlighted
        storedDetailTextLabel?.isHighlighted = highlighted
        storedImageView?.isHighlighted = highlighted
        updateSelectedBackgroundView()
    }
}
