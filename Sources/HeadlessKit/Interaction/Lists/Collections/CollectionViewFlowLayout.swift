import Foundation

/// A layout that puts items in lines, filling each line across the collection view before
/// starting the next, with optional section headers and footers — HeadlessKit's
/// `UICollectionViewFlowLayout`.
///
/// Items fill a line in order while they fit with ``minimumInteritemSpacing`` between them; the
/// space left in a line that is not its section's last is shared equally between the line's
/// items, so the line reaches both edges (a line of one item centres it); the section's last
/// line keeps the minimum spacing from the leading edge. Each item is centred across its
/// line's thickness; lines are ``minimumLineSpacing`` apart. The collection view's delegate
/// gives per-item sizes and per-section metrics when it is a
/// ``CollectionViewDelegateFlowLayout``.
///
/// ``prepare()`` works every section out once (asking the delegate for every item's size); the
/// elements in a rectangle are then found by binary search, so a scroll tick costs the same at
/// 100 items as at 100,000.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 90, height: 90)
/// layout.minimumInteritemSpacing = 10
/// layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// ```
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls and lines follow each other in — UIKit's
    /// `UICollectionView.ScrollDirection`, with its raw values.
    public enum ScrollDirection: Int, Sendable, CaseIterable {
        /// Lines are rows, one below the other; the content scrolls up and down.
        case vertical = 0
        /// Lines are columns, one beside the other; the content scrolls sideways.
        case horizontal = 1
    }

    /// What a section's insets are measured from — UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`, with its raw values.
    public enum SectionInsetReference: Int, Sendable, CaseIterable {
        /// The collection view's content, inside its adjusted content inset.
        case fromContentInset = 0
        /// The collection view's safe area.
        case fromSafeArea = 1
        /// The collection view's layout margins.
        case fromLayoutMargins = 2
    }

    /// The value of ``estimatedItemSize`` that sizes every item from its cell's content —
    /// UIKit's `UICollectionViewFlowLayout.automaticSize`. Until a cell is measured its item
    /// takes ``itemSize`` (chosen).
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    var storedScrollDirection = ScrollDirection.vertical
    var storedItemSize = CGSize(width: 50, height: 50)
    var storedEstimatedItemSize = CGSize.zero
    var storedMinimumLineSpacing: CGFloat = 10
    var storedMinimumInteritemSpacing: CGFloat = 10
    var storedSectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var storedHeaderReferenceSize = CGSize.zero
    var storedFooterReferenceSize = CGSize.zero
    var storedSectionInsetReference = SectionInsetReference.fromContentInset
    /// The sections, worked out in the last ``prepare()``.
    var sections: [FlowLayoutSection] = []
    /// The content size worked out in the last ``prepare()``.
    var preparedContentSize = CGSize.zero
    /// The collection view's bounds size the last ``prepare()`` laid out for.
    var preparedBoundsSize: CGSize?
    /// The sizes cells preferred, by index path, until the next reload.
    var preferredSizes: [IndexPath: CGSize] = [:]

    /// Creates a vertical flow layout of 50 × 50 point items, 10 points apart, as UIKit's.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive: `scrollDirection`, `itemSize`, `estimatedItemSize`
    /// (a size, or `"automatic"` for ``automaticSize``), `minimumLineSpacing`,
    /// `minimumInteritemSpacing`, `sectionInset`, `sectionInsetReference`, `headerReferenceSize`
    /// and `footerReferenceSize`, the rest as ``init()`` leaves them.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeArchivedFlowProperties(from: coder)
    }

    // MARK: - Override points

    /// Works out every section: asks the collection view for its counts and the delegate (a
    /// ``CollectionViewDelegateFlowLayout``) for each section's metrics and each item's size.
    /// Overrides call `super` first.
    open override func prepare() {
        super.prepare()
        layOutSections()
    }

    /// The size of all the sections: across, the collection view's extent inside its insets;
    /// along the scroll axis, the sections end to end.
    open override var collectionViewContentSize: CGSize { preparedContentSize }

    /// The attributes of the headers, items and footers that meet `rect`, section by section,
    /// found by binary search.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let isVertical = storedScrollDirection == .vertical
        let rectMin = isVertical ? rect.minY : rect.minX
        let rectMax = isVertical ? rect.maxY : rect.maxX
        var found: [CollectionViewLayoutAttributes] = []
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].mainMax <= rectMin { low = middle + 1 } else { high = middle }
        }
        var section = low
        while section < sections.count, sections[section].mainMin < rectMax {
            let geometry = sections[section]
            if let header = geometry.header, CollectionView.meets(header, rect) {
                found.append(supplementaryAttributes(CollectionView.elementKindSectionHeader, section, header))
            }
            for item in geometry.items(meeting: rect, mainMin: rectMin, mainMax: rectMax) {
                found.append(cellAttributes(IndexPath(item: item, section: section), geometry.itemFrames[item]))
            }
            if let footer = geometry.footer, CollectionView.meets(footer, rect) {
                found.append(supplementaryAttributes(CollectionView.elementKindSectionFooter, section, footer))
            }
            section += 1
        }
        return found
    }

    /// The attributes of the item at `indexPath`, or `nil` for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(indexPath, sections[indexPath.section].itemFrames[indexPath.item])
    }

    /// The attributes of the header or footer of `indexPath`'s section, or `nil` for a section
    /// without one.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let frame = switch elementKind {
        case CollectionView.elementKindSectionHeader: sections[indexPath.section].header
        case CollectionView.elementKindSectionFooter: sections[indexPath.section].footer
        default: CGRect?.none
        }
        return frame.map { supplementaryAttributes(elementKind, indexPath.section, $0) }
    }

    /// Returns `true` when the bounds' size differs from the size the layout was prepared for
    /// (lines depend on it); a scroll keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    /// Returns `true`, and keeps the preferred size for the next ``prepare()``, when a cell
    /// prefers a size other than its item's (only with an ``estimatedItemSize``).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let size = preferredAttributes.size
        guard preferredAttributes.representedElementCategory == .cell, size != originalAttributes.size,
              GeometryFormat.isFinite(size.width, size.height), size.width >= 0, size.height >= 0 else { return false }
        preferredSizes[originalAttributes.indexPath] = size
        return true
    }

    override var asksPreferredAttributes: Bool { storedEstimatedItemSize != .zero }

    override func dataDidReload() {
        preferredSizes = [:]
    }

    // MARK: - Internals

    private func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, _ section: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
