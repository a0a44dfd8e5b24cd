import Foundation
import Testing
@testable import HeadlessKit

/// `Transaction` (`CATransaction`): the stack of one loop, nested values, completion blocks on the
/// loop's clock, the implicit transaction's commit, and refused calls.
@MainActor @Suite struct TransactionTests {
    let fixture = ViewFixture()

    @MainActor final class Notes {
        var lines: [String] = []
    }

    func committedLayer() -> Layer {
        let layer = Layer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        fixture.window.layer.addSublayer(layer)
        #expect(fixture.loop.runUntilIdle() == .idle)
        return layer
    }

    // CATransaction.setAnimationDuration(_:): "the animation duration used by all animations
    // within this transaction group"; begin(): "nested within the thread's current transaction".
    @Test func aNestedTransactionsDurationAppliesInsideItAndTheOuterOneAfterIt() {
        let layer = committedLayer()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setAnimationDuration(1)
            Transaction.begin()
            #expect(Transaction.animationDuration() == 1)
            Transaction.setAnimationDuration(0.5)
            layer.opacity = 0
            Transaction.commit()
            #expect(Transaction.animationDuration() == 1)
            layer.cornerRadius = 8
            Transaction.commit()
            #expect(Transaction.animationDuration() == 0.25)
        }
        #expect(layer.animation(forKey: "opacity")?.duration == 0.5)
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 1)
    }

    @Test func aDisabledOuterTransactionDisablesTheChangesOfANestedOneUnlessItEnablesThem() {
        let layer = committedLayer()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setDisableActions(true)
            Transaction.begin()
            layer.opacity = 0
            Transaction.setDisableActions(false)
            layer.cornerRadius = 2
            Transaction.commit()
            Transaction.commit()
        }
        #expect(layer.animationKeys() == ["cornerRadius"])
    }

    // CATransaction.setCompletionBlock(_:): called "as soon as all animations subsequently added
    // by this transaction group have completed (or have been removed)".
    @Test func theCompletionBlockRunsWhenTheLastAnimationOfItsTransactionStops() {
        let layer = committedLayer()
        let notes = Notes()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setCompletionBlock { notes.lines.append("done @\(fixture.loop.mediaTime)") }
            Transaction.setAnimationDuration(0.5)
            layer.opacity = 0
            Transaction.begin()
            Transaction.setAnimationDuration(1)
            layer.cornerRadius = 4
            Transaction.commit()
            Transaction.commit()
        }
        #expect(notes.lines == [])
        fixture.loop.run(for: .milliseconds(500))
        #expect(notes.lines == [])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(notes.lines == ["done @1.0"])
    }

    @Test func aRemovedAnimationCountsAsStoppedForTheCompletionBlock() {
        let layer = committedLayer()
        let notes = Notes()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setCompletionBlock { notes.lines.append("done @\(fixture.loop.mediaTime)") }
            layer.opacity = 0
            Transaction.commit()
        }
        fixture.loop.run(for: .milliseconds(100))
        layer.removeAllAnimations()
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(notes.lines == ["done @\(fixture.loop.mediaTime)"])
        #expect(fixture.loop.mediaTime < 0.25)
    }

    // "If no animations are added before the current transaction group is committed ... the block
    // will be invoked immediately."
    @Test func aCompletionBlockWithNoAnimationRunsInTheCommit() {
        let notes = Notes()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setCompletionBlock { notes.lines.append("done") }
            notes.lines.append("before commit")
            Transaction.commit()
            notes.lines.append("after commit")
        }
        #expect(notes.lines == ["before commit", "done", "after commit"])
    }

    // "... (or the completion block is set to a different value,) the block will be invoked
    // immediately."
    @Test func aReplacedCompletionBlockWithNoAnimationRunsAtOnce() {
        let notes = Notes()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setCompletionBlock { notes.lines.append("first") }
            Transaction.setCompletionBlock { notes.lines.append("second") }
            notes.lines.append("replaced")
            Transaction.commit()
        }
        #expect(notes.lines == ["first", "replaced", "second"])
    }

    // CATransaction: implicit transactions "are committed automatically when the thread's runloop
    // next iterates" — here at the loop's commit point.
    @Test func theImplicitTransactionIsCommittedByTheLoopsNextTurn() {
        let notes = Notes()
        fixture.loop.withCurrent {
            Transaction.setCompletionBlock { notes.lines.append("done @turn \(fixture.loop.turnCount)") }
        }
        let turns = fixture.loop.turnCount
        #expect(notes.lines == [])
        #expect(!fixture.loop.isIdle)
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(notes.lines == ["done @turn \(turns + 1)"])
    }

    // CATransaction.flush(): "Flushes any extant implicit transaction" — the layers that joined
    // a tree in it are committed, so their changes animate.
    @Test func flushingCommitsTheImplicitTransactionAtOnce() {
        let layer = Layer()
        fixture.window.layer.addSublayer(layer)
        fixture.loop.withCurrent { Transaction.flush() }
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
    }

    // CALayer.h, addAnimation:forKey: — a zero duration "is given the default duration, either
    // the value of the animationDuration transaction property or .25 seconds otherwise".
    @Test func anAnimationAddedWithNoDurationTakesTheTransactionsDuration() {
        let layer = committedLayer()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = Float(0)
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setAnimationDuration(2)
            layer.add(fade, forKey: "fade")
            Transaction.commit()
        }
        #expect(layer.animation(forKey: "fade")?.duration == 2)
        #expect(fade.duration == 0)
    }

    // Refused (chosen): Core Animation has no message for these.
    @Test func aCommitWithNoBeginIsRefused() {
        fixture.loop.withCurrent { Transaction.commit() }
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidTransaction])
        #expect(fixture.loop.diagnostics.collected.first?.message.hasPrefix("HeadlessKit ignored CATransaction.commit()") == true)
    }

    @Test func aNonFiniteDurationIsRefusedAndTheDurationKept() {
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setAnimationDuration(.nan)
            #expect(Transaction.animationDuration() == 0.25)
            Transaction.commit()
        }
        #expect(fixture.loop.diagnostics.collected.map(\.kind) == [.invalidTransaction])
    }

    @Test func twoLoopsKeepTheirOwnTransactions() {
        let other = MainRunLoop()
        fixture.loop.withCurrent {
            Transaction.begin()
            Transaction.setAnimationDuration(3)
        }
        other.withCurrent { #expect(Transaction.animationDuration() == 0.25) }
        fixture.loop.withCurrent {
            #expect(Transaction.animationDuration() == 3)
            Transaction.commit()
        }
        #expect(fixture.loop.diagnostics.collected.isEmpty)
    }
}
