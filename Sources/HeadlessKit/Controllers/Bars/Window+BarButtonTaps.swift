import Foundation

extension Window {
    /// Taps `item` where a navigation bar in this window shows it — its button, or its custom
    /// view — with a simulated finger, as a person presses a bar button.
    ///
    /// The tap goes through hit testing like ``tap(_:)-(ViewNode)`` does, so a disabled item or a
    /// covered bar behaves as on a device. An item that no navigation bar in this window shows
    /// cannot be reached: the tap is refused with a diagnostic and nothing is delivered.
    public func tap(_ item: BarButtonItem) {
        var shown: ViewNode?
        forEachInSubtree { view in
            guard shown == nil, let bar = view as? NavigationBar else { return }
            shown = bar.view(for: item)
        }
        guard let shown else {
            return reportMisuse(Diagnostic(
                kind: .touchTargetUnreachable,
                message: "Cannot tap \(item): no navigation bar in this window shows it. Nothing was "
                    + "delivered; set it on the navigation item of a controller shown in this window's "
                    + "navigation controller before tapping it.",
                objects: [item, self]))
        }
        tap(shown)
    }
}
