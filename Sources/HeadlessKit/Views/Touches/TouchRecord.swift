/// What one window knows about one finger: the view it hit, the recognizers that receive it, and
/// how far the view has been told about it.
@MainActor
final class TouchRecord {
    /// How far the touch's view has been told about the touch.
    enum ViewDelivery {
        /// Nothing yet (`touchesBegan(_:with:)` may be delayed by a recognizer).
        case none
        /// `touchesBegan(_:with:)` was delivered; the view is tracking the touch.
        case began
        /// `touchesEnded(_:with:)` was delivered.
        case ended
        /// A recognizer took the touch; `touchesCancelled(_:with:)` follows its action.
        case cancelPending
        /// `touchesCancelled(_:with:)` was delivered.
        case cancelled
        /// The view never hears of the touch (a recognizer took it before it was delivered, or
        /// the view does not take a second finger).
        case withheld

        /// Whether the view will hear nothing more of the touch.
        var isFinal: Bool {
            switch self {
            case .ended, .cancelled, .withheld: true
            case .none, .began, .cancelPending: false
            }
        }
    }

    let touch: Touch
    /// The view the touch hit; kept alive while the touch lasts, as UIKit's touch keeps its view.
    let view: ViewNode?
    var recognizers: [GestureRecognizer]
    var delivery = ViewDelivery.none
    /// The touch moved in an event whose moves the view has not been told of yet.
    var hasUndeliveredMove = false

    init(touch: Touch, view: ViewNode?, recognizers: [GestureRecognizer]) {
        self.touch = touch
        self.view = view
        self.recognizers = recognizers
    }

    /// Whether a recognizer that delays `touchesBegan(_:with:)` may still recognize.
    var isBeganDelayed: Bool {
        recognizers.contains { $0.delaysTouchesBegan && $0.isEnabled && $0.isUndecided }
    }

    /// Whether a recognizer that delays `touchesEnded(_:with:)` may still recognize.
    var isEndDelayed: Bool {
        recognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0.isUndecided }
    }

    /// Whether the touch lifted or was cancelled.
    var touchIsOver: Bool { touch.phase == .ended || touch.phase == .cancelled }
}
