import Foundation
import Testing
@testable import HeadlessKit

/// The flow layout in a collection view: the order of the first layout (Apple's documented
/// `prepare()` → `collectionViewContentSize` → `layoutAttributesForElements(in:)`), lines filled
/// and justified as UIKit's flow layout does them, headers and footers, scrolling with reuse,
/// self-sizing cells, and a layout that scales.
@MainActor
@Suite struct CollectionViewFlowLayoutTests {
    /// 100 × 100 items, 10 points apart, in a 330-point-wide collection view: three to a line.
    static func grid(items: [Int] = [20], configure: (RecordingFlowLayout) -> Void = { _ in })
        -> CollectionFixture<CollectionRecorder> {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        return CollectionFixture(recorder: CollectionRecorder(items: items), layout: layout)
    }

    @Test func theFirstLayoutAsksTheCountsThenPreparesThenShowsTheItemsInTheBoundsInOrder() {
        let fixture = Self.grid()
        let paths = (0..<9).map { "0.\($0)" }
        #expect(fixture.settle() == [
            "numberOfSections", "numberOfItems(0)", "prepare", "contentSize", "elements(in: 0 0 330 250)",
        ] + CollectionFixture<CollectionRecorder>.showing(paths, cells: (1...9).map { "c\($0)" }))
        #expect(fixture.collectionView.contentSize == CGSize(width: 330, height: 760))
        #expect(fixture.collectionView.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 0) })
    }

    @Test func fullLinesShareTheirLeftoverSpaceBetweenItemsAndTheLastLineKeepsTheMinimumSpacing() {
        let fixture = Self.grid()
        _ = fixture.settle()
        // 330 - 3 × 100 = 30 points left: two gaps of 15.
        #expect(fixture.frames["0.0"] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(fixture.frames["0.1"] == CGRect(x: 115, y: 0, width: 100, height: 100))
        #expect(fixture.frames["0.2"] == CGRect(x: 230, y: 0, width: 100, height: 100))
        #expect(fixture.frames["0.5"] == CGRect(x: 230, y: 110, width: 100, height: 100))
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 510), animated: false)
        _ = fixture.settle()
        // The seventh line holds items 18 and 19 only: left-aligned, 10 points apart.
        #expect(fixture.frames["0.18"] == CGRect(x: 0, y: 660, width: 100, height: 100))
        #expect(fixture.frames["0.19"] == CGRect(x: 110, y: 660, width: 100, height: 100))
    }

    @Test func aLineOfOneItemThatIsNotTheLastCentresItAndItemsAreCentredInTheirLinesThickness() {
        let recorder = FlowRecorder(items: [4])
        recorder.logsSizes = false
        recorder.size = { indexPath in
            indexPath.item == 0 ? CGSize(width: 200, height: 50)
                : CGSize(width: 100, height: indexPath.item == 1 ? 60 : 100)
        }
        let layout = CollectionViewFlowLayout()
        let fixture = CollectionFixture(recorder: recorder, layout: layout)
        _ = fixture.settle()
        // Line one: items 0 and 1 (310 points with the minimum spacing), 30 points apart, in a
        // line 60 points thick; line two is the last: left-aligned.
        #expect(fixture.frames == [
            "0.0": CGRect(x: 0, y: 5, width: 200, height: 50),
            "0.1": CGRect(x: 230, y: 0, width: 100, height: 60),
            "0.2": CGRect(x: 0, y: 70, width: 100, height: 100),
            "0.3": CGRect(x: 110, y: 70, width: 100, height: 100),
        ])
    }

    @Test func aWideItemAloneOnALineThatIsNotTheLastIsCentred() {
        let recorder = FlowRecorder(items: [3])
        recorder.logsSizes = false
        recorder.size = { _ in CGSize(width: 200, height: 50) }
        let fixture = CollectionFixture(recorder: recorder, layout: CollectionViewFlowLayout())
        _ = fixture.settle()
        #expect(fixture.frames == [
            "0.0": CGRect(x: 65, y: 0, width: 200, height: 50),
            "0.1": CGRect(x: 65, y: 60, width: 200, height: 50),
            "0.2": CGRect(x: 0, y: 120, width: 200, height: 50),
        ])
    }

    @Test func scrollingEndsTheItemsThatLeftThenReusesTheirCellsForTheItemsThatEntered() {
        let fixture = Self.grid()
        _ = fixture.settle()
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 110), animated: false)
        #expect(fixture.settle() == [
            "shouldInvalidate(forBoundsChange: 0 110 330 250) -> false", "elements(in: 0 110 330 250)",
            "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)", "didEndDisplaying(0.2, c3)",
            "cellForItem(0.9)", "prepareForReuse(c1)", "willDisplay(0.9, c1)",
            "cellForItem(0.10)", "prepareForReuse(c2)", "willDisplay(0.10, c2)",
            "cellForItem(0.11)", "prepareForReuse(c3)", "willDisplay(0.11, c3)",
        ])
        #expect(fixture.collectionView.indexPathsForVisibleItems == (3..<12).map { IndexPath(item: $0, section: 0) })
        #expect(fixture.frames["0.9"] == CGRect(x: 0, y: 330, width: 100, height: 100))
    }

    @Test func aResizeInvalidatesTheLayoutAndLinesFollowTheNewWidth() {
        let fixture = Self.grid()
        _ = fixture.settle()
        fixture.collectionView.frame.size.width = 220
        let lines = fixture.settle()
        #expect(Array(lines.prefix(4)) == [
            "shouldInvalidate(forBoundsChange: 0 0 220 250) -> true", "prepare", "contentSize", "elements(in: 0 0 220 250)",
        ])
        // Two to a line, 20 points apart.
        #expect(fixture.frames["0.1"] == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(fixture.collectionView.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
    }

    @Test func headersFootersAndSectionInsetsFrameEachSection() {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = EdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
        let fixture = CollectionFixture(recorder: CollectionRecorder(items: [2, 1]), layout: layout) { collectionView in
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "supplementary")
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "supplementary")
        }
        #expect(fixture.settle() == [
            "numberOfSections", "numberOfItems(0)", "numberOfItems(1)", "prepare", "contentSize", "elements(in: 0 0 330 250)",
            "viewFor(header, 0)", "willDisplay(header 0, s1)", "cellForItem(0.0)", "willDisplay(0.0, c1)",
            "cellForItem(0.1)", "willDisplay(0.1, c2)", "viewFor(footer, 0)", "willDisplay(footer 0, s2)",
            "viewFor(header, 1)", "willDisplay(header 1, s3)", "cellForItem(1.0)", "willDisplay(1.0, c3)",
        ])
        let header = fixture.collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 160, width: 330, height: 30))
        #expect(fixture.frames == [
            "0.0": CGRect(x: 15, y: 35, width: 100, height: 100),
            "0.1": CGRect(x: 125, y: 35, width: 100, height: 100),
            "1.0": CGRect(x: 15, y: 195, width: 100, height: 100),
        ])
        #expect(fixture.collectionView.contentSize == CGSize(width: 330, height: 320))
    }

    @Test func aHorizontalLayoutFillsColumnsAndScrollsSideways() {
        let fixture = Self.grid { layout in layout.scrollDirection = .horizontal }
        _ = fixture.settle()
        // 250 points tall: two to a column, 50 points apart.
        #expect(fixture.collectionView.contentSize == CGSize(width: 1090, height: 250))
        #expect(fixture.frames["0.1"] == CGRect(x: 0, y: 150, width: 100, height: 100))
        #expect(fixture.frames["0.2"] == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(fixture.collectionView.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
    }

    @Test func cellsWithAnEstimatedSizeAreSizedFromTheirContentAsTheyShow() {
        final class TallCell: CollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
                let preferred = layoutAttributes.copy()
                preferred.frame.size = CGSize(width: 100, height: 40 + CGFloat(layoutAttributes.indexPath.item) * 10)
                return preferred
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 100)
        let fixture = CollectionFixture(recorder: CollectionRecorder(items: [6]), layout: layout) { collectionView in
            collectionView.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        }
        _ = fixture.settle()
        // Line one: items 0–2 of 40, 50 and 60 points, centred in a 60-point line.
        #expect(fixture.frames == [
            "0.0": CGRect(x: 0, y: 10, width: 100, height: 40),
            "0.1": CGRect(x: 115, y: 5, width: 100, height: 50),
            "0.2": CGRect(x: 230, y: 0, width: 100, height: 60),
            "0.3": CGRect(x: 0, y: 80, width: 100, height: 70),
            "0.4": CGRect(x: 110, y: 75, width: 100, height: 80),
            "0.5": CGRect(x: 220, y: 70, width: 100, height: 90),
        ])
        #expect(fixture.collectionView.contentSize == CGSize(width: 330, height: 160))
    }

    @Test func aScrollTickOverAHundredThousandItemsAsksNoSizesAndListsOnlyTheItemsInTheBounds() {
        let recorder = FlowRecorder(items: [100_000])
        recorder.logsSizes = false
        let layout = CollectionViewFlowLayout()
        let fixture = CollectionFixture(recorder: recorder, layout: layout)
        _ = fixture.settle()
        #expect(recorder.sizesAsked == 100_000)
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 1_000_000), animated: false)
        _ = fixture.settle()
        #expect(recorder.sizesAsked == 100_000)
        let attributes = layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
        #expect(attributes.count == 9)
        // Line 9091 starts at 9091 × 110 = 1,000,010: its first item is 3 × 9091.
        #expect(fixture.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 27_273, section: 0))
    }

    @Test func cellsOfALineWithAFractionalSpacingKeepTheCentreAndSizeOfTheirAttributes() {
        let fixture = Self.grid { layout in layout.itemSize = CGSize(width: 70, height: 70) }
        _ = fixture.settle()
        // 330 - 4 × 70 = 50 points left: three gaps of 50/3.
        for cell in fixture.collectionView.visibleCells {
            let attributes = fixture.collectionView.layoutAttributesForItem(at: fixture.collectionView.indexPath(for: cell)!)!
            #expect(cell.center == attributes.center)
            #expect(cell.bounds.size == attributes.size)
        }
        #expect(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 70 + 50.0 / 3)
    }

    @Test func aHeaderThatScrollsAwayEndsDisplayingAndItsViewIsReusedForTheNextHeader() {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let fixture = CollectionFixture(recorder: CollectionRecorder(items: [3, 3, 3]), layout: layout) { collectionView in
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "supplementary")
        }
        _ = fixture.settle()
        // Sections of 130 points: header 0 at 0–30, header 1 at 130–160, header 2 at 260–290.
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 140), animated: false)
        #expect(fixture.settle() == [
            "shouldInvalidate(forBoundsChange: 0 140 330 250) -> false", "elements(in: 0 140 330 250)",
            "didEndDisplaying(0.0, c1)", "didEndDisplaying(header 0, s1)", "didEndDisplaying(0.1, c2)", "didEndDisplaying(0.2, c3)",
            "viewFor(header, 2)", "willDisplay(header 2, s1)", "cellForItem(2.0)", "prepareForReuse(c1)", "willDisplay(2.0, c1)",
            "cellForItem(2.1)", "prepareForReuse(c2)", "willDisplay(2.1, c2)", "cellForItem(2.2)", "prepareForReuse(c3)", "willDisplay(2.2, c3)",
        ])
        let header = fixture.collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
        #expect(header?.frame == CGRect(x: 0, y: 260, width: 330, height: 30))
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 120, y: 300)) == IndexPath(item: 1, section: 2))
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 120, y: 270)) == nil)
    }
}
