import Foundation

/// A view a ``CollectionView`` shows and reuses — the base of its cells and of its supplementary
/// views such as section headers: HeadlessKit's `UICollectionReusableView`.
///
/// A collection view makes views of a registered class with ``init(frame:)``, gives them their
/// reuse identifier, and reuses them: a view whose element scrolled out goes back to its
/// collection view's pool (hidden, still a subview), and gets ``prepareForReuse()`` just before
/// a dequeue hands it out again.
@MainActor
open class CollectionReusableView: ViewNode {
    /// The identifier the view is reused under: the one it was registered and dequeued with, or
    /// `nil` for a view its collection view did not make.
    public internal(set) var reuseIdentifier: String?

    /// The kind of supplementary element the view was made for; `nil` for a cell.
    var reuseKind: String?

    /// Creates a view with the given frame; a collection view calls it to make a view of a
    /// registered class. Subclasses that add initializers implement it too, and call `super`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``) with its archived `reuseIdentifier`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if let identifier = coder.decodeString(forKey: "reuseIdentifier") { reuseIdentifier = identifier }
    }

    // MARK: - Override points

    /// Readies a view its collection view is about to hand out again from its reuse pool;
    /// called by the dequeue just before it returns the view. The default does nothing (a cell
    /// also clears its selection and highlight); overrides call `super`.
    open func prepareForReuse() {}

    /// The attributes the view would like instead of `layoutAttributes`: a layout that sizes
    /// its items from their content (a ``CollectionViewFlowLayout`` with an
    /// ``CollectionViewFlowLayout/estimatedItemSize``) asks each view about to show.
    ///
    /// The default returns a copy whose size is ``ViewNode/systemLayoutSizeFitting(_:)`` of the
    /// given size, as UIKit's self-sizing views do. Override to size the view yourself; call
    /// `super` to start from the constraints' answer.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy()
        let fitting = systemLayoutSizeFitting(layoutAttributes.size)
        preferred.frame.size = fitting
        return preferred
    }

    /// Applies the layout's attributes beyond the frame, alpha, z-index and hidden state, which
    /// the collection view has set already. Called before the view shows, and when its
    /// attributes change. The default does nothing; override to read a custom attributes
    /// subclass.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
