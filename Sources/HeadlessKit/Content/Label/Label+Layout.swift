import Foundation

/// How a label measures and lays out its text: one ``TextLayout`` per container size and line
/// limit, cached until the content or style changes.
extension Label {
    /// Whether there is any text to measure or draw.
    var hasText: Bool {
        if let storedAttributedText { return storedAttributedText.length > 0 }
        return storedText?.isEmpty == false
    }

    /// The colour the text is drawn in now: disabled, highlighted, or the text colour.
    var drawingTextColor: Color {
        if !storedIsEnabled { return .tertiaryLabel }
        if storedIsHighlighted, let highlighted = storedHighlightedTextColor { return highlighted }
        return storedTextColor
    }

    /// The text laid out in `size` with at most `numberOfLines` lines, from the cache when this
    /// size was laid out since the content last changed, or when a cached layout stands for this
    /// size (the layout the label was sized with, for the bounds it draws in). `forDrawing` lets a
    /// single-line label that adjusts its font size shrink the text to fit the width.
    func textLayout(in size: CGSize, numberOfLines: Int, forDrawing: Bool = false) -> TextLayout {
        let shrinks = forDrawing && storedAdjustsFontSizeToFitWidth && storedMinimumScaleFactor > 0
            && storedMinimumScaleFactor < 1 && numberOfLines == 1
        let key = LabelLayoutCache.Key(width: size.width, height: size.height, numberOfLines: numberOfLines, shrinks: shrinks)
        if let cached = layoutCache.layout(for: key) ?? layoutCache.layout(standingFor: key) { return cached }
        let measurer = owningRunLoop?.textMeasurer ?? StandardTextMeasurer()
        let defaults = TextAttributes(font: storedFont, foregroundColor: drawingTextColor)
        let direction: TraitEnvironmentLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let scale = shrinks ? storedMinimumScaleFactor : nil
        let layout: TextLayout
        if let storedAttributedText {
            layout = TextLayout(storedAttributedText, defaultAttributes: defaults, size: size, numberOfLines: numberOfLines,
                                lineBreakMode: storedLineBreakMode, alignment: storedTextAlignment, layoutDirection: direction,
                                minimumScaleFactor: scale, measurer: measurer)
        } else {
            layout = TextLayout(storedText ?? "", attributes: defaults, size: size, numberOfLines: numberOfLines,
                                lineBreakMode: storedLineBreakMode, alignment: storedTextAlignment, layoutDirection: direction,
                                minimumScaleFactor: scale, measurer: measurer)
        }
        layoutCache.insert(layout, for: key)
        return layout
    }

    /// Where the top of `layout` goes below the top of `rect`: centred vertically, as UIKit draws
    /// a label's text — and for text shrunk to fit, placed by ``baselineAdjustment`` relative to
    /// where the full-size text would be.
    func verticalOffset(of layout: TextLayout, in rect: CGRect) -> CGFloat {
        guard layout.scaleFactor < 1, let shrunkLine = layout.lines.first else {
            return (rect.height - layout.usedSize.height) / 2
        }
        let fullSize = textLayout(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: rect.height), numberOfLines: 1)
        let fullTop = (rect.height - fullSize.usedSize.height) / 2
        switch storedBaselineAdjustment {
        case .alignBaselines:
            let fullBaseline = fullTop + (fullSize.lines.first?.baseline ?? 0)
            return fullBaseline - shrunkLine.baseline
        case .alignCenters:
            return (rect.height - layout.usedSize.height) / 2
        case .none:
            return fullTop
        }
    }

    /// `size` rounded up to the pixels of the label's screen (its traits' display scale), as
    /// UIKit sizes labels: 20.287 points of 17-point text become 20⅓ at scale 3.
    func roundedUpToPixels(_ size: CGSize) -> CGSize {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : Screen.defaultScale
        func up(_ value: CGFloat) -> CGFloat {
            guard value > 0 else { return 0 }
            // A hair below a whole pixel is that pixel: text metrics are sums of fractions.
            return ((value * scale) - 1e-9).rounded(.up) / scale
        }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    /// The content or style changed: cached layouts go, the label redraws, and — when the change
    /// can change its size — its intrinsic size is invalidated.
    func contentDidChange(affectsSize: Bool) {
        layoutCache.removeAll()
        setNeedsDisplay()
        if affectsSize { invalidateIntrinsicContentSize() }
    }
}

/// The few text layouts a label has made since its content last changed — its intrinsic size,
/// its width under Auto Layout, its bounds for drawing — so that measuring again for the same
/// container costs nothing.
struct LabelLayoutCache {
    /// What a layout was made for.
    struct Key: Equatable {
        let width: CGFloat
        let height: CGFloat
        let numberOfLines: Int
        let shrinks: Bool
    }

    /// At most four layouts, the most recently made last.
    private var entries: [(key: Key, layout: TextLayout)] = []
    private static let capacity = 4

    /// The layout made for `key`, if it is still cached.
    func layout(for key: Key) -> TextLayout? {
        entries.first { $0.key == key }?.layout
    }

    /// A cached layout made for another size that laying out for `key` would give again: made
    /// with the same line limit and without shrinking, reaching `key`'s size (see
    /// ``TextLayout/Reach``) — and, when `key` shrinks the text, not truncated, since text that
    /// fits is not shrunk.
    func layout(standingFor key: Key) -> TextLayout? {
        let size = CGSize(width: key.width, height: key.height)
        return entries.first {
            $0.key.numberOfLines == key.numberOfLines && !$0.key.shrinks && (!key.shrinks || !$0.layout.isTruncated)
                && $0.layout.isLaidOutTheSame(in: size)
        }?.layout
    }

    /// Caches `layout` for `key`, dropping the oldest when full.
    mutating func insert(_ layout: TextLayout, for key: Key) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, layout))
    }

    /// Forgets every layout.
    mutating func removeAll() {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    }
}
