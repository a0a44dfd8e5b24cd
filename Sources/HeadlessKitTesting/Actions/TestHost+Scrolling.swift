import Foundation
import HeadlessKit

/// Scrolling the way a person does: dragging a scroll view, a bit at a time, until what they
/// look for comes into view.
extension TestHost {
    /// Drags the scroll view `scrollView` matches (else the nearest scroll view around the
    /// target, else the frontmost visible scroll view) until a view `target` matches is visible,
    /// at most `maxDrags` times; fails the test when it does not come into view.
    ///
    /// While the target exists off screen, each drag moves the content toward it, at most 60% of
    /// the scroll view's height or width at a time. A target that does not exist yet — a table
    /// row not made until it scrolls into view — is looked for by dragging the content up (to see
    /// what is further down), then, once the end is reached, down. Each drag holds still before
    /// it lifts, so the content does not fly on, and the loop settles after each.
    public func scroll(
        _ scrollView: Finder? = nil, until target: Finder, maxDrags: Int = 40,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let verb = "scroll until \(target)"
        trace.recordAction(verb) {
            var lookingFurther = true
            var drags = 0
            while true {
                let screen = screenIndex()
                let matches = screen.search(target.includingInvisible, as: ViewNode.self, at: site).all
                if matches.contains(where: { isVisible($0, screen) }) { return }
                guard let scroller = scrollViewToDrag(scrollView, around: matches.first, in: screen, verb: verb, at: site) else {
                    return
                }
                guard drags < maxDrags else {
                    TestFailures.record("Cannot \(verb): it is still not visible after \(maxDrags) drag\(maxDrags == 1 ? "" : "s") of "
                        + "\(screen.describe(scroller))\(Self.whyNotVisible(matches.first, screen)).", at: site)
                    return
                }
                let visible = scroller.bounds
                var move = CGPoint(x: 0, y: -visible.height * 0.6)
                if let goal = matches.first {
                    let rect = goal.convert(goal.bounds, to: scroller)
                    let limit = CGPoint(x: visible.width * 0.6, y: visible.height * 0.6)
                    move = CGPoint(x: -max(-limit.x, min(limit.x, rect.midX - visible.midX)),
                                   y: -max(-limit.y, min(limit.y, rect.midY - visible.midY)))
                } else if !lookingFurther {
                    move.y = -move.y
                }
                move = Self.clamped(move, toWhatIsLeftIn: scroller)
                let before = scroller.contentOffset
                drag(scroller, by: move, in: screen)
                drags += 1
                settle(fileID: fileID, filePath: filePath, line: line, column: column)
                if scroller.contentOffset == before {
                    if matches.isEmpty, lookingFurther { lookingFurther = false; continue }
                    TestFailures.record("Cannot \(verb): \(screen.describe(scroller)) scrolled as far as it goes "
                        + "(contentOffset \(ScreenIndex.format(before))) and it is not visible"
                        + "\(Self.whyNotVisible(matches.first, screen)).", at: site)
                    return
                }
            }
        }
    }

    /// Scrolls until a view `target` matches is visible: ``scroll(_:until:maxDrags:fileID:filePath:line:column:)``
    /// with the scroll view found from the target.
    public func scroll(
        to target: Finder, maxDrags: Int = 40,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        scroll(nil, until: target, maxDrags: maxDrags, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `move` (of the finger) shortened so the content stops near its edge rather than pulling far
    /// past it — a long pull past the top would refresh a list with a refresh control.
    private static func clamped(_ move: CGPoint, toWhatIsLeftIn scroller: ScrollView) -> CGPoint {
        let offset = scroller.contentOffset
        let inset = scroller.adjustedContentInset
        let size = scroller.contentSize
        let bounds = scroller.bounds.size
        let left = (toStart: CGPoint(x: offset.x + inset.left, y: offset.y + inset.top),
                    toEnd: CGPoint(x: max(0, size.width + inset.right - bounds.width - offset.x),
                                   y: max(0, size.height + inset.bottom - bounds.height - offset.y)))
        // 20 points more than is left: the pan's slop keeps the content from moving the whole
        // way, and a pull that short springs back without refreshing.
        let slack: CGFloat = 20
        return CGPoint(x: move.x > 0 ? min(move.x, max(0, left.toStart.x) + slack) : max(move.x, -left.toEnd.x - slack),
                       y: move.y > 0 ? min(move.y, max(0, left.toStart.y) + slack) : max(move.y, -left.toEnd.y - slack))
    }

    private func isVisible(_ view: ViewNode, _ screen: ScreenIndex) -> Bool {
        if case .visible = screen.visibility(of: view) { return true }
        return false
    }

    /// `: it is hidden…` for a target that exists, nothing for one that does not.
    private static func whyNotVisible(_ target: ViewNode?, _ screen: ScreenIndex) -> String {
        guard let target, case .invisible(let reason) = screen.visibility(of: target) else { return "" }
        return " (\(screen.describe(target)): \(reason))"
    }

    /// The scroll view to drag: the one `finder` matches, else the nearest visible one around
    /// `target`, else the frontmost visible one; `nil` after failing the test when there is none.
    private func scrollViewToDrag(
        _ finder: Finder?, around target: ViewNode?, in screen: ScreenIndex, verb: String, at site: CallSite
    ) -> ScrollView? {
        if let finder {
            let found = screen.search(Self.typed(ScrollView.self, finder), as: ScrollView.self, at: site)
            if let problem = found.problem(expectingOne: true) {
                TestFailures.record("Cannot \(verb): \(problem)", at: site)
                return nil
            }
            return found.all[0]
        }
        var ancestor = target?.superview
        while let candidate = ancestor {
            if let scroller = candidate as? ScrollView, isVisible(scroller, screen) { return scroller }
            ancestor = candidate.superview
        }
        if let frontmost = screen.views.reversed().first(where: { $0 is ScrollView && !($0 is TextView) && isVisible($0, screen) }) {
            return frontmost as? ScrollView
        }
        TestFailures.record("Cannot \(verb): no visible scroll view to scroll.", at: site)
        return nil
    }

    /// Drags `scroller`'s content by `move` from around the centre of its visible part.
    private func drag(_ scroller: ScrollView, by move: CGPoint, in screen: ScreenIndex) {
        guard case .visible(let rect) = screen.visibility(of: scroller), let window = scroller.window else { return }
        let start = CGPoint(x: rect.midX - move.x / 2, y: rect.midY - move.y / 2)
        app.withCurrent { window.drag(from: start, to: CGPoint(x: start.x + move.x, y: start.y + move.y)) }
    }
}
