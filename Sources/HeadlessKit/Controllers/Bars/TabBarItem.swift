import Foundation

/// What a tab bar shows for one tab — UIKit's `UITabBarItem`: a title, an image, a tag and a
/// badge.
///
/// Every controller has one (``ViewControllerBase/tabBarItem``), made with its title; a tab bar
/// controller's tab bar shows its tabs' items and updates them when they change. The tab bar
/// draws the selected tab's ``selectedImage`` (its ``BarItem/image`` when it has none) and the
/// other tabs' images at their own size, before their titles; it does not tint or resize them
/// (see <doc:DifferencesFromUIKit>).
@MainActor
open class TabBarItem: BarItem {
    /// The items the system defines — UIKit's `UITabBarItem.SystemItem`, with its raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites = 1
        /// Featured.
        case featured = 2
        /// Top Rated.
        case topRated = 3
        /// Recents.
        case recents = 4
        /// Contacts.
        case contacts = 5
        /// History.
        case history = 6
        /// Bookmarks.
        case bookmarks = 7
        /// Search.
        case search = 8
        /// Downloads.
        case downloads = 9
        /// Most Recent.
        case mostRecent = 10
        /// Most Viewed.
        case mostViewed = 11

        /// UIKit's English title for the item.
        var displayTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// Creates an item with a title, an image and a tag — UIKit's `init(title:image:tag:)`. The
    /// selected image is the image.
    public init(title: String?, image: Image? = nil, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image, and the image shown while its tab is selected —
    /// UIKit's `init(title:image:selectedImage:)`. The tag is 0.
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// Creates a system item with a tag; its title is UIKit's for that item and cannot be
    /// changed in UIKit — here setting ``BarItem/title`` replaces it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// Creates an item from an archive (a controller's `tabBarItem`): a `systemItem` (a
    /// ``SystemItem`` name) or the title and image (see ``BarItem/init(coder:)``), `tag`,
    /// `selectedImage`, `badgeValue` and `badgeColor`.
    public required init?(coder: Coder) {
        systemItem = coder.decodeCase(SystemItem.self, forKey: "systemItem")
        super.init(coder: coder)
        decodeArchivedTabItemProperties(from: coder)
    }

    /// The image shown while the item's tab is selected, or `nil` (the default) to show
    /// ``BarItem/image`` then too. A tab bar showing the item updates it at once.
    public var selectedImage: Image? {
        didSet { itemDidChange() }
    }

    /// The text of the badge shown on the item, or `nil` (the default) for none.
    public var badgeValue: String? {
        didSet { itemDidChange() }
    }

    /// The colour of the badge, or `nil` (the default) for the system's.
    public var badgeColor: Color? {
        didSet { itemDidChange() }
    }

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    /// The text the item's button shows: its title, else its system item's title.
    var displayTitle: String { title ?? systemItem?.displayTitle ?? "" }
}
