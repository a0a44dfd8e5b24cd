import HeadlessKit

/// Where a timeline picture puts each thing, in whole pixels: one row per receiver, one column
/// per event, and the moments of the clock as ticks between them.
///
/// The horizontal axis counts steps, not milliseconds: events at the same moment of the clock
/// follow each other in the order they were delivered, each a little to the right of the one
/// before — and far enough right of the previous event of its row that its name fits — and a new
/// moment starts after a gap, at a tick labelled with its time.
struct TimelineLayout {
    /// A receiver's row: its name and the vertical centre of its row.
    struct Row {
        let name: String
        let y: Int
    }

    /// One event the picture shows, as the trace recorded it.
    struct Entry {
        /// Its index in ``TraceRecording/events``.
        let event: Int
        let receiver: ObjectIdentifier
        let callback: LifecycleCallback
        let line: String
        let time: Duration
    }

    /// One event: its row, where its mark goes and what it says.
    struct Mark {
        let event: Int
        let row: Int
        let x: Int
        let call: String
        let callback: LifecycleCallback

        /// Where its name ends.
        var labelEnd: Int { x + TimelineLayout.markRadius + 3 + call.count * TimelineLayout.callCharacterWidth }
    }

    /// A moment of the clock at which events were delivered: where its tick is, and its label.
    struct Tick {
        let x: Int
        let label: String
    }

    static let rowHeight = 26
    static let rowsTop = 64
    static let labelCharacterWidth = 7
    static let callCharacterWidth = 6
    static let step = 12
    static let momentGap = 28
    static let markRadius = 4

    let rows: [Row]
    let marks: [Mark]
    let ticks: [Tick]
    /// Where the rows' names end and the events begin.
    let eventsLeft: Int
    /// The rightmost pixel anything occupies.
    let contentRight: Int

    /// The marks of the events in `events` (indices of ``TraceRecording/events``).
    func marks(in events: Range<Int>) -> ArraySlice<Mark> {
        let first = marks.firstIndex { $0.event >= events.lowerBound } ?? marks.endIndex
        let end = marks[first...].firstIndex { $0.event >= events.upperBound } ?? marks.endIndex
        return marks[first..<end]
    }

    /// Where a mark for trace event `event` would go: its own if shown, else just before the next shown one.
    func x(before event: Int) -> Int {
        if let next = marks.first(where: { $0.event >= event }) { return next.x - Self.step / 2 }
        return (marks.last?.x ?? eventsLeft) + Self.step
    }

    var rowsBottom: Int { Self.rowsTop + rows.count * Self.rowHeight }

    @MainActor
    init(_ entries: [Entry], in trace: TraceRecording) {
        var rowIndex: [ObjectIdentifier: Int] = [:]
        var rowNames: [String] = []
        var parts: [(row: Int, call: String)] = []
        for event in entries {
            let (receiver, call) = trace.parts(ofLine: event.line, callback: event.callback)
            let row: Int
            if let existing = rowIndex[event.receiver], rowNames[existing] == receiver {
                row = existing
            } else {
                row = rowNames.count
                rowNames.append(receiver)
                rowIndex[event.receiver] = row
            }
            parts.append((row, call))
        }
        let longestName = rowNames.map(\.count).max() ?? 0
        eventsLeft = 16 + longestName * Self.labelCharacterWidth + 20
        rows = rowNames.enumerated().map { Row(name: $1, y: Self.rowsTop + $0 * Self.rowHeight + Self.rowHeight / 2) }

        var marks: [Mark] = []
        var ticks: [Tick] = []
        var rowEnds = Array(repeating: 0, count: rowNames.count)
        var x = eventsLeft
        var tickLabelEnd = 0
        var contentRight = eventsLeft
        for (index, event) in entries.enumerated() {
            let (row, call) = parts[index]
            let isNewMoment = index == 0 || event.time != entries[index - 1].time
            if isNewMoment {
                if index > 0 { x += Self.momentGap }
                x = max(x, tickLabelEnd + 8, rowEnds[row])
                let label = milliseconds(event.time)
                ticks.append(Tick(x: x - Self.step / 2, label: label))
                tickLabelEnd = x - Self.step / 2 + label.count * Self.callCharacterWidth
            } else {
                x = max(x + Self.step, rowEnds[row])
            }
            marks.append(Mark(event: event.event, row: row, x: x, call: call, callback: event.callback))
            rowEnds[row] = x + Self.markRadius + 4 + call.count * Self.callCharacterWidth + 10
            contentRight = max(contentRight, rowEnds[row], tickLabelEnd)
        }
        self.marks = marks
        self.ticks = ticks
        self.contentRight = contentRight
    }
}
