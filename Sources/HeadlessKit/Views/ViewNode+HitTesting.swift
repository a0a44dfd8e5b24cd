import Foundation

/// Finding the view under a point, and converting between coordinate systems.
extension ViewNode {
    /// UIKit's hit-testing rules, the default of ``hitTest(_:with:)``: nothing when the view is
    /// hidden, has user interaction disabled, has an alpha below 0.01 or does not contain `point`;
    /// else the first hit among the subviews, front to back; else the view itself.
    func standardHitTest(_ point: CGPoint, with event: Event?) -> ViewNode? {
        // A NaN or infinite point is inside nothing (asked, not stored: no diagnostic).
        guard GeometryFormat.isFinite(point.x, point.y), !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperviewSpace(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when `nil`).
    public func convert(_ point: CGPoint, to view: ViewNode?) -> CGPoint {
        let target = view ?? storedWindow ?? hierarchyRoot
        return target.pointFromRootSpace(pointToRootSpace(point))
    }

    /// Converts `point` from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: ViewNode?) -> CGPoint {
        let source = view ?? storedWindow ?? hierarchyRoot
        return source.convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s; a rotated result is its bounding box.
    public func convert(_ rect: CGRect, to view: ViewNode?) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        return CGRect.boundingBox(of: corners.map { convert($0, to: view) })
    }

    /// Converts `rect` from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ rect: CGRect, from view: ViewNode?) -> CGRect {
        let source = view ?? storedWindow ?? hierarchyRoot
        return source.convert(rect, to: self)
    }

    /// Maps a point in this view's bounds to its superview's coordinates.
    func pointToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        if let geometry = layerGeometry { return geometry.convertToSuperlayer(point) }
        if extras?.transform.isIdentity ?? true {
            // Exact for the common case: no rounding through the center, so the bounds' origin
            // of a scrolled view maps to its frame's origin exactly.
            return CGPoint(x: point.x - storedBounds.minX + (storedCenter.x - storedBounds.width / 2),
                           y: point.y - storedBounds.minY + (storedCenter.y - storedBounds.height / 2))
        }
        let fromCenter = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
        let moved = fromCenter.applying(transform)
        return CGPoint(x: moved.x + storedCenter.x, y: moved.y + storedCenter.y)
    }

    /// Maps a point in the superview's coordinates to this view's bounds.
    func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        if let geometry = layerGeometry { return geometry.convertFromSuperlayer(point) }
        if extras?.transform.isIdentity ?? true {
            return CGPoint(x: point.x - (storedCenter.x - storedBounds.width / 2) + storedBounds.minX,
                           y: point.y - (storedCenter.y - storedBounds.height / 2) + storedBounds.minY)
        }
        let fromCenter = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let unmoved = fromCenter.applying(transform.inverted())
        return CGPoint(x: unmoved.x + storedBounds.midX, y: unmoved.y + storedBounds.midY)
    }

    /// The point in the space the root view's frame is expressed in (the screen, for a window).
    func pointToRootSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var node: ViewNode? = self
        while let current = node {
            result = current.pointToSuperviewSpace(result)
            node = current.storedSuperview
        }
        return result
    }

    /// The inverse of ``pointToRootSpace(_:)``. Views in unrelated hierarchies share that space.
    func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        var chain: [ViewNode] = []
        var node: ViewNode? = self
        while let current = node {
            chain.append(current)
            node = current.storedSuperview
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperviewSpace($0) }
    }
}
