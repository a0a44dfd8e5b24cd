import Foundation
import HeadlessKit

extension TestHost {
    /// Settles, then expects the trace's timeline picture (`TraceRecording/timelineSVG(ignoring:)`)
    /// to match the SVG stored beside the test file as `<test>-<name>.svg`, recording it when
    /// there is none — a golden file of what happened when, for a person to look at.
    ///
    /// `only` keeps just those callbacks (the controllers' appearance, say), `ignoring` leaves
    /// some out; with neither, every callback is drawn.
    ///
    /// ```swift
    /// host.tap(.text("Details"))
    /// host.swipeBack()
    /// host.expectTimelineSnapshot(only: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
    /// ```
    public func expectTimelineSnapshot(
        named name: String = "timeline", only kept: Set<LifecycleCallback>? = nil, ignoring ignored: Set<LifecycleCallback> = [],
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        settle(fileID: fileID, filePath: filePath, line: line, column: column)
        let ignored = kept.map { Set(LifecycleCallback.allCases).subtracting($0) }?.union(ignored) ?? ignored
        let location = SnapshotLocation(filePath: filePath, function: function, name: name, fileExtension: "svg")
        SnapshotExpectation.verify(
            Data(trace.timelineSVG(ignoring: ignored).utf8), at: location, format: .svg,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
