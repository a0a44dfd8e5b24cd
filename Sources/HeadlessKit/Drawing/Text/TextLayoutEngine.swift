import Foundation

/// The line breaker behind ``TextLayout``: measures each character once, then fills lines
/// greedily. The rules are documented in <doc:TextMeasurement>.
struct TextLayoutEngine {
    /// A stretch of the source with one set of attributes.
    struct SourceRun {
        var range: Range<String.Index>
        var attributes: TextAttributes
        var paragraph: ParagraphValues?
    }

    /// One character (extended grapheme cluster) of the source, measured.
    struct Cluster {
        var start: String.Index
        var end: String.Index
        /// Its advance, kerning included.
        var advance: CGFloat
        var run: Int
        var kind: Kind
    }

    enum Kind: UInt8 {
        case normal, space, newline, breakAfter
    }

    /// What a line shows: clusters `start..<end`, then (for a middle truncation) an ellipsis and
    /// clusters `resume..<resumeEnd`; or an ellipsis before or after.
    struct Content {
        var start: Int
        var end: Int
        var ellipsis: Ellipsis = .none
        var resume = 0
        var resumeEnd = 0
        enum Ellipsis { case none, leading, middle, trailing }
    }

    /// A line placed vertically, waiting for the widest line to be known before it is aligned.
    struct PendingLine {
        var content: Content
        var rangeStart: Int
        var rangeEnd: Int
        var paragraphEnd: Int
        var style: ParagraphValues
        var indent: CGFloat
        var available: CGFloat
        var top: CGFloat
        var isLastOfParagraph: Bool
        var isCut: Bool
        var ellipsisRun: Int
        var metrics: (height: CGFloat, baseline: CGFloat, width: CGFloat)
    }

    let source: String
    let runs: [SourceRun]
    let defaultAttributes: TextAttributes
    let size: CGSize
    let lineLimit: Int
    let lineBreakMode: LineBreakMode
    let alignment: TextAlignment
    let layoutDirection: TraitEnvironmentLayoutDirection
    let measurer: any TextMeasuring
    var usesFontLeading = false

    static let ellipsis: Character = "\u{2026}"
    /// Tolerance for float noise when a width is compared with the room available.
    static let tolerance: CGFloat = 1e-9

    init(source: String, runs: [SourceRun], defaultAttributes: TextAttributes, size: CGSize, numberOfLines: Int,
         lineBreakMode: LineBreakMode, alignment: TextAlignment, layoutDirection: TraitEnvironmentLayoutDirection,
         measurer: any TextMeasuring) {
        self.source = source
        self.runs = runs
        self.defaultAttributes = defaultAttributes
        // (chosen) NaN or negative sizes are empty; infinities are unbounded.
        self.size = CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        self.lineLimit = numberOfLines > 0 ? numberOfLines : .max
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.layoutDirection = layoutDirection
        self.measurer = measurer
    }

    // MARK: - Shrinking to fit

    func layout(minimumScaleFactor: CGFloat?) -> TextLayout {
        let full = layout(scale: 1)
        guard let minimumScaleFactor, full.isTruncated, !runs.isEmpty else { return full }
        let floor = min(1, max(minimumScaleFactor.isFinite ? minimumScaleFactor : 1, 0.01))
        guard floor < 1 else { return full }
        var high: CGFloat = 1
        // Text measures in proportion to its font size, so the first guess is the ratio of the
        // room to the natural width; a search over the scale settles the rest.
        let natural = unbounded().layout(scale: 1).usedSize.width
        if natural > 0, size.width < natural {
            let guess = size.width / natural
            if guess >= floor {
                let attempt = layout(scale: guess)
                if !attempt.isTruncated { return attempt }
                high = guess
            }
        }
        var best = layout(scale: floor)
        guard !best.isTruncated else { return best }
        var low = floor
        for _ in 0..<16 {
            let middle = (low + high) / 2
            let attempt = layout(scale: middle)
            if attempt.isTruncated { high = middle } else { (low, best) = (middle, attempt) }
        }
        return best
    }

