import Foundation
import HeadlessKit

extension World {
    /// Lays out a random string (spaces, newlines, hyphens, CJK, emoji, combining marks, long
    /// words, empty) in a random width, line limit and mode, and holds the layout to its
    /// invariants: the line limit is respected, and every line fits its width unless it shows a
    /// single character.
    func performTextOperation() {
        let pieces = ["a", "W", "i", " ", "  ", "\n", "\n\n", "-", "漢字", "👍🏽", "e\u{301}", "…", "Supercalifragilistic", "\t", "", "0"]
        var text = ""
        for _ in 0..<pick(14) { text += pieces[pick(pieces.count)] }
        let width = CGFloat(pick(160))
        let limit = pick(4)
        let mode = LineBreakMode(rawValue: pick(6))!
        let shrink: CGFloat? = chance(4) ? 0.5 : nil
        let layout = TextLayout(text, font: .systemFont(ofSize: CGFloat(8 + pick(30))),
                                size: CGSize(width: width, height: .greatestFiniteMagnitude), numberOfLines: limit,
                                lineBreakMode: mode, minimumScaleFactor: shrink, measurer: StandardTextMeasurer())
        note("text layout of \(text.debugDescription) in width \(width), \(limit) lines, \(mode): \(layout.lines.map(\.text))")
        precondition(limit == 0 || layout.lineCount <= limit,
                     "text layout of \(text.debugDescription) has \(layout.lineCount) lines, over its limit of \(limit)")
        for line in layout.lines where line.width > width + 1e-9 {
            precondition(line.text.count <= 1,
                         "text layout of \(text.debugDescription): line \(line.text.debugDescription) is \(line.width) wide in \(width)")
        }
    }
}
