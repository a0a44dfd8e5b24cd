import Foundation
import Testing
@testable import HeadlessKit

/// The text dump of a hierarchy: type, frame with fixed formatting, and non-default flags.
@MainActor
@Suite struct RecursiveDescriptionTests {
    @Test func dumpListsEveryViewWithItsFrameAndFlags() {
        final class Card: ViewNode {}
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        window.makeKeyAndVisible()
        let card = Card(frame: CGRect(x: 16, y: 100.5, width: 358, height: 200))
        card.tag = 3
        card.clipsToBounds = true
        card.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        card.backgroundColor = Color(white: 1)
        let hidden = ViewNode(frame: CGRect(x: 0, y: 0, width: 1.0 / 3, height: 10))
        hidden.isHidden = true
        hidden.alpha = 0.5
        hidden.isUserInteractionEnabled = false
        let scrolled = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrolled.bounds.origin = CGPoint(x: 0, y: 40)
        scrolled.transform = AffineTransform2D(scaleX: 2, y: 2)
        window.addSubview(card)
        card.addSubview(hidden)
        window.addSubview(scrolled)
        #expect(window.recursiveDescription() == """
            <Window; frame = (0 0; 390 844)>
               | <Card; frame = (16 100.5; 358 200); tag = 3; clipsToBounds = YES; autoresize = W+BM; backgroundColor = rgba(1, 1, 1, 1)>
               |    | <ViewNode; frame = (0 0; 0.33 10); hidden = YES; alpha = 0.5; userInteractionEnabled = NO>
               | <ViewNode; frame = (-5 -5; 20 20); bounds = (0 40; 10 10); transform = [2, 0, 0, 2, 0, 0]>
            """)
        #expect(card.description == "<Card; frame = (16 100.5; 358 200); tag = 3; clipsToBounds = YES; autoresize = W+BM; backgroundColor = rgba(1, 1, 1, 1)>")
    }

    @Test func makeKeyAndVisibleShowsTheWindowAndMovesKeyStatus() {
        let fixture = ViewFixture()
        let other = Window(screenSize: CGSize(width: 10, height: 10), runLoop: fixture.loop)
        fixture.log.name(other, "other")
        #expect(fixture.window.isHidden && !fixture.window.isKeyWindow)
        fixture.window.makeKeyAndVisible()
        #expect(!fixture.window.isHidden && fixture.window.isKeyWindow)
        fixture.log.removeAll()
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow && !fixture.window.isKeyWindow)
        #expect(fixture.log.lines.filter { $0.contains("Key") } == ["window.resignKey()", "other.becomeKey()"])
    }
}