    /// The same text with no width, height or line limit.
    private func unbounded() -> TextLayoutEngine {
        var copy = TextLayoutEngine(source: source, runs: runs, defaultAttributes: defaultAttributes,
                                    size: CGSize(width: CGFloat.infinity, height: .infinity), numberOfLines: 0,
                                    lineBreakMode: .byWordWrapping, alignment: .left, layoutDirection: .leftToRight,
                                    measurer: measurer)
        copy.usesFontLeading = usesFontLeading
        return copy
    }

    // MARK: - Measuring

    private func scaledRuns(_ scale: CGFloat) -> [SourceRun] {
        guard scale != 1 else { return runs }
        return runs.map { run in
            var run = run
            run.attributes.font = run.attributes.font.withSize(run.attributes.font.pointSize * scale)
            return run
        }
    }

    private func clusters(of runs: [SourceRun]) -> [Cluster] {
        var clusters: [Cluster] = []
        clusters.reserveCapacity(source.utf8.count)
        let utf8 = source.utf8
        for (runIndex, run) in runs.enumerated() {
            let text = source[run.range]
            let advances = measurer.advances(of: text, in: run.attributes.font)
            let kern = run.attributes.kern
            if appendASCIIClusters(of: text, advances, kern: kern, run: runIndex, to: &clusters) { continue }
            var index = run.range.lowerBound
            var position = 0
            for character in text {
                let next = utf8.index(index, offsetBy: character.utf8.count)
                let advance = position < advances.count ? advances[position] : 0
                clusters.append(Cluster(start: index, end: next, advance: (advance.isFinite ? advance : 0) + kern,
                                        run: runIndex, kind: Self.kind(of: character)))
                index = next
                position += 1
            }
        }
        return clusters
    }

