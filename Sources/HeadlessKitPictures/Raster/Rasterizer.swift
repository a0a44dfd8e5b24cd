import Foundation
import HeadlessKit

/// Paints ``RenderItem``s into a ``Bitmap``: each item's commands taken through its transform
/// to pixels, clipped, anti-aliased and composited source-over.
struct Rasterizer {
    /// The pixels painted so far.
    private(set) var bitmap: Bitmap
    /// Pixels per scene point.
    let scale: CGFloat

    /// The clip and current state of the item being drawn.
    struct State {
        /// The rectangle (in pixels) painting is clipped to.
        var clipRect: CGRect
        /// Further clip shapes; a pixel is painted by the product of its coverage in each.
        var clipOutlines: [Outline]
        /// The transform from the commands' coordinates to pixels.
        var transform: AffineTransform2D
    }

    /// A rasterizer over `width` × `height` pixels of `background`.
    init(width: Int, height: Int, scale: CGFloat, background: Bitmap.Pixel) {
        bitmap = Bitmap(width: width, height: height, filledWith: background)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Paints `item`'s commands.
    mutating func draw(_ item: RenderItem) {
        let toPixels = AffineTransform2D(scaleX: scale, y: scale)
        var state = State(clipRect: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), clipOutlines: [],
                          transform: item.transform.concatenating(toPixels))
        for rect in item.clipRects { clip(&state, to: rect, transform: toPixels) }
        for path in item.clipPaths { state.clipOutlines.append(Outline(path: path, transform: toPixels, rule: .winding)) }
        let opacity = Float(min(max(item.opacity.isNaN ? 0 : item.opacity, 0), 1))
        draw(item.commands, state: state, opacity: opacity)
    }

    /// Paints `commands` starting from `state`; their own saves and restores stay inside.
    mutating func draw(_ commands: [DrawingCommand], state initial: State, opacity: Float) {
        var state = initial
        var saved: [State] = []
        for command in commands {
            switch command {
            case .saveState: saved.append(state)
            case .restoreState: if let last = saved.popLast() { state = last }
            case .clip(let rect): clip(&state, to: rect, transform: state.transform)
            case .clipPath(let elements, let rule):
                state.clipOutlines.append(Outline(path: elements, transform: state.transform, rule: rule))
            case .shadow: break   // shadows are not painted (see rasterized(background:))
            default: paint(command, state: state, opacity: opacity)
            }
        }
    }

    /// Narrows the clip to `rect` under `transform`: exactly when the transform keeps it upright,
    /// as a shape otherwise.
    func clip(_ state: inout State, to rect: CGRect, transform: AffineTransform2D) {
        if transform.b == 0 && transform.c == 0 {
            state.clipRect = state.clipRect.intersection(rect.applying(transform))
            if state.clipRect.isNull { state.clipRect = .zero }
        } else {
            state.clipOutlines.append(Outline(rect: rect, transform: transform))
        }
    }

    /// Paints one painting command.
    private mutating func paint(_ command: DrawingCommand, state: State, opacity: Float) {
        let transform = state.transform
        switch command {
        case .fill(let rect, let color):
            fill(Outline(rect: rect.standardized, transform: transform), .solid(.init(color)), state: state, opacity: opacity)
        case .stroke(let rect, let color, let lineWidth):
            let rect = rect.standardized
            let corners: [PathElement] = [
                .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .closeSubpath,
            ]
            strokePath(corners, color, StrokeStyle(lineWidth: lineWidth), state: state, opacity: opacity)
        case .fillEllipse(let rect, let color):
            fill(Outline(path: Self.ellipse(in: rect.standardized), transform: transform, rule: .winding), .solid(.init(color)),
                 state: state, opacity: opacity)
        case .line(let from, let to, let color, let lineWidth):
            strokePath([.move(to: from), .line(to: to)], color, StrokeStyle(lineWidth: lineWidth), state: state, opacity: opacity)
        case .fillPath(let elements, let color, let rule):
            fill(Outline(path: elements, transform: transform, rule: rule), .solid(.init(color)), state: state, opacity: opacity)
        case .strokePath(let elements, let color, let style):
            strokePath(elements, color, style, state: state, opacity: opacity)
        case .clear(let rect):
            fill(Outline(rect: rect.standardized, transform: transform), .clear, state: state, opacity: 1)
        case .linearGradient(let gradient, let start, let end, let options):
            fill(nil, GradientShader.linear(gradient, start: start, end: end, options: options, transform: transform),
                 state: state, opacity: opacity)
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
            let shader = GradientShader.radial(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                               endRadius: endRadius, options: options, transform: transform)
            fill(nil, shader, state: state, opacity: opacity)
        case .glyphRun(let run): drawText(run, state: state, opacity: opacity)
        case .text(let string, let point, let color): drawText(string, at: point, color: color, state: state, opacity: opacity)
        case .image(let image, let rect): drawImage(image, in: rect.standardized, state: state, opacity: opacity)
        case .saveState, .restoreState, .clip, .clipPath, .shadow: break
        }
    }

    /// Strokes `elements` with `style`, its widths scaled as the transform scales areas.
    mutating func strokePath(_ elements: [PathElement], _ color: Color, _ style: StrokeStyle, state: State, opacity: Float) {
        let transform = state.transform
        let factor = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        var pixelStyle = style
        pixelStyle.dashLengths = style.dashLengths.map { $0 * factor }
        pixelStyle.dashPhase = style.dashPhase * factor
        let stroker = Stroker(width: style.lineWidth * factor, style: pixelStyle)
        fill(stroker.outline(of: PathFlattener.subpaths(elements, transform: transform)), .solid(.init(color)), state: state,
             opacity: opacity)
    }

    /// Paints `source` where `outline` (everywhere, when `nil`) and the clip cover, source-over.
    mutating func fill(_ outline: Outline?, _ source: Paint.Source, state: State, opacity: Float) {
        let canvas = PixelRegion(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
        var region = canvas.intersection(PixelRegion(covering: state.clipRect))
        if let outline { region = region.intersection(outline.region) }
        for clip in state.clipOutlines { region = region.intersection(clip.region) }
        guard !region.isEmpty, opacity > 0 else { return }
        var coverage = outline?.coverage(in: region) ?? [Float](repeating: 1, count: region.width * region.height)
        for clip in state.clipOutlines {
            let clipCoverage = clip.coverage(in: region)
            for index in coverage.indices { coverage[index] *= clipCoverage[index] }
        }
        // The clip rectangle covers each pixel by its overlap across times its overlap down.
        func overlap(_ low: Int, _ start: CGFloat, _ end: CGFloat) -> Float {
            Float(max(0, min(CGFloat(low + 1), end) - max(CGFloat(low), start)))
        }
        let across = (region.minX..<region.maxX).map { overlap($0, state.clipRect.minX, state.clipRect.maxX) }
        let down = (region.minY..<region.maxY).map { overlap($0, state.clipRect.minY, state.clipRect.maxY) }
        bitmap.composite(source, coverage: coverage, in: region, across: across, down: down, opacity: opacity)
    }

    /// The four Bézier quarters of the ellipse inscribed in `rect`, clockwise from its right.
    static func ellipse(in rect: CGRect) -> [PathElement] {
        let kappa = 0.552_284_749_830_793_4   // 4/3 (√2 − 1): a cubic's best quarter circle
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let ox = rx * kappa, oy = ry * kappa
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy), control2: CGPoint(x: cx + ox, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + oy)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy), control2: CGPoint(x: cx - ox, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - oy)),
            .closeSubpath,
        ]
    }
}
