import Foundation
import Testing
@testable import HeadlessKit

/// Pressing a bar button item with a simulated finger, by the item rather than by its view.
@MainActor
@Suite struct BarButtonTapTests {
    @MainActor final class Screen {
        var calls: [String] = []
        func save() { calls.append("save") }
    }

    @Test func tappingAnItemShownByANavigationBarCallsItsActionOnce() {
        let fixture = ControllerFixture()
        let screen = Screen()
        let root = fixture.controller("VC1")
        let save = BarButtonItem(title: "Save", style: .done, target: screen, action: Screen.save)
        root.navigationItem.rightBarButtonItem = save
        fixture.show(NavigationController(rootViewController: root))
        fixture.window.tap(save)
        #expect(screen.calls == ["save"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// An item no bar shows cannot be reached by a finger: refused, nothing delivered (chosen, as
    /// `tap(_:)` refuses a view that is not on screen).
    @Test func tappingAnItemNoBarShowsIsRefusedAndDeliversNothing() {
        let fixture = ControllerFixture()
        let screen = Screen()
        let root = fixture.controller("VC1")
        fixture.show(NavigationController(rootViewController: root))
        let hidden = BarButtonItem(title: "Save", style: .done, target: screen, action: Screen.save)
        fixture.window.tap(hidden)
        #expect(screen.calls.isEmpty)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.touchTargetUnreachable])
        #expect(diagnostics.first?.message.hasPrefix("Cannot tap ") == true)
        #expect(diagnostics.first?.message.contains("no navigation bar in this window shows it") == true)
        #expect(diagnostics.first?.objectIdentifiers == [ObjectIdentifier(hidden), ObjectIdentifier(fixture.window)])
    }
}

/// UIKit's responders inherit identity equality from `NSObject`: ported code compares
/// controllers and views with `==` and keeps them in sets.
@MainActor
@Suite struct ResponderIdentityTests {
    @Test func respondersAreEqualOnlyToThemselvesAndHashByIdentity() {
        let first = ViewControllerBase(), second = ViewControllerBase()
        let view = ViewNode()
        #expect(first == first)
        #expect(first != second)
        #expect([first, second].firstIndex(of: second) == 1)
        #expect(Set<Responder>([first, second, first, view]).count == 3)
    }
}
