import Foundation

/// The heights of one section's rows, and where each row starts, at any number of rows.
///
/// A row's height is a common `base` plus its own correction. Corrections live in a Fenwick tree
/// (a binary indexed tree), so the offset of a row, a change of one row's height and the row at an
/// offset each cost O(log n), and a section whose rows all share one height — fixed heights
/// without a per-row answer, or estimates not yet corrected — holds no per-row storage at all.
/// That is what keeps a reload and a scroll tick of a 100,000-row table independent of its size.
struct RowHeights {
    /// How many rows the section has.
    let count: Int
    /// The height every row has unless corrected.
    let base: CGFloat
    /// Each row's correction to `base`; empty until a row is corrected.
    private var corrections: [CGFloat] = []
    /// The Fenwick tree over `corrections`, 1-based; empty while `corrections` is.
    private var tree: [CGFloat] = []

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
        corrections.isEmpty ? base : base + corrections[row]
    }

    /// The distance from the top of the first row to the top of `row` (`count` gives the total).
    func offset(of row: Int) -> CGFloat {
        var sum = base * CGFloat(row)
        guard !tree.isEmpty else { return sum }
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
            corrections = Array(repeating: 0, count: count)
            tree = Array(repeating: 0, count: count + 1)
        }
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
}
