import HeadlessKit

/// UIKit's name for ``TableView``.
public typealias UITableView = TableView
/// UIKit's name for ``TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's name for ``TableViewHeaderFooterView``.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's name for ``TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for ``TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's name for ``TableViewController``.
public typealias UITableViewController = TableViewController
