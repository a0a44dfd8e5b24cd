import Foundation
import Testing
@testable import HeadlessKit

/// Every archived key of the controllers, their bar items and bars ends up as if set in code.
@MainActor
@Suite struct ArchivedControllersTests {
    private func expectDecoded(_ json: String, equals expected: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        ArchivedContentTests.expectDecoded(json, equals: expected, sourceLocation: sourceLocation)
    }

    @Test func barButtonItemsDecodeTitledSystemAndCustomViewItems() {
        let titled = BarButtonItem(title: "Edit", style: .done, target: nil, action: nil)
        titled.image = Image(systemName: "pencil")
        titled.isEnabled = false
        titled.tag = 7
        titled.width = 60
        titled.tintColor = .systemOrange
        expectDecoded("""
            {"class": "UIBarButtonItem", "title": "Edit", "style": "done", "image": {"systemName": "pencil"}, "isEnabled": false,
             "tag": 7, "width": 60, "tintColor": "systemOrange"}
            """, equals: titled)
        expectDecoded(#"{"class": "BarButtonItem", "systemItem": "done"}"#,
                      equals: BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil))
        expectDecoded(#"{"class": "BarButtonItem", "customView": {"class": "Switch"}}"#, equals: BarButtonItem(customView: Switch()))
    }

    @Test func barItemsDecodeTheirAccessibilityIdentifierAndLabel() {
        let item = BarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        item.accessibilityIdentifier = "sort"
        item.accessibilityLabel = "Sort by date"
        expectDecoded(#"{"class": "BarButtonItem", "title": "Sort", "accessibilityIdentifier": "sort", "accessibilityLabel": "Sort by date"}"#,
                      equals: item)
        let tab = TabBarItem(title: "Inbox", image: nil, tag: 0)
        tab.accessibilityIdentifier = "inbox"
        expectDecoded(#"{"class": "TabBarItem", "title": "Inbox", "accessibilityIdentifier": "inbox"}"#, equals: tab)
    }

    @Test func aTabBarItemDecodesEveryKey() {
        let item = TabBarItem(title: "Inbox", image: Image(systemName: "tray"), tag: 2)
        item.selectedImage = Image(systemName: "tray.fill")
        item.badgeValue = "3"
        item.badgeColor = .systemRed
        expectDecoded("""
            {"class": "UITabBarItem", "title": "Inbox", "image": {"systemName": "tray"}, "tag": 2,
             "selectedImage": {"systemName": "tray.fill"}, "badgeValue": "3", "badgeColor": "systemRed"}
            """, equals: item)
        expectDecoded(#"{"class": "TabBarItem", "systemItem": "favorites", "tag": 1}"#,
                      equals: TabBarItem(tabBarSystemItem: .favorites, tag: 1))
    }

    @Test func aNavigationItemDecodesEveryKeyWithItsBarButtonItems() {
        let item = NavigationItem(title: "Mail")
        item.prompt = "Choose"
        item.backButtonTitle = "Back"
        item.hidesBackButton = true
        item.leftItemsSupplementBackButton = true
        item.largeTitleDisplayMode = .never
        item.titleView = Label(frame: .zero)
        item.backBarButtonItem = BarButtonItem(title: "Mailboxes", style: .plain, target: nil, action: nil)
        item.leftBarButtonItems = [BarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)]
        item.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                                    BarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)]
        expectDecoded("""
            {"class": "UINavigationItem", "title": "Mail", "prompt": "Choose", "backButtonTitle": "Back", "hidesBackButton": true,
             "leftItemsSupplementBackButton": true, "largeTitleDisplayMode": "never", "titleView": {"class": "Label"},
             "backBarButtonItem": {"class": "BarButtonItem", "title": "Mailboxes"},
             "leftBarButtonItems": [{"class": "BarButtonItem", "systemItem": "edit"}],
             "rightBarButtonItems": [{"class": "BarButtonItem", "systemItem": "add"}, {"class": "BarButtonItem", "title": "Sort"}]}
            """, equals: item)
    }

    @Test func aControllerDecodesItsItemsAndPresentationOptions() {
        let controller = ViewControllerBase(nibName: nil, bundle: nil)
        controller.title = "Inbox"
        controller.modalPresentationStyle = .formSheet
        controller.additionalSafeAreaInsets = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        controller.navigationItem.title = "Mail"
        controller.navigationItem.prompt = "Choose"
        controller.tabBarItem = TabBarItem(title: "Inbox", tag: 3)
        controller.modalTransitionStyle = .crossDissolve
        controller.isModalInPresentation = true
        controller.definesPresentationContext = true
        controller.preferredContentSize = CGSize(width: 300, height: 400)
        controller.extendedLayoutIncludesOpaqueBars = true
        expectDecoded("""
            {"class": "UIViewController", "title": "Inbox", "modalPresentationStyle": "formSheet",
             "additionalSafeAreaInsets": [1, 0, 0, 0], "navigationItem": {"class": "NavigationItem", "title": "Mail", "prompt": "Choose"},
             "tabBarItem": {"class": "TabBarItem", "title": "Inbox", "tag": 3}, "modalTransitionStyle": "crossDissolve",
             "isModalInPresentation": true, "definesPresentationContext": true, "preferredContentSize": [300, 400],
             "extendedLayoutIncludesOpaqueBars": true}
            """, equals: controller)
    }

    @Test func aNavigationControllerDecodesItsBarsKeysOntoTheBarItMade() {
        let navigation = NavigationController(nibName: nil, bundle: nil)
        navigation.isNavigationBarHidden = true
        navigation.navigationBar.tintColor = .systemPurple
        navigation.navigationBar.backgroundColor = .white
        navigation.navigationBar.isTranslucent = false
        expectDecoded("""
            {"class": "UINavigationController", "isNavigationBarHidden": true,
             "navigationBar": {"tintColor": "systemPurple", "backgroundColor": "white", "isTranslucent": false}}
            """, equals: navigation)
    }

    @Test func anUnknownNavigationBarKeyIsRefusedAsTheBarsKey() {
        let fixture = ArchiveFixture()
        _ = fixture.decode(#"{"class": "NavigationController", "navigationBar": {"prefersHugeTitles": true}}"#,
                           as: NavigationController.self)
        #expect(fixture.kinds == [.undefinedArchiveKey])
        #expect(fixture.messages == [
            "Test.nib.json, line 1: [<NavigationBar> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                + "for the key prefersHugeTitles.",
        ])
    }

    @Test func listControllersDecodeTheirSelectionClearingAndLayout() {
        let table = TableViewController(style: .plain)
        table.clearsSelectionOnViewWillAppear = false
        expectDecoded(#"{"class": "UITableViewController", "clearsSelectionOnViewWillAppear": false}"#, equals: table)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = CollectionViewController(collectionViewLayout: layout)
        collection.clearsSelectionOnViewWillAppear = false
        expectDecoded("""
            {"class": "UICollectionViewController", "clearsSelectionOnViewWillAppear": false,
             "collectionViewLayout": {"class": "CollectionViewFlowLayout", "itemSize": [100, 100]}}
            """, equals: collection)
    }
}
