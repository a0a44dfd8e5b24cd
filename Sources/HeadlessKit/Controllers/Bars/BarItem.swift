import Foundation

/// An item shown on a bar — UIKit's `UIBarItem`, the base of ``BarButtonItem`` and ``TabBarItem``.
///
/// An item shows a ``title``, an ``image``, or both. UIKit's landscape and large-content images
/// are not modelled.
@MainActor
open class BarItem: ArchiveDecodable {
    /// Creates an item with no title.
    public init() {}

    /// Creates an item from an archive (a controller's `tabBarItem`, a navigation item's bar
    /// button items): its `title`, `image`, `isEnabled`, `tag`, `accessibilityIdentifier` and
    /// `accessibilityLabel`.
    ///
    /// Required, as UIKit's is: a subclass that declares a designated initializer also declares
    /// this one and calls `super.init(coder:)`.
    public required init?(coder: Coder) {
        decodeArchivedItemProperties(from: coder)
    }

    /// Called on an item a nib or storyboard made, once every object of the archive is made and
    /// every outlet and action connected. The default does nothing; call `super` first.
    open func awakeFromNib() {}

    /// The title shown on the item (default `nil`). A bar showing the item updates it at once.
    public var title: String? {
        didSet { itemDidChange() }
    }

    /// Whether the item takes taps (default `true`). A disabled item shown on a bar ignores them.
    public var isEnabled = true {
        didSet { itemDidChange() }
    }

    /// The image shown on the item (default `nil`), at its own size, before the title. A bar
    /// showing the item updates it at once.
    public var image: Image? {
        didSet { itemDidChange() }
    }

    /// An integer that identifies the item in your code (default 0).
    public var tag = 0

    /// A string that identifies the item to UI tests and diagnostics, never shown to the person
    /// (UIKit's `accessibilityIdentifier`, from `UIAccessibilityIdentification`; default `nil`).
    open var accessibilityIdentifier: String?

    /// A short description of the item for assistive technologies (UIKit's `accessibilityLabel`;
    /// default `nil`, and the item's title is read in its place).
    open var accessibilityLabel: String?

    /// The bar showing the item, told when the item changes. Held weakly: a bar owns its items'
    /// views, not the items.
    weak var host: (any BarItemHost)?

    /// Tells the bar showing the item to show it anew.
    func itemDidChange() {
        host?.barItemDidChange(self)
    }
}

/// A bar that shows items and updates their views when they change: a navigation bar, a tab bar.
@MainActor
protocol BarItemHost: AnyObject {
    /// `item`, shown on this bar (or on an item it shows), changed.
    func barItemDidChange(_ item: AnyObject)
}

/// The placeholder metrics bars use until HeadlessKit can measure text **(chosen: 8 points per
/// character plus 8 on each side, and never narrower than a 44-point touch target)**. A later
/// package that measures text with fonts replaces these widths, not the bars' public API.
enum BarMetrics {
    /// The height of a navigation bar without a large title (UIKit's standard 44 points).
    static let navigationBarHeight: CGFloat = 44
    /// The height of a tab bar above the bottom safe area (UIKit's standard 49 points).
    static let tabBarHeight: CGFloat = 49
    /// The space between a bar's edge and its first item, and between items.
    static let spacing: CGFloat = 8

    /// The width of a button showing `title`, after `image` when there is one: the image's
    /// width, then the spacing when there is a title too.
    static func width(ofTitle title: String, image: Image? = nil) -> CGFloat {
        max(44, imageWidth(image, beside: title) + CGFloat(title.count) * 8 + 2 * spacing)
    }

    /// How far a button's title starts after its leading spacing: past the image and a spacing.
    static func imageWidth(_ image: Image?, beside title: String) -> CGFloat {
        guard let image else { return 0 }
        return image.size.width + (title.isEmpty ? 0 : spacing)
    }
}
