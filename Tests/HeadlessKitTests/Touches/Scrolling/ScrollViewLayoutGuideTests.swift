import Foundation
import Testing
@testable import HeadlessKit

/// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` (UIKit's `UIScrollView`
/// documentation: the content guide is "based on the untranslated content rectangle", the frame
/// guide "on the untransformed frame rectangle" of the scroll view).
@MainActor @Suite struct ScrollViewLayoutGuideTests {
    /// A 300×200 scroll view at (10, 20) in the window, holding a column of rows of the given
    /// heights pinned to the content guide, each as wide as the frame guide.
    @MainActor struct Column {
        let fixture: ViewFixture
        let scrollView: ScrollView
        var rows: [ViewNode] = []
        var heights: [LayoutConstraint] = []

        init(heights rowHeights: [CGFloat]) {
            fixture = ViewFixture()
            scrollView = ScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
            fixture.window.addSubview(scrollView)
            let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
            var constraints: [LayoutConstraint] = []
            var above = content.topAnchor
            for (index, height) in rowHeights.enumerated() {
                let row = fixture.constrainedView("row\(index)", in: scrollView)
                let heightConstraint = row.heightAnchor.constraint(equalToConstant: height)
                constraints += [
                    row.topAnchor.constraint(equalTo: above),
                    row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    row.widthAnchor.constraint(equalTo: frame.widthAnchor),
                    heightConstraint,
                ]
                rows.append(row)
                heights.append(heightConstraint)
                above = row.bottomAnchor
            }
            if let last = rows.last { constraints.append(last.bottomAnchor.constraint(equalTo: content.bottomAnchor)) }
            LayoutConstraint.activate(constraints)
        }
    }

