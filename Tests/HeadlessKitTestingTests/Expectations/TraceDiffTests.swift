@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct TraceDiffTests {
    @Test func linesBothTracesShareArePairedAndTheDifferencesBetweenThemAreChangedMissingOrExtra() {
        let diff = TraceDiff(expected: ["a", "b", "c", "d"], actual: ["a", "x", "c", "e", "f"])
        #expect(diff.rows == [
            .init(kind: .same, expected: 0, actual: 0), .init(kind: .changed, expected: 1, actual: 1),
            .init(kind: .same, expected: 2, actual: 2), .init(kind: .changed, expected: 3, actual: 3),
            .init(kind: .extra, expected: nil, actual: 4),
        ])
    }

    @Test func theTableNumbersBothSidesAndMarksTheFirstDifference() {
        let diff = TraceDiff(expected: ["a.one()", "a.two()", "a.three()"], actual: ["a.one()", "a.three()", "a.four()"])
        #expect(diff.table == """
                expected      actual
              1 a.one()     1 a.one()
            → 2 a.two()   <
              3 a.three()   2 a.three()
                          > 3 a.four()
            """)
    }
}
