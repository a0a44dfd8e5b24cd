import Foundation
import Testing
@testable import HeadlessKit

/// A vertical list of 60-point rows written as a layout subclass, logging what it is asked.
final class ListLayout: CollectionViewLayout {
    weak var recorder: CollectionRecorder?
    var rowHeight: CGFloat = 60
    var invalidatesOnBoundsChange = false
    private var frames: [CGRect] = []

    override func prepare() {
        recorder?.lines.append("prepare")
        super.prepare()
        let width = collectionView?.bounds.width ?? 0
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * rowHeight, width: width, height: rowHeight) }
    }
    override var collectionViewContentSize: CGSize {
        recorder?.lines.append("contentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * rowHeight)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        recorder?.lines.append("elements(in: \(CollectionRecorder.rect(rect)))")
        return frames.indices.filter { frames[$0].intersects(rect) }.map { attributes(at: $0) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        frames.indices.contains(indexPath.item) ? attributes(at: indexPath.item) : nil
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        recorder?.lines.append("shouldInvalidate(forBoundsChange: \(CollectionRecorder.rect(newBounds)))")
        return invalidatesOnBoundsChange
    }
    private func attributes(at item: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        return attributes
    }
}

/// A layout written as a subclass of `CollectionViewLayout` drives the collection view: the
/// calls in Apple's documented order (`prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)`), scrolling with reuse, invalidation, and the views placed
/// at exactly the attributes given.
@MainActor
@Suite struct CollectionViewCustomLayoutTests {
    static func list(items: Int = 30, configure: (ListLayout) -> Void = { _ in }) -> CollectionFixture<CollectionRecorder> {
        let layout = ListLayout()
        configure(layout)
        let fixture = CollectionFixture(recorder: CollectionRecorder(items: [items]), layout: layout)
        layout.recorder = fixture.recorder
        return fixture
    }

    @Test func aCustomLayoutIsPreparedThenAskedItsContentSizeThenItsElementsInTheBounds() {
        let fixture = Self.list()
        // 250 points of 60-point rows: rows 0–4.
        #expect(fixture.settle() == [
            "numberOfSections", "numberOfItems(0)", "prepare", "contentSize", "elements(in: 0 0 330 250)",
        ] + CollectionFixture<CollectionRecorder>.showing((0..<5).map { "0.\($0)" }, cells: (1...5).map { "c\($0)" }))
        #expect(fixture.collectionView.contentSize == CGSize(width: 330, height: 1800))
        #expect(fixture.frames["0.4"] == CGRect(x: 0, y: 240, width: 330, height: 60))
    }

    @Test func scrollingACustomLayoutAsksOnlyForTheElementsInTheNewBoundsAndReusesCells() {
        let fixture = Self.list()
        _ = fixture.settle()
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 130), animated: false)
        // 130–380: rows 2–6.
        #expect(fixture.settle() == [
            "shouldInvalidate(forBoundsChange: 0 130 330 250)", "elements(in: 0 130 330 250)",
            "didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)",
            "cellForItem(0.5)", "prepareForReuse(c1)", "willDisplay(0.5, c1)",
            "cellForItem(0.6)", "prepareForReuse(c2)", "willDisplay(0.6, c2)",
        ])
        #expect(fixture.frames == [
            "0.2": CGRect(x: 0, y: 120, width: 330, height: 60), "0.3": CGRect(x: 0, y: 180, width: 330, height: 60),
            "0.4": CGRect(x: 0, y: 240, width: 330, height: 60), "0.5": CGRect(x: 0, y: 300, width: 330, height: 60),
            "0.6": CGRect(x: 0, y: 360, width: 330, height: 60),
        ])
    }

    @Test func aLayoutThatInvalidatesOnABoundsChangeIsPreparedAgainBeforeItIsAskedForElements() {
        let fixture = Self.list { layout in layout.invalidatesOnBoundsChange = true }
        _ = fixture.settle()
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(fixture.settle() == [
            "shouldInvalidate(forBoundsChange: 0 60 330 250)", "prepare", "contentSize", "elements(in: 0 60 330 250)",
            "didEndDisplaying(0.0, c1)", "cellForItem(0.5)", "prepareForReuse(c1)", "willDisplay(0.5, c1)",
        ])
    }

    @Test func invalidateLayoutDoesNothingAtOnceAndTheNextLayoutPassStartsAgainWithPrepare() throws {
        let fixture = Self.list()
        _ = fixture.settle()
        let layout = try #require(fixture.collectionView.collectionViewLayout as? ListLayout)
        layout.rowHeight = 100
        layout.invalidateLayout()
        #expect(fixture.recorder.lines.isEmpty)
        #expect(fixture.settle() == [
            "prepare", "contentSize", "elements(in: 0 0 330 250)", "didEndDisplaying(0.3, c4)", "didEndDisplaying(0.4, c5)",
        ])
        #expect(fixture.frames["0.2"] == CGRect(x: 0, y: 200, width: 330, height: 100))
    }

    @Test func reloadDataEndsEveryCellOnShowAtOnceThenAsksTheCountsAndPreparesInTheNextLayout() {
        let fixture = Self.list(items: 3)
        _ = fixture.settle()
        fixture.recorder.items = [1]
        fixture.collectionView.reloadData()
        #expect(fixture.recorder.lines == ["didEndDisplaying(0.0, c1)", "didEndDisplaying(0.1, c2)", "didEndDisplaying(0.2, c3)"])
        fixture.recorder.lines.removeAll()
        #expect(fixture.settle() == [
            "numberOfSections", "numberOfItems(0)", "prepare", "contentSize", "elements(in: 0 0 330 250)",
            "cellForItem(0.0)", "prepareForReuse(c1)", "willDisplay(0.0, c1)",
        ])
    }

    @Test func replacingTheLayoutLaysTheItemsOutWithTheNewOne() {
        let fixture = Self.list(items: 4)
        _ = fixture.settle()
        let grid = CollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        fixture.collectionView.setCollectionViewLayout(grid, animated: false)
        _ = fixture.settle()
        #expect(grid.collectionView === fixture.collectionView)
        #expect(fixture.frames["0.3"] == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(fixture.collectionView.contentSize == CGSize(width: 330, height: 210))
    }

    @Test func attributesAreAppliedToTheViewsAlphaZIndexAndHiddenState() {
        final class FadedLayout: CollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                for each in attributes ?? [] {
                    each.alpha = 0.5
                    each.zIndex = each.indexPath.item
                    each.isHidden = each.indexPath.item == 1
                }
                return attributes
            }
        }
        let fixture = CollectionFixture(recorder: CollectionRecorder(items: [2]), layout: FadedLayout())
        _ = fixture.settle()
        let cells = fixture.collectionView.visibleCells
        #expect(cells.map(\.alpha) == [0.5, 0.5])
        #expect(cells.map(\.layer.zPosition) == [0, 1])
        #expect(cells.map(\.isHidden) == [false, true])
    }
}
