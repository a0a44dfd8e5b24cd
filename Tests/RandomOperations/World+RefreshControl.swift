import Foundation
import HeadlessKit

/// Pull to refresh: refresh controls attached to the scroll views, replaced and cleared, begun
/// and ended by code, disabled, and pulled by fingers, with actions that end the refresh or act on
/// the world; checked after idle to sit just above the content and to keep their room in the
/// scroll view's inset while refreshing.
extension World {
    func performRefreshControlOperation() {
        let scrollView = scrollViews[pick(scrollViews.count)]
        let label = name(scrollView)
        guard let control = scrollView.refreshControl, !chance(6) else { return attachRefreshControl(to: scrollView) }
        switch pick(8) {
        case 0, 1, 2:
            // Fingers drive the loop: never from inside a callback.
            guard hookDepth == 0, let window = scrollView.window, !window.isHidden else { return control.beginRefreshing() }
            let start = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.minY + 5), to: window)
            let distance = CGFloat(100 + pick(300))
            let milliseconds = 100 + pick(300)
            note("pull \(label) down \(distance) in \(milliseconds) ms")
            window.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: .milliseconds(milliseconds))
        case 3:
            note("\(name(control)).beginRefreshing()")
            control.beginRefreshing()
        case 4, 5:
            note("\(name(control)).endRefreshing()")
            control.endRefreshing()
        case 6:
            note("\(name(control)).isEnabled.toggle()")
            control.isEnabled.toggle()
        default:
            note("\(label).refreshControl = nil")
            scrollView.refreshControl = nil
        }
    }

    /// Gives `scrollView` a new refresh control whose value change checks it is refreshing, then
    /// ends the refresh (sometimes) or acts on the world.
    private func attachRefreshControl(to scrollView: ChaosScrollView) {
        let control = ChaosRefreshControl(world: self, number: tracked.count)
        track(control, control.name)
        control.addAction(Action { [weak self, weak control] _ in
            guard let self, let control else { return }
            if !control.isRefreshing { touchViolations.append("\(control.name) sent valueChanged while not refreshing") }
            if chance(3) {
                note("\(control.name) ends its refresh in its action")
                control.endRefreshing()
            } else {
                maybeAct(from: control)
            }
        }, for: .valueChanged)
        // Pulls reach the top of content that does not fill the scroll view, as in apps.
        if chance(2) { scrollView.alwaysBounceVertical = true }
        note("\(name(scrollView)).refreshControl = \(control.name)")
        scrollView.refreshControl = control
    }

    // MARK: - Checks

    /// After idle: every refresh control in its scroll view of `loop` sits just above the content
    /// across the scroll view's width, and a refreshing one keeps its room in the top inset.
    func refreshControlViolation(in loop: MainRunLoop) -> String? {
        for scrollView in scrollViews where scrollView.window?.runLoop === loop {
            guard let control = scrollView.refreshControl, control.superview === scrollView else { continue }
            let expected = CGRect(x: 0, y: -control.bounds.height, width: scrollView.bounds.width, height: control.bounds.height)
            if control.frame != expected {
                return "\(name(control)) in \(name(scrollView)) is at \(control.frame), not \(expected), after idle"
            }
            let room = control.isRefreshing ? control.bounds.height : 0
            if scrollView.adjustedContentInset.top < scrollView.contentInset.top + room {
                return "\(name(scrollView))'s adjusted top inset \(scrollView.adjustedContentInset.top) leaves no room for "
                    + "\(name(control)) (refreshing \(control.isRefreshing)) over its inset \(scrollView.contentInset.top)"
            }
        }
        return nil
    }
}

/// A refresh control with a name; its value change acts through the action the world gives it.
final class ChaosRefreshControl: RefreshControl, ChaosNamed {
    weak var world: World?
    let name: String
    init(world: World, number: Int) {
        self.world = world
        name = "refresh\(number)"
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
    }
    required init?(coder: Coder) { nil }

}
