import CTreeWalk
import Foundation
import HeadlessKit

/// A view whose hooks do trivial work, so the benchmark measures the pass, not the overrides.
final class CountingView: ViewNode {
    var calls = 0
    override func updateConstraints() { calls &+= 1 }
    override func layoutSubviews() { calls &+= 1 }
    override func draw(_ rect: CGRect) { calls &+= 1 }
}

/// The shapes the benchmarks build, identically in Swift and in C.
enum TreeShape: String, CaseIterable {
    case wide, deep, flat

    var cShape: ctw_shape {
        switch self {
        case .wide: CTW_WIDE
        case .deep: CTW_DEEP
        case .flat: CTW_FLAT
        }
    }

    /// The parent of node `index` (node 0 is the root), matching `ctw_create`.
    func parent(of index: Int) -> Int {
        switch self {
        case .wide: (index - 1) / 8
        case .deep: index - 1
        case .flat: 0
        }
    }
}

/// A window of `count` counting views in `shape`, all with non-empty frames so that they draw.
@MainActor
struct BenchmarkTree {
    let runLoop: MainRunLoop
    let window: Window
    let views: [CountingView]

    init(shape: TreeShape, count: Int) {
        runLoop = MainRunLoop()
        window = Window(screenSize: CGSize(width: 400, height: 800), runLoop: runLoop)
        var views: [CountingView] = []
        views.reserveCapacity(count)
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(root)
        views.append(root)
        for index in 1..<count {
            let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            views[shape.parent(of: index)].addSubview(view)
            views.append(view)
        }
        self.views = views
        runLoop.runUntilIdle()
    }

    func markAll() {
        for view in views {
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
    }

    func markLastLeaf() {
        views[views.count - 1].setNeedsLayout()
        views[views.count - 1].setNeedsDisplay()
    }

    var totalCalls: Int { views.reduce(0) { $0 + $1.calls } }
}
