import Foundation
import HeadlessKit

/// A scrolling list of tappable rows, as a settings screen builds one: a scroll view filling the
/// controller's view, forty rows stacked in it, each a control that opens a detail screen.
final class ListViewController: ViewControllerBase, ScrollViewDelegate {
    let scrollView = ScrollView()
    private(set) var rows: [RowControl] = []
    /// Told of every scroll-view delegate call and row action, for the demo's trace; a run of
    /// `scrollViewDidScroll` calls is told as one line.
    var note: (String) -> Void = { _ in }
    private var scrolls: (count: Int, first: String, last: String)?
    /// Called with a row's index when the row is tapped.
    var didSelectRow: (Int) -> Void = { _ in }

    static let rowHeight: CGFloat = 60

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        view.addSubview(scrollView)
        for index in 0..<40 {
            let row = RowControl(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight))
            row.addAction(Action(title: "Row \(index)") { [weak self] _ in
                self?.tell("row \(index): touchUpInside")
                self?.didSelectRow(index)
            }, for: .touchUpInside)
            scrollView.addSubview(row)
            rows.append(row)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows.count) * Self.rowHeight)
    }

    /// Tells the run of `scrollViewDidScroll` calls gathered so far, if any.
    func flushScrolls() {
        guard let run = scrolls else { return }
        scrolls = nil
        note(run.count == 1 ? "scrollViewDidScroll (offset \(run.last))"
             : "scrollViewDidScroll ×\(run.count) (offset \(run.first) … \(run.last), one per frame)")
    }

    private func tell(_ line: String) {
        flushScrolls()
        note(line)
    }

    private func offset(_ scrollView: ScrollView) -> String {
        String(format: "%.1f", scrollView.contentOffset.y)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        tell("scrollViewWillBeginDragging (offset \(offset(scrollView)), mode \(scrollView.window?.runLoop.currentMode ?? .default))")
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let now = offset(scrollView)
        scrolls = (count: (scrolls?.count ?? 0) + 1, first: scrolls?.first ?? now, last: now)
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        tell(String(format: "scrollViewWillEndDragging (velocity %.2f pt/ms, target %.1f)", velocity.y, targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        tell("scrollViewDidEndDragging (willDecelerate: \(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        tell("scrollViewWillBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        tell("scrollViewDidEndDecelerating (offset \(offset(scrollView)), mode \(scrollView.window?.runLoop.currentMode ?? .default))")
    }
}

/// One row of the list: a control that highlights while a finger is on it.
final class RowControl: Control {
    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        GraphicsContext.current?.fill(bounds, with: isHighlighted ? .gray : .white)
    }
}
