import Foundation

/// A bar of navigation items: the top item's title and bar button items, and a back button to
/// the item below — UIKit's `UINavigationBar`.
///
/// A ``NavigationController`` owns one (``NavigationController/navigationBar``) whose items mirror
/// its stack's ``ViewControllerBase/navigationItem``s; tapping its back button pops the stack,
/// animated. A bar made by hand manages its own items with ``pushItem(_:animated:)`` and
/// ``popItem(animated:)``, asking its ``delegate``.
///
/// The bar shows a tappable button for the back button and for each bar button item (a
/// ``Control``, so ``Window/tap(_:)-(ViewNode)`` and the other touch simulations reach it), each item's
/// custom view, and its top item's title view — or draws the top item's title as text in
/// ``ViewNode/draw(_:)``. Large titles are not shown (see <doc:DifferencesFromUIKit>).
@MainActor
open class NavigationBar: ViewNode {
    /// Creates a bar with no items.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeArchivedNavigationBarProperties(from: coder)
    }

    /// The items on the bar's stack, bottom first (an empty array when there are none).
    ///
    /// Setting it is ``setItems(_:animated:)`` without animation.
    public var items: [NavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item at the top of the stack, whose title and bar button items show.
    public var topItem: NavigationItem? { storedItems.last }

    /// The item below the top one, whose back button title the back button shows.
    public var backItem: NavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// The delegate asked before the bar's own pushes and pops.
    ///
    /// A navigation controller's bar is its navigation controller's, as in UIKit: setting a
    /// delegate on it is refused with UIKit's message and a diagnostic.
    public weak var delegate: (any NavigationBarDelegate)? {
        get { storedDelegate }
        set {
            if let managingController {
                return refuseManagedChange(
                    "Cannot manually set the delegate on a UINavigationBar managed by a controller.",
                    controller: managingController)
            }
            storedDelegate = newValue
        }
    }

    /// Whether the bar is translucent, so content shows under it (default `true`, UIKit's).
    /// Recorded only: HeadlessKit composites nothing.
    public var isTranslucent = true

    /// Pushes `item` onto the bar's stack, if the delegate agrees: the delegate's `shouldPush`,
    /// the push, then `didPush`. `animated` is recorded only.
    ///
    /// Refused with UIKit's message on a navigation controller's bar, whose items follow its stack.
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        if let managingController {
            return refuseManagedChange(
                "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.",
                controller: managingController)
        }
        guard storedDelegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        storedItems.append(item)
        storedDelegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees (`shouldPop`, the pop, then `didPop`); returns
    /// it, or `nil` when there is one item or none, or the delegate refused. `animated` is
    /// recorded only.
    ///
    /// Refused with UIKit's message on a navigation controller's bar, whose items follow its stack.
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        if let managingController {
            refuseManagedChange(
                "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.",
                controller: managingController)
            return nil
        }
        guard storedItems.count > 1, let top = topItem, storedDelegate?.navigationBar(self, shouldPop: top) ?? true,
              topItem === top else { return nil }
        storedItems.removeLast()
        storedDelegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Replaces the bar's stack; the delegate is not asked. `animated` is recorded only.
    ///
    /// Refused with UIKit's message on a navigation controller's bar, whose items follow its stack.
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        if let managingController {
            return refuseManagedChange(
                "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.",
                controller: managingController)
        }
        storedItems = items ?? []
    }

    /// Draws the top item's title, centred, when it has no title view — the stand-in for the
    /// title label until HeadlessKit has labels. Overrides call `super` to keep the title.
    open override func draw(_ rect: CGRect) {
        guard let top = topItem, top.titleView == nil, let title = top.title, !title.isEmpty else { return }
        GraphicsContext.current?.draw(
            title, at: CGPoint(x: bounds.midX - CGFloat(title.count) * 4, y: max(0, (bounds.height - 17) / 2)))
    }

    /// Places the back button, the left items from the left edge, the right items from the right
    /// edge (the first rightmost) and the top item's title view in the centre. Overrides call
    /// `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItemViews()
    }

    // MARK: - Internals

    /// The navigation controller whose stack the items mirror, if any.
    weak var managingController: NavigationController?
    private weak var storedDelegate: (any NavigationBarDelegate)?

    var storedItems: [NavigationItem] = [] {
        didSet {
            for item in oldValue where item.host === self { item.host = nil }
            for item in storedItems { item.host = self }
            reloadItemViews()
        }
    }

    /// The views the bar shows for its items, in the order they were placed.
    private var backButton: BarButtonControl?
    private var buttons: [ObjectIdentifier: BarButtonControl] = [:]
    private var shownViews: [ViewNode] = []

    /// The back button, when shown — for tests and the random-operation tester.
    package var backButtonView: ViewNode? { backButton.flatMap { $0.superview === self ? $0 : nil } }

    /// The view the bar shows for `item` — its button or custom view — when shown.
    package func view(for item: BarButtonItem) -> ViewNode? {
        let view = item.customView ?? buttons[ObjectIdentifier(item)]
        return view.flatMap { $0.superview === self ? $0 : nil }
    }

    /// The title the back button shows, or `nil` when there is no back button.
    package var backButtonTitle: String? { backButtonView == nil ? nil : backButton?.title }

    /// Sets the items of a navigation controller's bar: the controller's own path, never refused.
    func setManagedItems(_ items: [NavigationItem]) {
        guard items.count != storedItems.count || zip(items, storedItems).contains(where: { $0 !== $1 }) else { return }
        storedItems = items
    }

    private var showsBackButton: Bool {
        guard backItem != nil, let top = topItem, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    private var leftItems: [BarButtonItem] { topItem?.leftBarButtonItems ?? [] }
    private var rightItems: [BarButtonItem] { topItem?.rightBarButtonItems ?? [] }

    /// Puts in the bar exactly the views its top and back items call for, keeping the ones it
    /// already shows, and marks it for layout and display.
    func reloadItemViews() {
        var wanted: [ViewNode] = []
        if showsBackButton, let backItem {
            let back = backButton ?? makeBackButton()
            backButton = back
            back.title = backItem.backTitle
            wanted.append(back)
        }
        var keptButtons: [ObjectIdentifier: BarButtonControl] = [:]
        for item in leftItems + rightItems {
            item.host = self
            if let custom = item.customView {
                wanted.append(custom)
            } else if !item.isSpace {
                let button = buttons[ObjectIdentifier(item)] ?? makeButton(for: item)
                button.title = item.displayTitle
                button.image = item.image
                button.titleColor = item.tintColor ?? .blue
                button.isEnabled = item.isEnabled
                keptButtons[ObjectIdentifier(item)] = button
                wanted.append(button)
            }
        }
        buttons = keptButtons
        if let titleView = topItem?.titleView { wanted.append(titleView) }
        for view in shownViews where view.superview === self && !wanted.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== self { addSubview(view) }
        shownViews = wanted
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func makeBackButton() -> BarButtonControl {
        let button = BarButtonControl(title: "Back")
        button.onTap = { [weak self] in self?.backButtonTapped() }
        return button
    }

    private func makeButton(for item: BarButtonItem) -> BarButtonControl {
        let button = BarButtonControl(title: item.displayTitle)
        button.onTap = { [weak item] in item?.performTap() }
        return button
    }

    /// The back button was tapped: a navigation controller pops, animated, through
    /// ``NavigationController/popViewController(animated:)``; a bar of its own pops its top item
    /// if its delegate agrees.
    private func backButtonTapped() {
        if let managingController {
            managingController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    private func layOutItemViews() {
        let height = bounds.height
        var left = BarMetrics.spacing
        var right = bounds.width - BarMetrics.spacing
        func width(of item: BarButtonItem) -> CGFloat {
            if item.width > 0 { return item.width }
            if let custom = item.customView { return custom.bounds.width }
            return BarMetrics.width(ofTitle: item.displayTitle, image: item.image)
        }
        func place(_ view: ViewNode, x: CGFloat, width: CGFloat, isButton: Bool) {
            let viewHeight = isButton ? height : view.bounds.height
            view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: width, height: viewHeight)
        }
        if let back = backButtonView as? BarButtonControl {
            let width = BarMetrics.width(ofTitle: back.title)
            place(back, x: left, width: width, isButton: true)
            left += width + BarMetrics.spacing
        }
        for item in leftItems where item.systemItem != .flexibleSpace {
            let itemWidth = width(of: item)
            if let view = view(for: item) { place(view, x: left, width: itemWidth, isButton: item.customView == nil) }
            left += itemWidth + BarMetrics.spacing
        }
        for item in rightItems where item.systemItem != .flexibleSpace {
            let itemWidth = width(of: item)
            right -= itemWidth
            if let view = view(for: item) { place(view, x: right, width: itemWidth, isButton: item.customView == nil) }
            right -= BarMetrics.spacing
        }
        if let titleView = topItem?.titleView, titleView.superview === self {
            let size = titleView.bounds.size
            titleView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
        }
    }

    private func refuseManagedChange(_ uikitText: String, controller: NavigationController) {
        controller.reportMisuse(Diagnostic(
            kind: .barManagedByController,
            message: "\(uikitText) The change to \(self) was refused; its items follow the stack of \(controller) "
                + "(push, pop or set its view controllers, or change their navigationItem, instead).",
            objects: [self, controller]))
    }
}

extension NavigationBar: BarItemHost {
    func barItemDidChange(_ item: AnyObject) {
        reloadItemViews()
    }
}
