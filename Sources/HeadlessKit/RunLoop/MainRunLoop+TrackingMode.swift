/// Keeping the loop in tracking mode while something tracks a finger or decelerates, as UIKit's
/// scroll views switch the main run loop to `UITrackingRunLoopMode`.
///
/// Several objects may hold the mode at once (nested scroll views); the loop returns to
/// ``RunLoopMode/default`` when the last one releases it or is freed.
extension MainRunLoop {
    /// Puts the loop in ``RunLoopMode/tracking`` on behalf of `holder`, until it releases it.
    func holdTrackingMode(for holder: AnyObject) {
        trackingModeHolders.removeAll { $0.object == nil }
        if !trackingModeHolders.contains(where: { $0.object === holder }) {
            trackingModeHolders.append(WeakTrackingModeHolder(object: holder))
        }
        runningMode = .tracking
    }

    /// Releases `holder`'s hold (and those of freed holders, for `nil`); the loop goes back to
    /// ``RunLoopMode/default`` when no holder is left and it is still in tracking mode.
    func releaseTrackingMode(for holder: AnyObject?) {
        trackingModeHolders.removeAll { $0.object == nil || $0.object === holder }
        if trackingModeHolders.isEmpty, runningMode == .tracking { runningMode = .default }
    }
}

/// An object holding a loop in tracking mode, held weakly so a freed holder releases its hold.
struct WeakTrackingModeHolder {
    weak var object: AnyObject?
}
