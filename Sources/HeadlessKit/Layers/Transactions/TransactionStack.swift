import Foundation

/// The Core Animation transactions open on one run loop: the implicit transaction a change opens
/// when none is open, the explicit ones ``Transaction/begin()`` nests, and what the loop's changes
/// need from them — their animation duration, timing function and disabled actions, their
/// completion blocks, and which standalone layers joined a tree since the last commit.
///
/// One per loop, made on first use and kept in the loop's transaction slot: UIKit keeps the stack
/// per thread, and a loop is the thread of everything it drives.
@MainActor
final class TransactionStack: RunLoopCommitTarget {
    /// The open transactions, outermost first: the implicit one (if open) is always the first.
    private(set) var levels: [TransactionLevel] = []

    /// Which commit the open transaction belongs to: moves on at every commit of the outermost
    /// transaction, so that a layer that joined a tree in an earlier one counts as committed.
    private(set) var generation: UInt64 = 1

    /// The standalone layers that joined a tree of this loop in the open transaction (Core
    /// Animation renders, and so animates, only what was committed).
    private var joinedLayers: Set<ObjectIdentifier> = []

    /// The change whose action is running now: the layer, the key and the presentation value
    /// before the change, for an animation the action adds with none of its values set.
    var runningAction: (layer: ObjectIdentifier, key: String, previousValue: Any)?

    /// The stack of `loop`, made and registered on first use.
    static func of(_ loop: MainRunLoop) -> TransactionStack {
        if let stack = loop.transactionSlot as? TransactionStack { return stack }
        let stack = TransactionStack()
        loop.transactionSlot = stack
        return stack
    }

    /// The stack of `loop` if one was made.
    static func existing(on loop: MainRunLoop) -> TransactionStack? {
        loop.transactionSlot as? TransactionStack
    }

    // MARK: - Opening and committing

    /// Whether an explicit transaction is open.
    var hasExplicitTransaction: Bool {
        levels.contains { !$0.isImplicit }
    }

    /// The innermost open transaction, opening the implicit one if none is open — as Core
    /// Animation opens one for a change made outside any transaction.
    var current: TransactionLevel {
        if let innermost = levels.last { return innermost }
        let implicit = TransactionLevel(isImplicit: true)
        levels.append(implicit)
        return implicit
    }

    /// Opens an explicit transaction nested in the current one.
    func begin() {
        levels.append(TransactionLevel(isImplicit: false))
    }

    /// Commits the innermost explicit transaction; `false` when none is open.
    func commitExplicit() -> Bool {
        guard let last = levels.last, !last.isImplicit else { return false }
        levels.removeLast()
        close(last)
        return true
    }

    /// Commits the implicit transaction if no explicit one is nested in it (Core Animation delays
    /// the commit until they are committed).
    func flush() {
        guard levels.count == 1, levels[0].isImplicit else { return }
        let implicit = levels.removeLast()
        close(implicit)
    }

    /// A committed transaction seals its completion; the outermost one commits the layer tree.
    private func close(_ level: TransactionLevel) {
        if levels.isEmpty {
            generation &+= 1
            joinedLayers.removeAll()
        }
        level.completion?.seal()
    }

    // MARK: - RunLoopCommitTarget

    /// Whether the loop's commit has an implicit transaction to commit: one is open, with no
    /// explicit transaction nested in it.
    var isCommitScheduled: Bool {
        get { levels.count == 1 && levels[0].isImplicit }
        set {}
    }

    /// The loop's commit: commits the implicit transaction.
    func commit() -> LayoutFeedbackLoop? {
        flush()
        return nil
    }

    // MARK: - Values

    /// The duration of animations made now: the innermost transaction's that set one, else
    /// Core Animation's 0.25 s.
    var animationDuration: TimeInterval {
        explicitAnimationDuration ?? 0.25
    }

    /// The duration an open transaction set, if any.
    var explicitAnimationDuration: TimeInterval? {
        levels.last { $0.animationDuration != nil }?.animationDuration
    }

    /// The timing function the innermost transaction that set one set, or `nil`.
    var animationTimingFunction: MediaTimingFunction? {
        levels.last { $0.animationTimingFunction != nil }?.animationTimingFunction
    }

    /// Whether the innermost transaction that decided disables actions.
    var disablesActions: Bool {
        levels.last { $0.disablesActions != nil }?.disablesActions ?? false
    }

    // MARK: - Layers joining trees

    /// `layer` joined a tree of this loop in the open transaction.
    func layerJoinedTree(_ layer: Layer) {
        _ = current
        joinedLayers.insert(ObjectIdentifier(layer))
    }

    /// Whether `layer` joined its tree in the open transaction.
    func joinedInOpenTransaction(_ layer: Layer) -> Bool {
        !joinedLayers.isEmpty && joinedLayers.contains(ObjectIdentifier(layer))
    }

    // MARK: - Completions

    /// The completion groups an animation added now belongs to: every open transaction's with a
    /// completion block, outermost first (a nested transaction is part of the ones around it).
    var openCompletions: [TransactionCompletion] {
        levels.compactMap(\.completion)
    }
}

/// One open transaction: the values set in it, and its completion.
@MainActor
final class TransactionLevel {
    /// Whether it is the implicit transaction (opened by a change, committed by the loop).
    let isImplicit: Bool
    var animationDuration: TimeInterval?
    var animationTimingFunction: MediaTimingFunction?
    var disablesActions: Bool?
    /// The completion block set in it and the animations added since, if a block was set.
    var completion: TransactionCompletion?

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}

/// A transaction's completion block and the animations it waits for: it runs once its
/// transaction is committed (or the block replaced) and every animation added since it was set
/// has stopped.
@MainActor
final class TransactionCompletion {
    let block: @MainActor () -> Void
    private var pending = 0
    private var sealed = false
    private var ran = false

    init(block: @escaping @MainActor () -> Void) {
        self.block = block
    }

    /// An animation was added in the transaction; it runs on a clock and will stop.
    func animationAdded() {
        pending += 1
    }

    /// One of its animations stopped (finished or removed).
    func animationStopped() {
        pending -= 1
        runIfDone()
    }

    /// Its transaction was committed, or its block replaced: no more animations join it.
    func seal() {
        sealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard sealed, pending == 0, !ran else { return }
        ran = true
        block()
    }
}
