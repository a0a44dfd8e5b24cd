import Foundation

/// A scroll view that shows rows in sections, asking a data source for them only as they are
/// about to show and reusing the cells of rows that scrolled away — HeadlessKit's `UITableView`.
///
/// ``reloadData()`` discards the cells on show (the delegate's
/// ``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)`` for each, in row order; each
/// goes back to its reuse pool), and the data source is asked again in the table's next layout
/// (``layoutSubviews()``) — the first layout asks too. In that layout, without estimated heights:
/// ``TableViewDataSource/numberOfSections(in:)``, then per section the delegate's
/// ``TableViewDelegate/tableView(_:heightForHeaderInSection:)`` and
/// ``TableViewDelegate/tableView(_:heightForFooterInSection:)``, the data source's
/// ``TableViewDataSource/tableView(_:numberOfRowsInSection:)`` and the delegate's
/// ``TableViewDelegate/tableView(_:heightForRowAt:)`` for every row of the section; then, per
/// row on show, in order, ``TableViewDataSource/tableView(_:cellForRowAt:)`` and
/// ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)``. With estimated heights (a positive
/// ``estimatedRowHeight``, or a delegate that implements
/// ``TableViewDelegate/tableView(_:estimatedHeightForRowAt:)``) the content size comes from the
/// estimates and ``TableViewDelegate/tableView(_:heightForRowAt:)`` is asked only for the rows
/// about to show, all of them before their cells. With no sections nothing else is asked.
///
/// Scrolling lays the table out once per frame: rows that left the bounds get
/// ``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)`` and their cells go back to the
/// pool, then rows that entered get ``TableViewDataSource/tableView(_:cellForRowAt:)`` and
/// ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)``. The rows on show are found by a
/// search over the rows' offsets, so a tick costs the same at 100 rows as at 100,000.
///
/// ```swift
/// let table = TableView(frame: window.bounds, style: .plain)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "name")
/// table.dataSource = names          // a TableViewDataSource
/// window.addSubview(table)
/// loop.runUntilIdle()               // the first layout asks for the rows on show
/// table.visibleCells.count          // 11 rows of 44 points in 480
/// ```
@MainActor
open class TableView: ScrollView {
    /// The look of a table — UIKit's `UITableView.Style`, with its raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// Rows across the whole width, section headers and footers between them.
        case plain = 0
        /// Sections as groups across the whole width.
        case grouped = 1
        /// Sections as groups inset from the table's sides by 20 points (chosen, as on an
        /// iPhone); the cells are as wide as the inset group.
        case insetGrouped = 2
    }

    /// Where ``TableView/scrollToRow(at:at:animated:)`` brings a row — UIKit's
    /// `UITableView.ScrollPosition`, with its raw values.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        /// As little scrolling as shows the row; none if it already shows.
        case none = 0
        /// The row at the top of the bounds.
        case top = 1
        /// The row in the middle of the bounds.
        case middle = 2
        /// The row at the bottom of the bounds.
        case bottom = 3
    }

    /// The value that asks the table to work a height out itself — UIKit's
    /// `UITableView.automaticDimension`. As a section header or footer height it gives 28 points
    /// to a section with a title and 0 to one without in a plain table (chosen; see
    /// ``sectionHeaderHeight`` for the grouped styles). As a row height with an estimate (a
    /// positive ``estimatedRowHeight`` or the delegate's
    /// ``TableViewDelegate/tableView(_:estimatedHeightForRowAt:)``) the cell sizes itself: each
    /// row about to show is measured with Auto Layout; without an estimate rows are 44 points.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The table's look; it is given at creation.
    public let style: Style

    /// The object that tells the table its sections, rows and cells; held weakly. Setting it
    /// reloads the table, as ``reloadData()`` does.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }

    // MARK: - Stored state

    var storedRowHeight: CGFloat = 44
    var storedEstimatedRowHeight: CGFloat = 0
    var storedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    var storedSectionFooterHeight: CGFloat = TableView.automaticDimension
    var storedTableHeaderView: ViewNode?
    var storedTableFooterView: ViewNode?
    /// The cell class registered for each reuse identifier.
    var registeredCellClasses: [String: TableViewCell.Type] = [:]
    /// The cells waiting to be reused, per identifier: hidden subviews of the table.
    var reusePool = ReusePool<TableViewCell>()
    /// The header and footer view class registered for each reuse identifier.
    var registeredHeaderFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    /// The header and footer views waiting to be reused, per identifier (not in the table).
    var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    /// Cells handed out by a dequeue during the update under way, returned to their pool if the
    /// data source does not show them.
    var handedOutCells: [TableViewCell] = []
    /// The rows on show and their cells, in row order.
    var visibleRows: [VisibleRow] = []
    /// The section headers and footers on show (and those on show without a view).
    var visibleHeadersAndFooters: [HeaderFooterKey: ViewNode?] = [:]
    /// Where everything sits, from the last reload.
    var geometry = TableGeometry()
    /// Whether the data source must be asked again before the next use of ``geometry``.
    var needsReload = true
    /// Whether the cells on show are being updated now (a reload asked meanwhile waits).
    var isUpdatingVisibleRows = false
    /// The bounds the cells on show were last placed for.
    var boundsOfVisibleRows: CGRect?
    /// The delegate methods that answered with their default during the last probe.
    var defaultAnswers: DefaultAnswers = []
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    var storedAllowsSelection = true
    var storedAllowsMultipleSelection = false
    /// The touch on a row, and the row, from touch-down until it lifts or is cancelled.
    var rowTouch: (touch: Touch, indexPath: IndexPath, highlighted: Bool)?
    /// Cells made to measure self-sizing rows, waiting to be shown in the same update.
    var selfSizing = SelfSizingState()
    /// How the separators between rows look.
    var separators = SeparatorAppearance()
    /// The batch update under way, completions waiting for a layout, and editing.
    var batchState = TableBatchState()

    /// Creates a table of the given frame and style, without rows until it has a data source.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Creates the table from an archive (see ``ViewNode/init(coder:)``): its archived `style` first
    /// (``Style/plain`` when absent), then its scroll view's keys and its own.
    public required init?(coder: Coder) {
        style = coder.decodeCase(Style.self, forKey: "style") ?? .plain
        super.init(coder: coder)
        if !coder.containsValue(forKey: "alwaysBounceVertical") { alwaysBounceVertical = true }
        decodeArchivedTableProperties(from: coder)
    }

    /// Creates a ``Style/plain`` table of the given frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: - Override points

    /// Lays out the scroll view, then brings the rows on show up to date: after
    /// ``reloadData()`` (and in the first layout) the data source is asked again; rows that left
    /// the bounds end displaying, rows that entered get cells.
    ///
    /// The table is marked for layout whenever it scrolls, so this runs once per frame of a drag
    /// or deceleration. Overrides call `super` first. Never call it directly.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleRows()
        runCompletionsAfterLayout()
    }

    /// Highlights the row under a finger that touched down on it (after the scroll view's
    /// content-touch delay), as UIKit's table does; the touch does not go further along the
    /// responder chain when it touched a row.
    ///
    /// Overrides call `super`. Called by the window's event delivery, for touches on the table or
    /// bubbling up from its cells.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard rowTouchBegan(touches) else { return super.touchesBegan(touches, with: event) }
    }

    /// Selects the row a tap lifted from: removes its highlight, then asks and tells the
    /// delegate in UIKit's order (see ``TableViewDelegate``).
    ///
    /// Overrides call `super`. Called by the window's event delivery.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard rowTouchEnded(touches) else { return super.touchesEnded(touches, with: event) }
    }

    /// Removes the highlight of a row whose touch was cancelled (a drag that scrolls the table
    /// takes it); nothing is selected.
    ///
    /// Overrides call `super`. Called by the window's event delivery.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard rowTouchCancelled(touches) else { return super.touchesCancelled(touches, with: event) }
    }

    // MARK: - Heights

    /// The height of every row whose height the delegate does not give; 44 points by default
    /// (chosen: UIKit's default since iOS 11 is ``automaticDimension``, which self-sizes).
    /// Negative values other than ``automaticDimension`` and non-finite values are refused with a
    /// diagnostic. Setting a new value reloads the table.
    public var rowHeight: CGFloat {
        get { storedRowHeight }
        set { setHeightProperty(\.storedRowHeight, newValue, named: "rowHeight") }
    }

    /// An estimate of the rows' heights; 0 (the default, chosen: UIKit's default since iOS 11 is
    /// ``automaticDimension``) measures every row at each reload. A positive estimate sizes the
    /// content from it and asks the real height only of rows about to show. Negative values
    /// other than ``automaticDimension`` (which counts as 0) and non-finite values are refused
    /// with a diagnostic. Setting a new value reloads the table.
    public var estimatedRowHeight: CGFloat {
        get { storedEstimatedRowHeight }
        set { setHeightProperty(\.storedEstimatedRowHeight, newValue, named: "estimatedRowHeight") }
    }

    /// The height of every section header whose height the delegate does not give;
    /// ``automaticDimension`` by default, which gives the style's height (in the grouped styles
    /// 38 points with a title, else 35 above the first section and 18 elsewhere; chosen). Refused
    /// as ``rowHeight`` is; a new value reloads.
    public var sectionHeaderHeight: CGFloat {
        get { storedSectionHeaderHeight }
        set { setHeightProperty(\.storedSectionHeaderHeight, newValue, named: "sectionHeaderHeight") }
    }

    /// The height of every section footer whose height the delegate does not give;
    /// ``automaticDimension`` by default. Refused as ``rowHeight`` is; a new value reloads.
    public var sectionFooterHeight: CGFloat {
        get { storedSectionFooterHeight }
        set { setHeightProperty(\.storedSectionFooterHeight, newValue, named: "sectionFooterHeight") }
    }

    /// A view shown above the first section, as wide as the table and as tall as its frame when
    /// set; `nil` by default. Set it again after changing its height, as in UIKit.
    public var tableHeaderView: ViewNode? {
        get { storedTableHeaderView }
        set { replaceTableView(\.storedTableHeaderView, with: newValue) }
    }

    /// A view shown below the last section, as wide as the table and as tall as its frame when
    /// set; `nil` by default. Set it again after changing its height, as in UIKit.
    public var tableFooterView: ViewNode? {
        get { storedTableFooterView }
        set { replaceTableView(\.storedTableFooterView, with: newValue) }
    }

    private func setHeightProperty(_ keyPath: ReferenceWritableKeyPath<TableView, CGFloat>, _ value: CGFloat, named name: String) {
        guard value.isFinite, value >= 0 || value == Self.automaticDimension else {
            return refuseScrollValue(
                "\(name) \(GeometryFormat.number(value)) is neither a finite height of 0 or more nor "
                    + "TableView.automaticDimension (HeadlessKit's check). HeadlessKit kept "
                    + "\(GeometryFormat.number(self[keyPath: keyPath])); pass a height in points.")
        }
        guard self[keyPath: keyPath] != value else { return }
        self[keyPath: keyPath] = value
        reloadData()
    }

    private func replaceTableView(_ keyPath: ReferenceWritableKeyPath<TableView, ViewNode?>, with view: ViewNode?) {
        let old = self[keyPath: keyPath]
        if let old, old !== view, old.superview === self { old.removeFromSuperview() }
        self[keyPath: keyPath] = view
        if let view, view.superview !== self { addSubview(view) }
        geometry.setTableHeaderHeight(storedTableHeaderView?.frame.height ?? 0, footerHeight: storedTableFooterView?.frame.height ?? 0)
        boundsOfVisibleRows = nil
        setNeedsLayout()
    }
}

/// A row on show and the cell that shows it.
struct VisibleRow {
    let indexPath: IndexPath
    let cell: TableViewCell
}

/// A section's header or footer.
struct HeaderFooterKey: Hashable, Comparable {
    let section: Int
    let isFooter: Bool

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.isFooter ? 1 : 0) < (rhs.section, rhs.isFooter ? 1 : 0)
    }
}

/// Delegate methods whose default implementation answered, which is how a table learns — as
/// UIKit does by asking whether the delegate responds to them — that it need not ask per row.
struct DefaultAnswers: OptionSet {
    let rawValue: Int
    static let heightForRow = DefaultAnswers(rawValue: 1 << 0)
    static let estimatedHeightForRow = DefaultAnswers(rawValue: 1 << 1)
    static let commitEditing = DefaultAnswers(rawValue: 1 << 2)
    static let moveRow = DefaultAnswers(rawValue: 1 << 3)
}

extension TableView {
    /// Notes that a delegate method's default implementation answered; called by those defaults.
    func noteDefaultAnswer(_ answer: DefaultAnswers) {
        defaultAnswers.insert(answer)
    }

    /// The delegate, if it is a table view delegate.
    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }
}
