import Foundation
import HeadlessKit

/// Fix (c), before: a badge sized by its text that invalidates its intrinsic size in every
/// `layoutSubviews()`, "to be safe", as well as when its text changes.
final class SelfInvalidatingBadge: ViewNode {
    var text = "" {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(text.count) * 8 + 16, height: 24)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        invalidateIntrinsicContentSize()
    }
}
