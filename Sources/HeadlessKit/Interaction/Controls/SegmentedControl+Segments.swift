import Foundation

/// Adding, removing and configuring segments, with UIKit's rules for indexes out of range.
///
/// UIKit documents every segment index as "pinned" to the last segment (to the end, for an
/// insertion) when it exceeds the range; its index is unsigned, so a negative index pins too.
/// HeadlessKit pins the same way — except for titles and images, which UIKit actually reads
/// from an array and so raises `NSRangeException` for (whatever its documentation says):
/// HeadlessKit refuses those with a ``Diagnostic/Kind/segmentIndexOutOfRange`` diagnostic.
extension SegmentedControl {
    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    // MARK: - Inserting and removing

    /// Inserts a segment titled `title` before the segment at `segment`; an index beyond the
    /// last (or negative) appends it. `animated` is accepted for UIKit's signature.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(ControlSegment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` before the segment at `segment`; an index beyond the
    /// last (or negative) appends it.
    public func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(ControlSegment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (showing its title) before the segment at `segment`;
    /// selecting it runs the action, then the ``Control/Event/valueChanged`` actions.
    public func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(ControlSegment(title: action.title, action: action), at: segment)
    }

    /// Removes the segment at `segment` (pinned to the last one); with no segments, does nothing.
    /// Removing the selected segment leaves ``noSegment`` selected.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinnedIndex(segment) else { return }
        segments.remove(at: index)
        if storedSelectedIndex == index {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > index {
            storedSelectedIndex -= 1
        }
        if let pressed = pressedIndex { pressedIndex = pressed == index ? nil : (pressed > index ? pressed - 1 : pressed) }
        geometryDidChange()
    }

