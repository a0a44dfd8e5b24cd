import Foundation
import Testing
@testable import HeadlessKit

/// Values an archive gives in the wrong shape are reported and leave the property at its default
/// (chosen: the load is refused anyway; nothing half-set is kept).
@MainActor
@Suite struct ArchivedProblemsTests {
    @Test func aWrongValueIsReportedAndTheDefaultKept() throws {
        let fixture = ArchiveFixture()
        let label = try #require(fixture.decode(#"{"class": "Label", "id": "l", "numberOfLines": "two", "text": "Hi"}"#, as: Label.self))
        #expect(label.numberOfLines == 1)
        #expect(label.text == "Hi")
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"l\" (Label), key \"numberOfLines\": expected a whole number, found a string",
        ])
    }

    @Test func perStateValuesMustBeADictionaryOfStates() {
        let fixture = ArchiveFixture()
        let button = fixture.decode(#"{"class": "Button", "id": "b", "title": "Go"}"#, as: Button.self)
        #expect(button?.title(for: .normal) == nil)
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"b\" (Button), key \"title\": expected values by state ({\"normal\": …}), found a string",
        ])
    }

    @Test func aLayoutAnotherCollectionViewHasIsRefusedAndAFlowLayoutUsed() throws {
        let fixture = ArchiveFixture()
        let root = try #require(fixture.decode("""
            {"class": "ViewNode", "subviews": [
              {"class": "CollectionView", "collectionViewLayout": {"class": "CollectionViewFlowLayout", "id": "grid"}},
              {"class": "CollectionView", "id": "second", "collectionViewLayout": {"ref": "grid"}}]}
            """, as: ViewNode.self))
        let first = try #require(root.subviews.first as? CollectionView)
        let second = try #require(root.subviews.last as? CollectionView)
        #expect(first.collectionViewLayout.collectionView === first)
        #expect(second.collectionViewLayout !== first.collectionViewLayout)
        #expect(second.collectionViewLayout is CollectionViewFlowLayout)
        #expect(fixture.messages == [
            "Test.nib.json, line 3: object \"second\" (CollectionView), key \"collectionViewLayout\": the layout belongs to "
                + "another collection view",
        ])
    }

    @Test func windowsAndAlertsRefuseToBeMadeFromAnArchive() {
        let fixture = ArchiveFixture()
        let coder = fixture.coder("{}", className: "Window")
        #expect(Window(coder: coder) == nil)
        #expect(AlertController(coder: coder) == nil)
    }
}
