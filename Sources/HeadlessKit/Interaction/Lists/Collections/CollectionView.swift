import Foundation

/// A scroll view that shows items in sections where its layout puts them, asking a data source
/// for them only as they are about to show and reusing the cells of items that scrolled away —
/// HeadlessKit's `UICollectionView`.
///
/// In the collection view's layout pass (``layoutSubviews()``; the first layout, and the first
/// after ``reloadData()``, ask the data source's counts first —
/// ``CollectionViewDataSource/numberOfSections(in:)`` then
/// ``CollectionViewDataSource/collectionView(_:numberOfItemsInSection:)`` per section): when
/// the layout is invalid, ``CollectionViewLayout/prepare()``, then
/// ``CollectionViewLayout/collectionViewContentSize`` (which becomes the
/// ``ScrollView/contentSize``), then ``CollectionViewLayout/layoutAttributesForElements(in:)``
/// for the bounds. Elements that left the bounds end displaying
/// (``CollectionViewDelegate/collectionView(_:didEndDisplaying:forItemAt:)``, or the
/// supplementary view's) and go back to their pools; elements that entered, in the order the
/// layout lists them, get a view from the data source
/// (``CollectionViewDataSource/collectionView(_:cellForItemAt:)`` or
/// ``CollectionViewDataSource/collectionView(_:viewForSupplementaryElementOfKind:at:)``), framed
/// at their attributes, then the delegate's `willDisplay`. Each view on show gets its
/// attributes' frame, alpha, z-index and hidden state.
///
/// A scroll lays the collection view out once per frame: the layout is asked
/// ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``, then (still valid) only
/// for the elements in the new bounds.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos          // a CollectionViewDataSource
/// window.addSubview(grid)
/// loop.runUntilIdle()               // the first layout asks for the items on show
/// grid.indexPathsForVisibleItems    // the items whose frames meet the bounds
/// ```
@MainActor
open class CollectionView: ScrollView {
    /// Where ``CollectionView/scrollToItem(at:at:animated:)`` brings an item — UIKit's
    /// `UICollectionView.ScrollPosition`, with its raw values. Combine at most one vertical and
    /// one horizontal position.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No position: the item is not scrolled to.
        public static let none: ScrollPosition = []
        /// The item's top at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the bounds.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the bounds.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header supplementary view — UIKit's
    /// `UICollectionView.elementKindSectionHeader`.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view — UIKit's
    /// `UICollectionView.elementKindSectionFooter`.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The object that tells the collection view its sections, items and views; held weakly.
    /// Setting it reloads, as ``reloadData()`` does.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    // MARK: - Stored state

    var storedLayout: CollectionViewLayout
    /// The cell class registered for each reuse identifier.
    var registeredCellClasses: [String: CollectionViewCell.Type] = [:]
    /// The supplementary view class registered for each kind and reuse identifier.
    var registeredSupplementaryClasses: [String: CollectionReusableView.Type] = [:]
    /// The cells and supplementary views waiting to be reused: hidden subviews.
    var reusePool = ReusePool<CollectionReusableView>()
    /// Views handed out by a dequeue during the update under way, returned to their pool if the
    /// data source does not show them.
    var handedOutViews: [CollectionReusableView] = []
    /// The elements on show, their views and attributes.
    var visibleElements: [ElementKey: VisibleElement] = [:]
    /// The number of items in each section, from the last reload.
    var itemCounts: [Int] = []
    /// Whether the data source must be asked again before the counts are used.
    var needsReload = true
    /// Whether the layout must be prepared again before it is asked for attributes.
    var layoutIsValid = false
    /// Whether the elements on show are being updated now (a reload asked meanwhile waits).
    var isUpdatingVisibleItems = false
    /// The bounds the elements on show were last placed for.
    var boundsOfVisibleItems: CGRect?
    /// The batch update under way and the completions waiting for a layout.
    var batchState = CollectionBatchState()
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    var storedAllowsSelection = true
    var storedAllowsMultipleSelection = false
    /// The touch on an item, and the item, from touch-down until it lifts or is cancelled.
    var itemTouch: (touch: Touch, indexPath: IndexPath, highlighted: Bool)?

