import HeadlessKit

/// UIKit's name for ``DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// UIKit's name for ``TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
