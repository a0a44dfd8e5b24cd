import Foundation

/// A path that can be added to — HeadlessKit's `CGMutablePath`.
///
/// Curves of circles and ellipses are approximated by cubic Bézier segments of at most a quarter
/// turn each, as Core Graphics does.
public final class MutablePath: Path {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds `rect` as a closed subpath, clockwise from its origin.
    public func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        addLines(between: [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four curves.
    public func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        appendEllipticArc(center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2),
                          from: 0, to: 2 * .pi, clockwise: false, startsSubpath: true)
        closeSubpath()
    }

    /// Adds `rect` with elliptical corners of the given radii, as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let rect = rect.standardized
        let rx = min(max(cornerWidth, 0), rect.width / 2)
        let ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        appendEllipticArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii,
                          from: -.pi / 2, to: 0, clockwise: false, startsSubpath: false)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        appendEllipticArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii,
                          from: 0, to: .pi / 2, clockwise: false, startsSubpath: false)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        appendEllipticArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii,
                          from: .pi / 2, to: .pi, clockwise: false, startsSubpath: false)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        appendEllipticArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii,
                          from: .pi, to: 3 * .pi / 2, clockwise: false, startsSubpath: false)
        closeSubpath()
    }

    /// Adds an arc of a circle, joined to the current point by a line (or starting a subpath when
    /// the path is empty).
    ///
    /// Angles are in radians from the positive x axis; with y pointing down (UIKit's coordinates)
    /// `clockwise: true` turns towards *decreasing* angles on screen as Core Graphics defines it.
    /// `BezierPath`'s arc initializer uses the on-screen sense instead, as `UIBezierPath` does.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        appendEllipticArc(center: center, radii: CGSize(width: radius, height: radius),
                          from: startAngle, to: endAngle, clockwise: clockwise, startsSubpath: isEmpty)
    }

    /// Adds every segment of `path`.
    public func addPath(_ path: Path) { elements += path.elements }

    /// Appends an arc as cubic segments of at most a quarter turn. `clockwise` follows Core
    /// Graphics: true means decreasing angles.
    func appendEllipticArc(
        center: CGPoint, radii: CGSize, from start: CGFloat, to end: CGFloat, clockwise: Bool, startsSubpath: Bool
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        var sweep = end - start
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - (sweep >= 2 * .pi ? 0 : 2 * .pi) }
            if sweep < -2 * .pi { sweep = -2 * .pi }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + (sweep <= -2 * .pi ? 0 : 2 * .pi) }
            if sweep > 2 * .pi { sweep = 2 * .pi }
        }
        if startsSubpath { move(to: point(start)) } else { addLine(to: point(start)) }
        guard sweep != 0, sweep.isFinite else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let from = point(angle), to = point(next)
            let control1 = CGPoint(x: from.x - handle * radii.width * sin(angle), y: from.y + handle * radii.height * cos(angle))
            let control2 = CGPoint(x: to.x + handle * radii.width * sin(next), y: to.y - handle * radii.height * cos(next))
            addCurve(to: to, control1: control1, control2: control2)
            angle = next
        }
    }
}