    /// Whether every byte of `bytes` is a character of its own: ASCII without a carriage return
    /// (which makes one character with a line feed after it).
    static func isOneCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// Appends the clusters of `text` byte by byte when every byte is a character (see
    /// ``isOneCharacterPerByte(_:)``), sparing the breaking into characters; returns whether it did.
    private func appendASCIIClusters(of text: Substring, _ advances: [CGFloat], kern: CGFloat, run: Int,
                                     to clusters: inout [Cluster]) -> Bool {
        let utf8 = source.utf8
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard Self.isOneCharacterPerByte(bytes) else { return false }
            var index = text.startIndex
            for (position, byte) in bytes.enumerated() {
                let next = utf8.index(after: index)
                let advance = position < advances.count ? advances[position] : 0
                clusters.append(Cluster(start: index, end: next, advance: (advance.isFinite ? advance : 0) + kern,
                                        run: run, kind: Self.kind(ofASCII: byte)))
                index = next
            }
            return true
        } ?? false
    }

    @inline(__always)
    private static func kind(ofASCII byte: UInt8) -> Kind {
        switch byte {
        case 0x20, 0x09: .space
        case 0x0A, 0x0B, 0x0C, 0x0D: .newline
        case 0x2D: .breakAfter
        default: .normal
        }
    }

    @inline(__always)
    private static func kind(of character: Character) -> Kind {
        if let ascii = character.asciiValue { return kind(ofASCII: ascii) }
        if character.isNewline { return .newline }
        let first = character.unicodeScalars.first!.value
        switch first {
        case 0x00A0, 0x2007, 0x202F: return .normal   // no-break spaces
        case 0x2010, 0x200B: return .breakAfter        // hyphen, zero-width space
        default: break
        }
        if character.isWhitespace { return .space }
        return StandardTextMeasurer.characterClass(of: character) == .fullWidth ? .breakAfter : .normal
    }

    // MARK: - Laying out lines

    func layout(scale: CGFloat) -> TextLayout {
        let runs = scaledRuns(scale)
        let clusters = clusters(of: runs)
        guard !clusters.isEmpty else {
            return TextLayout(lines: [], usedSize: .zero, isTruncated: false, scaleFactor: scale, reach: .everywhere)
        }
        let defaultParagraph = ParagraphValues(alignment: alignment, lineBreakMode: lineBreakMode)
        var pending: [PendingLine] = []
        var y: CGFloat = 0
        var gap: CGFloat = 0
        var truncated = false
        var cutForHeight = false
        var lowestLineBottom: CGFloat = 0
        var paragraphStart = 0

        paragraphs: while paragraphStart < clusters.count {
            var paragraphEnd = paragraphStart
            while paragraphEnd < clusters.count, clusters[paragraphEnd].kind != .newline { paragraphEnd += 1 }
            let nextParagraph = min(paragraphEnd + 1, clusters.count)
            let isLastParagraph = nextParagraph >= clusters.count
            let paragraphRun = clusters[paragraphStart].run
            let style = runs[paragraphRun].paragraph ?? defaultParagraph
            if !pending.isEmpty { gap += style.paragraphSpacingBefore }
            var lineStart = paragraphStart
            var isFirstLine = true
            repeat {
                let indent = isFirstLine ? style.firstLineHeadIndent : style.headIndent
                let tailEdge = style.tailIndent > 0 ? style.tailIndent : size.width + style.tailIndent
                let available = max(0, tailEdge - indent)
                let (end, next) = breakLine(clusters, from: lineStart, to: paragraphEnd, width: available,
                                            byCharacter: style.lineBreakMode == .byCharWrapping)
                let moreText = next < paragraphEnd || !isLastParagraph
                var line = PendingLine(
                    content: Content(start: lineStart, end: trimmedEnd(clusters, lineStart, end)), rangeStart: lineStart, rangeEnd: next,
                    paragraphEnd: paragraphEnd, style: style, indent: indent, available: available, top: 0,
                    isLastOfParagraph: next >= paragraphEnd, isCut: false, ellipsisRun: paragraphRun, metrics: (0, 0, 0))
                line.metrics = metrics(of: line, clusters, runs, emptyRun: paragraphEnd < clusters.count ? clusters[paragraphEnd].run : paragraphRun)
                let top = pending.isEmpty ? 0 : y + gap
                if !pending.isEmpty, top + line.metrics.height > size.height + Self.tolerance {
                    // The line does not fit below the last one: the last one ends the text.
                    truncated = true
                    cutForHeight = true
                    var last = pending.removeLast()
                    last = cut(last, clusters, runs)
                    pending.append(last)
                    break paragraphs
                }
                if !pending.isEmpty { lowestLineBottom = max(lowestLineBottom, top + line.metrics.height) }
                line.top = top
                if pending.count + 1 >= lineLimit, moreText {
                    truncated = true
                    pending.append(cut(line, clusters, runs))
                    break paragraphs
                }
                pending.append(line)
                y = top + line.metrics.height
                gap = style.lineSpacing
                lineStart = next
                isFirstLine = false
            } while lineStart < paragraphEnd
            gap = style.paragraphSpacing
            paragraphStart = nextParagraph
        }
        let reach = reach(of: pending, truncated: truncated, lowestLineBottom: lowestLineBottom, cutForHeight: cutForHeight)
        return finish(pending, clusters, runs, truncated: truncated, scale: scale, reach: reach)
    }

    /// Where the line holding clusters `start..<limit` should end: greedy, breaking after spaces
    /// and hyphens (or anywhere, by character), never before the first character. Spaces at the
    /// end hang past the width. Returns the line's end and where the next line starts.
    private func breakLine(_ clusters: [Cluster], from start: Int, to limit: Int, width: CGFloat, byCharacter: Bool) -> (Int, Int) {
        var used: CGFloat = 0
        var lastBreak = -1
        var index = start
        while index < limit {
            let cluster = clusters[index]
            if cluster.kind == .space {
                used += cluster.advance
                index += 1
                lastBreak = index
                continue
            }
            if index > start, used + cluster.advance > width + Self.tolerance {
                if !byCharacter, lastBreak > start { return (lastBreak, lastBreak) }
                return (index, index)
            }
            used += cluster.advance
            index += 1
            if cluster.kind == .breakAfter { lastBreak = index }
        }
        return (limit, limit)
    }

    /// `end` moved back over trailing spaces.
    private func trimmedEnd(_ clusters: [Cluster], _ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, clusters[end - 1].kind == .space { end -= 1 }
        return end
    }

    private func trimmedStart(_ clusters: [Cluster], _ start: Int, _ end: Int) -> Int {
        var start = start
        while start < end, clusters[start].kind == .space { start += 1 }
        return start
    }

    private func width(_ clusters: [Cluster], _ range: Range<Int>) -> CGFloat {
        var total: CGFloat = 0
        for index in range { total += clusters[index].advance }
        return total
    }

    /// The last line, rewritten to show what its mode shows of the rest of its paragraph.
    private func cut(_ line: PendingLine, _ clusters: [Cluster], _ runs: [SourceRun]) -> PendingLine {
        var line = line
        let mode = line.style.lineBreakMode
        let start = line.content.start
        let rest = line.paragraphEnd
        line.rangeEnd = rest
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return line
        case .byClipping:
            var end = start
            var used: CGFloat = 0
            while end < rest, end == start || used + clusters[end].advance <= line.available + Self.tolerance {
                used += clusters[end].advance
                end += 1
            }
            line.content = Content(start: start, end: trimmedEnd(clusters, start, end))
            line.isCut = true
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            let anchorRun = mode == .byTruncatingHead ? clusters[max(rest - 1, start)].run : clusters[start].run
            let ellipsisWidth = ellipsisAdvance(runs[anchorRun].attributes)
            let budget = line.available - ellipsisWidth + Self.tolerance
            line.isCut = true
            line.ellipsisRun = anchorRun
            switch mode {
            case .byTruncatingTail:
                var end = start, used: CGFloat = 0
                while end < rest, used + clusters[end].advance <= budget {
                    used += clusters[end].advance
                    end += 1
                }
                line.content = Content(start: start, end: trimmedEnd(clusters, start, end), ellipsis: .trailing)
            case .byTruncatingHead:
                var begin = rest, used: CGFloat = 0
                while begin > start, used + clusters[begin - 1].advance <= budget {
                    used += clusters[begin - 1].advance
                    begin -= 1
                }
                line.content = Content(start: trimmedStart(clusters, begin, rest), end: rest, ellipsis: .leading)
            default:
                var end = start, used: CGFloat = 0
                while end < rest, used + clusters[end].advance <= budget / 2 {
                    used += clusters[end].advance
                    end += 1
                }
                var begin = rest
                while begin > end, used + clusters[begin - 1].advance <= budget {
                    used += clusters[begin - 1].advance
                    begin -= 1
                }
                line.content = Content(start: start, end: trimmedEnd(clusters, start, end), ellipsis: .middle,
                                       resume: trimmedStart(clusters, begin, rest), resumeEnd: rest)
            }
        }
        line.metrics = metrics(of: line, clusters, runs, emptyRun: line.ellipsisRun)
        return line
    }

    private func ellipsisAdvance(_ attributes: TextAttributes) -> CGFloat {
        let advance = measurer.advances(of: Substring(String(Self.ellipsis)), in: attributes.font).first ?? 0
        return (advance.isFinite ? advance : 0) + attributes.kern
    }

    /// The clusters a line shows, in order, as ranges.
    private func segments(of content: Content) -> [Range<Int>] {
        content.ellipsis == .middle ? [content.start..<content.end, content.resume..<content.resumeEnd]
            : [content.start..<content.end]
    }

    /// The line's height, baseline (from its top) and width.
    private func metrics(of line: PendingLine, _ clusters: [Cluster], _ runs: [SourceRun], emptyRun: Int)
        -> (height: CGFloat, baseline: CGFloat, width: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        var width: CGFloat = 0
        var lastRun = -1
        var sawAny = false
        func include(_ run: Int) {
            guard run != lastRun else { return }
            lastRun = run
            sawAny = true
            let attributes = runs[run].attributes
            let font = measurer.verticalMetrics(of: attributes.font)
            ascent = max(ascent, font.ascender + attributes.baselineOffset)
            descent = max(descent, -font.descender - attributes.baselineOffset)
            leading = max(leading, font.leading)
        }
        for segment in segments(of: line.content) {
            for index in segment {
                include(clusters[index].run)
                width += clusters[index].advance
            }
        }
        if line.content.ellipsis != .none {
            include(line.ellipsisRun)
            width += ellipsisAdvance(runs[line.ellipsisRun].attributes)
        }
        if !sawAny { include(emptyRun) }
        let natural = ascent + descent + (usesFontLeading ? leading : 0)
        var height = line.style.lineHeightMultiple > 0 ? natural * line.style.lineHeightMultiple : natural
        if line.style.maximumLineHeight > 0 { height = min(height, line.style.maximumLineHeight) }
        height = max(height, line.style.minimumLineHeight)
        // Extra height goes above the text, as TextKit places it.
        return (height, height - descent - (usesFontLeading ? leading : 0), width)
    }

    // MARK: - Aligning and building the result

    private func finish(_ pending: [PendingLine], _ clusters: [Cluster], _ runs: [SourceRun], truncated: Bool, scale: CGFloat,
                        reach: TextLayout.Reach) -> TextLayout {
        var usedWidth: CGFloat = 0
        for line in pending { usedWidth = max(usedWidth, line.indent + line.metrics.width) }
        let isUnbounded = size.width >= .greatestFiniteMagnitude
        var lines: [TextLayout.Line] = []
        lines.reserveCapacity(pending.count)
        for line in pending {
            let right = isUnbounded ? usedWidth : line.indent + line.available
            let room = right - line.indent
            let resolved = line.style.alignment.resolved(for: layoutDirection)
            var lineWidth = line.metrics.width
            var spaceStretch: CGFloat = 0
            if line.style.alignment == .justified, !line.isLastOfParagraph, !line.isCut, room > lineWidth {
                let spaces = (line.content.start..<line.content.end).reduce(0) { $0 + (clusters[$1].kind == .space ? 1 : 0) }
                if spaces > 0 {
                    spaceStretch = (room - lineWidth) / CGFloat(spaces)
                    lineWidth = room
                }
            }
            let x: CGFloat = switch resolved {
            case .right: right - lineWidth
            case .center: line.indent + (room - lineWidth) / 2
            default: line.indent
            }
            let baseline = line.top + line.metrics.baseline
            let built = buildRuns(line, clusters, runs, x: x, baseline: baseline, spaceStretch: spaceStretch)
            let rangeStart = clusters[line.rangeStart].start
            let rangeEnd = line.rangeEnd < clusters.count ? clusters[line.rangeEnd].start : source.endIndex
            lines.append(TextLayout.Line(
                text: built.text, range: rangeStart..<max(rangeStart, rangeEnd),
                origin: CGPoint(x: x, y: line.top), width: lineWidth, height: line.metrics.height, baseline: baseline,
                runs: built.runs, isTruncated: line.isCut))
        }
        let height = pending.last.map { $0.top + $0.metrics.height } ?? 0
        return TextLayout(lines: lines, usedSize: CGSize(width: usedWidth, height: height), isTruncated: truncated,
                          scaleFactor: scale, reach: reach)
    }

    private func buildRuns(_ line: PendingLine, _ clusters: [Cluster], _ runs: [SourceRun], x: CGFloat, baseline: CGFloat,
                           spaceStretch: CGFloat) -> (text: String, runs: [TextLayout.Run]) {
        var result: [TextLayout.Run] = []
        var text = ""
        var cursor = x
        var pieceText = ""
        var pieceRun = -1
        var pieceStart = x
        func flush() {
            guard pieceRun >= 0, !pieceText.isEmpty else { return }
            let attributes = runs[pieceRun].attributes
            result.append(TextLayout.Run(text: pieceText, origin: CGPoint(x: pieceStart, y: baseline - attributes.baselineOffset),
                                         width: cursor - pieceStart, attributes: attributes))
            text += pieceText
            pieceText = ""
        }
        func add(_ string: Substring, run: Int, advance: CGFloat) {
            if run != pieceRun {
                flush()
                pieceRun = run
                pieceStart = cursor
            }
            pieceText += string
            cursor += advance
        }
        func addEllipsis() {
            add(Substring(String(Self.ellipsis)), run: line.ellipsisRun, advance: ellipsisAdvance(runs[line.ellipsisRun].attributes))
        }
        func addClusters(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                // Consecutive clusters of one run are added as one substring.
                let run = clusters[index].run
                var end = index
                var advance: CGFloat = 0
                while end < range.upperBound, clusters[end].run == run {
                    advance += clusters[end].advance + (clusters[end].kind == .space ? spaceStretch : 0)
                    end += 1
                }
                add(source[clusters[index].start..<clusters[end - 1].end], run: run, advance: advance)
                index = end
            }
        }
        if line.content.ellipsis == .leading { addEllipsis() }
        addClusters(line.content.start..<line.content.end)
        if line.content.ellipsis == .middle {
            addEllipsis()
            addClusters(line.content.resume..<line.content.resumeEnd)
        }
        if line.content.ellipsis == .trailing { addEllipsis() }
        flush()
        return (text, result)
    }
}
