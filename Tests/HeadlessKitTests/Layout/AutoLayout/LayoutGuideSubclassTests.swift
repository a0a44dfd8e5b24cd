import Foundation
import Testing
@testable import HeadlessKit

/// `LayoutGuide` is open for subclassing, as `UILayoutGuide` is (keyboard and readable-content
/// guides in ported libraries subclass it).
@MainActor @Suite struct LayoutGuideSubclassTests {
    /// A guide that follows its owning view like a keyboard guide: it records every move.
    final class TrackingGuide: LayoutGuide {
        var moves: [String] = []
        override var owningView: ViewNode? {
            didSet { moves.append(owningView?.accessibilityIdentifier ?? "nil") }
        }
    }

    @Test func aSubclassOverridingOwningViewHearsAddAndRemove() {
        let fixture = ViewFixture()
        let first = fixture.constrainedView("first", in: fixture.window)
        let second = fixture.constrainedView("second", in: fixture.window)
        let guide = TrackingGuide()
        first.addLayoutGuide(guide)
        second.addLayoutGuide(guide)
        second.removeLayoutGuide(guide)
        #expect(guide.moves == ["first", "second", "nil"])
        #expect(first.layoutGuides.isEmpty && second.layoutGuides.isEmpty)
    }

    @Test func aSubclassIsSolvedLikeAPlainGuide() {
        let fixture = ViewFixture()
        let guide = TrackingGuide()
        guide.identifier = "keyboard"
        fixture.window.addLayoutGuide(guide)
        let box = fixture.constrainedView("box", in: fixture.window)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: fixture.window.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: fixture.window.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 200),
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -10),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 280, width: 320, height: 200))
        #expect(box.frame == CGRect(x: 0, y: 250, width: 50, height: 20))
        #expect(guide.description == "UIWindow.keyboard" || guide.description.hasSuffix(".keyboard"))
    }

    @Test func settingOwningViewAddsTheGuideToThatView() {
        let fixture = ViewFixture()
        let guide = LayoutGuide()
        guide.owningView = fixture.window
        #expect(fixture.window.layoutGuides.count == 1 && fixture.window.layoutGuides[0] === guide)
        guide.owningView = nil
        #expect(fixture.window.layoutGuides.isEmpty)
    }

    @Test func aBuiltInGuideKeepsItsView() {
        let fixture = ViewFixture()
        let margins = fixture.window.layoutMarginsGuide
        margins.owningView = nil
        #expect(margins.owningView === fixture.window)
    }
}
