import Foundation

/// Where a flow layout puts one section, worked out once in `prepare()`: the frames of its
/// items, its lines (runs of items across the scroll axis) and its header and footer, so that
/// the elements in a rectangle are found by binary search instead of by asking every item.
struct FlowLayoutSection {
    /// A line of items: the items `items`, between `mainMin` and `mainMax` along the scroll axis.
    struct Line {
        var items: Range<Int>
        var mainMin: CGFloat
        var mainMax: CGFloat
    }

    var header: CGRect?
    var footer: CGRect?
    var itemFrames: [CGRect] = []
    var lines: [Line] = []
    /// Where the section starts and ends along the scroll axis, header and footer included.
    var mainMin: CGFloat = 0
    var mainMax: CGFloat = 0

    /// The items whose frame meets `rect`, found by a binary search of the lines; `mainMin` and
    /// `mainMax` are `rect`'s extent along the scroll axis.
    func items(meeting rect: CGRect, mainMin rectMin: CGFloat, mainMax rectMax: CGFloat) -> [Int] {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].mainMax <= rectMin { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        var index = low
        while index < lines.count, lines[index].mainMin < rectMax {
            for item in lines[index].items where CollectionView.meets(itemFrames[item], rect) { found.append(item) }
            index += 1
        }
        return found
    }
}

/// The sizes and spacings a flow layout lays one section out with.
struct FlowLayoutMetrics {
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

extension FlowLayoutSection {
    /// Lays out a section of items of `sizes` starting at `start` along the scroll axis, across
    /// `crossExtent` points, as UIKit's flow layout does: items fill a line in order while they
    /// fit with the minimum spacing between them; the space left in a line that is not the
    /// section's last is shared equally between its items (one item alone is centred); the last
    /// line keeps the minimum spacing from the leading edge; each item is centred across its
    /// line's thickness.
    init(sizes: [CGSize], metrics: FlowLayoutMetrics, start: CGFloat, crossExtent: CGFloat, isVertical: Bool) {
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            isVertical
                ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func mainLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
        func crossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
        let inset = metrics.inset
        let (mainBefore, mainAfter) = isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (crossBefore, crossAfter) = isVertical ? (inset.left, inset.right) : (inset.top, inset.bottom)

        mainMin = start
        var main = start
        let headerLength = mainLength(metrics.headerSize)
        if headerLength > 0 {
            header = rect(main: main, cross: 0, mainLength: headerLength, crossLength: crossExtent)
            main += headerLength
        }
        main += mainBefore
        let available = crossExtent - crossBefore - crossAfter
        itemFrames = Array(repeating: .zero, count: sizes.count)
        var first = 0
        while first < sizes.count {
            // Fill the line while the next item fits with the minimum spacing.
            var end = first + 1
            var used = crossLength(sizes[first])
            while end < sizes.count, used + metrics.interitemSpacing + crossLength(sizes[end]) <= available {
                used += metrics.interitemSpacing + crossLength(sizes[end])
                end += 1
            }
            let items = first..<end
            let thickness = items.map { mainLength(sizes[$0]) }.max() ?? 0
            let isLastLine = end == sizes.count
            let itemsLength = items.reduce(CGFloat(0)) { $0 + crossLength(sizes[$1]) }
            var cross: CGFloat
            let gap: CGFloat
            if isLastLine {
                (cross, gap) = (crossBefore, metrics.interitemSpacing)
            } else if items.count == 1 {
                (cross, gap) = (crossBefore + (available - itemsLength) / 2, 0)
            } else {
                (cross, gap) = (crossBefore, (available - itemsLength) / CGFloat(items.count - 1))
            }
            for item in items {
                let size = sizes[item]
                itemFrames[item] = rect(
                    main: main + (thickness - mainLength(size)) / 2, cross: cross,
                    mainLength: mainLength(size), crossLength: crossLength(size))
                cross += crossLength(size) + gap
            }
            lines.append(Line(items: items, mainMin: main, mainMax: main + thickness))
            main += thickness
            if !isLastLine { main += metrics.lineSpacing }
            first = end
        }
        main += mainAfter
        let footerLength = mainLength(metrics.footerSize)
        if footerLength > 0 {
            footer = rect(main: main, cross: 0, mainLength: footerLength, crossLength: crossExtent)
            main += footerLength
        }
        mainMax = main
    }
}
