/// UIKit's built-in animation curves — `UIView.AnimationCurve`, with UIKit's raw values.
///
/// Each curve is one of Core Animation's named timing functions, so a curve and the function of
/// the same shape ease identically: ``easeInOut`` is (0.42, 0), (0.58, 1); ``easeIn`` is
/// (0.42, 0), (1, 1); ``easeOut`` is (0, 0), (0.58, 1); ``linear`` is the diagonal.
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    /// Starts slowly, speeds up through the middle, and slows down again (UIKit's default).
    case easeInOut = 0
    /// Starts slowly, then speeds up.
    case easeIn = 1
    /// Starts quickly, then slows down.
    case easeOut = 2
    /// Even pacing.
    case linear = 3

    /// The name of the Core Animation timing function with this curve's shape.
    public var timingFunctionName: MediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
