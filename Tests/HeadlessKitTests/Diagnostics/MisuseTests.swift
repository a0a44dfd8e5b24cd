import Foundation
import Testing
@testable import HeadlessKit

/// Misuse is refused with UIKit's message, the hierarchy exactly as it was.
@MainActor
@Suite struct MisuseTests {
    /// A window with `a` → (`b` → `c`), `d`, every view tagged for a readable dump.
    func hierarchy() -> (ViewFixture, a: ViewNode, b: ViewNode, c: ViewNode, d: ViewNode) {
        let fixture = ViewFixture()
        let a = fixture.view("a"), b = fixture.view("b"), c = fixture.view("c"), d = fixture.view("d")
        for (index, view) in [a, b, c, d].enumerated() { view.tag = index + 1 }
        fixture.window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        fixture.settleAndClearLog()
        return (fixture, a, b, c, d)
    }

    @Test func addingAViewToItselfIsRefusedWithCantAddSelfAsSubview() throws {
        let (fixture, a, _, _, _) = hierarchy()
        let before = fixture.window.recursiveDescription()
        a.addSubview(a)
        #expect(fixture.window.recursiveDescription() == before)
        let diagnostic = try #require(fixture.loop.diagnostics.collected.first)
        #expect(diagnostic.kind == .addSubviewCycle)
        #expect(diagnostic.message.hasPrefix("Can't add self as subview."))
        #expect(diagnostic.objectIdentifiers == [ObjectIdentifier(a)])
        #expect(fixture.log.lines.isEmpty)
        #expect(!fixture.loop.hasImmediateWork)
    }

