import Foundation
import Testing
@testable import HeadlessKit

/// NaN and infinite geometry is refused (UIKit raises `CALayerInvalidGeometry`), the view keeps
/// what it had, and queries with such numbers answer without crashing.
@MainActor @Suite struct NonFiniteGeometryTests {
    func fixtureWithView() -> (ViewFixture, ViewNode) {
        let fixture = ViewFixture()
        let view = fixture.view("view", frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        fixture.window.addSubview(view)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        return (fixture, view)
    }

    /// Expects exactly `count` diagnostics of `.invalidGeometry` about `view`, the first with `prefix`.
    func expectRefused(_ fixture: ViewFixture, _ view: ViewNode, count: Int, prefix: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidGeometry, count: count), sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.hasPrefix(prefix) == true, "\(diagnostics)", sourceLocation: sourceLocation)
        #expect(diagnostics.allSatisfy { $0.objectIdentifiers == [ObjectIdentifier(view)] }, sourceLocation: sourceLocation)
        #expect(fixture.log.lines.isEmpty, sourceLocation: sourceLocation)
    }

    // UIKit: "CALayer position contains NaN: [nan 25]" (CALayerInvalidGeometry).
    @Test func aNaNFramePositionIsRefusedWithTheFrameKept() {
        let (fixture, view) = fixtureWithView()
        let before = fixture.window.recursiveDescription()
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 30, height: 40)
        view.center = CGPoint(x: 1, y: CGFloat.infinity)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        expectRefused(fixture, view, count: 2, prefix: "CALayer position contains NaN: [nan 20]")
    }

    // UIKit: "CALayer bounds contains NaN: [0 0; nan 10]".
    @Test func aNaNSizeIsRefusedForFrameAndBounds() {
        let (fixture, view) = fixtureWithView()
        let before = fixture.window.recursiveDescription()
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: -CGFloat.infinity)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(!view.needsLayout())
        expectRefused(fixture, view, count: 2, prefix: "CALayer bounds contains NaN: [0 0; nan 10]. HeadlessKit ignored frame = [0 0; nan 10]")
    }

    // Core Animation checks bounds as bounds: a NaN bounds origin is a bounds error, not a position one.
    @Test func aNaNBoundsOriginIsReportedAsBounds() {
        let (fixture, view) = fixtureWithView()
        let before = fixture.window.recursiveDescription()
        view.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(fixture.window.recursiveDescription() == before)
        expectRefused(fixture, view, count: 1, prefix: "CALayer bounds contains NaN: [nan 0; 10 10]. HeadlessKit ignored bounds")
    }

    // Transform, alpha, margins and the dirty rectangle: each refused, each value kept.
    @Test func nonFiniteTransformAlphaMarginsAndDirtyRectAreRefused() {
        let (fixture, view) = fixtureWithView()
        view.transform = AffineTransform2D(scaleX: .nan, y: 1)
        view.alpha = .nan
        view.layoutMargins = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        view.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(view.transform == .identity)
        #expect(view.alpha == 1)
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.needsDisplay())
        expectRefused(fixture, view, count: 4, prefix: "CALayer transform contains NaN")
        #expect(fixture.loop.diagnostics.collected.map { String($0.message.prefix(24)) } == [
            "CALayer transform contain", "alpha is not finite (Hea", "Layout margins are not fi",
            "setNeedsDisplay(_:) was ",
        ].map { String($0.prefix(24)) })
    }

    // A view made with a NaN frame starts at zero instead, with the diagnostic.
    @Test func aViewMadeWithANaNFrameStartsWithAZeroFrame() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let view = loop.withCurrent { ViewNode(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 3)) }
        #expect(view.frame == .zero)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
        let window = Window(screenSize: CGSize(width: CGFloat.infinity, height: 3), runLoop: loop)
        #expect(window.screenSize == Window.defaultScreenSize)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry])
    }

    // Queries with NaN points answer "nothing there" and fitting with a NaN target returns the size.
    @Test func hitTestingAndFittingWithNaNAnswerWithoutCrashing() {
        let (fixture, view) = fixtureWithView()
        let nan = CGPoint(x: CGFloat.nan, y: 1)
        #expect(fixture.window.hitTest(nan, with: nil) == nil)
        #expect(!view.point(inside: nan, with: nil))
        #expect(fixture.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        #expect(view.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 1)) == CGSize(width: 30, height: 40))
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
    }
}
