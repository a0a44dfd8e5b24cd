/// What a gesture recognizer's delegate may decide — HeadlessKit's `UIGestureRecognizerDelegate`.
///
/// Every method has a default (UIKit's answer when the delegate does not implement it), so a
/// delegate implements only what it cares about.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave the possible state (begin, or recognize); `false`
    /// makes it fail. The default is `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` receives `touch`, asked once when the touch begins. The
    /// default is `true`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Whether the two recognizers may recognize at the same time (either delegate answering
    /// `true` is enough). The default is `false`: the first to recognize prevents the other.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it
    /// recognizes. The default is `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool

    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail before it
    /// recognizes. The default is `false`.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Returns `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Returns `true`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    /// Returns `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Returns `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Returns `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}
