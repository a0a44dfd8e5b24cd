import Foundation
import HeadlessKit

/// What to look for on the screen — a view of a type, with a text, an accessibility identifier
/// or label, or anything a closure decides — combined with ``and(_:)``, ``or(_:)`` and
/// ``descendant(of:)``.
///
/// ```swift
/// host.tap(.text("Log In"))
/// host.typeText("ada", into: .placeholder("User name"))
/// let ok = host.only(Button.self, .text("OK").descendant(of: .identifier("dialog")))
/// ```
///
/// A finder matches only views a person can see, unless made ``includingInvisible``: see
/// ``TestHost/find(_:fileID:filePath:line:column:)`` for what visible means. It names itself in
/// failure messages as it was written (`text "Log In"`).
@MainActor
public struct Finder: CustomStringConvertible {
    /// The finder as messages name it: `text "Log In"`, `type Button and identifier "save"`.
    public let description: String
    /// Whether the finder also matches views a person cannot see.
    public let includesInvisible: Bool
    /// Whether the finder is about what views show, so a message with no match lists the texts
    /// that are on screen.
    let isAboutText: Bool
    /// Whether `view` matches, asked with the index of the screen being searched.
    let matches: @MainActor (ViewNode, ScreenIndex) -> Bool

    init(
        _ description: String, includesInvisible: Bool = false, isAboutText: Bool = false,
        matches: @escaping @MainActor (ViewNode, ScreenIndex) -> Bool
    ) {
        self.description = description
        self.includesInvisible = includesInvisible
        self.isAboutText = isAboutText
        self.matches = matches
    }

    /// Views of `type` or a subclass of it.
    public static func type<View: ViewNode>(_ type: View.Type) -> Finder {
        Finder("type \(type)") { view, _ in view is View }
    }

    /// Views that show exactly `text`: a label's text, a button's current title, a text field's
    /// or text view's text, a navigation bar's title or prompt, a segment's title, the title of a
    /// bar button item, back button or tab, an alert's title or message (its view) and an alert
    /// action's title (its button). A table cell shows its texts through its labels; a button's
    /// own labels are read as the button **(chosen: a person taps the button)**, so one button is
    /// one match.
    public static func text(_ text: String) -> Finder {
        Finder("text \(String(reflecting: text))", isAboutText: true) { view, screen in
            screen.texts(of: view).contains(text)
        }
    }

    /// Views that show a text containing `fragment`, as ``text(_:)`` reads them.
    public static func text(containing fragment: String) -> Finder {
        Finder("text containing \(String(reflecting: fragment))", isAboutText: true) { view, screen in
            screen.texts(of: view).contains { $0.contains(fragment) }
        }
    }

    /// Text fields whose placeholder is `placeholder`.
    public static func placeholder(_ placeholder: String) -> Finder {
        Finder("placeholder \(String(reflecting: placeholder))") { view, _ in
            (view as? TextField)?.placeholder == placeholder
        }
    }

    /// Views whose `ViewNode.accessibilityIdentifier` is `identifier` (for the buttons of bar
    /// button items and tabs, the item's `BarItem.accessibilityIdentifier`).
    public static func identifier(_ identifier: String) -> Finder {
        Finder("identifier \(String(reflecting: identifier))") { view, screen in
            screen.identifier(of: view) == identifier
        }
    }

    /// Views whose `ViewNode.accessibilityLabel` is `label` (a label's and a button's default
    /// to their text; for bar button items, tabs and alert actions, the item's label or title).
    public static func label(_ label: String) -> Finder {
        Finder("accessibility label \(String(reflecting: label))") { view, screen in
            screen.label(of: view) == label
        }
    }

    /// Views for which `body` returns `true`; `description` names the finder in messages.
    public static func predicate(
        _ description: String = "predicate", _ body: @escaping @MainActor (ViewNode) -> Bool
    ) -> Finder {
        Finder(description) { view, _ in body(view) }
    }

    /// Views both this finder and `other` match.
    public func and(_ other: Finder) -> Finder {
        let (first, second) = (matches, other.matches)
        return Finder("\(description) and \(other.description)",
                      includesInvisible: includesInvisible || other.includesInvisible,
                      isAboutText: isAboutText || other.isAboutText) { view, screen in
            first(view, screen) && second(view, screen)
        }
    }

    /// Views either this finder or `other` matches.
    public func or(_ other: Finder) -> Finder {
        let (first, second) = (matches, other.matches)
        return Finder("(\(description) or \(other.description))",
                      includesInvisible: includesInvisible || other.includesInvisible,
                      isAboutText: isAboutText || other.isAboutText) { view, screen in
            first(view, screen) || second(view, screen)
        }
    }

    /// Views this finder matches inside a view `scope` matches (whether or not the scope itself
    /// is visible; the view found must be).
    public func descendant(of scope: Finder) -> Finder {
        let (inner, outer) = (matches, scope.matches)
        return Finder("\(description) in \(scope.description)", includesInvisible: includesInvisible,
                      isAboutText: isAboutText) { view, screen in
            guard inner(view, screen) else { return false }
            var ancestor = view.superview
            while let candidate = ancestor {
                if outer(candidate, screen) { return true }
                ancestor = candidate.superview
            }
            return false
        }
    }

    /// The same finder, matching views a person cannot see too (hidden, transparent, off screen,
    /// clipped out or covered).
    public var includingInvisible: Finder {
        Finder("\(description), including invisible views", includesInvisible: true, isAboutText: isAboutText,
               matches: matches)
    }
}
