import Foundation

/// What an archive sets on a control, under the Swift names of its properties.
extension Control {
    /// The names an archive gives the control states, as their Swift names give them.
    static let archivedStateNames: KeyValuePairs<String, State> = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected, "focused": .focused,
    ]

    /// Reads `isEnabled`, `isSelected`, `isHighlighted`, `contentHorizontalAlignment` and
    /// `contentVerticalAlignment`, each through its setter.
    func decodeArchivedControlProperties(from coder: Coder) {
        if let enabled = coder.decodeIfPresent("isEnabled", coder.decodeBool) { isEnabled = enabled }
        if let selected = coder.decodeIfPresent("isSelected", coder.decodeBool) { isSelected = selected }
        if let highlighted = coder.decodeIfPresent("isHighlighted", coder.decodeBool) { isHighlighted = highlighted }
        if let alignment = coder.decodeCase(ContentHorizontalAlignment.self, forKey: "contentHorizontalAlignment") {
            contentHorizontalAlignment = alignment
        }
        if let alignment = coder.decodeCase(ContentVerticalAlignment.self, forKey: "contentVerticalAlignment") {
            contentVerticalAlignment = alignment
        }
    }

    /// The per-state values of `key`'s dictionary, `{"normal": …, "highlighted": …}` keyed by the
    /// states' Swift names, in the archive's order; each value read by `decode` from the
    /// dictionary's coder under the state's name.
    static func decodeArchivedStateValues<Value>(forKey key: String, from coder: Coder,
                                                 _ decode: (Coder, String) -> Value?) -> [(State, Value)] {
        guard let states = coder.nestedCoder(forKey: key, describing: "values by state ({\"normal\": …})") else { return [] }
        var values: [(State, Value)] = []
        for name in states.allKeys {
            guard let state = archivedStateNames.first(where: { $0.key == name })?.value else { continue }
            if let value = decode(states, name) { values.append((state, value)) }
        }
        states.reportUnreadKeys(allowed: archivedStateNames.map(\.key))
        return values
    }
}
