import Foundation
import Testing
@testable import HeadlessKit

/// The screen-edge pan: a pan that begins only from a touch within 20 points (chosen) of one of
/// its edges of the window, moving away from that edge.
@MainActor
@Suite struct ScreenEdgePanGestureRecognizerTests {
    func stageWithEdgePan(_ edges: RectEdge) -> (TouchStage, ScreenEdgePanGestureRecognizer) {
        let stage = TouchStage(size: CGSize(width: 320, height: 480))
        let pan = ScreenEdgePanGestureRecognizer(edges: edges)
        pan.addAction { stage.log.add("edge.action(\($0.state), \($0.translation(in: nil).x), \($0.translation(in: nil).y))") }
        stage.view.addGestureRecognizer(pan)
        return (stage, pan)
    }

    /// window.edgeSwipe() from the left edge is recognized: began after the pan's 10-point
    /// hysteresis (the first 10-point frame), changed per frame, ended on the lift.
    @Test func anEdgeSwipeFromTheLeftIsRecognized() {
        let (stage, pan) = stageWithEdgePan(.left)
        stage.window.edgeSwipe(distance: 60, duration: .milliseconds(100))
        #expect(stage.log.entries == [
            "view.touchesBegan",
            "edge.action(began, 10.0, 0.0)", "view.touchesCancelled",
            "edge.action(changed, 20.0, 0.0)", "edge.action(changed, 30.0, 0.0)", "edge.action(changed, 40.0, 0.0)",
            "edge.action(changed, 50.0, 0.0)", "edge.action(changed, 60.0, 0.0)", "edge.action(ended, 60.0, 0.0)",
        ])
        #expect(pan.state == .possible)
    }

    /// The other edges: each from its own side.
    @Test(arguments: [RectEdge.right.rawValue, RectEdge.top.rawValue, RectEdge.bottom.rawValue])
    func anEdgeSwipeFromEachEdgeIsRecognizedByThatEdgeOnly(_ raw: UInt) {
        let edge = RectEdge(rawValue: raw)
        let (stage, _) = stageWithEdgePan(edge)
        stage.window.edgeSwipe(from: .left, distance: 60)
        #expect(!stage.log.entries.contains { $0.hasPrefix("edge") })
        stage.log.entries.removeAll()
        stage.window.edgeSwipe(from: edge, distance: 60)
        #expect(stage.log.entries.filter { $0.hasPrefix("edge") }.first?.hasPrefix("edge.action(began") == true)
        #expect(stage.log.entries.last?.hasPrefix("edge.action(ended") == true)
    }

    /// A touch that begins away from the edge fails it, however it moves: the view keeps it.
    @Test func aPanStartingInsideTheWindowFails() {
        let (stage, _) = stageWithEdgePan(.left)
        stage.window.drag(from: CGPoint(x: 21, y: 200), to: CGPoint(x: 200, y: 200), duration: .milliseconds(50))
        #expect(stage.log.entries == [
            "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
        ])
    }

    /// A touch at the edge that moves along it rather than away from it fails it.
    @Test func movingAlongTheEdgeFails() {
        let (stage, _) = stageWithEdgePan(.left)
        stage.window.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 15, y: 320), duration: .milliseconds(50))
        #expect(!stage.log.entries.contains { $0.hasPrefix("edge") })
        #expect(stage.log.entries.last == "view.touchesEnded")
    }

    /// UIKit: a recognizer with no edges never begins.
    @Test func noEdgesNeverBegins() {
        let (stage, _) = stageWithEdgePan([])
        stage.window.edgeSwipe()
        #expect(!stage.log.entries.contains { $0.hasPrefix("edge") })
    }
}
