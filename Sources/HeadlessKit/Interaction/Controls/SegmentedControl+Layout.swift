import Foundation

/// Where a segmented control's segments are, and how wide their content is.
extension SegmentedControl {
    /// The frame of each segment in the control's bounds, left to right.
    ///
    /// Segments with a set width keep it; the others share what is left of the bounds' width —
    /// equally, or in proportion to their content widths with
    /// ``apportionsSegmentWidthsByContent`` **(chosen** arithmetic: UIKit documents only the
    /// rule). Segments span the full height; dividers are drawn on their shared edges.
    public var segmentFrames: [CGRect] {
        let widths = segmentWidths(inWidth: bounds.width)
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The widths the segments take in a control `totalWidth` wide.
    func segmentWidths(inWidth totalWidth: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(totalWidth - fixed, 0)
        var widths = segments.map(\.width)
        guard !automatic.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let contents = automatic.map { contentWidth(of: $0) }
            let total = contents.reduce(0, +)
            for (position, index) in automatic.enumerated() {
                widths[index] = total > 0 ? remaining * contents[position] / total : remaining / CGFloat(automatic.count)
            }
        } else {
            for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        }
        return widths
    }

    /// The width the content of the segment at `index` needs: its title measured in the normal
    /// title font (rounded up) or its image's width, plus 8 points on each side.
    func contentWidth(of index: Int) -> CGFloat {
        let segment = segments[index]
        var content: CGFloat = 0
        if let image = segment.image {
            content = image.size.width
        } else if let title = segment.title, !title.isEmpty {
            content = titleLayout(title, for: .normal).usedSize.width.rounded(.up)
        }
        return content + 2 * Self.contentPadding
    }

    /// The width the segments need: their set widths, plus the automatic ones at their content —
    /// each as wide as the widest, unless apportioning by content.
    var fittingWidth: CGFloat {
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let contents = automatic.map { contentWidth(of: $0) }
        let shared = apportionsSegmentWidthsByContent
            ? contents.reduce(0, +)
            : (contents.max() ?? 0) * CGFloat(contents.count)
        return fixed + shared
    }

    /// 32 points, or the tallest image.
    var fittingHeight: CGFloat {
        segments.reduce(Self.defaultHeight) { max($0, $1.image?.size.height ?? 0) }
    }

    /// The enabled segment under `point` (the first or last segment when the point is beyond
    /// the control's ends), or `nil` over a disabled segment or with no segments.
    func enabledSegmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames
        guard !frames.isEmpty else { return nil }
        let index = frames.firstIndex { point.x < $0.maxX } ?? frames.count - 1
        return segments[index].isEnabled ? index : nil
    }

    /// The text attributes of titles in `state`: those set for it, else the normal ones, over the
    /// 13-point system font (semibold when selected) in the label colour.
    func titleAttributes(for state: State) -> TextAttributes {
        let selected = state.contains(.selected)
        let font = Font.systemFont(ofSize: Self.titleFontSize, weight: selected ? .semibold : .regular)
        let defaults = TextAttributes(font: font, foregroundColor: state.contains(.disabled) ? .tertiaryLabel : .label)
        let set = titleAttributesByState.value(for: state) ?? [:]
        return TextAttributes(set, defaults: defaults)
    }

    /// `title` laid out on one line in the attributes of `state`.
    func titleLayout(_ title: String, for state: State) -> TextLayout {
        let measurer = owningRunLoop?.textMeasurer ?? MainRunLoop.currentTextMeasurer
        return TextLayout(title, attributes: titleAttributes(for: state), size: CGSize(width: CGFloat.infinity, height: .infinity),
                          numberOfLines: 1, measurer: measurer)
    }
}
