import HeadlessKit

/// UIKit's name for ``CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's name for ``CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for ``CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's name for ``CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's name for ``CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's name for ``CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for ``CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's name for ``CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for ``CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's name for ``CollectionViewController``.
public typealias UICollectionViewController = CollectionViewController
