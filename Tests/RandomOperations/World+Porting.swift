import Foundation
import HeadlessKit

/// What ported UIKit screens lean on: scroll views sized by constraints on their content and
/// frame guides, safe area and margin changes that views and controllers hear, controllers made
/// through `init(nibName:bundle:)`, and images on bar items.
extension World {
    func performPortingOperation() {
        switch pick(8) {
        case 0, 1:
            // A view pinned into a scroll view's content guide, as wide as its frame guide.
            let scrollView = scrollViews[pick(scrollViews.count)]
            let view = views[pick(views.count)]
            guard view.superview === scrollView || (!scrollView.isDescendant(of: view) && chance(2)) else { return }
            if view.superview !== scrollView {
                note("\(name(scrollView)).addSubview(\(name(view)))")
                scrollView.addSubview(view)
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            let content = scrollView.contentLayoutGuide
            let pinned = [
                view.topAnchor.constraint(equalTo: content.topAnchor, constant: CGFloat(pick(3) * 10)),
                view.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                view.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                view.heightAnchor.constraint(equalToConstant: CGFloat(pick(6) * 100)),
            ]
            if chance(3) { pinned[2].priority = [250, 999][pick(2)] }
            note("pin \(name(view)) into the content guide of \(name(scrollView))")
            for constraint in pinned {
                constraints.append(constraint)
                track(constraint, "a content guide constraint on \(name(view))")
            }
            LayoutConstraint.activate(pinned)
        case 2:
            guard let window = element(windows) else { return }
            let insets = EdgeInsets(top: CGFloat(pick(3) * 20), left: 0, bottom: CGFloat(pick(3) * 17), right: 0)
            note("\(name(window)).screenSafeAreaInsets = \(insets)")
            window.screenSafeAreaInsets = insets
        case 3:
            let view = anyView()
            let margins = EdgeInsets(top: CGFloat(pick(3) * 8), left: CGFloat(pick(3) * 8), bottom: 8, right: 8)
            note("\(name(view)).layoutMargins = \(margins)")
            view.layoutMargins = margins
        case 4:
            guard let controller = element(controllers) else { return }
            let image = chance(3) ? nil : GraphicsImageRenderer(size: CGSize(width: pick(3) * 10 + 10, height: 20)).image { _ in }
            note("\(name(controller)).tabBarItem.image, selectedImage = \(image?.description ?? "nil")")
            controller.tabBarItem.image = image
            controller.tabBarItem.selectedImage = chance(2) ? image : nil
        case 5:
            guard let controller = element(controllers) else { return }
            let image = GraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
            note("\(name(controller)).navigationItem.rightBarButtonItem = an image item")
            controller.navigationItem.rightBarButtonItem = chance(4)
                ? nil : BarButtonItem(title: chance(2) ? "Go" : nil, image: image, primaryAction: nil)
        case 6:
            let scrollView = scrollViews[pick(scrollViews.count)]
            let size = CGSize(width: pick(4) * 100, height: pick(9) * 100)
            note("\(name(scrollView)).contentSize = \(size) (under its content guide)")
            scrollView.contentSize = size
        default:
            guard let controller = element(controllers) else { return }
            note("\(name(controller)).loadViewIfNeeded() (nib-less controllers only)")
            controller.loadViewIfNeeded()
        }
    }

    /// After the loop ran until idle: every scroll view in a window whose content guide the
    /// engine solves has the guide's solved size as its content size. A suspended app's loop
    /// solves nothing until the app comes back, so a content size set in code meanwhile stands
    /// until then.
    func contentGuideViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen else { return nil }
        for scrollView in scrollViews where scrollView.window?.runLoop === loop {
            let guideFrame = scrollView.contentLayoutGuide.layoutFrame
            guard guideFrame != .zero, guideFrame.size != scrollView.contentSize else { continue }
            return "\(name(scrollView)): contentSize \(scrollView.contentSize) is not its content guide's size \(guideFrame.size)"
        }
        return nil
    }
}