    @Test func addingAnAncestorToItsDescendantIsRefusedWithTheHierarchyUnchanged() throws {
        let (fixture, a, _, c, _) = hierarchy()
        let before = fixture.window.recursiveDescription()
        c.addSubview(a)
        c.insertSubview(a, at: 0)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.window.recursiveDescription() == """
            <Window; frame = (0 0; 320 480); hidden = YES>
               | <ViewNode; frame = (0 0; 10 10); tag = 1>
               |    | <ViewNode; frame = (0 0; 10 10); tag = 2>
               |    |    | <ViewNode; frame = (0 0; 10 10); tag = 3>
               |    | <ViewNode; frame = (0 0; 10 10); tag = 4>
            """)
        let diagnostics = fixture.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == [.addSubviewCycle, .addSubviewCycle])
        #expect(diagnostics[0].objectIdentifiers == [ObjectIdentifier(a), ObjectIdentifier(c)])
        #expect(fixture.log.lines.isEmpty)
        #expect(fixture.window.invariantViolations().isEmpty)
    }

    @Test func exchangingOutOfRangeIndexesIsRefusedWithNSRangeExceptionWording() throws {
        let (fixture, a, b, _, d) = hierarchy()
        a.exchangeSubview(at: 0, withSubviewAt: 2)
        a.exchangeSubview(at: -1, withSubviewAt: 0)
        #expect(a.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(d)])
        let messages = fixture.loop.diagnostics.collected.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("*** -[NSMutableArray exchangeObjectAtIndex:withObjectAtIndex:]: index 2 beyond bounds [0 .. 1]."))
        #expect(messages[1].hasPrefix("*** -[NSMutableArray exchangeObjectAtIndex:withObjectAtIndex:]: index -1 beyond bounds [0 .. 1]."))
    }

    @Test func insertingAtAnIndexPastTheEndIsRefused() {
        let (fixture, a, _, _, _) = hierarchy()
        let before = fixture.window.recursiveDescription()
        let newcomer = ViewNode()
        a.insertSubview(newcomer, at: 3)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(newcomer.superview == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.subviewIndexOutOfRange])
        #expect(fixture.loop.diagnostics.collected[0].message.hasPrefix("*** -[CALayer insertSublayer:atIndex:]: index 3 beyond bounds [0 .. 2]."))
    }

    @Test func insertingNextToAViewThatIsNotASubviewIsRefused() {
        let (fixture, a, _, c, _) = hierarchy()
        let before = fixture.window.recursiveDescription()
        let newcomer = ViewNode()
        a.insertSubview(newcomer, aboveSubview: c)
        a.insertSubview(newcomer, belowSubview: c)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.siblingNotASubview, .siblingNotASubview])
    }

    @Test func addingAWindowAsASubviewIsRefused() {
        let (fixture, a, _, _, _) = hierarchy()
        let other = Window(screenSize: CGSize(width: 5, height: 5), runLoop: fixture.loop)
        let before = fixture.window.recursiveDescription()
        a.addSubview(other)
        #expect(fixture.window.recursiveDescription() == before)
        #expect(other.superview == nil)
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.windowAsSubview])
    }

    @Test func detachedMisuseReportsToTheCurrentLoopOrLogsWhenThereIsNone() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let view = ViewNode()
        view.addSubview(view)   // no loop: logged to standard error, still refused
        #expect(view.subviews.isEmpty && view.superview == nil)
        loop.withCurrent { view.addSubview(view) }
        #expect(loop.diagnostics.collected.map(\.kind) == [.addSubviewCycle])
    }

    @Test func hookThatMakesTheAdditionACycleGetsItRefusedBeforeAnythingMoves() {
        // A willMove(toSuperview:) override that adds the new parent below the moved view turns the
        // addition into a cycle; it is refused at the point of mutation, leaving a sound hierarchy.
        final class Saboteur: ViewNode {
            override func willMove(toSuperview newSuperview: ViewNode?) {
                if let newSuperview, newSuperview.superview == nil { addSubview(newSuperview) }
            }
        }
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let parent = ViewNode(), saboteur = Saboteur()
        loop.withCurrent { parent.addSubview(saboteur) }
        #expect(parent.superview === saboteur)
        #expect(saboteur.superview == nil)
        #expect(loop.diagnostics.collected.map(\.kind) == [.addSubviewCycle])
        #expect(saboteur.invariantViolations().isEmpty)
    }

    @Test(arguments: Diagnostic.Kind.allCases)
    func everyKindOfMisuseReachesTheSinkOfTheApplicationItsObjectsBelongTo(kind: Diagnostic.Kind) {
        #expect(MisuseCatalogue.provoke(kind, policy: .collect).map(\.kind) == [kind])
    }

    // Every path to the trap policy stops the process, as an uncaught UIKit exception would.
    @Test(arguments: Diagnostic.Kind.allCases.map(\.rawValue))
    func theTrapPolicyStopsTheProcessForEveryKindOfMisuse(kind: String) async {
        await #expect(processExitsWith: .failure) { [kind] in
            await MainActor.run { _ = MisuseCatalogue.provoke(Diagnostic.Kind(rawValue: kind)!, policy: .trap) }
        }
    }

    #if HEADLESSKIT_INVARIANTS
    // With the invariant checks compiled in, a broken hierarchy stops the process at the next
    // check instead of corrupting what follows. Only HeadlessKit's own code can break one, so the
    // test breaks a link by hand.
    @Test func aBrokenHierarchyStopsTheProcessAtTheNextInvariantCheck() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = ViewNode(), child = ViewNode()
                parent.addSubview(child)
                child.storedSuperview = nil
                parent.checkInvariants()
            }
        }
    }
    #endif

    @Test func trapPolicyStopsTheProcessLikeAnUncaughtException() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let loop = MainRunLoop()
                loop.diagnostics.policy = .trap
                let window = Window(screenSize: CGSize(width: 10, height: 10), runLoop: loop)
                window.addSubview(window)
            }
        }
    }

    @Test func logPolicyKeepsNothingAndCollectPolicyHandsDiagnosticsOver() {
        let loop = MainRunLoop()
        let view = ViewNode()
        loop.withCurrent { view.addSubview(view) }
        #expect(loop.diagnostics.collected.isEmpty)
        loop.diagnostics.policy = .collect
        loop.withCurrent { view.addSubview(view) }
        #expect(loop.diagnostics.removeAll().map(\.kind) == [.addSubviewCycle])
        #expect(loop.diagnostics.collected.isEmpty)
    }
}
