import Foundation

/// A bar of tabs — UIKit's `UITabBar`: one tappable button per item, side by side, and a
/// selected item.
///
/// A ``TabBarController`` owns one (``TabBarController/tabBar``) at the bottom of its view whose
/// items are its tabs' ``ViewControllerBase/tabBarItem``s; tapping one selects that tab through
/// the same path as ``TabBarController/tap(tabAt:)``. A bar made by hand selects the tapped item
/// and tells its ``delegate``. Each button is a ``Control``, so ``Window/tap(_:)-(ViewNode)`` and the other
/// touch simulations reach it; it draws its item's title as text.
@MainActor
open class TabBar: ViewNode {
    /// Creates a bar with no items.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
    }

    /// The bar's items, in order (an empty array when there are none).
    ///
    /// Setting it is ``setItems(_:animated:)`` without animation.
    public var items: [TabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item, or `nil`. Setting an item that is not on the bar selects none.
    ///
    /// Refused with UIKit's message on a tab bar controller's bar, whose selection is its
    /// controller's.
    public var selectedItem: TabBarItem? {
        get { storedSelectedItem }
        set {
            if let managingController {
                return refuseManagedChange(
                    "Directly modifying a tab bar managed by a tab bar controller is not allowed.", controller: managingController)
            }
            storedSelectedItem = newValue.flatMap { item in storedItems.contains { $0 === item } ? item : nil }
        }
    }

    /// The delegate told about taps on a bar made by hand.
    ///
    /// Setting it on a tab bar controller's bar is refused with UIKit's message.
    public weak var delegate: (any TabBarDelegate)? {
        get { storedDelegate }
        set {
            if let managingController {
                return refuseManagedChange(
                    "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.",
                    controller: managingController)
            }
            storedDelegate = newValue
        }
    }

    /// Replaces the bar's items; a selected item no longer on the bar is deselected. `animated`
    /// is recorded only.
    ///
    /// Refused with UIKit's message on a tab bar controller's bar, whose items are its tabs'.
    public func setItems(_ items: [TabBarItem]?, animated: Bool) {
        if let managingController {
            return refuseManagedChange(
                "Directly modifying a tab bar managed by a tab bar controller is not allowed.", controller: managingController)
        }
        storedItems = items ?? []
    }

    /// Gives each item's button an equal share of the bar's width and the standard 49 points of
    /// height from the bar's top (the rest of a tab bar controller's bar covers the bottom safe
    /// area). Overrides call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: min(BarMetrics.tabBarHeight, bounds.height))
        }
    }

    // MARK: - Internals

    /// The tab bar controller whose tabs the items are, if any.
    weak var managingController: TabBarController?
    private weak var storedDelegate: (any TabBarDelegate)?

    var storedItems: [TabBarItem] = [] {
        didSet {
            for item in oldValue where item.host === self { item.host = nil }
            for item in storedItems { item.host = self }
            if let selected = storedSelectedItem, !storedItems.contains(where: { $0 === selected }) { storedSelectedItem = nil }
            reloadItemViews()
        }
    }

    var storedSelectedItem: TabBarItem? {
        didSet { if storedSelectedItem !== oldValue { reloadItemViews() } }
    }

    /// One button per item, in the items' order.
    private var buttons: [BarButtonControl] = []

    /// The button the bar shows for `item` — for tests and the random-operation tester.
    package func view(for item: TabBarItem) -> ViewNode? {
        guard let index = storedItems.firstIndex(where: { $0 === item }), buttons.indices.contains(index) else { return nil }
        return buttons[index]
    }

    /// Sets the items and the selection of a tab bar controller's bar: the controller's path.
    func setManagedItems(_ items: [TabBarItem], selected: TabBarItem?) {
        if items.count != storedItems.count || zip(items, storedItems).contains(where: { $0 !== $1 }) { storedItems = items }
        if storedSelectedItem !== selected { storedSelectedItem = selected }
    }

    /// Makes the buttons match the items: one per item, titled with the item's title (and badge)
    /// after its image, the selected one drawn in the tint colour with its selected image.
    func reloadItemViews() {
        while buttons.count > storedItems.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < storedItems.count {
            let button = BarButtonControl(title: "", titleColor: .gray)
            let index = buttons.count
            button.onTap = { [weak self] in self?.buttonTapped(at: index) }
            buttons.append(button)
            addSubview(button)
        }
        for (item, button) in zip(storedItems, buttons) {
            button.title = item.displayTitle + (item.badgeValue.map { " (\($0))" } ?? "")
            button.titleColor = item === storedSelectedItem ? .blue : .gray
            button.image = item === storedSelectedItem ? item.selectedImage ?? item.image : item.image
            button.isEnabled = item.isEnabled
        }
        setNeedsLayout()
    }

    private func buttonTapped(at index: Int) {
        guard storedItems.indices.contains(index) else { return }
        if let managingController {
            managingController.userSelectTab(at: index)
        } else {
            let item = storedItems[index]
            storedSelectedItem = item
            storedDelegate?.tabBar(self, didSelect: item)
        }
    }

    private func refuseManagedChange(_ uikitText: String, controller: TabBarController) {
        controller.reportMisuse(Diagnostic(
            kind: .barManagedByController,
            message: "\(uikitText) The change to \(self) was refused; its items and selection are those of \(controller) "
                + "(set its viewControllers, selectedIndex or the tabs' tabBarItem instead).",
            objects: [self, controller]))
    }
}

extension TabBar: BarItemHost {
    func barItemDidChange(_ item: AnyObject) {
        reloadItemViews()
    }
}
