import Foundation
import HeadlessKit

/// A view hierarchy as stable, indented text: what a text snapshot stores and compares.
///
/// One line per view, children indented by two spaces below their superview, back to front:
/// the view's type, its accessibility identifier (`#id`), its frame in its superview, and the
/// properties a person checks on a screen — `text` (for bars, bar buttons, alerts and segmented
/// controls, the texts they draw themselves), `title`, `placeholder`, `hidden`,
/// `alpha` (when not 1), `background` (when set), `disabled`, `selected`, `on`/`off`,
/// `first responder` — and `view of <Controller>` on a controller's root view. The text of a
/// key window ends with the software keyboard's frame while it is shown
/// (`keyboard shown (0 508; 390 336)`). Numbers have at most two decimals,
/// colours are `#rrggbb` (`#rrggbbaa` when translucent), and no addresses appear, so the text
/// is the same on every run.
///
/// ```
/// Window (0 0; 390 844)
///   View (0 0; 390 844) background=#ffffff view of ProfileController
///     Label #name (16 100; 120 20.5) text="Ada"
/// ```
public enum HierarchySnapshot {
    /// The text of `view` and its subtree.
    @MainActor
    public static func text(of view: ViewNode) -> String {
        // What bars, alerts and segmented controls draw themselves, as finders read it.
        let index = ScreenIndex(windows: view.window.map { [$0] } ?? [])
        var lines: [String] = []
        var stack: [(view: ViewNode, depth: Int)] = [(view, 0)]
        while let (current, depth) = stack.popLast() {
            lines.append(String(repeating: "  ", count: depth) + line(for: current, index: index))
            stack += current.subviews.reversed().map { ($0, depth + 1) }
        }
        if let window = view as? Window, window.isKeyWindow, window.runLoop.keyboard.isVisible {
            let frame = window.runLoop.keyboard.frame
            lines.append("keyboard shown (\(FixedFormat.list(frame.minX, frame.minY)); \(FixedFormat.list(frame.width, frame.height)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @MainActor
    private static func line(for view: ViewNode, index: ScreenIndex) -> String {
        var parts = [String(describing: type(of: view))]
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { parts.append("#" + identifier) }
        let frame = view.frame
        parts.append("(\(FixedFormat.list(frame.minX, frame.minY)); \(FixedFormat.list(frame.width, frame.height)))")
        switch view {
        case let label as Label:
            if let text = label.text { parts.append("text=" + SourceName.quoted(text)) }
        case let button as Button:
            if let title = button.currentTitle { parts.append("title=" + SourceName.quoted(title)) }
        case let field as TextField:
            if let text = field.text, !text.isEmpty { parts.append("text=" + SourceName.quoted(text)) }
            if let placeholder = field.placeholder { parts.append("placeholder=" + SourceName.quoted(placeholder)) }
        default:
            let texts = index.texts(of: view)
            if !texts.isEmpty { parts.append("text=" + texts.map(SourceName.quoted).joined(separator: " ")) }
        }
        if view.isHidden { parts.append("hidden") }
        if view.alpha != 1 { parts.append("alpha=" + FixedFormat.format(view.alpha)) }
        if let color = view.backgroundColor { parts.append("background=" + FixedFormat.hex(color.resolvedColor(with: view.traitCollection), withAlpha: true)) }
        if let control = view as? Control {
            if !control.isEnabled { parts.append("disabled") }
            if control.isSelected { parts.append("selected") }
        } else if let label = view as? Label, !label.isEnabled {
            parts.append("disabled")
        }
        if let toggle = view as? Switch { parts.append(toggle.isOn ? "on" : "off") }
        if let cell = view as? TableViewCell, cell.isSelected { parts.append("selected") }
        if view.isFirstResponder { parts.append("first responder") }
        if let controller = view.next as? ViewControllerBase, controller.viewIfLoaded === view {
            parts.append("view of " + String(describing: type(of: controller)))
        }
        return parts.joined(separator: " ")
    }
}
