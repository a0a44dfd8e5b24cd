import Foundation
import HeadlessKit

/// Fix (c), after: the same badge invalidating its intrinsic size only when its text changes.
final class BadgeView: ViewNode {
    var text = "" {
        didSet {
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(text.count) * 8 + 16, height: 24)
    }
}
