import Foundation
import HeadlessKit

/// One look at the screen: every view of the application's shown windows in the order they are
/// drawn (back to front), and what a person reads on the views the bars and alerts make for
/// their items — the buttons of bar button items, back buttons, tabs and alert actions, which
/// are not public types.
///
/// A finder's search builds one index and asks it about each view; nothing here changes a view.
@MainActor
final class ScreenIndex {
    /// Every view of every shown window, windows first, in drawing order (a window's views in
    /// pre-order: a view before its subviews, subviews back to front).
    let views: [ViewNode]
    /// Each view's position in ``views``.
    private let order: [ObjectIdentifier: Int]
    /// What a bar or an alert shows on the views it made for its items, by view.
    private var itemContent: [ObjectIdentifier: ItemContent] = [:]

    /// The text, identifier, label and kind of a view a bar or an alert made for an item.
    struct ItemContent {
        var kind: String
        var texts: [String]
        var identifier: String?
        var label: String?
    }

    init(windows: [Window]) {
        var views: [ViewNode] = []
        // Windows have no levels here: they are drawn in the order the app holds them.
        for window in windows where !window.isHidden {
            var stack: [ViewNode] = [window]
            while let view = stack.popLast() {
                views.append(view)
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        self.views = views
        var order: [ObjectIdentifier: Int] = [:]
        for (index, view) in views.enumerated() { order[ObjectIdentifier(view)] = index }
        self.order = order
        for view in views { indexItems(of: view) }
    }

    /// The position of `view` in drawing order, or `nil` when it is not on a shown window.
    func position(of view: ViewNode) -> Int? { order[ObjectIdentifier(view)] }

    /// The texts a person reads on `view` itself (not its subviews).
    func texts(of view: ViewNode) -> [String] {
        if let content = itemContent[ObjectIdentifier(view)] { return content.texts }
        let texts: [String?]
        switch view {
        // A button's labels are read as the button: a finger taps the button, not its label.
        case let label as Label: texts = label.superview is Button ? [] : [label.text]
        case let button as Button:
            texts = button.currentTitle.map { [$0] } ?? button.subviews.compactMap { ($0 as? Label)?.text }
        case let field as TextField: texts = [field.text]
        case let textView as TextView: texts = [textView.text]
        case let bar as NavigationBar: texts = [bar.topItem?.titleView == nil ? bar.topItem?.title : nil, bar.topItem?.prompt]
        case let control as SegmentedControl: texts = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
        default:
            if let alert = view.next as? AlertController { texts = [alert.title, alert.message] } else { texts = [] }
        }
        return texts.compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// The accessibility identifier of `view`, or of the bar item it shows.
    func identifier(of view: ViewNode) -> String? {
        if let content = itemContent[ObjectIdentifier(view)] { return content.identifier }
        return view.accessibilityIdentifier
    }

    /// The accessibility label of `view`, or of the bar item or alert action it shows (its title
    /// when the item has no label, as UIKit reads it).
    func label(of view: ViewNode) -> String? {
        if let content = itemContent[ObjectIdentifier(view)] { return content.label }
        return view.accessibilityLabel
    }

    /// What kind of thing `view` is, as messages name it: its type, or what a bar or an alert
    /// made it for (`bar button item`, `back button`, `tab`, `alert action`).
    func kind(of view: ViewNode) -> String {
        itemContent[ObjectIdentifier(view)]?.kind ?? String(describing: type(of: view))
    }

    private func indexItems(of view: ViewNode) {
        switch view {
        case let bar as NavigationBar:
            if let back = bar.backButtonView {
                let title = bar.backButtonTitle
                itemContent[ObjectIdentifier(back)] = ItemContent(
                    kind: "back button", texts: title.map { [$0] } ?? [], identifier: nil, label: title)
            }
            let items = (bar.topItem?.leftBarButtonItems ?? []) + (bar.topItem?.rightBarButtonItems ?? [])
            for item in items where item.customView == nil {
                guard let shown = bar.view(for: item) else { continue }
                itemContent[ObjectIdentifier(shown)] = ItemContent(
                    kind: "bar button item", texts: item.displayedTitle.map { [$0] } ?? [],
                    identifier: item.accessibilityIdentifier, label: item.accessibilityLabel ?? item.displayedTitle)
            }
        case let bar as TabBar:
            for item in bar.items ?? [] {
                guard let shown = bar.view(for: item) else { continue }
                itemContent[ObjectIdentifier(shown)] = ItemContent(
                    kind: "tab", texts: item.title.map { [$0] } ?? [],
                    identifier: item.accessibilityIdentifier, label: item.accessibilityLabel ?? item.title)
            }
        default:
            guard let alert = view.next as? AlertController else { return }
            for action in alert.actions {
                guard let shown = alert.actionButtonView(for: action) else { continue }
                itemContent[ObjectIdentifier(shown)] = ItemContent(
                    kind: "alert action", texts: action.title.map { [$0] } ?? [], identifier: nil, label: action.title)
            }
        }
    }
}
