import Foundation
import HeadlessKit

/// A table row's swipe actions, as a person uses them: a swipe across the row reveals them, a
/// tap on one runs it.
extension TestHost {
    /// Swipes across the table row that shows the one visible view `finder` matches (a label in
    /// the cell, or the cell), revealing the actions the table's delegate gives for it — from the
    /// trailing edge, or the `leading` one — then settles. Fails the test when the view is not in
    /// a table row or the row has no swipe actions.
    ///
    /// ```swift
    /// host.swipeRow(.text("Lunch?"))
    /// host.tapSwipeAction(titled: "Delete")
    /// ```
    public func swipeRow(
        _ finder: Finder, leading: Bool = false, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let verb = "swipe row \(finder)\(leading ? " from the leading edge" : "")"
        guard let (_, view, _) = touchTarget(verb, finder, at: site) else { return }
        var ancestor: ViewNode? = view
        while let candidate = ancestor, !(candidate is TableViewCell) { ancestor = candidate.superview }
        guard let cell = ancestor as? TableViewCell, let table = cell.superview as? TableView,
              let indexPath = table.indexPath(for: cell) else {
            TestFailures.record("Cannot \(verb): \(screenIndex().describe(view)) is not in a table row.", at: site)
            return
        }
        var revealed = false
        trace.recordAction(verb) {
            revealed = app.withCurrent { table.swipeRow(at: indexPath, leading: leading) }
            if settle { self.settle(fileID: fileID, filePath: filePath, line: line, column: column) }
        }
        if !revealed {
            TestFailures.record("Cannot \(verb): the row at \(indexPath) has no \(leading ? "leading" : "trailing") swipe "
                + "actions (the delegate gave none, or the row cannot be edited).", at: site)
        }
    }

    /// Taps the revealed swipe action titled `title` of the row a ``swipeRow(_:leading:settle:fileID:filePath:line:column:)``
    /// revealed, running its handler, then settles. Fails the test, running nothing, when no row
    /// shows swipe actions or none of them has that title.
    public func tapSwipeAction(
        titled title: String, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let verb = "tap swipe action \(String(reflecting: title))"
        let tables = screenIndex().views.compactMap { $0 as? TableView }
        guard let table = tables.last(where: { $0.revealedSwipeActions != nil }),
              let actions = table.revealedSwipeActions else {
            TestFailures.record("Cannot \(verb): no table row shows swipe actions; swipe one with swipeRow(_:) first.", at: site)
            return
        }
        guard let index = actions.firstIndex(where: { $0.title == title }) else {
            let titles = actions.map { String(reflecting: $0.title ?? "") }.joined(separator: ", ")
            TestFailures.record("Cannot \(verb): the row's swipe actions are \(titles).", at: site)
            return
        }
        trace.recordAction(verb) {
            _ = app.withCurrent { table.tapSwipeAction(at: index) }
            if settle { self.settle(fileID: fileID, filePath: filePath, line: line, column: column) }
        }
    }
}
