import Foundation
import HeadlessKit

/// The system minimum margins of controllers' root views: toggling whether a controller respects
/// them, setting margins on root views, resizing windows across the 414-point width where the
/// minimum grows, and probes pinned to root views' margins guides; checked after idle to sit
/// where the root view's margins say.
extension World {
    func performSystemMarginsOperation() {
        let controller = anyController()
        switch pick(6) {
        case 0, 1:
            note("\(name(controller)).viewRespectsSystemMinimumLayoutMargins.toggle()")
            controller.viewRespectsSystemMinimumLayoutMargins.toggle()
        case 2:
            guard let view = controller.viewIfLoaded else { return }
            let margins = DirectionalEdgeInsets(
                top: CGFloat(pick(3) * 10), leading: CGFloat(pick(4) * 10), bottom: 0, trailing: CGFloat(pick(4) * 10))
            note("\(name(view)).directionalLayoutMargins = \(margins)")
            view.directionalLayoutMargins = margins
        case 3:
            let window = windows[pick(windows.count)]
            // Either side of the width where the minimum grows from 16 to 20 points.
            let size = CGSize(width: chance(2) ? 390 : 430, height: 300 + pick(3) * 100)
            note("\(name(window)).transition(toSize: \(size))")
            window.transition(toSize: size, duration: .milliseconds(pick(400)))
        default:
            guard let view = controller.viewIfLoaded, !view.subviews.contains(where: { $0 is MarginProbe }) else { return }
            note("\(name(view)) gets a probe pinned to its margins guide")
            let probe = MarginProbe()
            probe.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(probe)
            let guide = view.layoutMarginsGuide
            LayoutConstraint.activate([
                probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                probe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                probe.topAnchor.constraint(equalTo: guide.topAnchor),
                probe.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
    }

    // MARK: - Checks

    /// After idle: each probe in a controller's root view shown in a window of `loop` spans the
    /// root view's margins, to within a pixel — the margins guide followed every change of the
    /// margins, the safe area and the window's width.
    func systemMarginsViolation(in loop: MainRunLoop) -> String? {
        // A suspended app's loop lays nothing out until the app comes back.
        guard !loop.isFrozen else { return nil }
        for controller in controllers {
            guard let view = controller.viewIfLoaded, let window = view.window, window.runLoop === loop,
                  let probe = view.subviews.first(where: { $0 is MarginProbe }) else { continue }
            let margins = view.layoutMargins
            let width = view.bounds.width - margins.left - margins.right
            // Margins wider than the view leave the probe no width the solver can give it.
            guard width >= 0 else { continue }
            let expected = CGRect(x: margins.left, y: margins.top, width: width, height: 1)
            let tolerance = 1 / window.screen.scale + 0.001
            let off = [probe.frame.minX - expected.minX, probe.frame.minY - expected.minY,
                       probe.frame.width - expected.width, probe.frame.height - expected.height]
            if off.contains(where: { abs($0) > tolerance }) {
                return "\(name(controller))'s probe is at \(probe.frame), not \(expected), for margins \(margins) after idle; bounds \(view.bounds) translates \(view.translatesAutoresizingMaskIntoConstraints) superview \(view.superview.map { name($0) } ?? "none") probe constraints \(probe.constraints.count) view constraints \(view.constraints.count) ambiguous \(probe.hasAmbiguousLayout)"
            }
        }
        return nil
    }
}

/// A view pinned to a root view's margins guide, so the checks can see where the guide lies.
final class MarginProbe: ViewNode {}
