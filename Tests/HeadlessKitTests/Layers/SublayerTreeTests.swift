import Foundation
import Testing
@testable import HeadlessKit

/// The layer tree's operations, with Core Animation's semantics, and the misuse they refuse:
/// each refusal leaves the tree exactly as it was and reports one diagnostic.
@MainActor @Suite struct SublayerTreeTests {
    /// A root layer with three named sublayers, `a`, `b`, `c`, back to front.
    func tree() -> (root: Layer, a: Layer, b: Layer, c: Layer) {
        let root = Layer()
        root.name = "root"
        let (a, b, c) = (Layer(), Layer(), Layer())
        (a.name, b.name, c.name) = ("a", "b", "c")
        for layer in [a, b, c] { root.addSublayer(layer) }
        return (root, a, b, c)
    }

    func names(_ layer: Layer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    @Test func addSublayerAppendsAtTheFrontAndSetsTheSuperlayer() {
        let (root, a, _, c) = tree()
        #expect(names(root) == ["a", "b", "c"])
        #expect(a.superlayer === root)
        root.addSublayer(a)
        #expect(names(root) == ["b", "c", "a"])
        #expect(c.superlayer === root)
    }

    // insertSublayer(_:at:) of a layer already there counts the index without it.
    @Test func insertSublayerAtPlacesTheLayerAtTheIndex() {
        let (root, _, _, c) = tree()
        let d = Layer()
        d.name = "d"
        root.insertSublayer(d, at: 1)
        #expect(names(root) == ["a", "d", "b", "c"])
        root.insertSublayer(c, at: 0)
        #expect(names(root) == ["c", "a", "d", "b"])
        root.insertSublayer(c, at: 3)
        #expect(names(root) == ["a", "d", "b", "c"])
    }

    @Test func insertingAboveOrBelowASiblingPlacesTheLayerNextToIt() {
        let (root, a, b, c) = tree()
        root.insertSublayer(c, below: a)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(c, above: a)
        #expect(names(root) == ["a", "c", "b"])
        // A nil sibling means the back for below:, the front for above:.
        root.insertSublayer(b, below: nil)
        #expect(names(root) == ["b", "a", "c"])
        root.insertSublayer(b, above: nil)
        #expect(names(root) == ["a", "c", "b"])
    }

    @Test func replaceSublayerPutsTheNewLayerInTheOldOnesPlace() {
        let (root, _, b, _) = tree()
        let d = Layer()
        d.name = "d"
        root.replaceSublayer(b, with: d)
        #expect(names(root) == ["a", "d", "c"])
        #expect(b.superlayer == nil)
        #expect(d.superlayer === root)
    }

    @Test func removeFromSuperlayerTakesTheLayerOut() {
        let (root, a, _, _) = tree()
        a.removeFromSuperlayer()
        #expect(names(root) == ["b", "c"])
        #expect(a.superlayer == nil)
        a.removeFromSuperlayer()   // no superlayer: nothing happens
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        #expect(root.sublayers == nil)
    }

    @Test func settingSublayersReplacesThemAndFreesTheOldOnes() {
        let (root, a, b, c) = tree()
        let other = Layer()
        let d = Layer()
        d.name = "d"
        other.addSublayer(d)
        root.sublayers = [c, d, a]
        #expect(names(root) == ["c", "d", "a"])
        #expect(b.superlayer == nil)
        #expect(d.superlayer === root)
        #expect(other.sublayers == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && a.superlayer == nil)
    }

    @Test func addingALayerOfAnotherTreeMovesIt() {
        let (root, a, _, _) = tree()
        let other = Layer()
        other.addSublayer(a)
        #expect(names(root) == ["b", "c"])
        #expect(a.superlayer === other)
    }

    // MARK: - Misuse

    /// Runs `body` on a fresh tree with diagnostics collected; checks the tree is unchanged and
    /// the one diagnostic has `kind` and starts with `prefix`.
    func expectRefusal(_ kind: Diagnostic.Kind, prefix: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: (Layer, Layer, Layer, Layer) -> Void) {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let (root, a, b, c) = tree()
        let mask = Layer()
        mask.name = "mask"
        b.mask = mask
        let before = root.treeDescription()
        loop.withCurrent { body(root, a, b, c) }
        #expect(root.treeDescription() == before, sourceLocation: sourceLocation)
        let diagnostics = loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [kind], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.hasPrefix(prefix) == true, "\(diagnostics)", sourceLocation: sourceLocation)
    }

