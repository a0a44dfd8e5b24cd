import Foundation

/// The pan recognizer a ``ScrollView`` drags its content with: a ``PanGestureRecognizer`` that
/// tells its scroll view of touch-down and lift, begins only when the scroll view can scroll
/// along the movement, recognizes alongside the scroll view's pinch, and runs the scroll view's
/// drag before its other targets' actions (UIKit's scroll view adds its own target first).
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scrollView?.touchDidBegin()
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        scrollView?.trackingDidEnd()
    }

    override func shouldBeginPanning(translation: CGPoint) -> Bool {
        guard super.shouldBeginPanning(translation: translation), let scrollView else { return false }
        return scrollView.panMayBegin(translation: translation)
    }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.pinchGestureRecognizer
    }

    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.pinchGestureRecognizer
    }

    override func sendActions(for state: State) {
        scrollView?.panDidChange(to: state)
        super.sendActions(for: state)
    }
}
