import Foundation
import HeadlessKit

/// The views a ``Finder`` matched on the screen at one moment, front to back in the order they
/// are drawn (back to front), with the ones it matched that a person cannot see and why.
///
/// ``only`` and ``first`` fail the test — at the line that searched — when the views found are
/// not what they expect, with a message that lists what was found, or what matched but is not
/// visible and why; ``all``, ``count`` and ``exists`` never fail.
@MainActor
public struct FoundViews<View: ViewNode> {
    /// The finder searched with.
    public let finder: Finder
    /// Every view matched, in the order they are drawn (back to front).
    public let all: [View]
    /// Views the finder matched that a person cannot see, each with why.
    let invisible: [(view: View, reason: String)]
    /// The screen searched, to describe views in messages.
    let screen: ScreenIndex
    /// Where the search was made: failures are reported there.
    let site: CallSite

    /// How many views were found.
    public var count: Int { all.count }

    /// Whether any view was found.
    public var exists: Bool { !all.isEmpty }

    /// The one view found; fails the test and returns `nil` when none or several were found.
    public var only: View? {
        guard all.count == 1 else {
            TestFailures.record("Expected exactly one view, but \(problem(expectingOne: true)!)", at: site)
            return nil
        }
        return all[0]
    }

    /// The view drawn first (the backmost) of those found; fails the test and returns `nil` when
    /// none was found.
    public var first: View? {
        guard let first = all.first else {
            TestFailures.record("Expected a view, but \(problem(expectingOne: false)!)", at: site)
            return nil
        }
        return first
    }

    /// What is wrong with what was found for a caller that wants one view (or at least one), as
    /// the rest of a sentence: `no visible view matches text "Log In".` and the details — or
    /// `nil` when nothing is wrong.
    func problem(expectingOne: Bool) -> String? {
        if all.isEmpty {
            let visible = finder.includesInvisible ? "" : "visible "
            return "no \(visible)view matches \(finder)." + missDetails()
        }
        guard expectingOne, all.count > 1 else { return nil }
        return "\(all.count) views match \(finder):\n"
            + all.map { "  • \(screen.describe($0))" }.joined(separator: "\n")
            + "\nNarrow the finder with and(_:) or descendant(of:)."
    }

    /// The matches that are not visible, with why; else, for a finder of texts, the texts on screen.
    private func missDetails() -> String {
        if !invisible.isEmpty {
            return "\nMatching but not visible:\n"
                + invisible.map { "  • \(screen.describe($0.view)): \($0.reason)" }.joined(separator: "\n")
        }
        guard finder.isAboutText else { return "" }
        var seen: Set<String> = []
        var texts: [String] = []
        for view in screen.views {
            let shown = screen.texts(of: view)
            guard !shown.isEmpty, case .visible = screen.visibility(of: view) else { continue }
            for text in shown where seen.insert(text).inserted { texts.append(String(reflecting: text)) }
        }
        guard !texts.isEmpty else { return " No text is visible." }
        return " Visible texts: \(texts.prefix(20).joined(separator: ", "))\(texts.count > 20 ? ", …" : "")."
    }
}

extension ScreenIndex {
    /// The views `finder` matches on this screen, split into the ones found and the invisible
    /// ones (when the finder does not include those).
    func search<View: ViewNode>(_ finder: Finder, as type: View.Type, at site: CallSite) -> FoundViews<View> {
        var found: [View] = []
        var invisible: [(view: View, reason: String)] = []
        for view in views {
            guard let typed = view as? View, finder.matches(view, self) else { continue }
            if finder.includesInvisible {
                found.append(typed)
            } else if case .invisible(let reason) = visibility(of: view) {
                invisible.append((typed, reason))
            } else {
                found.append(typed)
            }
        }
        return FoundViews(finder: finder, all: found, invisible: invisible, screen: self, site: site)
    }
}

extension Finder {
    /// The views this finder matches in `windows` (the shown ones), in drawing order — for the
    /// random-operation tester, which has windows but no host.
    package func views(in windows: [Window]) -> [ViewNode] {
        ScreenIndex(windows: windows).search(self, as: ViewNode.self, at: CallSite()).all
    }
}
