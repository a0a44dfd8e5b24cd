import Foundation

/// The recognizer behind ``ScrollView/delaysContentTouches``: it never recognizes, and while it
/// is undecided it holds back `touchesBegan(_:with:)` from the scroll view's content
/// (`delaysTouchesBegan`). It fails — letting the touches through — after
/// ``delay``, or when the fingers lift (a quick tap then reaches the content as began and ended
/// together); the scroll view's pan, beginning first, makes it fail by excluding it, and the
/// content never hears of the touch. Before letting touches through it asks
/// ``ScrollView/touchesShouldBegin(_:with:in:)``.
final class ContentTouchDelayingRecognizer: GestureRecognizer {
    /// How long content touches are held back: 150 ms, UIKit's documented delay.
    static let delay = Duration.milliseconds(150)

    weak var scrollView: ScrollView?
    /// Bumped at every reset, so a delay scheduled for an earlier touch does nothing.
    private var generation = 0

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
        name = "ScrollViewDelaysTouchesBegan"
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let scrollView else { return }
        // A finger that lands on moving content only stops it, as in UIKit: the content never
        // hears of that touch (a tap on a flung list does not select the row under it). This
        // recognizer hears of the touch before the scroll view's pan stops the motion.
        if scrollView.motion != nil {
            withhold(touches)
            state = .failed
            return
        }
        guard scrollView.delaysContentTouches else { return release(event) }
        guard touches.count == numberOfTouches, let loop = scrollView.storedWindow?.runLoop else { return }
        let scheduled = generation
        loop.perform(after: Self.delay) { [weak self] in
            guard let self, self.generation == scheduled, self.state == .possible else { return }
            self.release(nil)
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, numberOfTouches == touches.count { release(event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        generation &+= 1
    }

    /// Keeps `touches` from the content views for good.
    private func withhold(_ touches: Set<Touch>) {
        guard let environment = scrollView?.storedWindow?.gestureEnvironmentIfMade else { return }
        for touch in touches {
            guard let record = environment.record(for: touch), record.delivery == .none else { continue }
            record.delivery = .withheld
        }
    }

    /// Lets the held touches through to the content views that
    /// ``ScrollView/touchesShouldBegin(_:with:in:)`` accepts, by failing.
    private func release(_ event: Event?) {
        if let scrollView, let window = scrollView.storedWindow, let environment = window.gestureEnvironmentIfMade {
            let event = event ?? window.touchEvent
            for touch in sequenceTouches {
                guard let record = environment.record(for: touch), record.delivery == .none,
                      let view = record.view, view !== scrollView else { continue }
                if !scrollView.touchesShouldBegin([touch], with: event, in: view) { record.delivery = .withheld }
            }
        }
        state = .failed
    }
}
