import Foundation

/// What an archive sets on a segmented control, under the Swift names of its properties.
extension SegmentedControl {
    /// Reads `segments` (the segments' titles, in order), then `selectedSegmentIndex`,
    /// `selectedSegmentTintColor`, `isMomentary` and `apportionsSegmentWidthsByContent`.
    func decodeArchivedSegmentProperties(from coder: Coder) {
        for title in coder.decodeArrayOfObjects(ofClass: String.self, forKey: "segments") ?? [] {
            insertSegment(withTitle: title, at: numberOfSegments, animated: false)
        }
        if let index = coder.decodeIfPresent("selectedSegmentIndex", coder.decodeInteger) { selectedSegmentIndex = index }
        if let color = coder.decodeColor(forKey: "selectedSegmentTintColor") { selectedSegmentTintColor = color }
        if let momentary = coder.decodeIfPresent("isMomentary", coder.decodeBool) { isMomentary = momentary }
        if let apportions = coder.decodeIfPresent("apportionsSegmentWidthsByContent", coder.decodeBool) {
            apportionsSegmentWidthsByContent = apportions
        }
    }
}
