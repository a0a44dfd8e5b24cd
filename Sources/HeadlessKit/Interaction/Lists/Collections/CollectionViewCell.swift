import Foundation

/// A view that shows one item of a ``CollectionView`` — HeadlessKit's `UICollectionViewCell`.
///
/// Put your content in ``contentView``. A ``backgroundView`` shows behind it, and a
/// ``selectedBackgroundView`` in front of the background while the cell is selected or
/// highlighted. The collection view sets ``isSelected`` and ``isHighlighted`` as items are
/// selected and touched; override their setters' effects through `didSet`-style overrides of the
/// properties, as in UIKit.
///
/// ```swift
/// collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
/// cell.contentView.addSubview(ImageView(image: photos[indexPath.item]))
/// ```
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; add your subviews to it. It fills the cell.
    public let contentView: ViewNode

    var storedBackgroundView: ViewNode?
    var storedSelectedBackgroundView: ViewNode?
    var storedIsSelected = false
    var storedIsHighlighted = false

    /// Creates a cell with the given frame, its content view filling it; a collection view
    /// calls it to make a cell of a registered class.
    public required init(frame: CGRect) {
        contentView = ViewNode(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates the cell from an archive (see ``ViewNode/init(coder:)``), with a content view holding
    /// the archived `subviews`, where Interface Builder puts a cell's content.
    public required init?(coder: Coder) {
        contentView = ViewNode(frame: .zero)
        super.init(coder: coder)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
        TableViewCell.moveArchivedSubviews(of: self, into: contentView)
    }

    // MARK: - Override points

    /// Readies a cell its collection view is about to hand out again: the default clears the
    /// selection and highlight, as UIKit's does. Overrides call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if storedIsHighlighted { isHighlighted = false }
        if storedIsSelected { isSelected = false }
    }

    /// Whether the cell is selected; the collection view sets it as its item is selected and
    /// deselected. The default shows the ``selectedBackgroundView`` while selected. Overrides
    /// call `super`.
    open var isSelected: Bool {
        get { storedIsSelected }
        set {
            storedIsSelected = newValue
            updateBackgrounds()
        }
    }

    /// Whether the cell is highlighted; the collection view sets it while a finger touches its
    /// item. The default shows the ``selectedBackgroundView`` while highlighted. Overrides call
    /// `super`.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            storedIsHighlighted = newValue
            updateBackgrounds()
        }
    }

    /// Lays out the content view and the background views to fill the cell.
    ///
    /// Overrides call `super` first. Called in the layout pass, as any view's.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [storedBackgroundView, storedSelectedBackgroundView, contentView] {
            if let view, view.frame != storedBounds { view.frame = storedBounds }
        }
    }

    // MARK: - Backgrounds

    /// A view behind the content; `nil` by default. It fills the cell.
    public var backgroundView: ViewNode? {
        get { storedBackgroundView }
        set { replaceBackground(\.storedBackgroundView, with: newValue) }
    }

    /// A view shown above the ``backgroundView`` and below the content while the cell is
    /// selected or highlighted; `nil` by default. It fills the cell.
    public var selectedBackgroundView: ViewNode? {
        get { storedSelectedBackgroundView }
        set { replaceBackground(\.storedSelectedBackgroundView, with: newValue) }
    }

    private func replaceBackground(_ keyPath: ReferenceWritableKeyPath<CollectionViewCell, ViewNode?>, with view: ViewNode?) {
        if let old = self[keyPath: keyPath], old !== view, old.superview === self { old.removeFromSuperview() }
        self[keyPath: keyPath] = view
        // Background first, then the selected background, then the content, back to front.
        for (index, view) in [storedBackgroundView, storedSelectedBackgroundView].compactMap({ $0 }).enumerated() {
            insertSubview(view, at: index)
            view.frame = storedBounds
        }
        updateBackgrounds()
    }

    private func updateBackgrounds() {
        storedSelectedBackgroundView?.isHidden = !(storedIsSelected || storedIsHighlighted)
    }
}
