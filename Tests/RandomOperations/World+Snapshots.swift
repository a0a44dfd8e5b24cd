import Foundation
import HeadlessKit
import HeadlessKitTesting

/// Snapshots of whatever the world shows: rendering a window to a scene, to SVG and to text never
/// crashes, gives the same result twice, and writes no non-finite number.
extension World {
    /// The first window of `loop` whose renderings break those rules, described.
    func snapshotViolation(in loop: MainRunLoop) -> String? {
        for window in loop.windows {
            let scene = RenderScene(view: window)
            let svg = scene.svg()
            let text = HierarchySnapshot.text(of: window)
            if RenderScene(view: window) != scene { return "rendering \(name(window)) twice gave different scenes" }
            if scene.svg() != svg { return "writing \(name(window))'s scene as SVG twice gave different text" }
            if HierarchySnapshot.text(of: window) != text { return "\(name(window))'s text snapshot differs between two reads" }
            if let attribute = Self.nonFiniteAttribute(in: svg) {
                return "\(name(window))'s SVG has a non-finite number: \(attribute)"
            }
        }
        return nil
    }

    /// The first attribute value holding `NaN` or `Infinity` (text content escapes its quotes,
    /// so only attribute values are in quotes).
    private static func nonFiniteAttribute(in svg: String) -> String? {
        var inQuotes = false
        var value = ""
        for character in svg {
            if character == "\"" {
                if inQuotes, value.contains("NaN") || value.contains("Infinity") { return "\"\(value)\"" }
                inQuotes.toggle()
                value = ""
            } else if inQuotes {
                value.append(character)
            }
        }
        return nil
    }
}
