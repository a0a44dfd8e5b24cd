import Foundation
import Testing
@testable import HeadlessKit

/// NaN and infinite layer geometry is refused with Core Animation's `CALayerInvalidGeometry`
/// text, the layer (and its view) keeping what it had.
@MainActor @Suite struct LayerNonFiniteTests {
    // "CALayer position contains NaN: [nan 0]".
    @Test func aNaNPositionIsRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let layer = Layer()
        loop.withCurrent { layer.position = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(layer.position == .zero)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry])
        #expect(loop.diagnostics.collected.first?.message.hasPrefix(
            "CALayer position contains NaN: [nan 0]. HeadlessKit ignored position = [nan 0] and kept (0 0; 0 0)") == true)
        #expect(loop.diagnostics.collected.first?.objectIdentifiers == [ObjectIdentifier(layer)])
    }

    // "CALayer bounds contains NaN: [0 0; nan 0]".
    @Test func aNaNBoundsOrFrameSizeIsRefused() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let layer = Layer()
        loop.withCurrent {
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 0)
            layer.frame = CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity)
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        #expect(layer.frame == .zero)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidGeometry, .invalidGeometry, .invalidGeometry])
        #expect(loop.diagnostics.collected.map { String($0.message.prefix(38)) } == [
            "CALayer bounds contains NaN: [0 0; nan", "CALayer bounds contains NaN: [0 0; 1 i",
            "CALayer position contains NaN: [nan 0.",
        ])
    }

    // A view's layer refuses as the layer, once, and the view keeps its geometry.
    @Test func aViewsLayerRefusesOnceAndTheViewIsUnchanged() {
        let fixture = ViewFixture()
        let view = fixture.view("view", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        fixture.window.addSubview(view)
        fixture.settleAndClearLog()
        let before = fixture.window.recursiveDescription()
        view.layer.position = CGPoint(x: 0, y: CGFloat.infinity)
        view.layer.transform = Transform3D(scaleX: .nan, y: 1, z: 1)
        view.layer.opacity = .nan
        view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidGeometry, count: 4))
        #expect(diagnostics.map { String($0.message.prefix(30)) } == [
            "CALayer position contains NaN:", "CALayer transform contains NaN",
            "opacity is not finite (Headles", "anchorPoint is not finite (Hea",
        ])
        #expect(diagnostics.allSatisfy { $0.objectIdentifiers == [ObjectIdentifier(view.layer), ObjectIdentifier(view)] })
        #expect(fixture.log.lines.isEmpty)
    }

    @Test func otherNonFiniteLayerNumbersAreRefusedWithTheOldValueKept() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let layer = Layer()
        loop.withCurrent {
            layer.cornerRadius = .nan
            layer.borderWidth = .infinity
            layer.shadowRadius = .nan
            layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
            layer.shadowOpacity = .nan
            layer.zPosition = .infinity
            layer.contentsScale = .nan
            layer.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        }
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowOpacity == 0)
        #expect(layer.zPosition == 0 && layer.contentsScale == 1 && !layer.needsDisplay())
        #expect(loop.diagnostics.collected.map(\.kind) == Array(repeating: .invalidGeometry, count: 8))
    }

    // CALayer.opacity: "Values outside that range are clamped to the minimum or maximum."
    @Test func opacityIsClamped() {
        let layer = Layer()
        layer.opacity = 2
        #expect(layer.opacity == 1)
        layer.opacity = -1
        #expect(layer.opacity == 0)
    }
}
