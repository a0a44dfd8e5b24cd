import Foundation
import HeadlessKit

/// A settings-style list: a table controller with two sections of twenty rows, each 60 points
/// tall (a fixed height the delegate gives per row, so each reload asks it for every row), whose
/// cells are reused as rows scroll by. Tells its trace every data source and delegate call.
final class ListViewController: TableViewController {
    static let sectionCount = 2
    static let rowsPerSection = 20
    static let rowHeight: CGFloat = 60
    static let cellIdentifier = "row"

    /// Where the table's questions and messages are told.
    let trace: TableTrace
    /// Called with the row the user selected.
    var didSelectRow: (IndexPath) -> Void = { _ in }
    /// Told of scroll-view messages other than didScroll, after the table calls before them.
    var note: (String) -> Void = { _ in }

    init(trace: TableTrace) {
        self.trace = trace
        super.init(style: .plain)
    }
    required init?(coder: Coder) { nil }


    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: TableView) -> Int {
        trace.call("numberOfSections")
        return Self.sectionCount
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        trace.call("numberOfRowsInSection", [section])
        return Self.rowsPerSection
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        trace.call("cellForRowAt", indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "Setting \(indexPath.section).\(indexPath.row)"
        return cell
    }

    // MARK: - Heights

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        trace.call("heightForHeaderInSection", [section])
        return 0
    }

    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        trace.call("heightForFooterInSection", [section])
        return 0
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        trace.call("heightForRowAt", indexPath)
        return Self.rowHeight
    }

    // MARK: - Display

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        trace.call("willDisplay", indexPath)
    }

    override func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        trace.call("didEndDisplaying", indexPath)
    }

    // MARK: - Selection

    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        trace.call("shouldHighlightRowAt", indexPath)
        return true
    }

    override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        trace.call("didHighlightRowAt", indexPath)
    }

    override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        trace.call("didUnhighlightRowAt", indexPath)
    }

    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        trace.call("willSelectRowAt", indexPath)
        return indexPath
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        trace.call("didSelectRowAt", indexPath)
        didSelectRow(indexPath)
    }

    // MARK: - Scrolling

    private func offset(_ scrollView: ScrollView) -> String { TableTrace.number(scrollView.contentOffset.y) }

    override func scrollViewDidScroll(_ scrollView: ScrollView) {
        trace.scrolled(to: scrollView.contentOffset.y)
    }

    override func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        trace.isScrolling = true
        note("scrollViewWillBeginDragging (offset \(offset(scrollView)), mode \(scrollView.window?.runLoop.currentMode ?? .default))")
    }

    override func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note(String(format: "scrollViewWillEndDragging (velocity %.2f pt/ms, target %.1f)", velocity.y, targetContentOffset.pointee.y))
    }

    override func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        note("scrollViewDidEndDragging (willDecelerate: \(decelerate))")
        if !decelerate { trace.isScrolling = false }
    }

    override func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        note("scrollViewWillBeginDecelerating")
    }

    override func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        trace.isScrolling = false
        note("scrollViewDidEndDecelerating (offset \(offset(scrollView)), mode \(scrollView.window?.runLoop.currentMode ?? .default))")
    }
}
