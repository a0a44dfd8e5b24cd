import Foundation

/// Text dumps of views and hierarchies, like UIKit's `description` and `recursiveDescription`.
extension ViewNode: CustomStringConvertible {
    /// One line: `<Type; frame = (x y; w h); flags…>`, with fixed number formatting and no address,
    /// so dumps are the same on every run.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describeSelf() }
    }

    /// The view and its whole subtree, one view per line, each level indented by `   | `.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var stack: [(ViewNode, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + view.describeSelf())
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    private func describeSelf() -> String {
        var parts = ["frame = \(GeometryFormat.rect(frame))"]
        if storedBounds.origin != .zero {
            parts.append("bounds = \(GeometryFormat.rect(storedBounds))")
        }
        if !transform.isIdentity { parts.append("transform = \(transform)") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if isHidden { parts.append("hidden = YES") }
        if storedAlpha != 1 { parts.append("alpha = \(GeometryFormat.number(storedAlpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if !storedAutoresizingMask.isEmpty { parts.append("autoresize = \(storedAutoresizingMask)") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        return "<\(type(of: self)); " + parts.joined(separator: "; ") + ">"
    }
}
