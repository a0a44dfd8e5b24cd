import Foundation

/// UIKit's autoresizing: subviews follow their superview's size change by their masks.
extension ViewNode {
    /// How the view's frame follows changes to its superview's bounds size.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set { storedAutoresizingMask = newValue }
    }

    /// Whether a bounds size change resizes the subviews by their ``autoresizingMask`` (default `true`).
    public var autoresizesSubviews: Bool {
        get { !flags.contains(.doesNotAutoresizeSubviews) }
        set { setFlag(.doesNotAutoresizeSubviews, !newValue) }
    }

    /// Applies every subview's mask for a change from `oldSize` to the current bounds size.
    ///
    /// Along each axis the size difference is shared among the flexible parts (leading margin,
    /// size, trailing margin) in proportion to their current lengths, as UIKit documents; when the
    /// flexible parts have no length, it is shared equally.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = storedBounds.size
        for subview in subviews where !subview.storedAutoresizingMask.isEmpty {
            let mask = subview.storedAutoresizingMask
            let old = subview.frame
            let (x, width) = Self.resize(
                origin: old.minX, length: old.width, oldContainer: oldSize.width, newContainer: newSize.width,
                flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleTrailing: mask.contains(.flexibleRightMargin))
            let (y, height) = Self.resize(
                origin: old.minY, length: old.height, oldContainer: oldSize.height, newContainer: newSize.height,
                flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleTrailing: mask.contains(.flexibleBottomMargin))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis of the autoresizing arithmetic; returns the new origin and length.
    nonisolated static func resize(
        origin: CGFloat, length: CGFloat, oldContainer: CGFloat, newContainer: CGFloat,
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = newContainer - oldContainer
        let flexibleCount = [flexibleLeading, flexibleLength, flexibleTrailing].filter { $0 }.count
        guard delta != 0, flexibleCount > 0 else { return (origin, length) }
        var leading = origin
        var size = length
        let trailing = oldContainer - origin - length
        // Parts that stick out of the container (negative lengths) take no proportional share.
        let leadingPart = flexibleLeading ? max(leading, 0) : 0
        let sizePart = flexibleLength ? max(size, 0) : 0
        let trailingPart = flexibleTrailing ? max(trailing, 0) : 0
        let flexibleTotal = leadingPart + sizePart + trailingPart
        func share(_ part: CGFloat) -> CGFloat {
            flexibleTotal > 0 ? delta * part / flexibleTotal : delta / CGFloat(flexibleCount)
        }
        if flexibleLeading { leading += share(leadingPart) }
        if flexibleLength { size += share(sizePart) }
        return (leading, size)
    }
}

/// Which parts of a view's frame stretch when its superview's bounds size changes, with UIKit's
/// raw values.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's raw value of the mask.
    public let rawValue: UInt

    /// Creates a mask from UIKit's raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The distance to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's short form, as in `recursiveDescription`: `LM+W+RM+TM+H+BM`.
    public var description: String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: "+")
    }
}
