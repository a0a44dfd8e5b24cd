import Foundation

extension MainRunLoop {
    /// The text model this loop's text layout measures with; ``StandardTextMeasurer`` unless
    /// you set another.
    ///
    /// Setting it affects only this loop: string measurement and drawing made while the loop is
    /// ``current`` (every `draw(_:)` and layout pass it drives), and the views of its windows,
    /// which pass it to ``TextLayout``. Code with no loop at all measures with the standard model.
    public var textMeasurer: any TextMeasuring {
        get {
            guard let textMeasurerSlot else { return StandardTextMeasurer() }
            return textMeasurerSlot as? any TextMeasuring ?? StandardTextMeasurer()
        }
        set { textMeasurerSlot = newValue is StandardTextMeasurer ? nil : newValue }
    }

    /// The text model of the ``current`` loop, or the standard model when no loop is current:
    /// what string measurement and drawing without a view at hand use.
    public static var currentTextMeasurer: any TextMeasuring {
        current?.textMeasurer ?? StandardTextMeasurer()
    }
}
