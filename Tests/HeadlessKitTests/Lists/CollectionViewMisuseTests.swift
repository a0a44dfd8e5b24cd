import Foundation
import Testing
@testable import HeadlessKit

/// Misuse of a collection view is refused with UIKit's message (where UIKit has one) and leaves
/// everything as it was.
@MainActor
@Suite struct CollectionViewMisuseTests {
    @Test func dequeuingAnUnregisteredIdentifierReportsUIKitsMessageAndGivesACellThatIsNotReused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        window.addSubview(collectionView)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == nil)
        #expect(loop.diagnostics.collected.map(\.kind) == [.unregisteredReuseIdentifier])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard.") == true)
        _ = collectionView.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        #expect(loop.diagnostics.collected.last?.message.hasPrefix(
            "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier header") == true)
    }

    @Test func scrollingToOrSelectingAnItemTheCollectionViewDoesNotHaveIsRefusedAndChangesNothing() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        _ = fixture.settle()
        fixture.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        fixture.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: .top)
        #expect(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 99, section: 0)) == nil)
        #expect(fixture.collectionView.contentOffset == .zero)
        #expect(fixture.collectionView.indexPathsForSelectedItems == nil)
        let messages = fixture.loop.diagnostics.collected.map(\.message)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidIndexPath, .invalidIndexPath, .invalidIndexPath])
        #expect(messages[0].hasPrefix("attempt to scroll to invalid index path"))
        #expect(messages[1].hasPrefix("attempt to select invalid index path"))
    }

    @Test func aLayoutOfAnotherCollectionViewIsRefusedAndTheOldLayoutKept() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        let other = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        let kept = fixture.collectionView.collectionViewLayout
        fixture.collectionView.collectionViewLayout = other.collectionViewLayout
        #expect(fixture.collectionView.collectionViewLayout === kept)
        #expect(other.collectionViewLayout.collectionView === other)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.collectionViewLayoutInUse])
    }

    @Test func negativeOrNonFiniteFlowLayoutValuesAreRefusedAndTheOldValuesKept() {
        let fixture = CollectionViewFlowLayoutTests.grid()
        let layout = fixture.collectionView.collectionViewLayout as! CollectionViewFlowLayout
        layout.itemSize = CGSize(width: CGFloat.nan, height: 10)
        layout.minimumLineSpacing = -1
        layout.sectionInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        layout.estimatedItemSize = CGSize(width: -5, height: 5)
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.sectionInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(layout.estimatedItemSize == .zero)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidCollectionViewAnswer, count: 4))
    }

    @Test func aNegativeItemCountCountsAsZeroAndIsReported() {
        let fixture = CollectionViewFlowLayoutTests.grid(items: [-3])
        _ = fixture.settle()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(fixture.collectionView.visibleCells.isEmpty)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidCollectionViewAnswer])
    }

    @Test func attributesForAnItemTheCollectionViewDoesNotHaveAreLeftOutAndReported() {
        final class OverreachingLayout: CollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
                (0..<2).map { item in
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 100, height: 50)
                    return attributes
                }
            }
        }
        let fixture = CollectionFixture(recorder: CollectionRecorder(items: [1]), layout: OverreachingLayout())
        _ = fixture.settle()
        #expect(fixture.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidCollectionViewAnswer])
    }
}
