import Foundation
import HeadlessKit
import HeadlessKitTesting

/// HeadlessKitTesting's finders over whatever the run has on screen: after the loop idles, what
/// a text finder finds agrees with the labels there are, and no finder returns a view a person
/// cannot see.
extension World {
    /// Every label with a text in the loop's shown windows (at most six, so the check stays
    /// cheap) is found by its text once invisible views are included; the visible views its text
    /// finds include exactly the labels a type finder finds with that text; and none of the views
    /// found is hidden, transparent or inside a hidden or transparent view.
    func finderViolation(in loop: MainRunLoop) -> String? {
        let windows = loop.windows.filter { !$0.isHidden }
        var labels: [Label] = []
        var stack: [ViewNode] = windows
        while let view = stack.popLast() {
            if let label = view as? Label, !(label.superview is Button), let text = label.text, !text.isEmpty {
                labels.append(label)
            }
            stack.append(contentsOf: view.subviews)
        }
        for label in labels.prefix(6) {
            let text = label.text ?? ""
            guard Finder.text(text).includingInvisible.views(in: windows).contains(where: { $0 === label }) else {
                return "finder: text \(String(reflecting: text)), including invisible views, did not find \(label)"
            }
            let visible = Finder.text(text).views(in: windows)
            let visibleLabels = visible.filter { $0 is Label }
            let typed = Finder.type(Label.self).and(.predicate { ($0 as? Label)?.text == text }).views(in: windows)
                .filter { !($0.superview is Button) }
            guard visibleLabels.map(ObjectIdentifier.init) == typed.map(ObjectIdentifier.init) else {
                return "finder: text \(String(reflecting: text)) found the labels \(visibleLabels), type Label found \(typed)"
            }
            for view in visible {
                var current: ViewNode? = view
                while let shown = current {
                    if shown.isHidden || shown.alpha < 0.01 {
                        return "finder: text \(String(reflecting: text)) found \(view), which is not visible: \(shown) is hidden or transparent"
                    }
                    current = shown.superview
                }
            }
        }
        return nil
    }
}
