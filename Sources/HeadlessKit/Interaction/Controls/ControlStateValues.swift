/// Values set per control state — a button's titles, colours and images, a slider's or a
/// stepper's images — as UIKit's `setTitle(_:for:)` family keeps them: exactly what was set for a
/// state, and, for showing, the value of a state falling back to the normal state's (UIButton's
/// `title(for:)` documentation).
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`, or `nil`.
    subscript(state: Control.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value to show in `state`: the one set for it, else the normal state's.
    func value(for state: Control.State) -> Value? {
        values[state.rawValue] ?? values[Control.State.normal.rawValue]
    }

    /// Forgets every value.
    mutating func removeAll() {
        values.removeAll()
    }
}

extension ControlStateValues: Equatable where Value: Equatable {}
