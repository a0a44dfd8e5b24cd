import Foundation
import HeadlessKit

/// Core Animation transactions and implicit animations: explicit transactions (nested, with
/// random durations, curves, disabled actions and completion blocks) around changes to the
/// standalone layers of the pool's views, changes in the implicit transaction, flushes, and a
/// commit with no begin as misuse; after idle, every completion block set ran exactly once.
extension World {
    func performTransactionOperation() {
        let loop = element(loops) ?? application!.runLoop
        switch pick(4) {
        case 0, 1:
            loop.withCurrent { performExplicitTransaction(depth: 0) }
        case 2:
            changeStandaloneLayer()
        default:
            if chance(2) {
                note("Transaction.flush()")
                loop.withCurrent { Transaction.flush() }
            } else {
                note("Transaction.setCompletionBlock (implicit transaction)")
                loop.withCurrent { Transaction.setCompletionBlock(transactionState.completion(loop: loop)) }
            }
        }
    }

    /// Opens a transaction, sets some of its values, changes layers (maybe in a nested
    /// transaction), and commits it.
    private func performExplicitTransaction(depth: Int) {
        note("Transaction.begin() depth \(depth)")
        Transaction.begin()
        if chance(2) {
            let duration = [0, 0.05, 0.25, 1][pick(4)]
            note("Transaction.setAnimationDuration(\(duration))")
            Transaction.setAnimationDuration(duration)
        }
        if chance(3) {
            let name: MediaTimingFunctionName = [.linear, .easeIn, .default][pick(3)]
            note("Transaction.setAnimationTimingFunction(\(name.rawValue))")
            Transaction.setAnimationTimingFunction(MediaTimingFunction(name: name))
        }
        if chance(3) {
            let disabled = chance(2)
            note("Transaction.setDisableActions(\(disabled))")
            Transaction.setDisableActions(disabled)
        }
        if chance(2), let loop = MainRunLoop.current {
            note("Transaction.setCompletionBlock")
            Transaction.setCompletionBlock(transactionState.completion(loop: loop))
        }
        for _ in 0..<(1 + pick(3)) {
            if depth < 2, chance(4) { performExplicitTransaction(depth: depth + 1) } else { changeStandaloneLayer() }
        }
        note("Transaction.commit() depth \(depth)")
        Transaction.commit()
    }

    /// Sets an animatable property of a standalone layer in the pool's trees.
    private func changeStandaloneLayer() {
        guard let layer = element(standaloneLayers()) else { return }
        let value = CGFloat(pick(40))
        switch pick(7) {
        case 0:
            note("standalone.opacity = \(value / 40)")
            layer.opacity = Float(value / 40)
        case 1:
            note("standalone.position = (\(value), \(value))")
            layer.position = CGPoint(x: value, y: value)
        case 2:
            note("standalone.bounds.size = \(value)")
            layer.bounds = CGRect(x: 0, y: 0, width: value, height: value)
        case 3:
            note("standalone.cornerRadius = \(value)")
            layer.cornerRadius = value
        case 4:
            note("standalone.backgroundColor = gray \(value / 40)")
            layer.backgroundColor = Color(white: value / 40, alpha: 1)
        case 5:
            note("standalone.transform = scale \(value / 20)")
            layer.transform = Transform3D(scaleX: value / 20, y: value / 20, z: 1)
        default:
            if let shape = layer as? ShapeLayer {
                note("shape.strokeEnd = \(value / 40)")
                shape.strokeEnd = value / 40
            } else if let gradient = layer as? GradientLayer {
                note("gradient.endPoint = (\(value / 40), 1)")
                gradient.endPoint = CGPoint(x: value / 40, y: 1)
            } else {
                note("standalone.actions = [opacity: NSNull]")
                layer.actions = ["opacity": NSNull()]
            }
        }
    }

    /// A commit with no begin to match: refused, nothing changes.
    func transactionMisuse() -> String? {
        let loop = application!.runLoop
        note("misuse: Transaction.commit() with no begin")
        loop.withCurrent { Transaction.commit() }
        return "Transaction.commit() with no begin"
    }

    /// After idle: every completion block set on `loop` ran exactly once.
    func transactionViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen else { return nil }
        let state = transactionState
        for (index, count) in state.runs.enumerated() where state.loops[index] === loop && count != 1 {
            return "transaction completion block \(index) ran \(count) times after idle"
        }
        return nil
    }
}

/// The completion blocks the run's transactions were given, and how often each ran.
@MainActor
final class TransactionChaos {
    var runs: [Int] = []
    var loops: [MainRunLoop?] = []

    /// A new completion block on `loop` that counts its runs.
    func completion(loop: MainRunLoop) -> @MainActor () -> Void {
        let index = runs.count
        runs.append(0)
        loops.append(loop)
        return { [unowned self] in self.runs[index] += 1 }
    }
}
