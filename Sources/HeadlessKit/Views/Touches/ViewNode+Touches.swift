/// A view's gesture recognizers and how it takes fingers.
extension ViewNode {
    /// The gesture recognizers attached to the view, in the order they were added, or `nil`.
    public var gestureRecognizers: [GestureRecognizer]? {
        get {
            guard let recognizers = extras?.gestureRecognizers, !recognizers.isEmpty else { return nil }
            return recognizers
        }
        set {
            for recognizer in extras?.gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view; it then receives every touch that begins in
    /// the view or below it. A recognizer attached to another view moves here, as in UIKit.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if let previous = gestureRecognizer.attachedView {
            if previous === self { return }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        mutableExtras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Detaches `gestureRecognizer`; a gesture it had begun ends without further actions.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.attachedView === self else { return }
        gestureRecognizer.environment?.recognizerWasRemoved(gestureRecognizer)
        // The cancelled action sent meanwhile may have removed it already, or attached it to
        // another view: that attachment stands.
        guard gestureRecognizer.attachedView === self else { return }
        extras?.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.attachedView = nil
    }

    /// Whether the view hears of more than one finger at a time. The default is `false`: while
    /// a finger is down on the view, other fingers landing on it are not delivered to it.
    public var isMultipleTouchEnabled: Bool {
        get { flags.contains(.isMultipleTouchEnabled) }
        set { setFlag(.isMultipleTouchEnabled, newValue) }
    }

    /// Whether the view takes fingers exclusively: while it tracks one, no other view in the
    /// window hears of new ones, and it hears of none while another view tracks one. The default
    /// is `false`.
    public var isExclusiveTouch: Bool {
        get { flags.contains(.isExclusiveTouch) }
        set { setFlag(.isExclusiveTouch, newValue) }
    }
}
