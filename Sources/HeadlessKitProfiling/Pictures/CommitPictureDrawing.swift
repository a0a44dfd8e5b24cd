import Foundation
import HeadlessKit
import HeadlessKitPictures

/// Lays out and writes a ``CommitPicture``: the title and legend on top, the window below at a
/// scale that fits it, and a panel at its right listing the dirty roots and repeated layouts.
@MainActor
struct CommitPictureDrawing {
    let report: CommitReport
    let window: Window
    let shading: CommitPicture.Shading
    let includingTimes: Bool

    private static let margin: CGFloat = 16
    private static let windowTop: CGFloat = 84
    private static let lineHeight: CGFloat = 16
    /// The width of one character of the 11-point monospace font, rounded up.
    private static let characterWidth: CGFloat = 7
    private static let legendNote = "dirty root, numbered as listed at the right; (n) = views in the band, the two busiest bands also outlined"

    func svg() -> String {
        let views = hierarchy()
        let scale = min(1, 480 / max(window.bounds.width, 1), 900 / max(window.bounds.height, 1))
        let windowSize = CGSize(width: (window.bounds.width * scale).rounded(), height: (window.bounds.height * scale).rounded())
        let panelLeft = Self.margin + windowSize.width + 24
        let panel = panelLines(views)
        let title = titleLine()
        let widest = max(
            panelLeft + CGFloat(panel.map(\.text.count).max() ?? 0) * Self.characterWidth,
            Self.margin + CGFloat(title.count) * Self.characterWidth,
            Self.margin + 22 + CGFloat(Self.legendNote.count) * Self.characterWidth)
        let width = (widest + Self.margin).rounded(.up)
        let height = (max(Self.windowTop + windowSize.height, Self.windowTop + CGFloat(panel.count) * Self.lineHeight) + Self.margin)
            .rounded(.up)

        var svg = SVGElementWriter()
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", number(width)), ("height", number(height)),
            ("viewBox", "0 0 \(number(width)) \(number(height))"), ("font-family", "monospace"), ("font-size", "11"),
        ])
        svg.element("rect", [("width", number(width)), ("height", number(height)), ("fill", "#ffffff")])
        svg.text(title, x: Int(Self.margin), y: 22, [("font-size", "12"), ("font-weight", "bold")])
        drawLegend(views, into: &svg)
        drawWindow(views, scale: scale, size: windowSize, into: &svg)
        for (index, line) in panel.enumerated() where !line.text.isEmpty {
            svg.text(line.text, x: Int(panelLeft), y: Int(Self.windowTop) + 11 + index * Int(Self.lineHeight),
                     line.isHeading ? [("font-weight", "bold")] : [("fill", line.color ?? "#222222")])
        }
        svg.close("svg")
        return svg.text
    }

    // MARK: The parts

    private func titleLine() -> String {
        let counts = report.counts
        let windows = report.windowsCommitted == 1 ? "1 window" : "\(report.windowsCommitted) windows"
        let time = includingTimes ? " in \(DurationText.milliseconds(report.duration))" : ""
        return "Commit of turn \(report.turn)\(time), \(windows): \(counts.updateConstraints) updateConstraints, "
            + "\(counts.layoutSubviews) layoutSubviews, \(counts.draw) draw"
    }

    private func drawLegend(_ views: [ViewNode], into svg: inout SVGElementWriter) {
        let largest = largestSelfTime(views)
        let caption = shading == .layoutCalls ? "layoutSubviews calls:" : "self time:"
        svg.text(caption, x: Int(Self.margin), y: 46)
        var x = Int(Self.margin) + caption.count * Int(Self.characterWidth) + 8
        let labels = CommitPicture.bandLabels(shading: shading, largestSelfTime: largest)
        for (band, label) in labels.enumerated() {
            let count = views.count(where: { CommitPicture.band(of: $0, in: report, shading: shading, largestSelfTime: largest) == band })
            svg.element("rect", [
                ("x", "\(x)"), ("y", "37"), ("width", "14"), ("height", "11"),
                ("fill", CommitPicture.bandFills[band]), ("stroke", CommitPicture.viewStroke),
            ])
            let text = "\(label) (\(count))"
            svg.text(text, x: x + 19, y: 46)
            x += 19 + text.count * Int(Self.characterWidth) + 14
        }
        svg.element("rect", [
            ("x", "\(Int(Self.margin))"), ("y", "56"), ("width", "14"), ("height", "11"), ("fill", "none"),
            ("stroke", CommitPicture.dirtyRootStroke), ("stroke-width", "2"),
        ])
        svg.text(Self.legendNote, x: Int(Self.margin) + 22, y: 65)
    }

    private func drawWindow(_ views: [ViewNode], scale: CGFloat, size: CGSize, into svg: inout SVGElementWriter) {
        let left = Self.margin, top = Self.windowTop
        let largest = largestSelfTime(views)
        svg.open("clipPath", [("id", "window")])
        svg.element("rect", [("x", number(left)), ("y", number(top)), ("width", number(size.width)), ("height", number(size.height))])
        svg.close("clipPath")
        svg.open("g", [("clip-path", "url(#window)")])
        for view in views {
            let frame = placed(view, scale: scale)
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            let band = CommitPicture.band(of: view, in: report, shading: shading, largestSelfTime: largest)
            svg.element("rect", rectangle(frame) + [
                ("fill", CommitPicture.bandFills[band]), ("stroke", CommitPicture.viewStroke), ("stroke-width", "0.5"),
            ])
        }
        // The busiest views are outlined in their band's colour as well: subviews filling them
        // would otherwise hide their shade.
        for view in views where CommitPicture.band(of: view, in: report, shading: shading, largestSelfTime: largest) >= 2 {
            let frame = placed(view, scale: scale).insetBy(dx: 3, dy: 3)
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width > 0, frame.height > 0 else { continue }
            let band = CommitPicture.band(of: view, in: report, shading: shading, largestSelfTime: largest)
            svg.element("rect", rectangle(frame) + [
                ("fill", "none"), ("stroke", CommitPicture.bandOutlines[band]), ("stroke-width", "3"),
            ])
        }
        let byIdentity = Dictionary(views.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { first, _ in first })
        // Roots that share a corner (a container and the view filling it) get their numbers side by side.
        var badges: [CGRect] = []
        for (index, root) in report.dirtyRoots.enumerated() {
            guard let view = byIdentity[root.view] else { continue }
            let frame = placed(view, scale: scale).insetBy(dx: 1, dy: 1)
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            svg.element("rect", rectangle(frame) + [
                ("fill", "none"), ("stroke", CommitPicture.dirtyRootStroke), ("stroke-width", "2"),
            ])
            var badge = CGRect(x: frame.minX.rounded(), y: frame.minY.rounded(), width: CGFloat(8 + 7 * String(index + 1).count), height: 13)
            while badges.contains(where: { $0.intersects(badge) }) { badge.origin.x += badge.width + 2 }
            badges.append(badge)
            svg.element("rect", rectangle(badge) + [("fill", CommitPicture.dirtyRootStroke)])
            svg.text("\(index + 1)", x: Int(badge.minX) + 4, y: Int(badge.minY) + 10, [("fill", "#ffffff")])
        }
        svg.close("g")
        svg.element("rect", [
            ("x", number(left)), ("y", number(top)), ("width", number(size.width)), ("height", number(size.height)),
            ("fill", "none"), ("stroke", "#222222"),
        ])
    }

    private struct PanelLine {
        var text: String
        var isHeading = false
        var color: String?
    }

    private func panelLines(_ views: [ViewNode]) -> [PanelLine] {
        let inWindow = Set(views.map(ObjectIdentifier.init))
        var lines = [PanelLine(text: "Dirty roots: what started the commit", isHeading: true)]
        if report.dirtyRoots.isEmpty { lines.append(PanelLine(text: "none")) }
        for (index, root) in report.dirtyRoots.enumerated() {
            let outside = inWindow.contains(root.view) ? "" : " (not in this window)"
            lines.append(PanelLine(text: "\(index + 1)  \(root.marks.joined(separator: ", "))\(outside)", color: CommitPicture.dirtyRootStroke))
            lines.append(PanelLine(text: "   \(root.description)"))
        }
        lines.append(PanelLine(text: ""))
        lines.append(PanelLine(text: "Laid out more than once", isHeading: true))
        if report.counts.viewsLaidOutMoreThanOnce.isEmpty { lines.append(PanelLine(text: "none")) }
        for repeated in report.counts.viewsLaidOutMoreThanOnce {
            lines.append(PanelLine(text: "\(repeated.times)×  \(repeated.description)"))
        }
        return lines
    }

    // MARK: Geometry

    /// The window and every view under it, parents before children, subviews in order.
    private func hierarchy() -> [ViewNode] {
        var views: [ViewNode] = []
        var stack: [ViewNode] = [window]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return views
    }

    private func largestSelfTime(_ views: [ViewNode]) -> Duration {
        views.map { report.selfTime(of: $0) }.max() ?? .zero
    }

    /// `view`'s frame in the picture: in window coordinates, scaled, below the title.
    private func placed(_ view: ViewNode, scale: CGFloat) -> CGRect {
        let frame = view === window ? window.bounds : view.convert(view.bounds, to: window)
        return CGRect(
            x: Self.margin + (frame.minX - window.bounds.minX) * scale, y: Self.windowTop + (frame.minY - window.bounds.minY) * scale,
            width: frame.width * scale, height: frame.height * scale)
    }

    private func rectangle(_ frame: CGRect) -> [(String, String)] {
        [("x", number(frame.minX)), ("y", number(frame.minY)), ("width", number(max(frame.width, 0))),
         ("height", number(max(frame.height, 0)))]
    }

    private func number(_ value: CGFloat) -> String { FixedFormat.format(value) }
}