    /// Removes every segment; ``noSegment`` is selected.
    public func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        pressedIndex = nil
        geometryDidChange()
    }

    // MARK: - Content

    /// Sets the title of the segment at `segment` (its image goes: a segment shows one or the
    /// other). An index out of range is refused, as UIKit raises `NSRangeException`.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, in: "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        geometryDidChange()
    }

    /// The title of the segment at `segment`, or `nil`. An index out of range is refused
    /// (returning `nil`), as UIKit raises `NSRangeException`.
    public func titleForSegment(at segment: Int) -> String? {
        guard checkIndex(segment, in: "titleForSegment(at:)") else { return nil }
        return segments[segment].title
    }

    /// Sets the image of the segment at `segment` (its title goes). An index out of range is
    /// refused, as UIKit raises `NSRangeException`.
    public func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard checkIndex(segment, in: "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        geometryDidChange()
    }

    /// The image of the segment at `segment`, or `nil`. An index out of range is refused
    /// (returning `nil`), as UIKit raises `NSRangeException`.
    public func imageForSegment(at segment: Int) -> Image? {
        guard checkIndex(segment, in: "imageForSegment(at:)") else { return nil }
        return segments[segment].image
    }

    /// Sets the action of the segment at `segment` (pinned) and shows its title.
    public func setAction(_ action: Action, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].action = action
        segments[index].title = action.title
        segments[index].image = nil
        geometryDidChange()
    }

    /// The action of the segment at `segment` (pinned), or `nil`.
    public func actionForSegment(at segment: Int) -> Action? {
        pinnedIndex(segment).flatMap { segments[$0].action }
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    public func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    // MARK: - Behaviour and geometry

    /// Enables or disables the segment at `segment` (pinned); a finger never presses or selects a
    /// disabled segment.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].isEnabled = enabled
        if !enabled, pressedIndex == index { pressedIndex = nil }
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` (pinned) is enabled; `false` with no segments.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        pinnedIndex(segment).map { segments[$0].isEnabled } ?? false
    }

    /// Sets the width of the segment at `segment` (pinned); 0 (the default) sizes it
    /// automatically. A negative, NaN or infinite width is refused with a
    /// ``Diagnostic/Kind/invalidControlValue`` diagnostic **(chosen)**.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        let kept = controlNumber(Double(segments[index].width))
        guard acceptsControlValue(Double(width), named: "setWidth(_:forSegmentAt:)", keeping: kept) else { return }
        guard width >= 0 else {
            return reportMisuse(Diagnostic(
                kind: .invalidControlValue,
                message: "SegmentedControl.setWidth(_:forSegmentAt:) was given a negative width, \(controlNumber(Double(width))). "
                    + "HeadlessKit kept \(kept); pass 0 to size the segment automatically, or a positive width.",
                objects: [self]))
        }
        segments[index].width = width
        geometryDidChange()
    }

    /// The width set for the segment at `segment` (pinned): 0 when it sizes automatically.
    public func widthForSegment(at segment: Int) -> CGFloat {
        pinnedIndex(segment).map { segments[$0].width } ?? 0
    }

    /// Moves the content of the segment at `segment` (pinned) by `offset` from its centre. A NaN
    /// or infinite offset is refused with a ``Diagnostic/Kind/invalidControlValue`` diagnostic.
    public func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        let kept = "(\(controlNumber(Double(segments[index].contentOffset.width))), "
            + "\(controlNumber(Double(segments[index].contentOffset.height))))"
        guard acceptsControlValue(Double(offset.width), named: "setContentOffset(_:forSegmentAt:)", keeping: kept),
              acceptsControlValue(Double(offset.height), named: "setContentOffset(_:forSegmentAt:)", keeping: kept)
        else { return }
        segments[index].contentOffset = offset
        setNeedsDisplay()
    }

    /// The content offset of the segment at `segment` (pinned); zero with no segments.
    public func contentOffsetForSegment(at segment: Int) -> CGSize {
        pinnedIndex(segment).map { segments[$0].contentOffset } ?? .zero
    }

    /// Sets the attributes (font, foreground colour…) titles are drawn with in `state`; `nil`
    /// removes them. The normal state's font also measures the segments.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributesByState[state] = attributes
        geometryDidChange()
    }

    /// The title attributes set for exactly `state`, or `nil`.
    public func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state]
    }

    // MARK: - Indexes

    /// `segment` pinned into the segments (UIKit's rule: beyond the last, or negative, means the
    /// last), or `nil` when there are none.
    func pinnedIndex(_ segment: Int) -> Int? {
        guard !segments.isEmpty else { return nil }
        return segments.indices.contains(segment) ? segment : segments.count - 1
    }

    private func insert(_ segment: ControlSegment, at index: Int) {
        let position = (0...segments.count).contains(index) ? index : segments.count
        segments.insert(segment, at: position)
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        if let pressed = pressedIndex, pressed >= position { pressedIndex = pressed + 1 }
        geometryDidChange()
    }

    /// Whether `segment` names a segment; if not, reports it as UIKit's array read raises.
    private func checkIndex(_ segment: Int, in api: String) -> Bool {
        guard !segments.indices.contains(segment) else { return true }
        let bounds = segments.isEmpty ? "for empty array" : "[0 .. \(segments.count - 1)]"
        refuseSegmentIndex(
            segment, in: api,
            rule: "*** -[__NSArrayM objectAtIndex:]: index \(UInt(bitPattern: segment)) beyond bounds \(bounds)",
            uikitTextFirst: true)
        return false
    }

    /// Reports an index that names no segment.
    func refuseSegmentIndex(_ segment: Int, in api: String, rule: String, uikitTextFirst: Bool = false) {
        let range = segments.isEmpty ? "no segments" : "\(segments.count) segment\(segments.count == 1 ? "" : "s") (0...\(segments.count - 1))"
        let message = uikitTextFirst
            ? "\(rule). SegmentedControl.\(api) with index \(segment) was refused: the control has \(range). "
                + "Insert the segment first, or pass an index below numberOfSegments."
            : "SegmentedControl.\(api) = \(segment) was refused: the control has \(range); \(rule)."
        reportMisuse(Diagnostic(kind: .segmentIndexOutOfRange, message: message, objects: [self]))
    }
}
