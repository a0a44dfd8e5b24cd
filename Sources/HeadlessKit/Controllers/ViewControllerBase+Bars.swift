import Foundation

/// The controller's edit button, `show(_:sender:)`, and its preferred content size.
extension ViewControllerBase {
    /// A bar button item that toggles editing mode: titled "Edit" (style
    /// ``BarButtonItem/Style/plain``), or "Done" (style ``BarButtonItem/Style/done``) while the
    /// controller ``isEditing``; tapping it calls ``setEditing(_:animated:)`` with the opposite
    /// state, animated. Made on first use; the same item every time.
    public var editButtonItem: BarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = BarButtonItem(title: nil, style: .plain, target: self, action: ViewControllerBase.toggleEditing)
        storedEditButtonItem = item
        item.showsEditing(storedIsEditing)
        return item
    }

    private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    /// The default `show(_:sender:)`: UIKit's `targetViewController(forAction:sender:)` finds the
    /// nearest controller above this one that shows controllers its own way — here a navigation
    /// controller, through the parents **(chosen: not through presenters, whose stack a presented
    /// controller covers)** — and asks it; with none, this controller presents, animated.
    func showInPrimaryContext(_ viewController: ViewControllerBase, sender: Any?) {
        if let navigation = parent?.firstInParentChain({ $0 as? NavigationController }) {
            navigation.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    func setPreferredContentSize(_ size: CGSize) {
        guard GeometryFormat.isFinite(size.width, size.height) else {
            return reportMisuse(Diagnostic(
                kind: .invalidControllerValue,
                message: "preferredContentSize of \(self) is not finite: "
                    + "\(GeometryFormat.bracketed([size.width, size.height])). HeadlessKit kept "
                    + "\(GeometryFormat.bracketed([storedPreferredContentSize.width, storedPreferredContentSize.height])); "
                    + "pass a finite size.",
                objects: [self]))
        }
        storedPreferredContentSize = size
    }
}
