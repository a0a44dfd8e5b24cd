import Foundation

/// A view controller whose view is a ``CollectionView`` it is the data source and delegate of —
/// HeadlessKit's `UICollectionViewController`.
///
/// Subclass it and override the data source and delegate methods you need, as in UIKit: every
/// one is declared here, with the default of the protocols (``CollectionViewDataSource``,
/// ``CollectionViewDelegate``, ``ScrollViewDelegate``), so that overrides are called. A subclass
/// that also adopts ``CollectionViewDelegateFlowLayout`` gives a flow layout per-item sizes.
///
/// With ``clearsSelectionOnViewWillAppear`` (the default), the collection view's selected items
/// are deselected each time the view is about to appear, as UIKit's controller does.
///
/// ```swift
/// final class PhotosController: CollectionViewController {
///     let photos = ["Dunes", "Fjord", "Harbour"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
///     }
///     override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos.count
///     }
///     override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// let photos = PhotosController(collectionViewLayout: CollectionViewFlowLayout())
/// ```
@MainActor
open class CollectionViewController: ViewControllerBase, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the controller's collection view is made with.
    let initialLayout: CollectionViewLayout

    /// Creates a controller whose collection view, made when its view loads, uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose collection view uses a ``CollectionViewFlowLayout`` with its
    /// defaults — UIKit's designated initializer.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from an archive (see ``ViewControllerBase/init(coder:)``).
    public required init?(coder: Coder) {
        initialLayout = CollectionView.archivedLayout(from: coder)
        super.init(coder: coder)
        if let clears = coder.decodeIfPresent("clearsSelectionOnViewWillAppear", coder.decodeBool) {
            clearsSelectionOnViewWillAppear = clears
        }
    }

    /// Whether ``viewWillAppear(_:)`` deselects the collection view's selected items; `true` by
    /// default.
    public var clearsSelectionOnViewWillAppear = true

    /// The collection view: the controller's view, loaded on first use. Setting it makes another
    /// collection view the view (the controller does not become its data source or delegate).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view: the one the controller was made with until the
    /// view loads, then the collection view's.
    public var collectionViewLayout: CollectionViewLayout {
        (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Deselects the collection view's selected items when ``clearsSelectionOnViewWillAppear``,
    /// animated as the appearance is.
    ///
    /// Overrides call `super`. Called before the view enters a window, as any controller's.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Makes a collection view with the controller's layout, the size of the screen, with the
    /// controller as its data source and delegate, and makes it the view.
    ///
    /// Overrides assign ``ViewControllerBase/view`` and do not call `super`. Called once per
    /// load, by the first access of the view; never call it directly.
    open override func loadView() {
        let collection = CollectionView(frame: CGRect(origin: .zero, size: defaultViewSize), collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // MARK: - Data source

    /// How many sections the collection view has. The default is 1; overrides need not call
    /// `super`.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// How many items `section` has. The default is 0; overrides need not call `super`.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for the item at `indexPath`. The default is a new, unpooled cell; overrides dequeue
    /// theirs and do not call `super`.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// The supplementary view of `kind` at `indexPath`. The default is a new, unpooled view;
    /// overrides dequeue theirs and do not call `super`.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    /// Whether the item at `indexPath` can be moved. The default is `false`.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// The item at `sourceIndexPath` moved to `destinationIndexPath`. The default does nothing.
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: - Delegate

    /// `cell` is about to show the item at `indexPath`. The default does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// `view` is about to show as the supplementary element of `elementKind` at `indexPath`. The
    /// default does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// `cell` stopped showing the item at `indexPath`. The default does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// `view` stopped showing as the supplementary element of `elementKind` at `indexPath`. The
    /// default does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Whether a finger touching the item at `indexPath` highlights it. The default is `true`.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// A finger touching the item at `indexPath` highlighted its cell. The default does nothing.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// The highlight of the item at `indexPath` went. The default does nothing.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether the user may select the item at `indexPath`. The default is `true`.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// The user selected the item at `indexPath`. The default does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Whether the user may deselect the item at `indexPath`. The default is `true`.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The user deselected the item at `indexPath`. The default does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: - Scroll view delegate

    /// The collection view's content offset changed. The default does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// The collection view's zoom scale changed. The default does nothing.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// A drag is about to scroll the collection view. The default does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// The finger lifts after a drag; the target may be changed in place. The default leaves it.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// A drag ended. The default does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// The collection view starts moving on after a drag. The default does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// The collection view came to rest after a deceleration. The default does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// An animated scroll ended. The default does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// The view that zooming scales. The default is `nil`: the collection view does not zoom.
    open func viewForZooming(in scrollView: ScrollView) -> ViewNode? { nil }
    /// Zooming is about to begin. The default does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: ViewNode?) {}
    /// Zooming ended. The default does nothing.
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat) {}
    /// Whether a status bar tap scrolls the collection view to its top. The default is `true`.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// A scroll to the top caused by a status bar tap ended. The default does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// The collection view's adjusted content inset changed. The default does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