    // CALayerInvalid: "layer <CALayer: 0x…> is a part of cycle in its layer tree".
    @Test func addingALayerToItselfOrItsDescendantIsRefused() {
        expectRefusal(.layerTreeCycle, prefix: "layer <Layer; frame = (0 0; 0 0); name = \"root\"> is a part of cycle in its layer tree") {
            root, _, _, _ in root.addSublayer(root)
        }
        expectRefusal(.layerTreeCycle, prefix: "layer <Layer; frame = (0 0; 0 0); name = \"root\"> is a part of cycle") {
            root, a, _, _ in a.insertSublayer(root, at: 0)
        }
        expectRefusal(.layerTreeCycle, prefix: "layer <Layer; frame = (0 0; 0 0); name = \"root\"> is a part of cycle") {
            root, _, b, _ in b.mask!.addSublayer(root)
        }
    }

    @Test func anIndexBeyondTheSublayersIsRefused() {
        expectRefusal(.sublayerIndexOutOfRange, prefix: "*** -[CALayer insertSublayer:atIndex:]: index 4 beyond bounds [0 .. 3]") {
            root, _, _, _ in root.insertSublayer(Layer(), at: 4)
        }
        // Moving a sublayer within its superlayer: one index fewer.
        expectRefusal(.sublayerIndexOutOfRange, prefix: "*** -[CALayer insertSublayer:atIndex:]: index 3 beyond bounds [0 .. 2]") {
            root, a, _, _ in root.insertSublayer(a, at: 3)
        }
    }

    @Test func aSiblingOrAReplacedLayerThatIsNotASublayerIsRefused() {
        expectRefusal(.siblingNotASublayer, prefix: "insertSublayer(_:above:): <Layer; frame = (0 0; 0 0)> is not a sublayer of") {
            root, _, _, _ in root.insertSublayer(Layer(), above: Layer())
        }
        expectRefusal(.siblingNotASublayer, prefix: "replaceSublayer(_:with:): <Layer; frame = (0 0; 0 0)> is not a sublayer of") {
            root, _, _, _ in root.replaceSublayer(Layer(), with: Layer())
        }
    }

    // CALayer.mask: "The layer you assign to this property must not have a superlayer."
    @Test func aMaskThatHasASuperlayerOrMasksAnotherLayerIsRefused() {
        expectRefusal(.invalidMask, prefix: "mask: <Layer; frame = (0 0; 0 0); name = \"a\"> cannot mask") {
            root, a, _, _ in root.mask = a
        }
        expectRefusal(.invalidMask, prefix: "mask: <Layer; frame = (0 0; 0 0); name = \"mask\"> cannot mask") {
            _, a, b, _ in a.mask = b.mask
        }
        expectRefusal(.invalidMask, prefix: "addSublayer(_:): <Layer; frame = (0 0; 0 0); name = \"mask\"> is the mask of") {
            root, _, b, _ in root.addSublayer(b.mask!)
        }
        expectRefusal(.layerTreeCycle, prefix: "layer <Layer; frame = (0 0; 0 0); name = \"a\"> is a part of cycle") {
            _, a, _, _ in a.mask = a
        }
    }

    @Test func aLayerListedTwiceInSublayersIsRefused() {
        expectRefusal(.layerTreeCycle, prefix: "sublayers =: <Layer; frame = (0 0; 0 0); name = \"a\"> appears twice") {
            root, a, b, _ in root.sublayers = [a, b, a]
        }
    }

    @Test func aMaskIsNotASublayerAndCanBeCleared() {
        let (root, a, _, _) = tree()
        let mask = Layer()
        a.mask = mask
        #expect(mask.superlayer == nil)
        #expect(a.mask === mask)
        #expect(names(root) == ["a", "b", "c"])
        a.mask = nil
        root.mask = mask   // free again
        #expect(root.mask === mask)
    }
}
