import Foundation
import Testing
@testable import HeadlessKit

/// Images on bar items: `UIBarButtonItem(image:style:target:action:)`,
/// `UIBarButtonItem(title:image:primaryAction:menu:)`, `UITabBarItem(title:image:tag:)` and
/// `UITabBarItem(title:image:selectedImage:)`. The bars draw an item's image at its own size
/// before its title (chosen; see the Differences from UIKit article).
@MainActor @Suite struct BarItemImageTests {
    static func image(width: CGFloat, height: CGFloat) -> Image {
        GraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }

    final class Editor: ViewControllerBase {
        var shares = 0
        func share() { shares += 1 }
    }

    @Test func theImageInitializersKeepTheirArguments() {
        let star = Self.image(width: 24, height: 24), filled = Self.image(width: 24, height: 20)
        let editor = Editor()
        let share = BarButtonItem(image: star, style: .done, target: editor, action: Editor.share)
        #expect(share.image == star && share.title == nil && share.style == .done && share.target === editor)
        let both = BarButtonItem(title: "Add", image: filled, primaryAction: nil)
        #expect(both.title == "Add" && both.image == filled)
        let tab = TabBarItem(title: "Stars", image: star, tag: 4)
        #expect(tab.image == star && tab.selectedImage == nil && tab.tag == 4)
        let selectable = TabBarItem(title: "Stars", image: star, selectedImage: filled)
        #expect(selectable.image == star && selectable.selectedImage == filled && selectable.tag == 0)
    }

    @Test func anImageItemIsAsWideAsItsImageAndDrawsItCentred() throws {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let root = Editor()
        let navigation = NavigationController(rootViewController: root)
        let share = BarButtonItem(image: Self.image(width: 40, height: 30), style: .plain, target: root, action: Editor.share)
        root.navigationItem.rightBarButtonItem = share
        fixture.show(navigation)
        let button = try #require(navigation.navigationBar.view(for: share))
        #expect(button.frame == CGRect(x: 256, y: 0, width: 56, height: 44))
        #expect(button.displayList == [.image(share.image!, in: CGRect(x: 8, y: 7, width: 40, height: 30))])
        fixture.window.tap(button)
        fixture.loop.runUntilIdle()
        #expect(root.shares == 1)
    }

    @Test func anItemWithAnImageAndATitleDrawsTheTitleAfterTheImage() throws {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let root = Editor()
        let navigation = NavigationController(rootViewController: root)
        let add = BarButtonItem(title: "Add", image: Self.image(width: 20, height: 20))
        root.navigationItem.leftBarButtonItem = add
        fixture.show(navigation)
        let button = try #require(navigation.navigationBar.view(for: add))
        #expect(button.frame == CGRect(x: 8, y: 0, width: 68, height: 44))
        #expect(button.displayList == [
            .image(add.image!, in: CGRect(x: 8, y: 12, width: 20, height: 20)),
            .text("Add", at: CGPoint(x: 36, y: 13.5), .blue),
        ])
        add.image = nil
        fixture.loop.runUntilIdle()
        #expect(button.frame == CGRect(x: 8, y: 0, width: 44, height: 44))
        #expect(button.displayList == [.text("Add", at: CGPoint(x: 8, y: 13.5), .blue)])
    }

    @Test func theSelectedTabDrawsItsSelectedImageAndTheOthersTheirImage() throws {
        let fixture = ControllerFixture(ignoring: LifecycleCallback.layoutPass)
        let outline = Self.image(width: 25, height: 25), filled = Self.image(width: 25, height: 24)
        let first = ViewControllerBase(), second = ViewControllerBase()
        first.tabBarItem = TabBarItem(title: nil, image: outline, selectedImage: filled)
        second.tabBarItem = TabBarItem(title: nil, image: outline, tag: 1)
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        fixture.show(tabs)
        let firstButton = try #require(tabs.tabBar.view(for: first.tabBarItem))
        let secondButton = try #require(tabs.tabBar.view(for: second.tabBarItem))
        #expect(firstButton.displayList == [.image(filled, in: CGRect(x: 8, y: 12.5, width: 25, height: 24))])
        #expect(secondButton.displayList == [.image(outline, in: CGRect(x: 8, y: 12, width: 25, height: 25))])
        tabs.selectedIndex = 1
        fixture.loop.runUntilIdle()
        #expect(firstButton.displayList == [.image(outline, in: CGRect(x: 8, y: 12, width: 25, height: 25))])
        #expect(secondButton.displayList == [.image(outline, in: CGRect(x: 8, y: 12, width: 25, height: 25))])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
