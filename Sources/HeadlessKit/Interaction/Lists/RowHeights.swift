import Foundation

/// The heights of one section's rows, and where each row starts, at any number of rows.
///
/// A row's height is a common `base` plus its own correction. Corrections live in a Fenwick tree
/// (a binary indexed tree), so the offset of a row, a change of one row's height and the row at an
/// offset each cost O(log n), and a section whose rows all share one height — fixed heights
/// without a per-row answer, or estimates not yet corrected — holds no per-row storage at all.
/// The first few corrections (the rows a reload measures, a screenful) are kept in a short sorted
/// list instead, so that measuring them costs nothing per row of the section; the tree is built
/// once more rows than ``sparseLimit`` are corrected. That is what keeps a reload and a scroll
/// tick of a 100,000-row table independent of its size.
struct RowHeights {
    /// How many rows the section has.
    let count: Int
    /// The height every row has unless corrected.
    let base: CGFloat
    /// Each row's correction to `base`; empty until a row is corrected.
    private var corrections: [CGFloat] = []
    /// The Fenwick tree over `corrections`, 1-based; empty while `corrections` is.
    private var tree: [CGFloat] = []
    /// While `corrections` is empty: the rows corrected so far, in order, and their corrections.
    private var sparseRows: [Int] = []
    private var sparseCorrections: [CGFloat] = []

    /// How many rows may be corrected before the corrections move into the tree: a few
    /// screenfuls, so that a reload with estimated heights never allocates per row of the section.
    static let sparseLimit = 64

    /// How many per-row entries the heights hold: 0 for rows sharing one height, the corrected
    /// rows while they are few, every row once the tree is built.
    var storedRowCount: Int { corrections.isEmpty ? sparseRows.count : corrections.count }

    /// Rows that all have `base` as their height.
    init(count: Int, base: CGFloat) {
        self.count = count
        self.base = base
    }

    /// Rows with the given heights; builds the tree in linear time.
    init(heights: [CGFloat]) {
        count = heights.count
        base = 0
        guard !heights.isEmpty else { return }
        corrections = heights
        tree = [0] + heights
        for index in 1...count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
        }
    }

    /// The height of `row`.
    func height(of row: Int) -> CGFloat {
        if !corrections.isEmpty { return base + corrections[row] }
        guard !sparseRows.isEmpty, let index = sparseIndex(of: row) else { return base }
        return base + sparseCorrections[index]
    }

    /// The distance from the top of the first row to the top of `row` (`count` gives the total).
    func offset(of row: Int) -> CGFloat {
        var sum = base * CGFloat(row)
        guard !tree.isEmpty else {
            for (corrected, correction) in zip(sparseRows, sparseCorrections) {
                guard corrected < row else { break }
                sum += correction
            }
            return sum
        }
        var index = row
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The height of all the rows together.
    var totalHeight: CGFloat { offset(of: count) }

    /// Gives `row` the height `height`.
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        let delta = height - self.height(of: row)
        guard delta != 0 else { return }
        if corrections.isEmpty {
            if let index = sparseIndex(of: row) {
                sparseCorrections[index] += delta
                return
            }
            if sparseRows.count < Self.sparseLimit {
                let index = sparseRows.partitioningIndex(firstAtOrAfter: row)
                sparseRows.insert(row, at: index)
                sparseCorrections.insert(delta, at: index)
                return
            }
            buildTree()
        }
        addToTree(delta, at: row)
    }

    /// Moves the sparse corrections into a tree over every row.
    private mutating func buildTree() {
        corrections = Array(repeating: 0, count: count)
        tree = Array(repeating: 0, count: count + 1)
        for (row, correction) in zip(sparseRows, sparseCorrections) { addToTree(correction, at: row) }
        sparseRows = []
        sparseCorrections = []
    }

    private mutating func addToTree(_ delta: CGFloat, at row: Int) {
        corrections[row] += delta
        var index = row + 1
        while index <= count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The row whose span holds `y` (measured from the top of the first row): the last row that
    /// starts at or above `y`, clamped to the rows there are. `nil` without rows.
    func row(containing y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        if tree.isEmpty, !sparseRows.isEmpty { return min(lastRowStarting(atOrAbove: y), count - 1) }
        // Descend the tree for the largest number of rows whose total stays at or above `y`.
        var position = 0
        var sum: CGFloat = 0
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let candidate = sum + (tree.isEmpty ? 0 : tree[next]) + base * CGFloat(step)
                if candidate <= y {
                    position = next
                    sum = candidate
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// With sparse corrections: the largest number of rows whose total stays at or above `y`,
    /// found by a binary search over the offsets (each O(``sparseLimit``)); the offsets never
    /// decrease, as heights are never negative.
    private func lastRowStarting(atOrAbove y: CGFloat) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low + 1) / 2
            if offset(of: middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The position of `row` among the sparse corrections, if it has one.
    private func sparseIndex(of row: Int) -> Int? {
        let index = sparseRows.partitioningIndex(firstAtOrAfter: row)
        return index < sparseRows.count && sparseRows[index] == row ? index : nil
    }
}

extension [Int] {
    /// The index of the first element at or after `value` in this sorted array (its count if none).
    fileprivate func partitioningIndex(firstAtOrAfter value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
