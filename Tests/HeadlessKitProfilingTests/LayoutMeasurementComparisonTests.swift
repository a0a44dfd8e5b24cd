import Foundation
import HeadlessKit
import HeadlessKitProfiling
import Testing

/// Two measurements' counts side by side: every count, or only those that differ.
@MainActor @Suite struct LayoutMeasurementComparisonTests {
    @Test func theComparisonListsEveryCountOfBothMeasurements() {
        let stack = RowStack(count: 3)
        let one = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) { stack.rows[0].setNeedsLayout() }
        let all = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) { stack.relayoutRows() }

        #expect(one.countsTable(comparedWith: all, titles: ("one row", "all rows")) == """
            count                        one row  all rows
            commits                            1         1
            windowsCommitted                   1         1
            updateConstraints                  0         0
            layoutSubviews                     1         3
            draw                               0         0
            viewsLaidOutMoreThanOnce           0         0
            feedbackLoopWarnings               0         0
            constraintsAdded                   0         0
            constraintsRemoved                 0         0
            constantUpdates                    0         0
            editSuggestions                    0         0
            pivots                             0         0
            tableauRows                       17        17
            constraints.runs                   1         1
            constraints.viewsVisited           1         1
            solve.runs                         1         1
            solve.viewsVisited                 1         1
            layout.runs                        1         1
            layout.viewsVisited                5         5
            display.runs                       1         1
            display.viewsVisited               1         1
            """)
    }

    @Test func differencesOnlyLeavesOutTheCountsThatAreTheSame() {
        let stack = RowStack(count: 3)
        let one = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) { stack.rows[0].setNeedsLayout() }
        let all = LayoutMeasurement.measure(stack.window, iterations: 2, warmUp: 1) { stack.relayoutRows() }

        #expect(one.countsTable(comparedWith: all, differencesOnly: true) == """
            count                       before   after
            layoutSubviews                   1       3
            """)
    }

    @Test func aMeasurementWithoutCountsShowsADash() {
        let stack = RowStack(count: 3)
        let refused = LayoutMeasurement.measure(stack.window, iterations: 0) {}
        let measured = LayoutMeasurement.measure(stack.window, iterations: 1, warmUp: 0) { stack.rows[0].setNeedsLayout() }

        #expect(refused.countsTable(comparedWith: measured).split(separator: "\n")[4]
            == "layoutSubviews                   —       1")
    }
}
