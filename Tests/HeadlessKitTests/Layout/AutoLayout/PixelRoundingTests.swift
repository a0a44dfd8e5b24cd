import Foundation
import Testing
@testable import HeadlessKit

/// Solved frames land on the pixel grid of the window's screen, as UIKit's Auto Layout results do
/// (UIKit: an edge solved at 950.2 shows at 950 on a 2× screen, one at 950.25 at 950.5).
///
/// A frame is stored as a center and a size, as a layer's position and bounds are, so reading it
/// back can be a rounding error away from the pixel edge; ``pixels(_:scale:)`` reads edges in
/// whole pixels and fails a frame whose edge is more than that away from the grid.
@MainActor @Suite struct PixelRoundingTests {
    /// `[minX, minY, maxX, maxY]` in pixels, or `nil` if any edge is off the pixel grid.
    private func pixels(_ rect: CGRect, scale: CGFloat) -> [CGFloat]? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * scale }
        guard edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-9 }) else { return nil }
        return edges.map { $0.rounded() }
    }

    /// A window on a screen of `scale` and a view whose edges the solver puts at thirds and fifths.
    private func thirdsAndFifths(scale: CGFloat) -> (ViewFixture, ViewNode, Window) {
        let fixture = ViewFixture()
        let window = Window(screen: Screen(size: CGSize(width: 320, height: 480), scale: scale), runLoop: fixture.loop)
        window.makeKeyAndVisible()
        let box = fixture.constrainedView("box", in: window)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100.0 / 3),   // 33.33…
            box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3),     // 106.66…
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 165.4),
            box.heightAnchor.constraint(equalToConstant: 10.25),
        ])
        return (fixture, box, window)
    }

    @Test func atScaleTwoAFrameSolvedAt165Point4ShowsAt165Point5() {
        let (fixture, box, window) = thirdsAndFifths(scale: 2)
        #expect(withExtendedLifetime(window) { fixture.loop.runUntilIdle() } == .idle)
        // Edges: left 33.33 → 33.5, right 140 → 140, top 165.4 → 165.5, bottom 175.65 → 175.5.
        #expect(box.frame == CGRect(x: 33.5, y: 165.5, width: 106.5, height: 10))
    }

    @Test func atScaleOneEveryEdgeIsAWholePoint() {
        let (fixture, box, window) = thirdsAndFifths(scale: 1)
        #expect(withExtendedLifetime(window) { fixture.loop.runUntilIdle() } == .idle)
        #expect(box.frame == CGRect(x: 33, y: 165, width: 107, height: 11))
    }

    @Test func atScaleThreeEdgesLandOnThirds() {
        let (fixture, box, window) = thirdsAndFifths(scale: 3)
        #expect(withExtendedLifetime(window) { fixture.loop.runUntilIdle() } == .idle)
        // 33.33 is already a pixel edge; 165.4 → 496.2 px → 496 px; 175.65 → 526.95 px → 527 px.
        #expect(pixels(box.frame, scale: 3) == [100, 496, 420, 527])
    }

    // (chosen) A half pixel rounds up, towards +∞, on both sides of zero.
    @Test func aHalfPixelRoundsUp() {
        let fixture = ViewFixture()
        let window = Window(screen: Screen(size: CGSize(width: 320, height: 480), scale: 2), runLoop: fixture.loop)
        window.makeKeyAndVisible()
        let box = fixture.constrainedView("box", in: window)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 950.25),
            box.widthAnchor.constraint(equalToConstant: 8),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: -0.25),
            box.heightAnchor.constraint(equalToConstant: 8),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(box.frame == CGRect(x: 950.5, y: 0, width: 8, height: 8))
    }

    // (chosen) Edges are rounded and the size derived, so views whose solved edges touch stay flush.
    @Test func viewsThatAbutInTheSolutionStayFlushAfterRounding() {
        let fixture = ViewFixture()   // scale 3
        let views = (0..<3).map { fixture.constrainedView("v\($0)", in: fixture.window) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
                           views[2].trailingAnchor.constraint(equalTo: fixture.window.leadingAnchor, constant: 100)]
        for view in views {
            constraints += [view.topAnchor.constraint(equalTo: fixture.window.topAnchor),
                            view.heightAnchor.constraint(equalToConstant: 10),
                            view.widthAnchor.constraint(equalTo: views[0].widthAnchor)]
        }
        constraints += [views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
                        views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor)]
        LayoutConstraint.activate(constraints)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(views.map { pixels($0.frame, scale: 3) } == [[0, 0, 100, 30], [100, 0, 200, 30], [200, 0, 300, 30]])
    }

    // UIKit rounds a view in no window to the main screen's scale; with no application, the default 3.
    @Test func aHierarchyInNoWindowRoundsToTheDefaultScale() {
        let fixture = ViewFixture()
        fixture.loop.withCurrent {
            let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = fixture.constrainedView("box", in: root)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.2),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(pixels(box.frame, scale: 3) == [1, 1, 31, 31])
        }
    }

    // Views: only the views whose frames move are laid out after a solve.
    @Test func aFrameOnAThirdOfAPointIsNotFoundMovedByLaterSolves() {
        let fixture = ViewFixture()   // scale 3
        fixture.window.makeKeyAndVisible()
        let container = fixture.constrainedView("container", in: fixture.window)
        let child = fixture.constrainedView("child", in: container)
        let other = fixture.constrainedView("other", in: fixture.window)
        let otherTop = other.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 200)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100.0 / 3),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 0.7),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3),
            child.heightAnchor.constraint(equalToConstant: 10),
            other.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor), otherTop,
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        fixture.settleAndClearLog()
        otherTop.constant = 210
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.lines(for: .layoutSubviews) == ["window.layoutSubviews()"])
        #expect(pixels(child.frame, scale: 3) == [100, 2, 200, 32])
    }

    // UIKit redraws a view whose bounds' size changes (content mode redraw), never one that only
    // moves: at scale 3 the size a row keeps as it moves down a third of a point is exactly the
    // size it had, not its edges' difference, which differs in its last bit from place to place.
    @Test func aViewTheEngineOnlyMovesKeepsExactlyItsSizeAndIsNeitherLaidOutNorRedrawn() {
        let fixture = ViewFixture()   // scale 3
        fixture.window.makeKeyAndVisible()
        let spacer = fixture.constrainedView("spacer", in: fixture.window)
        let row = fixture.constrainedView("row", in: fixture.window)
        row.contentMode = .redraw
        let spacerHeight = spacer.heightAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: fixture.window.topAnchor), spacerHeight,
            spacer.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
            row.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 10), row.heightAnchor.constraint(equalToConstant: 61.0 / 3),
        ])
        fixture.settleAndClearLog()
        #expect(row.frame.size == CGSize(width: 10, height: 61.0 / 3))
        for step in 1...3 {
            spacerHeight.constant = CGFloat(step) / 3
            #expect(fixture.loop.runUntilIdle() == .idle)
            #expect(row.frame.size == CGSize(width: 10, height: 61.0 / 3))
        }
        #expect(fixture.log.lines.filter { $0.hasPrefix("row.") } == [])
        let oneStep: [String] = ["window.layoutSubviews()", "spacer.layoutSubviews()"]
        #expect(fixture.lines(for: .layoutSubviews) == oneStep + oneStep + oneStep)
    }

    // UIKit: a view in no window is rounded to the main screen's scale.
    @Test func aHierarchyInNoWindowRoundsToItsApplicationsMainScreen() {
        let app = Application.create(delegate: RecordingAppDelegate.self, scale: 2)
        app.runLoop.withCurrent {
            let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let window = Window(application: app)
            window.addSubview(root)
            root.removeFromSuperview()   // it keeps the application's loop
            let box = ViewNode()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.3),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0.5, y: 0, width: 10, height: 10))
        }
    }

    @Test func aLayoutGuidesFrameIsRoundedLikeAViews() {
        let fixture = ViewFixture()
        let window = Window(screen: Screen(size: CGSize(width: 320, height: 480), scale: 2), runLoop: fixture.loop)
        window.makeKeyAndVisible()
        let guide = LayoutGuide()
        window.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.2),
            guide.topAnchor.constraint(equalTo: window.topAnchor, constant: 10.3),
            guide.widthAnchor.constraint(equalToConstant: 10),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10.5, width: 10, height: 10))
    }

    @Test func aFrameSetByHandIsNotRounded() {
        let fixture = ViewFixture()
        let view = ViewNode(frame: CGRect(x: 0.125, y: 0.25, width: 10.25, height: 10.5))
        fixture.window.addSubview(view)
        _ = view.widthAnchor.constraint(equalToConstant: 5)   // inactive: the view stays translated
        view.heightAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.frame == CGRect(x: 0.125, y: 0.25, width: 10.25, height: 10.5))
    }
}
