import HeadlessKit

/// UIKit's name for ``CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
