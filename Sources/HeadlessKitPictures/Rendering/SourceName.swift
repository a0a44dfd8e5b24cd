import Foundation
import HeadlessKit

/// Short names for what painted an item or a snapshot line, for a person reading them:
/// `Label "Hello"`, `Button "Save"`, `View #header`, `ShapeLayer "ring"`.
@MainActor
package enum SourceName {
    /// The layer's view's name if it is a view's layer, else the layer's type and name.
    static func of(_ layer: Layer) -> String {
        if let view = layer.delegate as? ViewNode, view.layer === layer { return of(view) }
        let type = String(describing: Swift.type(of: layer))
        return layer.name.map { "\(type) \(quoted($0))" } ?? type
    }

    /// The view's type, its accessibility identifier (`#id`) and the text it shows, if any.
    static func of(_ view: ViewNode) -> String {
        var name = String(describing: type(of: view))
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { name += " #\(identifier)" }
        if let text = shownText(of: view) { name += " \(quoted(text))" }
        return name
    }

    /// What the view reads as: a label's text, a button's title, a field's text or placeholder.
    static func shownText(of view: ViewNode) -> String? {
        switch view {
        case let label as Label: label.text
        case let button as Button: button.currentTitle
        case let field as TextField: field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder
        default: nil
        }
    }

    /// `text` in double quotes, with quotes, backslashes and line breaks escaped so it stays on one line.
    package nonisolated static func quoted(_ text: String) -> String {
        let escaped = XMLText.replacing(
            text, ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"])
        return "\"\(escaped)\""
    }
}