    /// Creates a collection view of the given frame that `layout` lays out, without items until
    /// it has a data source.
    ///
    /// A layout that already lays out another collection view is refused, as a layout belongs to
    /// one collection view: a ``Diagnostic/Kind/collectionViewLayoutInUse`` diagnostic, and the
    /// collection view gets an empty ``CollectionViewLayout`` instead.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        storedLayout = CollectionViewLayout()
        super.init(frame: frame)
        if layout.collectionView == nil {
            storedLayout = layout
        } else {
            refuseLayoutInUse(layout, call: "init(frame:collectionViewLayout:)", result: "gave it an empty CollectionViewLayout")
        }
        storedLayout.collectionView = self
    }

    /// Creates the collection view from an archive (see ``ViewNode/init(coder:)``) with its
    /// archived `collectionViewLayout` — a flow layout when the archive gives none, as Interface
    /// Builder's default is.
    public required init?(coder: Coder) {
        storedLayout = Self.archivedLayout(from: coder)
        super.init(coder: coder)
        storedLayout.collectionView = self
    }

    // MARK: - Override points

    /// Lays out the scroll view, then brings the elements on show up to date: after
    /// ``reloadData()`` (and in the first layout) the data source's counts are asked again; an
    /// invalid layout is prepared; elements that left the bounds end displaying, elements that
    /// entered get views.
    ///
    /// The collection view is marked for layout whenever it scrolls, so this runs once per frame
    /// of a drag or deceleration. Overrides call `super` first. Never call it directly.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleItems()
        runCompletionsAfterLayout()
    }

    /// Highlights the item under a finger that touched down on it, as UIKit's collection view
    /// does; the touch does not go further along the responder chain when it touched an item.
    ///
    /// Overrides call `super`. Called by the window's event delivery.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard itemTouchBegan(touches) else { return super.touchesBegan(touches, with: event) }
    }

    /// Selects the item a tap lifted from: removes its highlight, then asks and tells the
    /// delegate in UIKit's order (see ``CollectionViewDelegate``).
    ///
    /// Overrides call `super`. Called by the window's event delivery.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard itemTouchEnded(touches) else { return super.touchesEnded(touches, with: event) }
    }

    /// Removes the highlight of an item whose touch was cancelled (a drag that scrolls takes
    /// it); nothing is selected.
    ///
    /// Overrides call `super`. Called by the window's event delivery.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard itemTouchCancelled(touches) else { return super.touchesCancelled(touches, with: event) }
    }

    // MARK: - Layout

    /// The layout that decides where the items show. Setting it lays the collection view out
    /// again with the new layout, without animation; a layout of another collection view is
    /// refused as ``init(frame:collectionViewLayout:)`` refuses it, and the old one is kept.
    public var collectionViewLayout: CollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; HeadlessKit does not animate the change (the elements move to their
    /// new frames in the next layout pass). A layout of another collection view is refused with
    /// a ``Diagnostic/Kind/collectionViewLayoutInUse`` diagnostic, and nothing changes.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        guard layout !== storedLayout else { return }
        guard layout.collectionView == nil else {
            return refuseLayoutInUse(layout, call: "setCollectionViewLayout(_:animated:)", result: "kept the old layout")
        }
        storedLayout.collectionView = nil
        storedLayout = layout
        layout.collectionView = self
        layoutWasInvalidated()
    }

    private func refuseLayoutInUse(_ layout: CollectionViewLayout, call: String, result: String) {
        reportMisuse(Diagnostic(
            kind: .collectionViewLayoutInUse,
            message: "CollectionView.\(call): the layout already lays out another collection view (HeadlessKit's check: "
                + "a layout belongs to one collection view); HeadlessKit \(result). Make a layout for each collection view. "
                + "Collection view: \(self)",
            objects: [self]))
    }
}

/// An element on show: its view and the attributes it was placed at.
struct VisibleElement {
    let view: CollectionReusableView
    var attributes: CollectionViewLayoutAttributes
}

extension CollectionView {
    /// The delegate, if it is a collection view delegate.
    var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    /// Notes that the layout is invalid; the next layout pass prepares it again.
    func layoutWasInvalidated() {
        layoutIsValid = false
        setNeedsLayout()
    }
}
