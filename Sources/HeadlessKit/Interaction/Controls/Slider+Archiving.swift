import Foundation

/// What an archive sets on a slider, under the Swift names of its properties.
extension Slider {
    /// Reads `minimumValue`, `maximumValue`, then `value` (so that it is clamped to the archived
    /// range, not the default one), `isContinuous`, the tint colours and the value images.
    func decodeArchivedSliderProperties(from coder: Coder) {
        if let minimum = coder.decodeIfPresent("minimumValue", coder.decodeFloat) { minimumValue = minimum }
        if let maximum = coder.decodeIfPresent("maximumValue", coder.decodeFloat) { maximumValue = maximum }
        if let value = coder.decodeIfPresent("value", coder.decodeFloat) { self.value = value }
        if let continuous = coder.decodeIfPresent("isContinuous", coder.decodeBool) { isContinuous = continuous }
        if let color = coder.decodeColor(forKey: "minimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = coder.decodeColor(forKey: "maximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = coder.decodeColor(forKey: "thumbTintColor") { thumbTintColor = color }
        if let image = coder.decodeImage(forKey: "minimumValueImage") { minimumValueImage = image }
        if let image = coder.decodeImage(forKey: "maximumValueImage") { maximumValueImage = image }
    }
}
