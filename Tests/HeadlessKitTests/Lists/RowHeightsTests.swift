import Foundation
import Testing
import TestSupport
@testable import HeadlessKit

/// The heights of a section's rows: the offsets and the row at an offset stay exact whether the
/// corrected rows are few (a sorted list) or many (a Fenwick tree), and a reload with estimated
/// heights stores nothing per row of the section beyond the rows it measured.
@MainActor
@Suite struct RowHeightsTests {
    /// A reload of 100,000 rows with an estimate of 50 points, whose rows measure 44, asks the
    /// height of the 11 rows on show only and stores their corrections alone: no storage per row
    /// of the section, so the reload costs the same at 1,000 rows as at 100,000 (chosen: the cost
    /// target of the list benchmarks).
    @Test func aReloadWithEstimatedHeightsStoresOnlyTheRowsItMeasured() {
        let fixture = TableFixture(rows: [100_000]) { table, _ in table.estimatedRowHeight = 50 }
        _ = fixture.settle()
        fixture.table.reloadData()
        let lines = fixture.settle()
        #expect(lines.filter { $0.hasPrefix("heightForRow") }.count == 11)
        #expect(fixture.table.geometry.sections[0].rows.storedRowCount == 11)
        #expect(fixture.table.contentSize.height == CGFloat(11 * 44 + 99_989 * 50))
    }

    /// Corrections up to the limit stay in the sorted list; one more builds the tree over every row.
    @Test func theTreeIsBuiltOnlyOnceMoreRowsThanTheLimitAreCorrected() {
        var heights = RowHeights(count: 10_000, base: 50)
        #expect(heights.storedRowCount == 0)
        for row in 0..<RowHeights.sparseLimit { heights.setHeight(44, of: row * 3) }
        #expect(heights.storedRowCount == RowHeights.sparseLimit)
        heights.setHeight(30, of: 3)   // an existing correction changes: no new entry
        #expect(heights.storedRowCount == RowHeights.sparseLimit)
        heights.setHeight(44, of: 9_999)
        #expect(heights.storedRowCount == 10_000)
        // 64 rows 6 points shorter, row 3 another 14 shorter, row 9,999 6 shorter.
        #expect(heights.totalHeight == CGFloat(500_000 - 64 * 6 - 14 - 6))
        #expect(heights.offset(of: 4) == CGFloat(50 + 44 + 30 + 50))
    }

    /// Seeded corrections in random order, before and after the tree is built: every offset, every
    /// height and the row at every offset equal those of a plain list of heights summed row by row.
    @Test func offsetsAndRowsAtOffsetsMatchAPlainSumBeforeAndAfterTheTreeIsBuilt() {
        var random = SplitMix64(seed: 42)
        let count = 300
        var heights = RowHeights(count: count, base: 20)
        var model = Array(repeating: CGFloat(20), count: count)
        for step in 0..<(RowHeights.sparseLimit * 2) {
            let row = Int(random.next() % UInt64(count))
            let height = CGFloat(random.next() % 5 * 10)   // 0 to 40 points, zero-height rows included
            heights.setHeight(height, of: row)
            model[row] = height
            guard step % 16 == 15 else { continue }
            var offsets: [CGFloat] = [0]
            for height in model { offsets.append(offsets.last! + height) }
            #expect((0...count).map { heights.offset(of: $0) } == offsets)
            #expect((0..<count).map { heights.height(of: $0) } == model)
            for y in stride(from: CGFloat(-10), through: offsets.last! + 10, by: 5) {
                let expected = min((0...count).last { offsets[$0] <= y } ?? 0, count - 1)
                #expect(heights.row(containing: y) == expected, "y = \(y) after \(step + 1) corrections")
            }
        }
    }
}