    @Test func constraintsOnTheContentGuideGiveTheExactContentSizeAndFrames() {
        let column = Column(heights: [120, 80, 250])
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        #expect(column.scrollView.contentSize == CGSize(width: 300, height: 450))
        #expect(column.rows.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 300, height: 120),
            CGRect(x: 0, y: 120, width: 300, height: 80),
            CGRect(x: 0, y: 200, width: 300, height: 250),
        ])
        #expect(column.scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 450))
        #expect(column.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(column.fixture.loop.diagnostics.collected.isEmpty)
    }

    /// The content size is set in the solve, before the scroll view's own `layoutSubviews()`
    /// (chosen: UIKit documents no order; the layout that follows then sees the new size).
    @Test func theScrollViewsLayoutAlreadySeesTheSolvedContentSize() {
        final class SizeReadingScrollView: ScrollView {
            var sizesSeenInLayout: [CGSize] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                sizesSeenInLayout.append(contentSize)
            }
        }
        let fixture = ViewFixture()
        let scrollView = SizeReadingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        fixture.window.addSubview(scrollView)
        let row = fixture.constrainedView("row", in: scrollView)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            row.widthAnchor.constraint(equalToConstant: 500),
            row.heightAnchor.constraint(equalToConstant: 60),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(scrollView.sizesSeenInLayout == [CGSize(width: 500, height: 60)])
    }

    /// UIKit's `frameLayoutGuide` is the scroll view's visible rectangle: a view pinned to its
    /// edges floats over the scrolling content — its frame follows the content offset.
    @Test func aViewPinnedToTheFrameGuideFloatsOverTheScrollingContent() {
        let column = Column(heights: [120, 80, 250])
        let frame = column.scrollView.frameLayoutGuide
        let badge = column.fixture.constrainedView("badge", in: column.scrollView)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        column.fixture.settleAndClearLog()
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 20))

        column.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        #expect(frame.layoutFrame == CGRect(x: 0, y: 150, width: 300, height: 200))
        #expect(badge.frame == CGRect(x: 250, y: 160, width: 40, height: 20))
        #expect(badge.convert(badge.bounds, to: column.fixture.window) == CGRect(x: 260, y: 30, width: 40, height: 20))
        #expect(column.rows[1].frame == CGRect(x: 0, y: 120, width: 300, height: 80), "the content scrolls")
        #expect(column.fixture.log.lines == ["ScrollView.layoutSubviews()"])
        #expect(column.fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func scrollingMovesTheContentOnScreenButChangesNoFrame() {
        let column = Column(heights: [120, 80, 250])
        column.fixture.settleAndClearLog()
        let framesBefore = column.rows.map(\.frame)
        column.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        #expect(column.rows.map(\.frame) == framesBefore)
        #expect(column.scrollView.contentSize == CGSize(width: 300, height: 450))
        #expect(column.rows[1].convert(column.rows[1].bounds, to: column.fixture.window)
            == CGRect(x: 10, y: -10, width: 300, height: 80))
        #expect(column.fixture.log.lines == ["ScrollView.layoutSubviews()"])
    }

    @Test func changingAConstraintUpdatesTheContentSizeAtTheNextCommit() {
        let column = Column(heights: [120, 80, 250])
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        column.heights[1].constant = 30
        #expect(column.scrollView.contentSize == CGSize(width: 300, height: 450))
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        #expect(column.scrollView.contentSize == CGSize(width: 300, height: 400))
        #expect(column.rows[2].frame == CGRect(x: 0, y: 150, width: 300, height: 250))
    }

    @Test func resizingTheScrollViewResizesContentAsWideAsTheFrameGuide() {
        let column = Column(heights: [100])
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        column.scrollView.frame = CGRect(x: 10, y: 20, width: 250, height: 200)
        #expect(column.fixture.loop.runUntilIdle() == .idle)
        #expect(column.scrollView.contentSize == CGSize(width: 250, height: 100))
        #expect(column.rows[0].frame == CGRect(x: 0, y: 0, width: 250, height: 100))
        #expect(column.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 250, height: 200))
    }

    /// (chosen) A guide its constraints leave free keeps the content size set in code, and a
    /// content size set in code gives way to constraints that decide it at the next solve.
    @Test func aContentSizeSetInCodeHoldsOnlyWhereNoConstraintDecidesIt() {
        let fixture = ViewFixture()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        fixture.window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 200, height: 900)
        let row = fixture.constrainedView("row", in: scrollView)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            row.widthAnchor.constraint(equalToConstant: 320),
            row.heightAnchor.constraint(equalToConstant: 40),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(scrollView.contentSize == CGSize(width: 320, height: 900))
        scrollView.contentSize = CGSize(width: 50, height: 700)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(scrollView.contentSize == CGSize(width: 320, height: 700))
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    /// A suspended app runs nothing on its loop (UIKit's app life cycle: a suspended app
    /// "doesn't execute code"), so a content size set in code meanwhile stands — with the guide
    /// still at its last solved size — until the app comes back and the next solve gives the
    /// size back to the constraints.
    @Test func aContentSizeSetWhileSuspendedGivesWayToTheConstraintsWhenTheAppReturns() {
        let (app, _) = Application.launchedForTest()
        let window = Window(application: app)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        window.makeKeyAndVisible()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(scrollView)
        let row = ViewNode()
        row.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(row)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            row.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            row.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 120))
        app.simulate(.homeButton)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(app.executionState == .suspended)

        scrollView.contentSize = CGSize(width: 50, height: 400)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(scrollView.contentSize == CGSize(width: 50, height: 400))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 120))

        app.simulate(.tapAppIcon)
        #expect(app.runLoop.runUntilIdle() == .idle)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 120))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(app.diagnostics.collected.isEmpty)
    }

    @Test func aScrollViewWhoseGuidesNobodyConstrainsKeepsItsContentSize() {
        let fixture = ViewFixture()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        fixture.window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 200, height: 900)
        let row = fixture.constrainedView("row", in: scrollView)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scrollView.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 10),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(scrollView.contentSize == CGSize(width: 200, height: 900))
        #expect(scrollView.contentLayoutGuide.layoutFrame == .zero)
    }

    @Test func removingTheScrollViewDeactivatesConstraintsFromItsGuidesToOutside() {
        let fixture = ViewFixture()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        fixture.window.addSubview(scrollView)
        let outside = fixture.constrainedView("outside", in: fixture.window)
        let tie = outside.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
        LayoutConstraint.activate([tie, outside.heightAnchor.constraint(equalToConstant: 10)])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(outside.frame.width == 200)
        scrollView.removeFromSuperview()
        #expect(!tie.isActive)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    @Test func theGuidesAreBuiltInAndNamed() {
        let scrollView = ScrollView(frame: .zero)
        #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
        #expect(scrollView.frameLayoutGuide.owningView === scrollView)
        scrollView.frameLayoutGuide.owningView = nil
        #expect(scrollView.frameLayoutGuide.owningView === scrollView)
        #expect(scrollView.layoutGuides.isEmpty)
        #expect(scrollView.contentLayoutGuide.identifier == "UIScrollViewContentLayoutGuide")
        #expect(scrollView.frameLayoutGuide.identifier == "UIScrollViewFrameLayoutGuide")
    }
}
