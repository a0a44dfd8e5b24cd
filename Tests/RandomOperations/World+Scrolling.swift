import Foundation
import HeadlessKit

/// Scroll views: moving them around, configuring them, scrolling them by code and by simulated
/// fingers, and refusing non-finite values.
extension World {
    func performScrollOperation() {
        let scrollView = scrollViews[pick(scrollViews.count)]
        let label = name(scrollView)
        switch pick(16) {
        case 0, 12, 13:
            // Mostly a shown window, so that fingers can reach the scroll view.
            let shown = windows.filter { !$0.isHidden }
            let parent: ViewNode = chance(3) ? anyView() : element(shown) ?? anyView()
            guard parent !== scrollView, !parent.isDescendant(of: scrollView) else { return }
            note("\(name(parent)).addSubview(\(label))")
            parent.addSubview(scrollView)
        case 1:
            let view = views[pick(views.count)]
            guard !scrollView.isDescendant(of: view) else { return }
            note("\(label).addSubview(\(name(view)))")
            scrollView.addSubview(view)
        case 2:
            note("\(label).removeFromSuperview()")
            scrollView.removeFromSuperview()
        case 3:
            let size = CGSize(width: pick(5) * 100, height: pick(8) * 100)
            note("\(label).contentSize = \(size)")
            scrollView.contentSize = size
        case 4:
            let offset = CGPoint(x: pick(300) - 50, y: pick(700) - 50)
            let animated = chance(2)
            note("\(label).setContentOffset(\(offset), animated: \(animated))")
            scrollView.setContentOffset(offset, animated: animated)
        case 5:
            note("\(label): toggle paging, bounces, scrolling, content touches")
            scrollView.isPagingEnabled = chance(2)
            scrollView.bounces = !chance(4)
            scrollView.alwaysBounceVertical = chance(2)
            scrollView.isScrollEnabled = !chance(5)
            scrollView.delaysContentTouches = !chance(3)
            scrollView.canCancelContentTouches = !chance(3)
            scrollView.isDirectionalLockEnabled = chance(2)
            scrollView.decelerationRate = chance(2) ? .normal : .fast
        case 6:
            let inset = EdgeInsets(top: CGFloat(pick(3) * 10), left: 0, bottom: CGFloat(pick(3) * 10), right: 0)
            note("\(label).contentInset = \(inset)")
            scrollView.contentInset = inset
            scrollView.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.allCases[pick(4)]
        case 7:
            let scale = CGFloat(pick(8) + 1) / 2
            let animated = chance(2)
            note("\(label).setZoomScale(\(scale), animated: \(animated))")
            scrollView.maximumZoomScale = 3
            scrollView.setZoomScale(scale, animated: animated)
        case 8, 9, 10, 14, 15:
            // Simulated fingers drive the loop: never from inside a callback.
            guard hookDepth == 0, let window = scrollView.window, !window.isHidden else { return }
            let point = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
            let velocity = CGPoint(x: CGFloat(pick(7)) - 3, y: CGFloat(pick(9)) - 4)
            switch pick(4) {
            case 0:
                note("flick \(label) at \(point), velocity \(velocity)")
                window.flick(from: point, velocity: velocity)
            case 1:
                note("drag \(label) from \(point)")
                window.drag(from: point, to: CGPoint(x: point.x + velocity.x * 30, y: point.y + velocity.y * 30))
            case 2:
                note("tap \(label) at \(point)")
                window.tap(at: point)
            default:
                note("pinch \(label) at \(point)")
                window.pinch(at: point, from: 40, to: CGFloat(pick(100) + 10))
            }
        default:
            let window = windows[pick(windows.count)]
            note("\(name(window)).tapStatusBar()")
            window.tapStatusBar()
        }
    }

    /// A non-finite value given to a scroll view: refused with a diagnostic.
    func scrollMisuse(_ nonFinite: CGFloat) -> (String, () -> Void) {
        let scrollView = scrollViews[pick(scrollViews.count)]
        switch pick(4) {
        case 0: return ("\(name(scrollView)).contentOffset with \(nonFinite)", { scrollView.contentOffset = CGPoint(x: 0, y: nonFinite) })
        case 1: return ("\(name(scrollView)).contentSize with \(nonFinite)", { scrollView.contentSize = CGSize(width: nonFinite, height: 1) })
        case 2: return ("\(name(scrollView)).setZoomScale(\(nonFinite))", { scrollView.setZoomScale(nonFinite, animated: true) })
        default:
            return ("\(name(scrollView)).contentInset with \(nonFinite)", {
                scrollView.contentInset = EdgeInsets(top: 0, left: nonFinite, bottom: 0, right: 0)
            })
        }
    }

    /// What is wrong with the scroll views of `loop`'s windows once it is idle: a loop left in
    /// tracking mode, a scroll view still tracking, decelerating or zooming.
    func scrollingViolation(in loop: MainRunLoop) -> String? {
        if loop.currentMode == .tracking {
            let states = scrollViews.map { scrollView in
                "\(name(scrollView)): tracking \(scrollView.isTracking), decelerating \(scrollView.isDecelerating), "
                    + "dragging \(scrollView.isDragging), zooming \(scrollView.isZooming), pan \(scrollView.panGestureRecognizer.state), "
                    + "in \(scrollView.window.map { name($0) } ?? "no window")"
            }
            return "the loop stayed in tracking mode after it went idle (\(states.joined(separator: "; ")))"
        }
        for scrollView in scrollViews where scrollView.window?.runLoop === loop {
            if scrollView.isZooming {
                return "\(name(scrollView)) still zooming after idle; its pinch is \(scrollView.pinchGestureRecognizer.map { "\($0.state)" } ?? "none")"
            }
            if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating {
                return "\(name(scrollView)) still tracking (\(scrollView.isTracking)), dragging (\(scrollView.isDragging)) "
                    + "or decelerating (\(scrollView.isDecelerating)) after idle; its pan is \(scrollView.panGestureRecognizer.state)"
            }
        }
        return nil
    }
}
