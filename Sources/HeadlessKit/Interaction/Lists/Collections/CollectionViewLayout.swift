import Foundation

/// The object that decides where a ``CollectionView`` shows its items and supplementary views —
/// HeadlessKit's `UICollectionViewLayout`. Subclass it for a layout of your own, or use
/// ``CollectionViewFlowLayout``.
///
/// The collection view asks its layout in its own layout pass, as UIKit documents: when the
/// layout is invalid (at first, after ``invalidateLayout()``, after a reload, or after
/// ``shouldInvalidateLayout(forBoundsChange:)`` answered `true`) it calls ``prepare()``, then
/// ``collectionViewContentSize``, then ``layoutAttributesForElements(in:)`` for its bounds; when
/// the layout is valid and the bounds moved (a scroll), only
/// ``layoutAttributesForElements(in:)``. ``invalidateLayout()`` does nothing at once: the next
/// layout pass starts again with ``prepare()``.
///
/// ```swift
/// final class ListLayout: CollectionViewLayout {
///     var attributes: [CollectionViewLayoutAttributes] = []
///     override func prepare() {
///         let count = collectionView?.numberOfItems(inSection: 0) ?? 0
///         attributes = (0..<count).map { item in
///             let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             a.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 320, height: 50)
///             return a
///         }
///     }
///     override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(attributes.count) * 50) }
///     override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
///         attributes.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
///         attributes[indexPath.item]
///     }
/// }
/// ```
@MainActor
open class CollectionViewLayout: ArchiveDecodable {
    /// The collection view the layout lays out, set when the layout is given to one; `nil`
    /// before. Held weakly.
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout that belongs to no collection view yet.
    public init() {}

    /// Creates a layout from an archive (a collection view's `collectionViewLayout`), belonging
    /// to no collection view yet; this class archives no keys of its own.
    ///
    /// Required, as UIKit's is: a subclass that declares a designated initializer also declares
    /// this one and calls `super.init(coder:)`.
    public required init?(coder: Coder) {}

    /// Called on a layout a nib or storyboard made, once every object of the archive is made and
    /// every outlet and action connected. The default does nothing; call `super` first.
    open func awakeFromNib() {}

    // MARK: - Override points

    /// Works out the layout before the collection view asks for it: called first in every
    /// collection view layout pass in which the layout is invalid, before
    /// ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)``. Read the counts
    /// from ``collectionView`` here and cache what the other methods answer. The default does
    /// nothing; overrides call `super`.
    open func prepare() {}

    /// The size of all the content, which becomes the collection view's
    /// ``ScrollView/contentSize``; asked right after ``prepare()``. The default is `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that meets `rect` (in the collection view's content);
    /// the collection view shows exactly the elements whose frame meets its bounds, at those
    /// frames. The default returns `nil`: no elements.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; asked by the collection view's
    /// ``CollectionView/layoutAttributesForItem(at:)`` and when it scrolls to an item. The
    /// default returns `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` for `indexPath`. The default
    /// returns `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, or a resize)
    /// makes the layout invalid; asked in the collection view's layout pass whenever its bounds
    /// changed since the last one. The default returns `false`; a layout whose elements depend
    /// on the bounds (sticky headers, or a width that follows the collection view) returns `true`
    /// when they do.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a view's preferred attributes (from
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``) differ from the layout's
    /// enough to lay out again; asked for each element about to show when the layout sizes its
    /// elements from their content. The default returns `false`; a layout that answers `true`
    /// stores the preferred size for the next ``prepare()``.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// Marks the layout invalid: nothing happens at once; the collection view's next layout
    /// pass starts again with ``prepare()``. Overrides call `super`.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    // MARK: - Internals

    /// Whether the collection view asks the views about to show for their preferred attributes
    /// (a flow layout with an estimated item size).
    var asksPreferredAttributes: Bool { false }

    /// Called when the collection view reloaded its data: a layout forgets what it learnt of the
    /// old items (a flow layout, their preferred sizes).
    func dataDidReload() {}
}
