import Foundation
import HeadlessKit

/// A filled shape in pixel coordinates: straight edges (curves already flattened) and the rule
/// that decides which points are inside.
struct Outline {
    /// One edge, stored top to bottom with the direction it had in the path.
    struct Edge {
        /// The upper end.
        var x0: Double, y0: Double
        /// The lower end.
        var x1: Double, y1: Double
        /// +1 for an edge drawn downwards, -1 for one drawn upwards.
        var winding: Int
    }

    /// The edges, sorted by their upper end.
    let edges: [Edge]
    /// Which points are inside.
    let rule: PathFillRule
    /// The pixels the shape may touch.
    let region: PixelRegion

    /// The shape whose boundary is `polygons` (each implicitly closed) under `rule`.
    init(polygons: [[CGPoint]], rule: PathFillRule) {
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count >= 2 {
            for (index, start) in polygon.enumerated() {
                let end = polygon[(index + 1) % polygon.count]
                guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { continue }
                minX = min(minX, start.x)
                maxX = max(maxX, start.x)
                minY = min(minY, start.y)
                maxY = max(maxY, start.y)
                if start.y == end.y { continue }   // horizontal edges cross no sample row
                edges.append(start.y < end.y
                    ? Edge(x0: start.x, y0: start.y, x1: end.x, y1: end.y, winding: 1)
                    : Edge(x0: end.x, y0: end.y, x1: start.x, y1: start.y, winding: -1))
            }
        }
        edges.sort { ($0.y0, $0.x0, $0.y1, $0.x1, $0.winding) < ($1.y0, $1.x0, $1.y1, $1.x1, $1.winding) }
        self.edges = edges
        self.rule = rule
        region = edges.isEmpty ? PixelRegion(minX: 0, minY: 0, maxX: 0, maxY: 0)
            : PixelRegion(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// The shape of `elements` taken through `transform`, curves flattened, each subpath closed.
    init(path elements: [PathElement], transform: AffineTransform2D, rule: PathFillRule) {
        self.init(polygons: PathFlattener.subpaths(elements, transform: transform).map(\.points), rule: rule)
    }

    /// The quadrilateral a rectangle becomes under `transform`.
    init(rect: CGRect, transform: AffineTransform2D) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        self.init(polygons: [corners.map { $0.applying(transform) }], rule: .winding)
    }

    /// Sample rows per pixel row; across a row coverage is exact, so a vertical edge is exact and
    /// a horizontal one is right to 1/16 of a pixel.
    static let samplesPerRow = 16

    /// How much of each pixel of `region` the shape covers, 0 to 1, row by row.
    func coverage(in region: PixelRegion) -> [Float] {
        var values = [Float](repeating: 0, count: max(region.width * region.height, 0))
        guard !region.isEmpty, !edges.isEmpty else { return values }
        let width = region.width
        let weight = 1 / Double(Self.samplesPerRow)
        // Scratch rows, reused for every row (plain buffers: this loop is the rasterizer's hottest).
        let area = UnsafeMutableBufferPointer<Double>.allocate(capacity: width + 1)
        let cover = UnsafeMutableBufferPointer<Double>.allocate(capacity: width + 2)
        defer {
            area.deallocate()
            cover.deallocate()
        }
        var active: [Edge] = []
        var crossings: [(x: Double, winding: Int)] = []
        var nextEdge = 0
        let left = Double(region.minX), right = Double(region.maxX)
        for row in region.minY..<region.maxY {
            let top = Double(row), bottom = Double(row + 1)
            active.removeAll { $0.y1 <= top }
            while nextEdge < edges.count && edges[nextEdge].y0 < bottom {
                if edges[nextEdge].y1 > top { active.append(edges[nextEdge]) }
                nextEdge += 1
            }
            if active.isEmpty { continue }
            area.initialize(repeating: 0)
            cover.initialize(repeating: 0)
            var touched = false
            for sample in 0..<Self.samplesPerRow {
                let y = top + (Double(sample) + 0.5) * weight
                crossings.removeAll(keepingCapacity: true)
                for edge in active where edge.y0 <= y && y < edge.y1 {
                    let x = edge.x0 + (y - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0)
                    crossings.append((x, edge.winding))
                }
                if crossings.isEmpty { continue }
                crossings.sort { ($0.x, $0.winding) < ($1.x, $1.winding) }
                var winding = 0
                var spanStart = 0.0
                for crossing in crossings {
                    let wasInside = rule == .winding ? winding != 0 : winding & 1 != 0
                    winding += crossing.winding
                    let isInside = rule == .winding ? winding != 0 : winding & 1 != 0
                    if !wasInside && isInside {
                        spanStart = crossing.x
                    } else if wasInside && !isInside {
                        // The span, clamped to the region, adds exact partial coverage at its ends
                        // and a running total across the whole pixels between.
                        let start = max(spanStart, left) - left, end = min(crossing.x, right) - left
                        guard end > start else { continue }
                        touched = true
                        let first = Int(start), last = Int(end)
                        if first == last {
                            area[first] += (end - start) * weight
                        } else {
                            area[first] += (Double(first + 1) - start) * weight
                            cover[first + 1] += weight
                            cover[last] -= weight
                            area[last] += (end - Double(last)) * weight
                        }
                    }
                }
            }
            guard touched else { continue }
            var running = 0.0
            let base = (row - region.minY) * width
            values.withUnsafeMutableBufferPointer { values in
                for x in 0..<width {
                    running += cover[x]
                    values[base + x] = Float(min(max(area[x] + running, 0), 1))
                }
            }
        }
        return values
    }
}
