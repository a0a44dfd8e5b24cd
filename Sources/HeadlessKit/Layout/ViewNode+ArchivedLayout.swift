import Foundation

/// What an archive sets on a view for Auto Layout, under the Swift names of its properties.
extension ViewNode {
    /// The names an archive gives the two axes.
    static let archivedAxisNames: KeyValuePairs<String, LayoutConstraint.Axis> = [
        "horizontal": .horizontal, "vertical": .vertical,
    ]

    /// Reads a view's Auto Layout properties from `coder` — a decoder the nib and storyboard
    /// loaders add to every load, which ``ViewNode/init(coder:)`` runs before it makes the
    /// view's subviews (the Views room cannot name Auto Layout's properties itself).
    ///
    /// The keys: `translatesAutoresizingMaskIntoConstraints`, `layoutMargins` (`[top, left,
    /// bottom, right]`), `directionalLayoutMargins` (`[top, leading, bottom, trailing]`),
    /// `contentHuggingPriority` and `contentCompressionResistancePriority` (`{"horizontal": 251,
    /// "vertical": 251}`, either axis optional). Anything but a view is left alone.
    static func decodeArchivedLayoutProperties(of object: AnyObject, from coder: Coder) {
        guard let view = object as? ViewNode else { return }
        if let translates = coder.decodeIfPresent("translatesAutoresizingMaskIntoConstraints", coder.decodeBool) {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let margins = coder.decodeIfPresent("layoutMargins", coder.decodeEdgeInsets) { view.layoutMargins = margins }
        if let margins = coder.decodeIfPresent("directionalLayoutMargins", coder.decodeDirectionalEdgeInsets) {
            view.directionalLayoutMargins = margins
        }
        for (axis, priority) in archivedPriorities(forKey: "contentHuggingPriority", from: coder) {
            view.setContentHuggingPriority(priority, for: axis)
        }
        for (axis, priority) in archivedPriorities(forKey: "contentCompressionResistancePriority", from: coder) {
            view.setContentCompressionResistancePriority(priority, for: axis)
        }
    }

    /// The priorities `{"horizontal": 251, "vertical": 251}` for `key`, each from 1 to 1000.
    private static func archivedPriorities(forKey key: String, from coder: Coder) -> [(LayoutConstraint.Axis, LayoutPriority)] {
        guard let nested = coder.nestedCoder(forKey: key, describing: "priorities {\"horizontal\": …, \"vertical\": …}")
        else { return [] }
        var priorities: [(LayoutConstraint.Axis, LayoutPriority)] = []
        for (name, axis) in archivedAxisNames {
            guard let number = nested.decodeIfPresent(name, nested.decodeFloat) else { continue }
            guard (1...1000).contains(number) else {
                nested.reportProblem(forKey: name, "a priority is from 1 to 1000, not \(number)")
                continue
            }
            priorities.append((axis, LayoutPriority(number)))
        }
        nested.reportUnreadKeys(allowed: ["horizontal", "vertical"])
        return priorities
    }
}
