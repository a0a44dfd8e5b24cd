import Foundation

/// The row, item and section of an index path that names a table view row or a collection view
/// item — what UIKit adds to Foundation's `IndexPath` and Foundation on Linux lacks.
extension IndexPath {
    /// An index path naming `row` in `section`: the two indexes `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index. The index path must have exactly two indexes.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index. The index path must have exactly two indexes.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// An index path naming `item` in `section`: the two indexes `[section, item]`, as
    /// ``init(row:section:)`` makes them.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item in the section: the second index, the same as ``row``. The index path must have
    /// exactly two indexes.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
