import Foundation

/// What an archive sets on a progress view, under the Swift names of its properties.
extension ProgressView {
    /// Reads `progress`, `progressTintColor`, `trackTintColor`, `progressImage` and `trackImage`;
    /// `progressViewStyle` is read before the view is made.
    func decodeArchivedProgressProperties(from coder: Coder) {
        if let progress = coder.decodeIfPresent("progress", coder.decodeFloat) { self.progress = progress }
        if let color = coder.decodeColor(forKey: "progressTintColor") { progressTintColor = color }
        if let color = coder.decodeColor(forKey: "trackTintColor") { trackTintColor = color }
        if let image = coder.decodeImage(forKey: "progressImage") { progressImage = image }
        if let image = coder.decodeImage(forKey: "trackImage") { trackImage = image }
    }
}
