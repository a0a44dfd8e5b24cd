import Foundation
import HeadlessKit
import HeadlessKitPictures

/// Lays out and writes a ``CommitTimeline``: the title, the plot with its axes, the legend.
struct CommitTimelineDrawing {
    let timeline: CommitTimeline

    private static let plotLeft = 84
    static let plotTop = 56
    static let plotHeight = 240
    private static let characterWidth = 7
    /// The phases' fills, bottom first, then what the commit spent outside them.
    static let phaseFills: [(name: String, fill: String)] = [
        ("constraints", "#8e6fd0"), ("solve", "#e39b2d"), ("layout", "#3f86d6"), ("display", "#52b06a"), ("other", "#c4c4c4"),
    ]
    static let hitchFill = "#fbdcd8"
    static let hitchLabel = "hitch: over the budget"
    static let budgetStroke = "#d0342c"

    func svg() -> String {
        let reports = timeline.reports
        let pitch = max(6, min(28, 840 / max(reports.count, 1)))
        let plotWidth = max(pitch * reports.count, 240)
        let scale = Scale(largest: reports.map(\.duration).max() ?? .zero, budget: timeline.frameBudget)
        let title = titleLine()
        let budgetLabelWidth = ("frame budget " + DurationText.milliseconds(timeline.frameBudget)).count * Self.characterWidth
        let legendWidth = Self.phaseFills.map { 19 + $0.name.count * Self.characterWidth + 16 }.reduce(0, +)
            + 19 + Self.hitchLabel.count * Self.characterWidth
        let width = max(
            Self.plotLeft + plotWidth + 6 + budgetLabelWidth + 16, 16 + title.count * Self.characterWidth + 16,
            Self.plotLeft + legendWidth + 16)
        let axisBottom = Self.plotTop + Self.plotHeight
        let height = axisBottom + 78

        var svg = SVGElementWriter()
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(width)"), ("height", "\(height)"),
            ("viewBox", "0 0 \(width) \(height)"), ("font-family", "monospace"), ("font-size", "11"),
        ])
        svg.element("rect", [("width", "\(width)"), ("height", "\(height)"), ("fill", "#ffffff")])
        svg.text(title, x: 16, y: 22, [("font-size", "12"), ("font-weight", "bold")])
        for (index, report) in reports.enumerated() where report.duration > timeline.frameBudget {
            svg.element("rect", [
                ("x", "\(Self.plotLeft + index * pitch)"), ("y", "\(Self.plotTop)"), ("width", "\(pitch)"),
                ("height", "\(Self.plotHeight)"), ("fill", Self.hitchFill),
            ])
        }
        drawVerticalAxis(scale, plotWidth: plotWidth, into: &svg)
        for (index, report) in reports.enumerated() {
            drawBar(report, x: Self.plotLeft + index * pitch + 1, width: max(pitch - 2, 2), scale: scale, into: &svg)
        }
        drawBudget(scale, plotWidth: plotWidth, into: &svg)
        drawHorizontalAxis(pitch: pitch, plotWidth: plotWidth, into: &svg)
        drawLegend(top: axisBottom + 52, into: &svg)
        svg.close("svg")
        return svg.text
    }

    private func titleLine() -> String {
        let reports = timeline.reports
        let commits = reports.count == 1 ? "1 commit" : "\(reports.count) commits"
        let hitches = timeline.hitches.count
        return "\(commits), \(hitches) over the \(DurationText.milliseconds(timeline.frameBudget)) frame budget "
            + "(\(hitches == 1 ? "hitch" : "hitches") shaded)"
    }

    private func drawBar(_ report: CommitReport, x: Int, width: Int, scale: Scale, into svg: inout SVGElementWriter) {
        let phases = CommitReport.Phase.Name.allCases.map { report.phase($0).duration }
        let other = max(report.duration - phases.reduce(.zero, +), .zero)
        var bottom = Duration.zero
        for (duration, part) in zip(phases + [other], Self.phaseFills) where duration > .zero {
            let top = bottom + duration
            let y = scale.y(top), yBottom = scale.y(bottom)
            bottom = top
            guard yBottom - y >= 0.5 else { continue }
            svg.element("rect", [
                ("x", "\(x)"), ("y", FixedFormat.format(y)), ("width", "\(width)"),
                ("height", FixedFormat.format(yBottom - y)), ("fill", part.fill),
            ])
        }
        if report.duration > timeline.frameBudget {
            svg.element("rect", [
                ("x", "\(x)"), ("y", FixedFormat.format(scale.y(report.duration))), ("width", "\(width)"),
                ("height", FixedFormat.format(scale.y(.zero) - scale.y(report.duration))), ("fill", "none"),
                ("stroke", Self.budgetStroke), ("stroke-width", "1.5"),
            ])
        }
    }

    private func drawVerticalAxis(_ scale: Scale, plotWidth: Int, into svg: inout SVGElementWriter) {
        for tick in scale.ticks {
            let y = FixedFormat.format(scale.y(tick))
            svg.element("line", [
                ("x1", "\(Self.plotLeft)"), ("y1", y), ("x2", "\(Self.plotLeft + plotWidth)"), ("y2", y),
                ("stroke", "#e4e4e4"),
            ])
            svg.text(DurationText.milliseconds(tick), x: Self.plotLeft - 6, y: Int(scale.y(tick).rounded()) + 4,
                     [("text-anchor", "end"), ("fill", "#555555")])
        }
        svg.element("line", [
            ("x1", "\(Self.plotLeft)"), ("y1", "\(Self.plotTop)"), ("x2", "\(Self.plotLeft)"),
            ("y2", "\(Self.plotTop + Self.plotHeight)"), ("stroke", "#222222"),
        ])
        svg.text("commit time", x: 16, y: Self.plotTop - 12, [("fill", "#555555")])
    }

    private func drawBudget(_ scale: Scale, plotWidth: Int, into svg: inout SVGElementWriter) {
        let label = "frame budget \(DurationText.milliseconds(timeline.frameBudget))"
        let right = Self.plotLeft + plotWidth
        if scale.showsBudget {
            let y = FixedFormat.format(scale.y(timeline.frameBudget))
            svg.element("line", [
                ("x1", "\(Self.plotLeft)"), ("y1", y), ("x2", "\(right)"), ("y2", y),
                ("stroke", Self.budgetStroke), ("stroke-width", "1.5"), ("stroke-dasharray", "6 3"),
            ])
            svg.text(label, x: right + 6, y: Int(scale.y(timeline.frameBudget).rounded()) + 4, [("fill", Self.budgetStroke)])
        } else {
            svg.text("↑ \(label), above the scale", x: right - (label.count + 20) * Self.characterWidth, y: Self.plotTop - 12,
                     [("fill", Self.budgetStroke)])
        }
    }

    private func drawHorizontalAxis(pitch: Int, plotWidth: Int, into svg: inout SVGElementWriter) {
        let axis = Self.plotTop + Self.plotHeight
        svg.element("line", [
            ("x1", "\(Self.plotLeft)"), ("y1", "\(axis)"), ("x2", "\(Self.plotLeft + plotWidth)"), ("y2", "\(axis)"),
            ("stroke", "#222222"),
        ])
        let reports = timeline.reports
        let widest = reports.map { String($0.turn).count }.max() ?? 1
        // Label every commit whose label fits: every `step`-th, so no two labels touch.
        let step = max(1, Int((Double(widest * Self.characterWidth + 8) / Double(pitch)).rounded(.up)))
        for index in stride(from: 0, to: reports.count, by: step) {
            let center = Self.plotLeft + index * pitch + pitch / 2
            svg.element("line", [
                ("x1", "\(center)"), ("y1", "\(axis)"), ("x2", "\(center)"), ("y2", "\(axis + 4)"), ("stroke", "#222222"),
            ])
            svg.text("\(reports[index].turn)", x: center, y: axis + 16, [("text-anchor", "middle"), ("fill", "#555555")])
        }
        svg.text("run loop turn of each commit →", x: Self.plotLeft, y: axis + 32, [("fill", "#555555")])
    }

    private func drawLegend(top: Int, into svg: inout SVGElementWriter) {
        var x = Self.plotLeft
        for part in Self.phaseFills {
            svg.element("rect", [("x", "\(x)"), ("y", "\(top - 10)"), ("width", "14"), ("height", "11"), ("fill", part.fill)])
            svg.text(part.name, x: x + 19, y: top)
            x += 19 + part.name.count * Self.characterWidth + 16
        }
        svg.element("rect", [
            ("x", "\(x)"), ("y", "\(top - 10)"), ("width", "14"), ("height", "11"), ("fill", Self.hitchFill),
            ("stroke", Self.budgetStroke),
        ])
        svg.text(Self.hitchLabel, x: x + 19, y: top)
    }
}
