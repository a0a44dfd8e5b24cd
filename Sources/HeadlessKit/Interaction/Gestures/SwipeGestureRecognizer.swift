import Foundation

/// Recognizes a quick stroke in one of the allowed directions — HeadlessKit's
/// `UISwipeGestureRecognizer`.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe can go, as a set.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The direction bits, UIKit's values.
        public let rawValue: UInt

        /// Creates a set of directions from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)

        /// One point of movement in the first direction of the set (right, left, up, down).
        var unitVector: CGPoint {
            if contains(.right) { return CGPoint(x: 1, y: 0) }
            if contains(.left) { return CGPoint(x: -1, y: 0) }
            if contains(.up) { return CGPoint(x: 0, y: -1) }
            if contains(.down) { return CGPoint(x: 0, y: 1) }
            return .zero
        }
    }

    /// The directions that count. The default is `.right`.
    public var direction: Direction = .right
}
