import Foundation

/// The row and section of an index path that names a table view row — what UIKit adds to
/// Foundation's `IndexPath` and Foundation on Linux lacks.
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
}
