import Foundation

/// Reading a value only when the archive gives one, and directional insets.
extension Coder {
    /// `decode(key)` when the archive has `key` and its value is well-formed; `nil` otherwise —
    /// so that `init(coder:)` leaves a property at its default for a key the archive lacks.
    func decodeIfPresent<Value>(_ key: String, _ decode: (String) -> Value) -> Value? {
        guard containsValue(forKey: key) else { return nil }
        let problemsBefore = decoding.problems.count
        let value = decode(key)
        return decoding.problems.count == problemsBefore ? value : nil
    }

    /// The insets written `[top, leading, bottom, trailing]` for `key`, or `.zero`.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> DirectionalEdgeInsets {
        guard let value = value(forKey: key) else { return .zero }
        let numbers = value.array?.compactMap(\.number) ?? []
        guard value.array?.count == 4, numbers.count == 4 else {
            reportMismatch(forKey: key, expected: "insets [top, leading, bottom, trailing]", found: value)
            return .zero
        }
        return DirectionalEdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }
}
