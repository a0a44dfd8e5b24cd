import Foundation
import Testing
@testable import HeadlessKit

/// A view's layer's sublayers are its subviews' layers, in subview order, among the standalone
/// layers added to it, placed as UIKit places them: a hierarchy operation positions a subview's
/// layer next to its sibling view layers — except `addSubview(_:)` and `bringSubviewToFront(_:)`,
/// which put it in front of every sublayer, and `sendSubviewToBack(_:)`, which puts it behind
/// every sublayer (the familiar way a view slips behind a gradient inserted at index 0).
@MainActor @Suite struct SublayerOrderTests {
    /// A view with subviews `a` and `b`, and a gradient inserted at index 0 of its layer.
    func host() -> (ViewFixture, ViewNode, a: ViewNode, b: ViewNode, gradient: GradientLayer) {
        let fixture = ViewFixture()
        let host = fixture.view("host", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.window.addSubview(host)
        let (a, b) = (named("a"), named("b"))
        host.addSubview(a)
        host.addSubview(b)
        let gradient = GradientLayer()
        gradient.name = "gradient"
        host.layer.insertSublayer(gradient, at: 0)
        return (fixture, host, a, b, gradient)
    }

    func named(_ name: String) -> ViewNode {
        let view = ViewNode()
        view.accessibilityIdentifier = name
        return view
    }

    /// The sublayers of `view`'s layer by name: a view's layer by its view's identifier.
    func order(_ view: ViewNode) -> [String] {
        (view.layer.sublayers ?? []).map { layer in
            if let owner = layer.delegate as? ViewNode { return owner.accessibilityIdentifier ?? "view" }
            return layer.name ?? "layer"
        }
    }

    func standalone(_ name: String) -> Layer {
        let layer = Layer()
        layer.name = name
        return layer
    }

    @Test func aLayerInsertedAtIndexZeroStaysBehindTheSubviewsAddedLater() {
        let (_, host, _, _, _) = host()
        #expect(order(host) == ["gradient", "a", "b"])
        host.addSubview(named("c"))
        #expect(order(host) == ["gradient", "a", "b", "c"])
        #expect(host.subviews.map(\.accessibilityIdentifier) == ["a", "b", "c"])
    }

    // addSubview appends the subview's layer: in front of standalone layers added before it.
    @Test func addSubviewPutsTheLayerInFrontOfEverySublayer() {
        let (_, host, _, _, _) = host()
        host.layer.addSublayer(standalone("top"))
        host.addSubview(named("c"))
        #expect(order(host) == ["gradient", "a", "b", "top", "c"])
    }

    // insertSubview(_:at:) and insertSubview(_:belowSubview:) put the layer just below the next
    // subview's layer; insertSubview(_:aboveSubview:) just above the previous one's.
    @Test func insertionsPlaceTheLayerNextToTheSiblingViewLayers() {
        let (_, host, a, b, _) = host()
        host.layer.insertSublayer(standalone("between"), above: a.layer)
        #expect(order(host) == ["gradient", "a", "between", "b"])
        host.insertSubview(named("c"), at: 1)
        #expect(order(host) == ["gradient", "a", "between", "c", "b"])
        host.insertSubview(named("d"), aboveSubview: a)
        #expect(order(host) == ["gradient", "a", "d", "between", "c", "b"])
        host.insertSubview(named("e"), belowSubview: a)
        #expect(order(host) == ["gradient", "e", "a", "d", "between", "c", "b"])
        host.insertSubview(named("f"), at: 0)
        #expect(order(host) == ["gradient", "f", "e", "a", "d", "between", "c", "b"])
        host.insertSubview(b, at: 0)
        #expect(order(host) == ["gradient", "b", "f", "e", "a", "d", "between", "c"])
        #expect(host.subviews.map(\.accessibilityIdentifier) == ["b", "f", "e", "a", "d", "c"])
    }

    @Test func bringingAViewToTheFrontOrSendingItBackMovesItsLayerPastStandaloneLayers() {
        let (_, host, a, b, _) = host()
        host.layer.addSublayer(standalone("top"))
        host.bringSubviewToFront(a)
        #expect(order(host) == ["gradient", "b", "top", "a"])
        host.sendSubviewToBack(a)
        #expect(order(host) == ["a", "gradient", "b", "top"])
        host.sendSubviewToBack(b)
        #expect(order(host) == ["b", "a", "gradient", "top"])
    }

    @Test func exchangingSubviewsSwapsTheirLayersPlaces() {
        let (_, host, _, _, _) = host()
        host.layer.insertSublayer(standalone("middle"), at: 2)
        #expect(order(host) == ["gradient", "a", "middle", "b"])
        host.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(order(host) == ["gradient", "b", "middle", "a"])
    }

    @Test func removingASubviewRemovesItsLayerAndKeepsTheStandaloneOnes() {
        let (_, host, a, _, gradient) = host()
        host.layer.insertSublayer(standalone("middle"), at: 2)
        a.removeFromSuperview()
        #expect(order(host) == ["gradient", "middle", "b"])
        #expect(a.layer.superlayer == nil)
        #expect(gradient.superlayer === host.layer)
    }

    // A layer asked for only after the subviews were added lists them all the same.
    @Test func aLayerMadeLateListsTheSubviewsLayersInOrder() {
        let host = ViewNode()
        let (a, b) = (named("a"), named("b"))
        host.addSubview(a)
        host.addSubview(b)
        #expect(order(host) == ["a", "b"])
        #expect(a.layer.superlayer === host.layer)
    }

    @Test func standaloneLayersCanBeFilteredOutThroughTheSublayersSetter() {
        let (fixture, host, _, _, _) = host()
        host.layer.addSublayer(standalone("top"))
        host.layer.sublayers = host.layer.sublayers?.filter { $0.delegate != nil }
        #expect(order(host) == ["a", "b"])
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }

    // MARK: - Misuse: a view's layer moves only with its view (chosen: UIKit's layer tree would
    // silently stop matching its view tree)

    func expectRefusal(prefix: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: (ViewNode, ViewNode, ViewNode) -> Void) {
        let (fixture, host, a, b, _) = host()
        let before = host.layer.treeDescription()
        let views = fixture.window.recursiveDescription()
        body(host, a, b)
        #expect(host.layer.treeDescription() == before, sourceLocation: sourceLocation)
        #expect(fixture.window.recursiveDescription() == views, sourceLocation: sourceLocation)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.backingLayerMisuse], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.hasPrefix(prefix) == true, "\(diagnostics)", sourceLocation: sourceLocation)
    }

    @Test func aSubviewsLayerCannotLeaveOrMoveThroughLayerCalls() {
        expectRefusal(prefix: "removeFromSuperlayer(): <Layer; frame = (0 0; 0 0); delegate = ViewNode> is the layer of <ViewNode; frame = (0 0; 0 0)>; a view's layer joins") {
            _, a, _ in a.layer.removeFromSuperlayer()
        }
        expectRefusal(prefix: "insertSublayer(_:at:): <Layer; frame = (0 0; 0 0); delegate = ViewNode> is the layer of") {
            host, _, b in host.layer.insertSublayer(b.layer, at: 0)
        }
        expectRefusal(prefix: "replaceSublayer(_:with:): <Layer; frame = (0 0; 0 0); delegate = ViewNode> is the layer of") {
            host, a, _ in host.layer.replaceSublayer(a.layer, with: Layer())
        }
        expectRefusal(prefix: "addSublayer(_:): <Layer; frame = (0 0; 0 0); delegate = ViewNode> is the layer of") {
            _, a, _ in Layer().addSublayer(a.layer)
        }
    }

    @Test func settingSublayersThatDropOrReorderSubviewLayersIsRefused() {
        expectRefusal(prefix: "sublayers =: the new sublayers of <Layer; frame = (0 0; 100 100); delegate = ViewNode> do not list the layers of its view's 2 subviews in subview order") {
            host, a, b in host.layer.sublayers = [b.layer, a.layer]
        }
        expectRefusal(prefix: "sublayers =: the new sublayers of") {
            host, _, _ in host.layer.sublayers = nil
        }
    }
}
