import Foundation
import HeadlessKit

/// The layout profiler: attached to and detached from the run's loops at random; after idle,
/// every report it collected is consistent with itself, and none is empty.
extension World {
    func performProfilingOperation() {
        guard let loop = element(loops) else { return }
        if let profiler = loop.layoutProfiler {
            if chance(2) {
                note("layoutProfiler.detach() (\(loop === otherLoop ? "second" : "app") loop)")
                profiler.detach()
            }
        } else {
            note("LayoutProfiler().attach(to: \(loop === otherLoop ? "second" : "app") loop)")
            let profiler = LayoutProfiler()
            profiler.slowestHookCount = pick(4)
            profiler.attach(to: loop)
        }
    }

    /// The first inconsistent report of `loop`'s profiler; the reports checked are then dropped.
    func profilingViolation(in loop: MainRunLoop) -> String? {
        guard let profiler = loop.layoutProfiler else { return nil }
        defer { profiler.removeAllReports() }
        if let violation = profilingPictureViolation(of: profiler.reports, in: loop) { return violation }
        for report in profiler.reports {
            if let violation = violation(in: report, slowestHookCount: profiler.slowestHookCount) {
                return "layout profiler report of turn \(report.turn): \(violation)"
            }
        }
        return nil
    }

    private func violation(in report: CommitReport, slowestHookCount: Int) -> String? {
        if report.windowsCommitted < 1 { return "a report of a commit of no window" }
        if report.phases.map(\.name) != CommitReport.Phase.Name.allCases { return "phases \(report.phases.map(\.name))" }
        if let phase = report.phases.first(where: { $0.runs < 0 || $0.viewsVisited < 0 || $0.duration < .zero }) {
            return "phase \(phase) has a negative count or time"
        }
        let counts = report.counts
        if counts.updateConstraints < 0 || counts.draw < 0 { return "negative counts \(counts)" }
        if counts.layoutSubviews != report.layoutCalls.values.reduce(0, +) {
            return "\(counts.layoutSubviews) layout steps, but the per-view table adds up to \(report.layoutCalls.values.reduce(0, +))"
        }
        let repeated = Dictionary(uniqueKeysWithValues: counts.viewsLaidOutMoreThanOnce.map { ($0.view, $0.times) })
        if repeated != report.layoutCalls.filter({ $0.value > 1 }) || repeated.count != counts.viewsLaidOutMoreThanOnce.count {
            return "views laid out more than once \(counts.viewsLaidOutMoreThanOnce) disagree with the per-view table"
        }
        let hookCalls = counts.updateConstraints + counts.layoutSubviews + counts.draw
        if report.slowestHooks.count != min(slowestHookCount, hookCalls) {
            return "\(report.slowestHooks.count) slowest hooks listed of \(hookCalls) calls, at most \(slowestHookCount)"
        }
        if zip(report.slowestHooks, report.slowestHooks.dropFirst()).contains(where: { $0.selfTime < $1.selfTime }) {
            return "slowest hooks not in order of self time"
        }
        if report.slowestHooks.contains(where: { $0.selfTime > $0.totalTime }) { return "a hook's self time exceeds its total" }
        if report.dirtyRoots.contains(where: { $0.marks.isEmpty }) { return "a dirty root with no marks" }
        let solver = report.solver
        if [solver.constraintsAdded, solver.constraintsRemoved, solver.constantUpdates, solver.editSuggestions, solver.pivots,
            solver.tableauRows].contains(where: { $0 < 0 }) {
            return "negative solver work \(solver)"
        }
        return nil
    }
}
