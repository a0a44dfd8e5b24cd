import Foundation

/// What an archive sets on an activity indicator, under the Swift names of its properties.
extension ActivityIndicatorView {
    /// Reads `color`, `hidesWhenStopped` and `isAnimating` (`true` starts the indicator, as
    /// Interface Builder's "Animating" does); `style` is read before the view is made.
    func decodeArchivedIndicatorProperties(from coder: Coder) {
        if let color = coder.decodeColor(forKey: "color") { self.color = color }
        if let hides = coder.decodeIfPresent("hidesWhenStopped", coder.decodeBool) { hidesWhenStopped = hides }
        if coder.decodeIfPresent("isAnimating", coder.decodeBool) == true { startAnimating() }
    }
}
