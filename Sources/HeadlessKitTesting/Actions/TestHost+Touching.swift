import Foundation
import HeadlessKit

/// A person's fingers on the views finders find: each action finds its one view, checks a
/// finger can reach it, plays the touches through the window's touch simulation (hit testing,
/// gesture recognizers and controls see what they would on a device) and settles, unless told
/// not to.
///
/// An action that cannot be played — no view or several match, the view is not visible, or a
/// finger would not reach it — fails the test with why, and touches nothing.
extension TestHost {
    /// Taps the one visible view `finder` matches, at the centre of the part that is visible.
    public func tap(
        _ finder: Finder, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        touch("tap", finder, settle: settle, at: site) { window, _, point in window.tap(at: point) }
    }

    /// Taps the one visible view of type `type` that `finder` matches — `tap(Button.self, .text("Log In"))`
    /// when a title and a button share a text.
    public func tap<View: ViewNode>(
        _ type: View.Type, _ finder: Finder, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        tap(.type(type).and(finder), settle: settle, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Taps the one visible view `finder` matches twice, 100 ms apart.
    public func doubleTap(
        _ finder: Finder, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        touch("double-tap", finder, settle: settle, at: site) { window, _, point in window.doubleTap(at: point) }
    }

    /// Presses and holds the one visible view `finder` matches for `duration`, then lifts.
    public func longPress(
        _ finder: Finder, duration: Duration = .seconds(1), settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        touch("long-press", finder, settle: settle, at: site) { window, _, point in
            window.longPress(at: point, duration: duration)
        }
    }

    /// Swipes 120 points in `direction` from the centre of the one visible view `finder` matches
    /// (a table row's swipe actions, a swipe recognizer).
    public func swipe(
        _ direction: SwipeGestureRecognizer.Direction, on finder: Finder, settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        touch("swipe \(Self.name(of: direction)) on", finder, settle: settle, at: site) { window, _, point in
            window.swipe(direction, from: point)
        }
    }

    /// Drags one finger from the centre of the one visible view `finder` matches by `offset`
    /// over `duration`, holding still before it lifts (so nothing flies on).
    public func drag(
        _ finder: Finder, by offset: CGPoint, duration: Duration = .milliseconds(300), settle: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        touch("drag", finder, suffix: " by \(ScreenIndex.format(offset))", settle: settle, at: site) { window, _, point in
            window.drag(from: point, to: CGPoint(x: point.x + offset.x, y: point.y + offset.y), duration: duration)
        }
    }

    /// Finds the one view `finder` matches, checks a finger reaches it, and runs `body` with its
    /// window and the point to touch inside the action `verb finder`, then settles if asked.
    func touch(
        _ verb: String, _ finder: Finder, suffix: String = "", settle: Bool, at site: CallSite,
        _ body: (Window, ViewNode, CGPoint) -> Void
    ) {
        guard let (window, view, point) = touchTarget(verb, finder, at: site) else { return }
        trace.recordAction("\(verb) \(finder)\(suffix)") {
            app.withCurrent { body(window, view, point) }
            if settle { self.settle(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column) }
        }
    }

    /// The one view `finder` matches, its window and the point a finger touches it at — or `nil`
    /// after failing the test with why a finger cannot.
    func touchTarget(_ verb: String, _ finder: Finder, at site: CallSite) -> (Window, ViewNode, CGPoint)? {
        let screen = screenIndex()
        let found = screen.search(finder, as: ViewNode.self, at: site)
        if let problem = found.problem(expectingOne: true) {
            TestFailures.record("Cannot \(verb): \(problem)", at: site)
            return nil
        }
        return touchPoint(verb, found.all[0], in: screen, at: site)
    }

    /// The window and point a finger touches `view` at, or `nil` after failing the test with
    /// why it cannot.
    func touchPoint(_ verb: String, _ view: ViewNode, in screen: ScreenIndex, at site: CallSite) -> (Window, ViewNode, CGPoint)? {
        let reason: String
        switch screen.visibility(of: view) {
        case .invisible(let why):
            reason = "it is not visible: \(why)"
        case .visible(let rect):
            let point = CGPoint(x: rect.midX, y: rect.midY)
            guard let why = screen.untouchableReason(of: view, at: point) else { return (view.window!, view, point) }
            reason = why
        }
        TestFailures.record("Cannot \(verb) \(screen.describe(view)): \(reason). Nothing was touched.", at: site)
        return nil
    }

    /// `left`, `right`, `up`, `down`.
    static func name(of direction: SwipeGestureRecognizer.Direction) -> String {
        switch direction {
        case .left: "left"
        case .up: "up"
        case .down: "down"
        default: "right"
        }
    }
}
