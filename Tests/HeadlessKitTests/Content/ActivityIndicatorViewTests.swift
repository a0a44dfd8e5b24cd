import Foundation
import Testing
@testable import HeadlessKit

/// Activity indicators: UIKit's sizes per style, hidden while stopped, and the spokes they draw.
@MainActor
@Suite struct ActivityIndicatorViewTests {
    /// UIKit: `init(style:)` "sizes the view according to the style" — 20 × 20 for the medium
    /// styles, 37 × 37 for the large ones.
    @Test(arguments: [
        (ActivityIndicatorView.Style.medium, 20), (.large, 37), (.white, 20), (.gray, 20), (.whiteLarge, 37),
    ] as [(ActivityIndicatorView.Style, CGFloat)])
    func theStyleSetsTheSize(style: ActivityIndicatorView.Style, side: CGFloat) {
        let indicator = ActivityIndicatorView(style: style)
        #expect(indicator.frame == CGRect(x: 0, y: 0, width: side, height: side))
        #expect(indicator.intrinsicContentSize == CGSize(width: side, height: side))
        #expect(indicator.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: side, height: side))
    }

    /// UIKit's defaults: the medium style; `init(frame:)` keeps the frame.
    @Test func theDefaultsAreTheMediumStyleStoppedAndHidden() {
        let indicator = ActivityIndicatorView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(indicator.style == .medium)
        #expect(indicator.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(!indicator.isAnimating)
        #expect(indicator.hidesWhenStopped)
        #expect(indicator.isHidden)
        #expect(ActivityIndicatorView().style == .medium)
    }

    /// UIKit's `hidesWhenStopped`: hidden while not animating, shown when started; turning it off
    /// shows a stopped indicator, turning it on hides it again.
    @Test func anIndicatorHidesWhileStoppedAndShowsWhenStarted() {
        let indicator = ActivityIndicatorView(style: .large)
        indicator.startAnimating()
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
        indicator.hidesWhenStopped = true
        #expect(indicator.isHidden)
    }

    /// UIKit's null-resettable colour: nil returns to the style's colour.
    @Test func theColourResetsToTheStylesColour() {
        let indicator = ActivityIndicatorView(style: .white)
        #expect(indicator.color == .white)
        indicator.color = .red
        #expect(indicator.color == .red)
        indicator.color = nil
        #expect(indicator.color == .white)
        indicator.style = .gray
        #expect(indicator.color == .gray)
    }

    /// Changing the style changes the intrinsic size (the frame keeps its size until it is fitted).
    @Test func changingTheStyleChangesTheIntrinsicSize() {
        let indicator = ActivityIndicatorView(style: .medium)
        indicator.style = .large
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(indicator.frame.size == CGSize(width: 20, height: 20))
        indicator.sizeToFit()
        #expect(indicator.frame.size == CGSize(width: 37, height: 37))
    }

    /// The indicator records eight spokes, the first straight up, fading clockwise.
    @Test func aRunningIndicatorRecordsEightSpokes() {
        let fixture = ViewFixture()
        let indicator = ActivityIndicatorView(style: .medium)
        indicator.color = .black
        fixture.window.addSubview(indicator)
        indicator.startAnimating()
        #expect(fixture.loop.runUntilIdle() == .idle)
        let spokes = indicator.displayList
        #expect(spokes.count == 8)
        #expect(spokes.first == .line(from: CGPoint(x: 10, y: 6), to: CGPoint(x: 10, y: 1), .black, lineWidth: 2))
        #expect(spokes[1] == .line(from: CGPoint(x: 12.83, y: 7.17), to: CGPoint(x: 16.36, y: 3.64),
                                   Color.black.withAlphaComponent(0.875), lineWidth: 2))
        #expect(spokes[4] == .line(from: CGPoint(x: 10, y: 14), to: CGPoint(x: 10, y: 19),
                                   Color.black.withAlphaComponent(0.5), lineWidth: 2))
    }
}
