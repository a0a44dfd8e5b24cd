import Foundation

/// How a segmented control records its drawing.
extension SegmentedControl {
    /// The state a segment is drawn in: selected, highlighted while pressed, disabled.
    func state(ofSegment index: Int) -> State {
        var state = State.normal
        if index == storedSelectedIndex { state.insert(.selected) }
        if index == pressedIndex { state.insert(.highlighted) }
        if !segments[index].isEnabled || !isEnabled { state.insert(.disabled) }
        return state
    }

    /// Records the background, the selection indicator (inset 2 points), the pressed segment,
    /// the dividers between two unselected neighbours, and each segment's content centred (moved
    /// by its content offset).
    func drawSegments(in context: GraphicsContext) {
        if !isEnabled { context.setAlpha(Switch.disabledAlpha) }
        context.fill(bounds, with: .tertiarySystemFill)
        let frames = segmentFrames
        for (index, frame) in frames.enumerated() {
            if index == storedSelectedIndex {
                context.fill(frame.insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset),
                             with: selectedSegmentTintColor ?? .systemBackground)
            } else if index == pressedIndex {
                context.fill(frame.insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset), with: .systemFill)
            }
        }
        for index in frames.indices.dropFirst() where index != storedSelectedIndex && index - 1 != storedSelectedIndex {
            context.fill(CGRect(x: frames[index].minX - Self.dividerWidth / 2, y: bounds.minY + Self.dividerInset,
                                width: Self.dividerWidth, height: max(bounds.height - 2 * Self.dividerInset, 0)),
                         with: .separator)
        }
        for (index, frame) in frames.enumerated() {
            drawContent(ofSegment: index, in: frame, context: context)
        }
    }

    private func drawContent(ofSegment index: Int, in frame: CGRect, context: GraphicsContext) {
        let segment = segments[index]
        let center = CGPoint(x: frame.midX + segment.contentOffset.width, y: frame.midY + segment.contentOffset.height)
        if let image = segment.image {
            image.draw(in: CGRect(x: center.x - image.size.width / 2, y: center.y - image.size.height / 2,
                                  width: image.size.width, height: image.size.height))
        } else if let title = segment.title, !title.isEmpty {
            let layout = titleLayout(title, for: state(ofSegment: index))
            let size = layout.usedSize
            layout.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), in: context)
        }
    }

    /// How far the selection indicator sits inside its segment.
    static let indicatorInset: CGFloat = 2
    /// The width of a divider.
    static let dividerWidth: CGFloat = 1
    /// How far a divider stops short of the top and bottom edges.
    static let dividerInset: CGFloat = 8
}
