import Foundation
import Testing
@testable import HeadlessKit

/// The text model a label's layouts are counted with: one call per run of text measured.
private final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    var calls = 0
    let standard = StandardTextMeasurer()
    func advances(of text: Substring, in font: Font) -> [CGFloat] {
        calls += 1
        return standard.advances(of: text, in: font)
    }
    func verticalMetrics(of font: Font) -> FontVerticalMetrics { standard.verticalMetrics(of: font) }
}

/// How often a label lays out its text: once per size it is measured at, drawing with the layout
/// it was sized with, and never for a move (UIKit redraws a label when its bounds' size changes,
/// as its content mode is redraw, or when its content changes — not when it moves).
@MainActor
@Suite struct LabelLayoutCacheTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    /// Labels stacked 8 points apart down a `width`-wide container at the window's top-left, each
    /// pinned to its leading and trailing edges; multi-line labels wrap by word.
    func stack(_ fixture: ViewFixture, _ texts: [String], width: CGFloat, lines: Int = 0) -> (container: ViewNode, labels: [Label]) {
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        fixture.log.name(container, "container")
        fixture.window.addSubview(container)
        var labels: [Label] = []
        for (index, text) in texts.enumerated() {
            let label = Label()
            label.text = text
            label.numberOfLines = lines
            label.lineBreakMode = .byWordWrapping
            label.translatesAutoresizingMaskIntoConstraints = false
            fixture.log.name(label, "label\(index)")
            container.addSubview(label)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: labels.last?.bottomAnchor ?? container.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
            labels.append(label)
        }
        return (container, labels)
    }

    @Test func aMultiLineLabelDrawsWithTheLayoutItWasSizedWith() {
        let fixture = ViewFixture()
        let measurer = CountingMeasurer()
        fixture.loop.textMeasurer = measurer
        _ = stack(fixture, [sentence], width: 100)
        fixture.loop.runUntilIdle()
        // Measured without a width, then at its width of 100; drawn in 100 × 81⅓ with the second.
        #expect(measurer.calls == 2)
        #expect(fixture.lines(for: .draw) == ["window.draw((0 0; 320 480))", "container.draw((0 0; 100 400))",
                                              "label0.draw((0 0; 100 81.33))"])
    }

    @Test func aSingleLineLabelDrawsWithItsIntrinsicSizesLayout() {
        let fixture = ViewFixture()
        let measurer = CountingMeasurer()
        fixture.loop.textMeasurer = measurer
        _ = stack(fixture, ["Hello"], width: 100, lines: 1)
        fixture.loop.runUntilIdle()
        #expect(measurer.calls == 1)
    }

    @Test func aTextChangeMeasuresAndRedrawsOnlyTheChangedLabelAndMovesTheOthers() {
        let fixture = ViewFixture()
        let measurer = CountingMeasurer()
        fixture.loop.textMeasurer = measurer
        let (_, labels) = stack(fixture, [sentence, sentence, sentence], width: 100)
        fixture.settleAndClearLog()
        let settled = measurer.calls
        labels[0].text = sentence + " twice"
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(measurer.calls - settled == 2)
        // The first label grows a line (81⅓ to 101⅔ points); the others move down 20⅓ points.
        #expect(fixture.lines(for: .layoutSubviews) == ["container.layoutSubviews()", "label0.layoutSubviews()"])
        #expect(fixture.lines(for: .draw) == ["label0.draw((0 0; 100 101.67))"])
        let tops: [CGFloat] = labels.map { $0.frame.onPixelGrid().minY }
        #expect(tops == [8, 353.0 / 3, 207])
    }

    @Test func aWidthSeenBeforeIsMeasuredFromTheCache() {
        let fixture = ViewFixture()
        let measurer = CountingMeasurer()
        fixture.loop.textMeasurer = measurer
        let (container, labels) = stack(fixture, [sentence], width: 100)
        fixture.loop.runUntilIdle()
        container.frame.size.width = 200
        fixture.loop.runUntilIdle()
        #expect(measurer.calls == 3)
        container.frame.size.width = 100
        fixture.loop.runUntilIdle()
        #expect(measurer.calls == 3)
        #expect(labels[0].frame == CGRect(x: 0, y: 8, width: 100, height: 244.0 / 3))
    }
}
