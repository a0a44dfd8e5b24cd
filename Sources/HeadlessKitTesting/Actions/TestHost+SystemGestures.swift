import Foundation
import HeadlessKit

/// The gestures UIKit's containers answer: going back by swiping from the left edge, pulling a
/// list down to refresh it, and tapping an alert's button.
extension TestHost {
    /// Swipes from the left edge across the frontmost navigation controller that has a
    /// controller to go back to, as a person goes back: across three quarters of its width, so
    /// the interactive pop finishes, or — `cancelled` — a quarter, so it slides back and the top
    /// controller stays. Settles, so the pop finishes (or slides back); fails the test when
    /// nothing can be popped, or the pop did not end as asked.
    public func swipeBack(
        cancelled: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let screen = screenIndex()
        let navigation = screen.views.reversed().lazy.compactMap { view -> NavigationController? in
            guard let controller = view.next as? NavigationController, controller.viewControllers.count > 1,
                  case .visible = screen.visibility(of: view) else { return nil }
            return controller
        }.first
        guard let navigation, let view = navigation.viewIfLoaded, let window = view.window else {
            TestFailures.record(
                "Cannot swipe back: no visible navigation controller has a controller to go back to.", at: site)
            return
        }
        guard navigation.interactivePopGestureRecognizer?.isEnabled ?? false else {
            TestFailures.record(
                "Cannot swipe back in \(Self.describe(navigation)): its interactivePopGestureRecognizer is disabled.", at: site)
            return
        }
        let top = navigation.topViewController
        let width = view.convert(view.bounds, to: nil).width
        trace.recordAction(cancelled ? "swipe back, cancelled" : "swipe back") {
            app.withCurrent { window.edgeSwipe(from: .left, distance: width * (cancelled ? 0.25 : 0.75)) }
            settle(fileID: fileID, filePath: filePath, line: line, column: column)
        }
        let popped = navigation.topViewController !== top
        guard popped == !cancelled else {
            let now = navigation.topViewController.map(Self.describe) ?? "nothing"
            TestFailures.record(
                cancelled
                    ? "Swiping back a quarter of the way was expected to cancel, but it popped \(top.map(Self.describe) ?? "nothing"); "
                        + "\(now) is on top."
                    : "Swiping back did not pop \(top.map(Self.describe) ?? "nothing"): it is still on top. A recognizer of the "
                        + "app may have taken the edge swipe, or the navigation controller's delegate refused it.",
                at: site)
            return
        }
    }

    /// Pulls the scroll view `finder` matches (else the one visible scroll view with a refresh
    /// control) down across its middle — back to the top of its content, then 300 points past it —
    /// and lets go, as a person pulls to refresh. Fails the test when there is no such scroll view
    /// or its refresh control did not begin refreshing as the finger lifted.
    public func pullToRefresh(
        _ finder: Finder? = nil, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let screen = screenIndex()
        let found = screen.search(
            Self.typed(ScrollView.self, finder ?? .predicate("a refresh control") { ($0 as? ScrollView)?.refreshControl != nil }),
            as: ScrollView.self, at: site)
        if let problem = found.problem(expectingOne: true) {
            TestFailures.record("Cannot pull to refresh: \(problem)", at: site)
            return
        }
        let scrollView = found.all[0]
        guard let refreshControl = scrollView.refreshControl else {
            TestFailures.record("Cannot pull \(screen.describe(scrollView)) to refresh: it has no refresh control.", at: site)
            return
        }
        guard case .visible(let rect) = screen.visibility(of: scrollView), let window = scrollView.window else { return }
        // Across the middle, clear of the status bar and of bars over the scroll view's top, 300
        // points past the top of the content: farther when the content is scrolled below its top.
        let start = CGPoint(x: rect.midX, y: rect.midY - 150)
        let belowTop = max(0, scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        // Whether it began is read as the finger lifts: the app may end the refresh while the
        // loop settles, as a screen whose load finishes on a timer does.
        var began = false
        trace.recordAction("pull to refresh \(found.finder)") {
            app.withCurrent {
                window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 300 + belowTop), duration: .milliseconds(500))
            }
            began = refreshControl.isRefreshing
            if settle { self.settle(at: site) }
        }
        if !began {
            TestFailures.record(
                "Pulling \(screen.describe(scrollView)) down did not begin refreshing its refresh control"
                    + (refreshControl.isEnabled ? "." : ": the refresh control is disabled (isEnabled is false)."),
                at: site)
        }
    }

    /// Taps the button of the frontmost shown alert's action titled `title`. Fails the test,
    /// tapping nothing, when no alert is shown, it has no such action, or the action is disabled.
    public func tapAlertAction(
        titled title: String, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let verb = "tap alert action \(String(reflecting: title))"
        let screen = screenIndex()
        guard let alert = screen.views.reversed().lazy.compactMap({ $0.next as? AlertController }).first else {
            TestFailures.record("Cannot \(verb): no alert is shown.", at: site)
            return
        }
        let named = alert.title.map { " \(String(reflecting: $0))" } ?? ""
        guard let action = alert.actions.first(where: { $0.title == title }),
              let button = alert.actionButtonView(for: action) else {
            let titles = alert.actions.map { String(reflecting: $0.title ?? "") }.joined(separator: ", ")
            TestFailures.record(
                "Cannot \(verb): the alert\(named) has no such action; its actions are \(titles.isEmpty ? "none" : titles).",
                at: site)
            return
        }
        guard let (window, _, point) = touchPoint(verb, button, in: screen, at: site) else { return }
        trace.recordAction(verb) {
            app.withCurrent { window.tap(at: point) }
            if settle { self.settle(fileID: fileID, filePath: filePath, line: line, column: column) }
        }
    }

    /// `TitledController "Message"`: a controller's type, and its title when it has one.
    private static func describe(_ controller: ViewControllerBase) -> String {
        "\(type(of: controller))" + (controller.title.map { " \(String(reflecting: $0))" } ?? "")
    }
}
