import Foundation

/// What a navigation bar shows for one controller on a navigation stack — UIKit's
/// `UINavigationItem`: a title (or a title view), bar button items on each side, and what the
/// back button to it looks like from the controller above.
///
/// Every controller has one (``ViewControllerBase/navigationItem``); a navigation controller's
/// bar mirrors its stack's items, and shows changes to them at once.
@MainActor
open class NavigationItem: ArchiveDecodable {
    /// How a navigation item's title shows when the bar prefers large titles — UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`. HeadlessKit's bars never show large titles (see
    /// <doc:DifferencesFromUIKit>), so the mode is recorded only.
    public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
        /// As the item below it on the stack does (the default).
        case automatic = 0
        /// Always a large title.
        case always = 1
        /// Never a large title.
        case never = 2
    }

    /// Creates an item with a title (`nil` by default).
    public init(title: String? = nil) {
        self.title = title
    }

    /// Creates an item from an archive (a controller's `navigationItem`): `title`, `prompt`,
    /// `backButtonTitle`, `hidesBackButton`, `leftItemsSupplementBackButton`,
    /// `largeTitleDisplayMode`, `titleView` (an archived view), `backBarButtonItem`, and
    /// `leftBarButtonItems` and `rightBarButtonItems` (arrays of archived ``BarButtonItem``s).
    ///
    /// Required, as UIKit's is: a subclass that declares a designated initializer also declares
    /// this one and calls `super.init(coder:)`.
    public required init?(coder: Coder) {
        decodeArchivedNavigationItemProperties(from: coder)
    }

    /// Called on an item a nib or storyboard made, once every object of the archive is made and
    /// every outlet and action connected. The default does nothing; call `super` first.
    open func awakeFromNib() {}

    /// The title the bar shows in its centre while this item is on top, and — when the item is
    /// second from the top and sets neither ``backBarButtonItem`` nor ``backButtonTitle`` — the
    /// back button's title.
    public var title: String? { didSet { itemDidChange() } }

    /// A view shown in the bar's centre in place of the title while this item is on top, or `nil`.
    public var titleView: ViewNode? { didSet { itemDidChange() } }

    /// A line of text above the bar, or `nil`. Recorded only: HeadlessKit's bar does not grow to
    /// show it (see <doc:DifferencesFromUIKit>).
    public var prompt: String? { didSet { itemDidChange() } }

    /// The item whose title the back button shows while this item is second from the top, or
    /// `nil`. Its target and action are not used: the back button always pops.
    public var backBarButtonItem: BarButtonItem? { didSet { itemDidChange() } }

    /// The back button's title while this item is second from the top, when
    /// ``backBarButtonItem`` is `nil`; `nil` uses ``title``, and then "Back".
    public var backButtonTitle: String? { didSet { itemDidChange() } }

    /// Whether the bar hides the back button while this item is on top (default `false`).
    public var hidesBackButton = false { didSet { itemDidChange() } }

    /// Whether the left items show beside the back button rather than in its place (default
    /// `false`: left items replace the back button).
    public var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    /// How the title shows when the bar prefers large titles (default
    /// ``LargeTitleDisplayMode/automatic``); recorded only.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// The items on the bar's left, first leftmost, or `nil`.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }

    /// The items on the bar's right, first rightmost, or `nil`.
    public var rightBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }

    /// The first of ``leftBarButtonItems``; setting it makes it the only left item (`nil` removes them).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (rightmost) of ``rightBarButtonItems``; setting it makes it the only right item
    /// (`nil` removes them).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``hidesBackButton``. The change shows at once; `animated` is recorded only.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItem``. The change shows at once; `animated` is recorded only.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem``. The change shows at once; `animated` is recorded only.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems``. The change shows at once; `animated` is recorded only.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``. The change shows at once; `animated` is recorded only.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    // MARK: - Internals

    /// The bar showing the item, told when it changes.
    weak var host: (any BarItemHost)?

    private func itemDidChange() {
        host?.barItemDidChange(self)
    }

    /// The back button's title while this item is second from the top: its back item's title,
    /// else its back button title, else its title, else "Back" — UIKit's order.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }
}
