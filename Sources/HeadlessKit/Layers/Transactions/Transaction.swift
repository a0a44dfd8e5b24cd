import Foundation

/// Groups changes to layers into atomic updates, and sets how the changes animate —
/// HeadlessKit's `CATransaction`.
///
/// As in Core Animation, every change to a layer is part of a transaction. Changing a standalone
/// layer with no transaction open opens the *implicit* transaction, which the run loop commits at
/// its commit point, after the windows' layout and display; ``begin()`` and ``commit()`` open and
/// close *explicit* transactions, which nest. The values set in a transaction —
/// ``setAnimationDuration(_:)``, ``setAnimationTimingFunction(_:)``, ``setDisableActions(_:)`` —
/// apply to the implicit animations of the changes made while it is the innermost transaction
/// that set them; a ``setCompletionBlock(_:)`` block runs once the transaction is committed and
/// every animation added to a layer since the block was set has stopped, or at the commit if none
/// was added.
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(1)
/// Transaction.setCompletionBlock { print("faded") }
/// badge.opacity = 0            // a standalone layer: fades over 1 s on the loop's clock
/// Transaction.commit()
/// ```
///
/// UIKit keeps the transaction stack per thread; HeadlessKit keeps it per run loop, and these
/// class methods act on the stack of the loop driving the current task, ``MainRunLoop/current``
/// (bind one with ``MainRunLoop/withCurrent(_:)``). A layer's changes use the stack of the
/// layer's own loop. Called with no loop driving the task, a method is refused with an
/// ``Diagnostic/Kind/invalidTransaction`` diagnostic (and a getter answers Core Animation's
/// default) **(chosen**: there is no thread to keep the stack on**)**. See <doc:Layers>.
@MainActor
public final class Transaction {
    private init() {}

    /// Opens a transaction nested in the current one, if any (`CATransaction.begin()`).
    public static func begin() {
        stack(for: "begin()")?.begin()
    }

    /// Commits the innermost transaction opened with ``begin()``: its completion block runs once
    /// its animations stop (at once if it added none), and when it was the outermost transaction
    /// the layers that joined a tree in it count as committed, so that their later changes animate.
    ///
    /// A commit with no ``begin()`` to match is refused with an
    /// ``Diagnostic/Kind/invalidTransaction`` diagnostic **(chosen**: Core Animation only logs it**)**.
    public static func commit() {
        guard let stack = stack(for: "commit()") else { return }
        guard stack.commitExplicit() else {
            return refuse("commit()", "there is no transaction opened with begin() to commit",
                          fix: "pair every commit() with an earlier begin()")
        }
    }

    /// Commits the implicit transaction now, rather than at the run loop's commit point; while
    /// an explicit transaction is open it waits for the loop's commit, as Core Animation delays it.
    public static func flush() {
        stack(for: "flush()")?.flush()
    }

    /// The duration of the implicit animations of changes made now: the innermost transaction's
    /// that set one, else Core Animation's 0.25 s.
    public static func animationDuration() -> TimeInterval {
        existingStack?.animationDuration ?? 0.25
    }

    /// Sets the duration of the implicit animations of the changes made in the current
    /// transaction, and of animations added with a duration of 0.
    ///
    /// A duration that is NaN, infinite or negative is refused with an
    /// ``Diagnostic/Kind/invalidTransaction`` diagnostic and nothing changes.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            return refuse("setAnimationDuration(\(duration))", "the duration must be finite and not negative",
                          fix: "pass a finite, non-negative number of seconds")
        }
        stack(for: "setAnimationDuration(_:)")?.current.animationDuration = duration
    }

    /// The timing function of the implicit animations of changes made now: the innermost
    /// transaction's that set one, else `nil` — those animations then use Core Animation's
    /// ``MediaTimingFunctionName/default`` curve.
    public static func animationTimingFunction() -> MediaTimingFunction? {
        existingStack?.animationTimingFunction
    }

    /// Sets the timing function of the implicit animations of the changes made in the current
    /// transaction; `nil` leaves it to the transactions around it.
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        stack(for: "setAnimationTimingFunction(_:)")?.current.animationTimingFunction = function
    }

    /// Whether the changes made now run no actions (no implicit animations): the innermost
    /// transaction's setting, else `false`.
    public static func disableActions() -> Bool {
        existingStack?.disablesActions ?? false
    }

    /// Turns the actions — the implicit animations — of the changes made in the current
    /// transaction off or on.
    public static func setDisableActions(_ flag: Bool) {
        stack(for: "setDisableActions(_:)")?.current.disablesActions = flag
    }

    /// The completion block set in the current transaction, if any.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        existingStack?.levels.last?.completion?.block
    }

    /// Sets the block that runs once the current transaction is committed and every animation
    /// added to a layer since — in it and in the transactions nested in it — has stopped
    /// (finished or removed), or at the commit if none was added.
    ///
    /// A block it replaces keeps the animations added so far and no more: it runs when they
    /// stop, or at once if there are none, as Core Animation documents. `nil` removes the block
    /// after sealing the one it replaces the same way.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard let level = stack(for: "setCompletionBlock(_:)")?.current else { return }
        let replaced = level.completion
        level.completion = block.map(TransactionCompletion.init(block:))
        replaced?.seal()
    }

    // MARK: - The loop's stack

    /// The stack of the loop driving the current task, if it has one.
    private static var existingStack: TransactionStack? {
        MainRunLoop.current.flatMap(TransactionStack.existing(on:))
    }

    /// The stack of the loop driving the current task, made if need be; `nil` (with a diagnostic)
    /// when no loop drives it.
    private static func stack(for operation: String) -> TransactionStack? {
        guard let loop = MainRunLoop.current else {
            refuse(operation, "transactions are kept per run loop, and no loop is driving the current task",
                   fix: "call it inside loop.withCurrent { }, or from the loop's own callbacks")
            return nil
        }
        return TransactionStack.of(loop)
    }

    private static func refuse(_ operation: String, _ rule: String, fix: String) {
        reportAnimationMisuse(
            .invalidTransaction,
            "HeadlessKit ignored CATransaction.\(operation) (HeadlessKit's check; Core Animation has no message for it): "
                + "\(rule). Nothing changed; \(fix).")
    }
}
