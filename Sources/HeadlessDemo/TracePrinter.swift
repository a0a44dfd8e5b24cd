import Foundation
import HeadlessKit

/// Prints every lifecycle callback as the framework delivers it, stamped with virtual time, for
/// the demo's own types, named as the reference logs name them; other objects (windows, plain views)
/// are left out.
@MainActor
final class TracePrinter: LifecycleObserver {
    private let names: [String: String]
    private let clock: () -> Duration

    init(names: [String: String], clock: @escaping () -> Duration) {
        self.names = names
        self.clock = clock
    }

    /// Prints a user action heading; the callbacks it causes follow, indented.
    func action(_ title: String) {
        print("\n(\(title))")
    }

    func note(_ line: String) {
        print("  \(stamp)  \(line)")
    }

    func lifecycleEventDelivered(_ event: LifecycleEvent) {
        guard let name = names[event.receiverType] else { return }
        note("\(name).\(event.callback)")
    }

    private var stamp: String {
        let (seconds, attoseconds) = clock().components
        let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return String(format: "t=%d.%03ds", milliseconds / 1000, milliseconds % 1000)
    }
}
