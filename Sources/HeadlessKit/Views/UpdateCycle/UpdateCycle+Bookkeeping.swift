/// The bookkeeping a pass keeps on the views and the run loop it works on, instead of anywhere
/// global: the path a walk is on, and the turn its layouts are counted in.

/// The explicit stack of a walk: each view being walked through, with the index of the next
/// subview to look at. Views on it carry ``ViewFlags/isOnPassPath``, so that re-ordering or
/// removing their subviews mid-walk re-marks them instead of leaving dirty views behind.
///
/// This is the hottest loop in the framework. The view being walked through lives in its own
/// stored properties rather than on top of ``ancestors``, so a walk step reads and advances it
/// without copying an array element (each copy is a retain and a release).
@MainActor
struct PassPath {
    /// A view the walk has descended from: the index of its next subview to look at, and whether
    /// it was already on another (outer) walk's path when this walk entered it.
    struct Frame {
        let view: ViewNode
        let next: Int
        let wasOnPath: Bool
    }

    /// The view being walked through; meaningless once ``isFinished``.
    private(set) var view: ViewNode
    /// The index of its next subview to look at.
    private(set) var next = 0
    private var wasOnPath: Bool
    /// The views above ``view``, outermost first.
    private var ancestors: [Frame] = []
    /// Whether the walk has left its root.
    private(set) var isFinished = false

    /// A path starting at `root`, whose `summary` bit is cleared as the walk enters it.
    init(root: ViewNode, clearing summary: ViewFlags) {
        view = root
        wasOnPath = PassPath.enter(root, clearing: summary)
    }

    /// Marks `view` as on a path, clearing its `summary` bit; returns whether it already was.
    @inline(__always)
    private static func enter(_ view: ViewNode, clearing summary: ViewFlags) -> Bool {
        let flags = view.flags
        view.flags = flags.subtracting(summary).union(.isOnPassPath)
        return flags.contains(.isOnPassPath)
    }

    /// Moves past the subview at ``next``.
    @inline(__always)
    mutating func advance() {
        next &+= 1
    }

    /// Enters `child`, clearing its `summary` bit.
    @inline(__always)
    mutating func push(_ child: ViewNode, clearing summary: ViewFlags) {
        let entered = PassPath.enter(child, clearing: summary)
        ancestors.append(Frame(view: view, next: next, wasOnPath: wasOnPath))
        view = child
        next = 0
        wasOnPath = entered
    }

    /// Leaves ``view`` for its parent on the path, or finishes the walk at its root.
    @inline(__always)
    mutating func pop() {
        if !wasOnPath { view.flags.remove(.isOnPassPath) }
        guard let parent = ancestors.popLast() else {
            isFinished = true
            return
        }
        view = parent.view
        next = parent.next
        wasOnPath = parent.wasOnPath
    }

    /// Leaves ``view``, which a hook moved to another window mid-walk: what the walk cleared on
    /// it but had not yet visited below it is marked again, for that window's commit.
    @inline(never)
    mutating func leaveMovedView() {
        let moved = view
        pop()
        let pending = moved.subviews.reduce(into: ViewFlags()) { $0.formUnion($1.summariesForANewParent) }
        guard !moved.flags.isSuperset(of: pending) else { return }
        moved.flags.formUnion(pending)
        moved.propagateSummaries(moved.flags.summariesForAncestors)
        moved.requestCommit()
    }

    /// Leaves every view still on the path (a walk stopped early).
    mutating func abandon() {
        while !isFinished { pop() }
    }
}

/// The turn a layout pass counts layouts in, to find feedback loops: the turn of the run loop the
/// hierarchy belongs to, or — for a `layoutIfNeeded()` made outside any turn, or on views that
/// belong to no loop — a turn of its own, shared with the passes nested in it.
///
/// A view counts its layouts against a stamp: the generation of the turn it was last laid out
/// in. Stamps are only ever compared with generations of the owner that made them: a view whose
/// loop changes has its stamp cleared (see `setWindowThroughSubtree` and
/// `adoptDetachedRunLoop`), and a turn that belongs to no loop clears the stamps it made when it
/// ends.
@MainActor
struct LayoutTurn {
    /// The generation views stamp their layout counts with.
    let generation: UInt32
    /// Whether no other pass over the same views is running.
    let isOutermost: Bool
    private let owner: Owner

    private enum Owner {
        case loop(MainRunLoop)
        case loopless(LooplessPasses)
    }

    /// Starts a pass from `start`, which belongs to `loop` (or to none).
    static func begin(at start: ViewNode, loop: MainRunLoop?) -> LayoutTurn {
        if let loop {
            let isOutermost = loop.passDepth == 0
            loop.passDepth += 1
            if isOutermost, loop.turnDepth == 0 { loop.advanceTurnGeneration() }
            return LayoutTurn(generation: loop.turnGeneration, isOutermost: isOutermost, owner: .loop(loop))
        }
        let root = start.hierarchyRoot
        let passes = root.extras?.looplessPasses ?? LooplessPasses()
        root.mutableExtras.looplessPasses = passes
        let isOutermost = passes.depth == 0
        passes.depth += 1
        return LayoutTurn(generation: LooplessPasses.generation, isOutermost: isOutermost, owner: .loopless(passes))
    }

    /// Notes that `view` is laid out for the first time in this turn (it has just been stamped).
    @inline(__always)
    func stamped(_ view: ViewNode) {
        if case .loopless(let passes) = owner { passes.stamped.append(view) }
    }

    /// Ends the pass.
    func end() {
        switch owner {
        case .loop(let loop):
            loop.passDepth -= 1
        case .loopless(let passes):
            passes.depth -= 1
            if passes.depth == 0 { passes.clearStamps() }
        }
    }
}

/// The layout turns of a hierarchy that belongs to no run loop, kept on its root. They all stamp
/// the one generation no run loop uses, and clear the stamps they made when they end, so the next
/// such turn — of this hierarchy or any other a view moves to — starts every count afresh.
@MainActor
final class LooplessPasses {
    /// The generation of every turn that belongs to no loop (see `MainRunLoop.turnGeneration`).
    static let generation = UInt32.max
    var depth = 0
    /// The views stamped by the running turn.
    var stamped: [ViewNode] = []

    /// Clears the stamps the turn made (a view since stamped by a loop keeps its own).
    func clearStamps() {
        for view in stamped where view.layoutGeneration == Self.generation {
            view.layoutGeneration = 0
            view.layoutCountInGeneration = 0
        }
        stamped = []
    }
}
