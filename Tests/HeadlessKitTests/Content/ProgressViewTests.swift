import Foundation
import Testing
@testable import HeadlessKit

/// Progress views: UIKit's heights per style, progress pinned to 0...1, the track and bar they
/// draw, and an observed `Progress` read once per turn.
@MainActor
@Suite struct ProgressViewTests {
    /// UIKit's current metrics: 4 points high in the default style, 2.5 in the bar style; no
    /// intrinsic width.
    @Test(arguments: [(ProgressView.Style.default, 4), (.bar, 2.5)] as [(ProgressView.Style, CGFloat)])
    func theStyleSetsTheHeight(style: ProgressView.Style, height: CGFloat) {
        let view = ProgressView(progressViewStyle: style)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 0, height: height))
        #expect(view.intrinsicContentSize == CGSize(width: ViewNode.noIntrinsicMetric, height: height))
        #expect(view.sizeThatFits(CGSize(width: 200, height: 50)) == CGSize(width: 200, height: height))
        #expect(view.progress == 0)
    }

    /// UIKit: "Values less than 0.0 and greater than 1.0 are pinned to those limits."
    @Test func progressIsPinnedToZeroThroughOne() {
        let view = ProgressView()
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-0.2, animated: true)
        #expect(view.progress == 0)
        view.setProgress(0.3, animated: false)
        #expect(view.progress == 0.3)
    }

    /// A NaN or infinite progress is refused with a diagnostic; the progress stays.
    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func nonFiniteProgressIsRefused(progress: Float) {
        let fixture = ViewFixture()
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        fixture.window.addSubview(view)
        view.progress = 0.4
        fixture.loop.runUntilIdle()
        let before = fixture.window.recursiveDescription()
        view.progress = progress
        #expect(view.progress == 0.4)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidControlValue])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("ProgressView.progress is not a finite number") == true)
    }

    /// The default style records its track (the system fill) across the bounds, then the bar
    /// (the tint colour) over `progress` of the width; the bar style has a clear track.
    @Test func theViewRecordsItsTrackAndBar() {
        let fixture = ViewFixture()
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.25
        fixture.window.addSubview(view)
        fixture.loop.runUntilIdle()
        let light = TraitCollection()
        #expect(view.displayList == [
            .fill(CGRect(x: 0, y: 0, width: 200, height: 4), Color.systemFill.resolvedColor(with: light)),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 4), Color.tintColor.resolvedColor(with: light)),
        ])
        view.progressViewStyle = .bar
        view.progressTintColor = .red
        fixture.loop.runUntilIdle()
        #expect(view.displayList == [.fill(CGRect(x: 0, y: 0, width: 50, height: 4), .red)])
        view.trackTintColor = .blue
        view.progress = 0
        fixture.loop.runUntilIdle()
        #expect(view.displayList == [.fill(CGRect(x: 0, y: 0, width: 200, height: 4), .blue)])
    }

    /// Images replace the colours: the track image across the bounds, the progress image over the
    /// filled part.
    @Test func imagesReplaceTheColours() {
        let fixture = ViewFixture()
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        let track = Image(Image.Properties(size: CGSize(width: 10, height: 4)))
        let bar = Image(Image.Properties(size: CGSize(width: 6, height: 4)))
        view.trackImage = track
        view.progressImage = bar
        view.progress = 0.5
        fixture.window.addSubview(view)
        fixture.loop.runUntilIdle()
        #expect(view.displayList == [
            .image(track, in: CGRect(x: 0, y: 0, width: 200, height: 4)),
            .image(bar, in: CGRect(x: 0, y: 0, width: 100, height: 4)),
        ])
    }

    /// (chosen) With an observed `Progress`, `progress` reads its fraction, and the view redraws
    /// in the first commit after it moves on — read once per turn, as Linux has no key-value
    /// observing.
    @Test func anObservedProgressIsShownAfterTheNextTurn() {
        let fixture = ViewFixture()
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        fixture.window.addSubview(view)
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        view.observedProgress = task
        #expect(view.progress == 0.25)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.displayList.last == .fill(CGRect(x: 0, y: 0, width: 50, height: 4), Color.tintColor.resolvedColor(with: TraitCollection())))
        task.completedUnitCount = 2
        #expect(view.progress == 0.5)
        _ = fixture.loop.runOnce()
        #expect(view.displayList.last == .fill(CGRect(x: 0, y: 0, width: 100, height: 4), Color.tintColor.resolvedColor(with: TraitCollection())))
        view.progress = 0.1
        #expect(view.progress == 0.5)
        view.observedProgress = nil
        #expect(view.progress == 0.1)
    }

    /// A view that leaves its window stops reading its observed `Progress`.
    @Test func aViewOutsideAWindowDoesNotFollowItsProgress() {
        let fixture = ViewFixture()
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        fixture.window.addSubview(view)
        view.observedProgress = Progress(totalUnitCount: 4)
        #expect(view.progressObserver != nil)
        view.removeFromSuperview()
        #expect(view.progressObserver == nil)
        fixture.window.addSubview(view)
        #expect(view.progressObserver != nil)
    }

    /// The progress as a percentage, and the updates-frequently trait.
    @Test func accessibilityReportsAPercentage() {
        let view = ProgressView()
        view.progress = 0.4
        #expect(view.accessibilityValue == "40%")
        #expect(view.accessibilityTraits == .updatesFrequently)
        #expect(view.isAccessibilityElement)
    }
}
