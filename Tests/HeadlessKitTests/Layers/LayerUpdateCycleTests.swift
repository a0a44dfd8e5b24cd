import Foundation
import Testing
@testable import HeadlessKit

/// UIKit lays out and displays a view through its layer: the layout pass calls the layer's
/// `layoutSublayers()`, whose default asks its delegate, the view, to lay out (`CALayer.
/// layoutSublayers()`: "The default implementation of this method calls the
/// layoutSublayers(of:) method … of the layer's delegate object"); the display pass calls the
/// layer's `display()`, whose default draws through `draw(in:)` and the delegate. Standalone
/// layers in a view's tree are laid out and displayed in the same commit as the view.
@MainActor @Suite struct LayerUpdateCycleTests {
    /// A window with a recording view `host` (its layer a recording layer), settled and cleared.
    func hostFixture() -> (ViewFixture, RecordingLayerView, LayerRecorder) {
        let fixture = ViewFixture()
        let recorder = LayerRecorder()
        let host = RecordingLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.log.name(host, "host")
        host.label = "host"
        host.recorder = recorder
        fixture.window.addSubview(host)
        fixture.window.makeKeyAndVisible()
        fixture.settleAndClearLog()
        recorder.removeAll()
        return (fixture, host, recorder)
    }

    @Test func markingAViewsLayerForLayoutMarksTheView() {
        let (fixture, host, _) = hostFixture()
        host.layer.setNeedsLayout()
        #expect(host.needsLayout() && host.layer.needsLayout())
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.lines(for: .layoutSubviews) == ["host.layoutSubviews()"])
        #expect(!host.layer.needsLayout())
    }

    // A layer class's layoutSublayers() override runs in the commit; its super call lays out the view.
    @Test func aLayerClassesLayoutSublayersOverrideRunsInTheCommitAroundTheViewsLayout() {
        let (fixture, host, recorder) = hostFixture()
        host.setNeedsLayout()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["host.layer.layoutSublayers()", "host.layoutSubviews()"])
        #expect(fixture.lines(for: .layoutSubviews) == ["host.layoutSubviews()"])
    }

    @Test func aLayerOverrideThatSkipsSuperKeepsTheViewFromLayingOut() {
        final class SilentLayer: Layer {
            override func layoutSublayers() {}
        }
        final class SilentView: ViewNode {
            override class var layerClass: AnyClass { SilentLayer.self }
        }
        let fixture = ViewFixture()
        let view = SilentView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = view.layer
        fixture.log.name(view, "silent")
        fixture.window.addSubview(view)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(fixture.lines(for: .layoutSubviews) == ["window.layoutSubviews()"])
    }

    // A view overriding layoutSublayers(of:) — the common way to size a gradient with its view.
    @Test func aViewsLayoutSublayersOfOverrideRunsAroundItsLayoutSubviews() {
        final class GradientHost: ViewNode {
            let gradient = GradientLayer()
            var trace: [String] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.insertSublayer(gradient, at: 0)
            }
            required init?(coder: Coder) { nil }

            override func layoutSubviews() {
                trace.append("layoutSubviews")
                super.layoutSubviews()
            }
            override func layoutSublayers(of layer: Layer) {
                super.layoutSublayers(of: layer)
                trace.append("layoutSublayers(of:)")
                gradient.frame = bounds
            }
        }
        let fixture = ViewFixture()
        let view = GradientHost(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        fixture.window.addSubview(view)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.trace == ["layoutSubviews", "layoutSublayers(of:)"])
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(!view.gradient.needsLayout())
    }

    // Marking a standalone layer schedules its view's commit; the layer is laid out there, the
    // view is not.
    @Test func aStandaloneSublayerIsLaidOutInTheCommitOfItsView() {
        let (fixture, host, recorder) = hostFixture()
        let sublayer = recorder.layer("sublayer")
        let nested = recorder.layer("nested")
        host.layer.addSublayer(sublayer)
        sublayer.addSublayer(nested)
        nested.setNeedsLayout()
        #expect(nested.needsLayout())
        #expect(fixture.loop.runOnce() == .idle)
        #expect(recorder.lines == ["nested.layoutSublayers()"])
        #expect(fixture.lines(for: .layoutSubviews) == [])
        #expect(!nested.needsLayout())
    }

    // (chosen) A view's marked standalone layers are laid out after the view's own step and
    // before its subviews, parents first.
    @Test func standaloneLayersAreLaidOutAfterTheirViewAndBeforeItsSubviews() {
        let (fixture, host, recorder) = hostFixture()
        let child = RecordingLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.label = "child"
        child.recorder = recorder
        host.addSubview(child)
        let top = recorder.layer("top")
        host.layer.addSublayer(top)
        top.setNeedsLayout()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == [
            "host.layer.layoutSublayers()", "host.layoutSubviews()", "top.layoutSublayers()",
            "child.layer.layoutSublayers()", "child.layoutSubviews()",
            "child.layer.display()", "child.draw((0 0; 10 10))",
        ])
    }

    // CALayerDelegate.layoutSublayers(of:) "is called when a layer's bounds have changed".
    @Test func aStandaloneLayerWhoseSizeChangesIsLaidOutAgain() {
        let (fixture, host, recorder) = hostFixture()
        let sublayer = recorder.layer("sublayer", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        host.layer.addSublayer(sublayer)
        #expect(fixture.loop.runUntilIdle() == .idle)
        recorder.removeAll()
        sublayer.position = CGPoint(x: 50, y: 50)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == [])
        sublayer.bounds.size = CGSize(width: 6, height: 6)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["sublayer.layoutSublayers()"])
    }

    @Test func aStandaloneTreeInNoViewIsLaidOutAndDisplayedOnRequest() {
        let recorder = LayerRecorder()
        let root = recorder.layer("root", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = recorder.layer("leaf", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSublayer(leaf)
        recorder.removeAll()
        root.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(recorder.lines == ["root.layoutSublayers()", "leaf.layoutSublayers()"])
        recorder.removeAll()
        leaf.setNeedsDisplay()
        root.displayIfNeeded()
        #expect(recorder.lines == ["leaf.display()"])
        #expect(!leaf.needsDisplay())
    }

    // CALayer.draw(in:): what a layer draws is recorded as its display list.
    @Test func aLayersDrawInContextIsRecordedAsItsDisplayList() {
        final class Painted: Layer {
            var sawCurrentContext = false
            override func draw(in context: GraphicsContext) {
                sawCurrentContext = GraphicsContext.current === context
                context.fill(CGRect(x: 1, y: 1, width: 2, height: 2), with: .red)
            }
        }
        let (fixture, host, _) = hostFixture()
        let painted = Painted()
        painted.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.layer.addSublayer(painted)
        #expect(painted.displayList == [])
        painted.setNeedsDisplay()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(painted.displayList == [.fill(CGRect(x: 1, y: 1, width: 2, height: 2), .red)])
        #expect(painted.sawCurrentContext)
        #expect(painted.renderedContent() == [.drawing([.fill(CGRect(x: 1, y: 1, width: 2, height: 2), .red)])])
    }

    @Test func aLayerDelegateDrawsAStandaloneLayersContent() {
        final class Painter: LayerDelegate {
            func draw(_ layer: Layer, in context: GraphicsContext) {
                context.stroke(layer.bounds, with: .blue)
            }
        }
        let painter = Painter()
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.displayList == [.stroke(CGRect(x: 0, y: 0, width: 4, height: 4), .blue, lineWidth: 1)])
    }

    // The view's draw(_:) runs through its layer, with the part marked, into the view's list.
    @Test func aViewsDrawRunsThroughItsLayerWithTheMarkedPart() {
        let (fixture, host, recorder) = hostFixture()
        host.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines == ["host.layer.display()", "host.draw((10 10; 5 5))"])
        #expect(fixture.lines(for: .draw) == ["host.draw((10 10; 5 5))"])
        let painter = GreenPainter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = painter.layer
        fixture.window.addSubview(painter)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(painter.displayList == [.fill(CGRect(x: 0, y: 0, width: 20, height: 20), .green)])
        #expect(painter.layer.displayList == painter.displayList)
    }

    @Test func aLayerWhoseDisplaySetsContentsKeepsTheViewFromDrawing() {
        final class ContentsLayer: Layer {
            override func display() { contents = "image" }
        }
        final class ContentsView: ViewNode {
            override class var layerClass: AnyClass { ContentsLayer.self }
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let fixture = ViewFixture()
        let view = ContentsView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = view.layer
        fixture.window.addSubview(view)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(view.draws == 0)
        #expect(view.layer.renderedContent() == [.contents("image", gravity: .resize)])
    }

    // A view's layer displays its view at once when asked (CALayer.displayIfNeeded()).
    @Test func aViewsLayerDisplaysItsViewNowWhenAsked() {
        let (fixture, host, recorder) = hostFixture()
        host.setNeedsDisplay()
        host.layer.displayIfNeeded()
        #expect(recorder.lines == ["host.layer.display()", "host.draw((0 0; 100 100))"])
        #expect(!host.needsDisplay())
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(recorder.lines.count == 2)
    }

    // A layer that marks itself in every layout is stopped like a view in a feedback loop, and its
    // pending layout dropped.
    @Test func aStandaloneLayerInALayoutFeedbackLoopIsStopped() {
        final class Restless: Layer {
            override func layoutSublayers() { setNeedsLayout() }
        }
        let (fixture, host, _) = hostFixture()
        fixture.loop.layoutFeedbackThreshold = 5
        let restless = Restless()
        host.layer.addSublayer(restless)
        restless.setNeedsLayout()
        guard case .layoutFeedbackLoop = fixture.loop.runUntilIdle() else {
            Issue.record("the loop did not stop for a feedback loop")
            return
        }
        #expect(!restless.needsLayout())
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.layoutFeedbackLoop])
        #expect(fixture.loop.runUntilIdle() == .idle)
    }

    // Views whose layers exist report exactly what views without layers report.
    @Test func aControllersRootViewReportsTheSameLayoutStepsWithALayer() {
        func lines(touchingLayer: Bool) -> [String] {
            let fixture = ViewFixture(ignoring: [.draw])
            let controller = ViewControllerBase()
            fixture.log.name(controller, "controller")
            fixture.log.name(controller.view, "root")
            if touchingLayer { _ = controller.view.layer.sublayers }
            fixture.window.rootViewController = controller
            fixture.window.makeKeyAndVisible()
            fixture.settleAndClearLog()
            controller.view.setNeedsLayout()
            _ = fixture.loop.runUntilIdle()
            return fixture.log.lines
        }
        #expect(lines(touchingLayer: true) == lines(touchingLayer: false))
        #expect(lines(touchingLayer: true) == [
            "controller.viewWillLayoutSubviews()", "root.layoutSubviews()", "controller.viewDidLayoutSubviews()",
        ])
    }
}

/// A view that fills what it is asked to draw with green.
private final class GreenPainter: ViewNode {
    override func draw(_ rect: CGRect) {
        GraphicsContext.current?.fill(rect, with: .green)
    }
}
