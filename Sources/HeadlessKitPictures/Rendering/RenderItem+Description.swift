import Foundation
import HeadlessKit

extension RenderItem: CustomStringConvertible {
    /// The item on one line, for tests and people: its source, then what differs from the
    /// defaults (`transform`, `opacity`, `clip`, `clipPath`), then its commands.
    ///
    /// `Label "Hi" transform [1, 0, 0, 1, 12, 22] clip (10 20; 30 20): glyphRun "Hi" …`
    public var description: String {
        var parts = [source]
        if !transform.isIdentity { parts.append("transform \(transform)") }
        if opacity != 1 { parts.append("opacity \(FixedFormat.format(opacity))") }
        for rect in clipRects {
            parts.append("clip (\(FixedFormat.list(rect.minX, rect.minY)); \(FixedFormat.list(rect.width, rect.height)))")
        }
        for path in clipPaths { parts.append("clipPath " + path.map(\.description).joined(separator: " ")) }
        return parts.joined(separator: " ") + ": " + commands.map(\.description).joined(separator: "; ")
    }
}
