import Foundation
import HeadlessKit

extension RenderScene {
    /// The scene as an SVG document: the same bytes for the same scene on every run and machine.
    ///
    /// Each item is a group with its transform (`matrix(…)`), its opacity and its clips
    /// (`clip-path`s with stable ids, numbered in order of first use), headed by a `<title>`
    /// naming what painted it. Text is `<text>` in its glyph run's font family, size and weight;
    /// images are placeholder boxes (grey, crossed) of their rectangles. Numbers have at most two
    /// decimals and no trailing zeros. Shadows recorded by `draw(_:)` and `DrawingCommand.clear(_:)`
    /// are not drawn **(chosen: SVG has no equivalent that renders the same everywhere)**.
    public func svg() -> String {
        var writer = SVGWriter(size: size)
        for item in items { writer.write(item) }
        return writer.document()
    }
}

/// Builds one SVG document: the definitions (clips, gradients) collected as items are written,
/// and the body.
struct SVGWriter {
    private let size: CGSize
    private var definitions: [String] = []
    private var body: [String] = []
    private var clipIDs: [String: String] = [:]
    private var gradientCount = 0

    init(size: CGSize) { self.size = size }

    func document() -> String {
        let width = FixedFormat.format(size.width), height = FixedFormat.format(size.height)
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\">"]
        if !definitions.isEmpty { lines += ["<defs>"] + definitions + ["</defs>"] }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    mutating func write(_ item: RenderItem) {
        var closing = 0
        for rect in item.clipRects {
            body.append("<g clip-path=\"url(#\(clipID(shape: rectElement(rect))))\">")
            closing += 1
        }
        for path in item.clipPaths {
            body.append("<g clip-path=\"url(#\(clipID(shape: "<path d=\"\(pathData(path))\"/>")))\">")
            closing += 1
        }
        var attributes = ""
        if !item.transform.isIdentity {
            let t = item.transform
            attributes += " transform=\"matrix(\(FixedFormat.list(t.a, t.b, t.c, t.d, t.tx, t.ty)))\""
        }
        if item.opacity < 1 { attributes += " opacity=\"\(FixedFormat.format(item.opacity))\"" }
        body.append("<g\(attributes)>")
        body.append("<title>\(XMLText.escaped(item.source))</title>")
        writeCommands(item.commands, transform: item.transform)
        body.append("</g>")
        body += Array(repeating: "</g>", count: closing)
    }

    // MARK: - Commands

    private mutating func writeCommands(_ commands: [DrawingCommand], transform: AffineTransform2D) {
        // Every saveState opens a frame counting the clip groups opened since; restoreState closes them.
        var frames: [(opened: Int, clip: CGRect?)] = [(0, nil)]
        func clipArea() -> CGRect {
            frames.last?.clip ?? CGRect(origin: .zero, size: size).applying(transform.inverted())
        }
        for command in commands {
            switch command {
            case .fill(let rect, let color):
                body.append(rectElement(rect, paint: fill(color)))
            case .stroke(let rect, let color, let width):
                body.append(rectElement(rect, paint: "fill=\"none\" " + stroke(color, StrokeStyle(lineWidth: width))))
            case .fillEllipse(let rect, let color):
                body.append("<ellipse cx=\"\(n(rect.midX))\" cy=\"\(n(rect.midY))\" rx=\"\(n(rect.width / 2))\" "
                    + "ry=\"\(n(rect.height / 2))\" \(fill(color))/>")
            case .line(let from, let to, let color, let width):
                body.append("<line x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\" "
                    + stroke(color, StrokeStyle(lineWidth: width)) + "/>")
            case .text(let string, let point, let color):
                // A plain string is drawn in the 17-point system font; its top-left is at the point.
                body.append("<text x=\"\(n(point.x))\" y=\"\(n(point.y + 16.19))\" font-family=\"sans-serif\" "
                    + "font-size=\"17\" \(fill(color))>\(XMLText.escaped(string))</text>")
            case .glyphRun(let run):
                body.append(textElement(run))
            case .clip(let rect):
                body.append("<g clip-path=\"url(#\(clipID(shape: rectElement(rect))))\">")
                frames[frames.count - 1].opened += 1
                frames[frames.count - 1].clip = rect.intersection(clipArea())
            case .clipPath(let path, let rule):
                let shape = "<path d=\"\(pathData(path))\"\(rule == .evenOdd ? " clip-rule=\"evenodd\"" : "")/>"
                body.append("<g clip-path=\"url(#\(clipID(shape: shape)))\">")
                frames[frames.count - 1].opened += 1
                frames[frames.count - 1].clip = boundingBox(path)?.intersection(clipArea())
            case .saveState:
                frames.append((0, frames.last?.clip))
            case .restoreState:
                guard frames.count > 1, let frame = frames.popLast() else { continue }
                body += Array(repeating: "</g>", count: frame.opened)
            case .fillPath(let path, let color, let rule):
                body.append("<path d=\"\(pathData(path))\" \(fill(color))\(rule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>")
            case .strokePath(let path, let color, let style):
                body.append("<path d=\"\(pathData(path))\" fill=\"none\" \(stroke(color, style))/>")
            case .linearGradient(let gradient, let start, let end, _):
                let id = gradientID(kind: "linearGradient",
                                    geometry: "x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\"",
                                    gradient: gradient)
                body.append(rectElement(clipArea(), paint: "fill=\"url(#\(id))\""))
            case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, _):
                let id = gradientID(kind: "radialGradient",
                                    geometry: "cx=\"\(n(endCenter.x))\" cy=\"\(n(endCenter.y))\" r=\"\(n(endRadius))\" "
                                        + "fx=\"\(n(startCenter.x))\" fy=\"\(n(startCenter.y))\" fr=\"\(n(startRadius))\"",
                                    gradient: gradient)
                body.append(rectElement(clipArea(), paint: "fill=\"url(#\(id))\""))
            case .image(let image, let rect):
                body.append(imagePlaceholder(image, in: rect))
            case .shadow, .clear:
                continue
            }
        }
        for frame in frames.reversed() { body += Array(repeating: "</g>", count: frame.opened) }
    }

    private func textElement(_ run: GlyphRun) -> String {
        var attributes = "x=\"\(n(run.origin.x))\" y=\"\(n(run.origin.y))\" "
            + "font-family=\"'\(XMLText.escaped(run.font.familyName.replacingOccurrences(of: "'", with: "")))', "
            + "\(run.font.isMonospaced ? "monospace" : "sans-serif")\" font-size=\"\(n(run.font.pointSize))\""
        let weight = Self.cssWeight(run.font.weight)
        if weight != 400 { attributes += " font-weight=\"\(weight)\"" }
        if run.font.isItalic { attributes += " font-style=\"italic\"" }
        var decorations: [String] = []
        if !run.underlineStyle.isEmpty { decorations.append("underline") }
        if !run.strikethroughStyle.isEmpty { decorations.append("line-through") }
        if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        return "<text \(attributes) \(fill(run.color))>\(XMLText.escaped(run.text))</text>"
    }

    /// CSS's 100…900 for UIKit's −1…1 weight numbers.
    private static func cssWeight(_ weight: Font.Weight) -> Int {
        let steps: [(CGFloat, Int)] = [(-0.7, 100), (-0.5, 200), (-0.2, 300), (0.1, 400), (0.26, 500), (0.35, 600),
                                       (0.5, 700), (0.59, 800)]
        return steps.first { weight.rawValue < $0.0 }?.1 ?? 900
    }

    private func imagePlaceholder(_ image: Image, in rect: CGRect) -> String {
        let name = image.name.map { " \(SourceName.quoted($0))" } ?? ""
        let label = "image\(name) \(n(image.size.width))x\(n(image.size.height))"
        return "<g><title>\(XMLText.escaped(label))</title>"
            + rectElement(rect, paint: "fill=\"#d8d8d8\" stroke=\"#8e8e93\" stroke-width=\"1\"")
            + "<path d=\"M\(n(rect.minX)) \(n(rect.minY))L\(n(rect.maxX)) \(n(rect.maxY))M\(n(rect.maxX)) \(n(rect.minY))"
            + "L\(n(rect.minX)) \(n(rect.maxY))\" stroke=\"#8e8e93\" stroke-width=\"1\"/></g>"
    }

    // MARK: - Definitions

    private mutating func clipID(shape: String) -> String {
        if let id = clipIDs[shape] { return id }
        let id = "clip\(clipIDs.count + 1)"
        clipIDs[shape] = id
        definitions.append("<clipPath id=\"\(id)\">\(shape)</clipPath>")
        return id
    }

    private mutating func gradientID(kind: String, geometry: String, gradient: Gradient) -> String {
        gradientCount += 1
        let id = "gradient\(gradientCount)"
        var element = "<\(kind) id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" \(geometry)>"
        let count = gradient.colors.count
        for (index, color) in gradient.colors.enumerated() {
            let offset = index < gradient.locations.count ? gradient.locations[index] : (count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
            element += "<stop offset=\"\(n(offset))\" stop-color=\"\(hex(color))\""
                + (color.alpha < 1 ? " stop-opacity=\"\(n(max(0, color.alpha)))\"" : "") + "/>"
        }
        definitions.append(element + "</\(kind)>")
        return id
    }

    // MARK: - Formatting

    private func n(_ value: CGFloat) -> String { FixedFormat.format(value) }

    private func rectElement(_ rect: CGRect, paint: String? = nil) -> String {
        let rect = rect.standardized
        return "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
            + (paint.map { " " + $0 } ?? "") + "/>"
    }

    private func fill(_ color: Color) -> String {
        "fill=\"\(hex(color))\"" + (color.alpha < 1 ? " fill-opacity=\"\(n(max(0, color.alpha)))\"" : "")
    }

    private func stroke(_ color: Color, _ style: StrokeStyle) -> String {
        var text = "stroke=\"\(hex(color))\"" + (color.alpha < 1 ? " stroke-opacity=\"\(n(max(0, color.alpha)))\"" : "")
        text += " stroke-width=\"\(n(style.lineWidth))\""
        switch style.lineCap {
        case .round: text += " stroke-linecap=\"round\""
        case .square: text += " stroke-linecap=\"square\""
        case .butt: break
        }
        switch style.lineJoin {
        case .round: text += " stroke-linejoin=\"round\""
        case .bevel: text += " stroke-linejoin=\"bevel\""
        // (chosen) Core Graphics' default miter limit, 10, is left unwritten for readability.
        case .miter: if style.miterLimit != 10 { text += " stroke-miterlimit=\"\(n(style.miterLimit))\"" }
        }
        if !style.dashLengths.isEmpty {
            text += " stroke-dasharray=\"\(style.dashLengths.map(n).joined(separator: " "))\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(n(style.dashPhase))\"" }
        }
        return text
    }

    private func hex(_ color: Color) -> String { FixedFormat.hex(color) }

    private func pathData(_ elements: [PathElement]) -> String {
        elements.map { element -> String in
            switch element {
            case .move(let p): "M\(n(p.x)) \(n(p.y))"
            case .line(let p): "L\(n(p.x)) \(n(p.y))"
            case .quadCurve(let p, let c): "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case .curve(let p, let c1, let c2): "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .closeSubpath: "Z"
            }
        }.joined()
    }

    private func boundingBox(_ elements: [PathElement]) -> CGRect? {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return nil }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}
