import Foundation
import HeadlessKit
import HeadlessKitProfiling
import Testing

/// Sweeping a screen over sizes: exact count growth factors, the counts-only table, the JSON keys
/// and the refusals. Times are never asserted.
@MainActor @Suite struct LayoutSweepTests {
    @Test func aScreenThatLaysOutEachRowOnceGrowsItsLayoutsExactlyAsItsSize() {
        let sweep = LayoutMeasurement.sweep(sizes: [50, 100, 400], iterations: 3, warmUp: 1) { size, loop in
            RowStack(count: size, loop: loop)
        } change: { stack in
            stack.relayoutRows()
        }

        #expect(sweep.points.map(\.size) == [50, 100, 400])
        #expect(sweep.points.map(\.measurement.counts?.layoutSubviews) == [50, 100, 400])
        #expect(sweep.points.map(\.growth?.size) == [nil, 2, 4])
        #expect(sweep.points.map(\.growth?.layoutSubviews) == [nil, 2, 4])
        #expect(sweep.notes == [])
    }

    @Test func theCountsTableOfASweepIsTheSameOnEveryRun() {
        let sweep = LayoutMeasurement.sweep(sizes: [10, 50, 250], iterations: 2, warmUp: 1) { size, loop in
            RowStack(count: size, loop: loop)
        } change: { stack in
            stack.toggleWidth()
        }

        // The window and the content view are laid out at every size: the growth approaches ×5.
        #expect(sweep.table(includingTimes: false) == """
                size  growth  layouts  growth  updates  growth    views  growth   pivots  growth
                  10       —       12       —        0       —       19       —        0       —
                  50   ×5.00       52   ×4.33        0       —       59   ×3.11        0       —
                 250   ×5.00      252   ×4.85        0       —      259   ×4.39        0       —
            """)
    }

    @Test func theJSONDecodesWithTheDocumentedKeys() throws {
        let sweep = LayoutMeasurement.sweep(sizes: [10, 20], iterations: 2, warmUp: 0) { size, loop in
            RowStack(count: size, loop: loop)
        } change: { stack in
            stack.relayoutRows()
        }
        let object = try #require(try JSONSerialization.jsonObject(with: sweep.json()) as? [String: Any])

        #expect(Set(object.keys) == ["schemaVersion", "durationUnit", "notes", "sizes"])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["durationUnit"] as? String == "nanoseconds")
        let sizes = try #require(object["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["size"] as? Int } == [10, 20])
        #expect(sizes.map { Set($0.keys) } == Array(repeating: ["size", "measurement", "growth"], count: 2))
        #expect(sizes[0]["growth"] is NSNull)
        let growth = try #require(sizes[1]["growth"] as? [String: Any])
        #expect(Set(growth.keys) == ["size", "duration", "updateConstraints", "layoutSubviews", "draw", "viewsVisited", "pivots"])
        #expect(growth["size"] as? Double == 2)
        #expect(growth["layoutSubviews"] as? Double == 2)
        #expect(growth["updateConstraints"] is NSNull)
        let measurement = try #require(sizes[1]["measurement"] as? [String: Any])
        #expect((measurement["counts"] as? [String: Int])?["layoutSubviews"] == 20)
    }

    @Test func aControllerIsSweptInAWindowOfItsOwnAtEachSize() {
        final class RowsController: ViewControllerBase {
            let count: Int
            init(count: Int) {
                self.count = count
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: Coder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                for _ in 0..<count { view.addSubview(ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
            }
        }
        let sweep = LayoutMeasurement.sweep(sizes: [5, 15], iterations: 2, warmUp: 0) { size in
            RowsController(count: size)
        } change: { controller in
            for row in controller.view.subviews { row.setNeedsLayout() }
        }

        #expect(sweep.points.map(\.measurement.counts?.layoutSubviews) == [5, 15])
        #expect(sweep.points.map(\.growth?.layoutSubviews) == [nil, 3])
    }

    @Test func anEmptySweepIsRefused() {
        var builds = 0
        let sweep = LayoutMeasurement.sweep(sizes: [], iterations: 2) { size, loop in
            builds += 1
            return RowStack(count: size, loop: loop)
        } change: { _ in }

        #expect(builds == 0)
        #expect(sweep.points.isEmpty)
        #expect(sweep.notes == ["refused: a sweep needs at least one size; nothing ran"])
    }

    @Test func sizesThatDoNotIncreaseAreRefusedBeforeAnythingIsBuilt() {
        var builds = 0
        let sweep = LayoutMeasurement.sweep(sizes: [10, 100, 100], iterations: 2) { size, loop in
            builds += 1
            return RowStack(count: size, loop: loop)
        } change: { _ in }

        #expect(builds == 0)
        #expect(sweep.notes == ["refused: sizes must increase (100 follows 100); nothing ran"])
        #expect(sweep.table(includingTimes: false).hasSuffix("\nnote: refused: sizes must increase (100 follows 100); nothing ran"))
    }

    @Test func aSizeBelowOneIsRefused() {
        let sweep = LayoutMeasurement.sweep(sizes: [0, 10], iterations: 2) { size, loop in
            RowStack(count: size, loop: loop)
        } change: { _ in }

        #expect(sweep.notes == ["refused: sizes must be at least 1 (0 is not), so growth factors are ratios; nothing ran"])
    }

    @Test func zeroIterationsRefuseTheSweep() {
        let sweep = LayoutMeasurement.sweep(sizes: [10], iterations: 0) { size, loop in
            RowStack(count: size, loop: loop)
        } change: { _ in }

        #expect(sweep.points.isEmpty)
        #expect(sweep.notes == ["refused: iterations must be at least 1 (it was 0); nothing ran"])
    }
}
