import Foundation

/// The pinch recognizer a ``ScrollView`` zooms with: it recognizes alongside the scroll view's
/// pan and runs the scroll view's zoom before its other targets' actions.
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    weak var scrollView: ScrollView?

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.panGestureRecognizer
    }

    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.panGestureRecognizer
    }

    override func sendActions(for state: State) {
        scrollView?.pinchDidChange(to: state)
        super.sendActions(for: state)
    }
}
