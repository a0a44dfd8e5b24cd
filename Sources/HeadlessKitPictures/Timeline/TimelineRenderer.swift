import HeadlessKit

/// Draws a ``TraceRecording`` as a timeline picture in SVG: one row per receiver, each callback a
/// mark with its name, the test's user actions as shaded bands, the update cycle's commits as
/// faint ones, and the moments of the loop's clock as ticks labelled in milliseconds.
///
/// Time runs left to right in steps rather than to scale: events at one moment follow each other
/// in the order they were delivered, so the many callbacks of one commit stay readable, and each
/// new moment starts at a tick with its time. The picture is the same text on every run and
/// machine: whole-pixel coordinates, a fixed font, nothing from the clock of the machine.
///
/// ```swift
/// let svg = TimelineRenderer(ignoring: [.draw]).svg(of: recording)   // a test: host.trace
/// try svg.write(to: URL(fileURLWithPath: "/tmp/push.svg"), atomically: true, encoding: .utf8)
/// ```
@MainActor
public struct TimelineRenderer {
    /// Callbacks left out of the picture (for example `[.draw, .layoutMarginsDidChange]`).
    public var ignoredCallbacks: Set<LifecycleCallback>

    /// Creates a renderer that draws every callback except `ignoredCallbacks`.
    public init(ignoring ignoredCallbacks: Set<LifecycleCallback> = []) {
        self.ignoredCallbacks = ignoredCallbacks
    }

    /// The timeline of everything `trace` recorded, as the text of an SVG document.
    public func svg(of trace: TraceRecording) -> String {
        let lines = trace.lines
        let entries = trace.events.indices.compactMap { index -> TimelineLayout.Entry? in
            let event = trace.events[index]
            guard !ignoredCallbacks.contains(event.callback) else { return nil }
            return TimelineLayout.Entry(
                event: index, receiver: event.receiver, callback: event.callback, line: lines[index], time: trace.times[index])
        }
        let layout = TimelineLayout(entries, in: trace)
        let legendTop = layout.rowsBottom + 24
        let width = max(layout.contentRight + 16, TimelinePalette.legendWidth + 16)
        let height = legendTop + 22
        var svg = SVGElementWriter()
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(width)"), ("height", "\(height)"),
            ("viewBox", "0 0 \(width) \(height)"), ("font-family", "monospace"), ("font-size", "11"),
        ])
        svg.element("rect", [("width", "\(width)"), ("height", "\(height)"), ("fill", "#ffffff")])
        drawActions(trace.actions, layout, into: &svg)
        drawCommits(trace.commits, layout, into: &svg)
        drawRows(layout, width: width, into: &svg)
        drawTicks(layout, into: &svg)
        drawMarks(layout, into: &svg)
        TimelinePalette.drawLegend(at: legendTop, into: &svg)
        svg.close("svg")
        return svg.text
    }

    private func drawCommits(_ commits: [Range<Int>], _ layout: TimelineLayout, into svg: inout SVGElementWriter) {
        for commit in commits {
            let marks = layout.marks(in: commit)
            guard let first = marks.first, let right = marks.map(\.labelEnd).max() else { continue }
            svg.element("rect", [
                ("x", "\(first.x - 6)"), ("y", "\(TimelineLayout.rowsTop)"), ("width", "\(right - first.x + 10)"),
                ("height", "\(layout.rowsBottom - TimelineLayout.rowsTop)"), ("fill", TimelinePalette.commitFill),
                ("fill-opacity", "0.7"),
            ])
        }
    }

    private func drawActions(_ actions: [TraceRecording.Action], _ layout: TimelineLayout, into svg: inout SVGElementWriter) {
        for action in actions {
            let marks = layout.marks(in: action.firstEvent..<action.endEvent)
            let left = marks.first.map { $0.x - 9 } ?? layout.x(before: action.firstEvent) - 2
            let right = marks.map(\.labelEnd).max().map { $0 + 6 } ?? left + 4
            svg.element("rect", [
                ("x", "\(left)"), ("y", "4"), ("width", "\(right - left)"), ("height", "\(layout.rowsBottom - 4)"),
                ("fill", TimelinePalette.actionFill), ("stroke", TimelinePalette.actionStroke),
            ])
            svg.text(action.name, x: left + 4, y: 17, [("font-weight", "bold"), ("fill", TimelinePalette.actionText)])
        }
    }

    private func drawRows(_ layout: TimelineLayout, width: Int, into svg: inout SVGElementWriter) {
        for (index, row) in layout.rows.enumerated() {
            let top = row.y - TimelineLayout.rowHeight / 2
            if index.isMultiple(of: 2) {
                svg.element("rect", [
                    ("x", "0"), ("y", "\(top)"), ("width", "\(layout.eventsLeft - 8)"),
                    ("height", "\(TimelineLayout.rowHeight)"), ("fill", TimelinePalette.rowStripe),
                ])
            }
            svg.element("line", [
                ("x1", "\(layout.eventsLeft - 8)"), ("y1", "\(row.y)"), ("x2", "\(width - 8)"), ("y2", "\(row.y)"),
                ("stroke", TimelinePalette.rowLine),
            ])
            svg.text(row.name, x: 12, y: row.y + 4, [("font-weight", "bold")])
        }
    }

    private func drawTicks(_ layout: TimelineLayout, into svg: inout SVGElementWriter) {
        svg.text("time →", x: 12, y: 42, [("fill", TimelinePalette.tickText)])
        for tick in layout.ticks {
            svg.element("line", [
                ("x1", "\(tick.x)"), ("y1", "\(TimelineLayout.rowsTop - 18)"), ("x2", "\(tick.x)"),
                ("y2", "\(layout.rowsBottom)"), ("stroke", TimelinePalette.tickLine), ("stroke-dasharray", "3 3"),
            ])
            svg.text(tick.label, x: tick.x + 3, y: 42, [("fill", TimelinePalette.tickText)])
        }
    }

    private func drawMarks(_ layout: TimelineLayout, into svg: inout SVGElementWriter) {
        for mark in layout.marks {
            let y = layout.rows[mark.row].y
            let color = TimelinePalette.color(of: mark.callback)
            // Appearance callbacks are what a person looks for first: larger marks, bold names.
            let isAppearance = TimelinePalette.isAppearance(mark.callback)
            svg.element("circle", [
                ("cx", "\(mark.x)"), ("cy", "\(y)"), ("r", "\(TimelineLayout.markRadius + (isAppearance ? 2 : 0))"),
                ("fill", color),
            ])
            svg.text(
                mark.call, x: mark.x + TimelineLayout.markRadius + 3, y: y - 3,
                [("font-size", "10"), ("fill", color)] + (isAppearance ? [("font-weight", "bold")] : []))
        }
    }
}

extension TraceRecording {
    /// The timeline of everything recorded, as the text of an SVG document; see ``TimelineRenderer``.
    public func timelineSVG(ignoring ignoredCallbacks: Set<LifecycleCallback> = []) -> String {
        TimelineRenderer(ignoring: ignoredCallbacks).svg(of: self)
    }
}
