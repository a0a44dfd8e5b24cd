import Foundation
import Testing
@testable import HeadlessKit

/// An archive that gives a class no keys makes what its designated initializer makes (chosen:
/// UIKit's `init(coder:)` defaults are those of its code path, minus the archived values).
@MainActor
@Suite struct ArchivedDefaultsTests {
    private static let classes: [(name: String, make: @MainActor () -> AnyObject)] = [
        ("ViewNode", { ViewNode(frame: .zero) }), ("Label", { Label(frame: .zero) }),
        ("ImageView", { ImageView(frame: .zero) }), ("ActivityIndicatorView", { ActivityIndicatorView(frame: .zero) }),
        ("ProgressView", { ProgressView(frame: .zero) }), ("StackView", { StackView(frame: .zero) }),
        ("Control", { Control(frame: .zero) }), ("Button", { Button(frame: .zero) }), ("Switch", { Switch(frame: .zero) }),
        ("Slider", { Slider(frame: .zero) }), ("Stepper", { Stepper(frame: .zero) }),
        ("SegmentedControl", { SegmentedControl(frame: .zero) }), ("RefreshControl", { RefreshControl(frame: .zero) }),
        ("ScrollView", { ScrollView(frame: .zero) }), ("TableView", { TableView(frame: .zero, style: .plain) }),
        ("TableViewCell", { TableViewCell(style: .default, reuseIdentifier: nil) }),
        ("TableViewHeaderFooterView", { TableViewHeaderFooterView(reuseIdentifier: nil) }),
        ("CollectionView", { CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout()) }),
        ("CollectionViewCell", { CollectionViewCell(frame: .zero) }),
        ("CollectionReusableView", { CollectionReusableView(frame: .zero) }),
        ("TextField", { TextField(frame: .zero) }), ("TextView", { TextView(frame: .zero) }),
        ("NavigationBar", { NavigationBar(frame: .zero) }), ("TabBar", { TabBar(frame: .zero) }),
        ("CollectionViewFlowLayout", { CollectionViewFlowLayout() }), ("NavigationItem", { NavigationItem() }),
        ("BarButtonItem", { BarButtonItem(title: nil, style: .plain, target: nil, action: nil) }),
        ("TabBarItem", { TabBarItem(title: nil, tag: 0) }),
        ("ViewControllerBase", { ViewControllerBase(nibName: nil, bundle: nil) }),
        ("NavigationController", { NavigationController(nibName: nil, bundle: nil) }),
        ("TabBarController", { TabBarController(nibName: nil, bundle: nil) }),
        ("TableViewController", { TableViewController(style: .plain) }),
        ("CollectionViewController", { CollectionViewController(collectionViewLayout: CollectionViewFlowLayout()) }),
    ]

    @Test func everyClassDecodedWithoutKeysEqualsItsDesignatedInitializers() {
        for (name, make) in Self.classes {
            let fixture = ArchiveFixture()
            let decoded: AnyObject? = fixture.decode("{\"class\": \"\(name)\"}")
            #expect(ArchiveSnapshot.lines(decoded) == ArchiveSnapshot.lines(make()), "\(name)")
            #expect(fixture.messages == [], "\(name)")
        }
    }

    @Test func everyClassIsKnownByItsUIKitNameToo() {
        for (name, _) in Self.classes where !name.hasSuffix("Base") {
            let uiKitName = name == "ViewNode" ? "UIView" : "UI\(name)"
            #expect(ArchiveClassRegistry.headlessKit.type(named: uiKitName) == ArchiveClassRegistry.headlessKit.type(named: name),
                    "\(uiKitName)")
        }
    }

    @Test func windowsAlertsAndPrivateControlsStayRefused() {
        for name in ["Window", "AlertController"] {
            #expect(ArchiveClassRegistry.headlessKit.type(named: name) == nil, "\(name)")
        }
    }
}
