import Foundation

/// Views waiting to be handed out again, per reuse identifier, first in first out (chosen, so
/// that a reload gives the items on show their views back in order).
struct ReusePool<View: AnyObject> {
    private var waiting: [String: [View]] = [:]

    /// The view that has waited longest under `identifier`, taken out; `nil` if none waits.
    mutating func take(_ identifier: String) -> View? {
        guard var views = waiting[identifier], !views.isEmpty else { return nil }
        let view = views.removeFirst()
        waiting[identifier] = views
        return view
    }

    /// Puts `view` to wait under `identifier`, unless it waits already.
    mutating func put(_ view: View, _ identifier: String) {
        guard waiting[identifier]?.contains(where: { $0 === view }) != true else { return }
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait under `identifier`.
    func count(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }
}
