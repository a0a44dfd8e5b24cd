import Foundation

/// The traits of an interface environment — HeadlessKit's `UITraitCollection`: appearance,
/// display scale, layout direction, text size, size classes and idiom.
///
/// A trait collection is an immutable value. Each trait has an *unspecified* value; a collection
/// made with one of the single-trait initializers specifies only that trait, and
/// ``init(traitsFrom:)`` combines collections, later ones winning for the traits they specify.
/// Dynamic colours resolve against one with ``Color/resolvedColor(with:)``.
///
/// Every view and view controller has one (`traitCollection`), inherited from its window; you can
/// also make one and pass it (to a colour, a font, or a graphics context).
public final class TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark; ``UserInterfaceStyle/unspecified`` resolves colours as light.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat
    /// The direction of text and layout.
    public let layoutDirection: TraitEnvironmentLayoutDirection
    /// The user's preferred text size; ``ContentSizeCategory/unspecified`` when not given.
    public let preferredContentSizeCategory: ContentSizeCategory
    /// The horizontal size class.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UserInterfaceIdiom
    /// Whether Bold Text is on.
    public let legibilityWeight: LegibilityWeight

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified, scale: 0, direction: .unspecified, category: .unspecified,
                  horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, legibility: .unspecified)
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(TraitCollection(), replacing: { $0.style = userInterfaceStyle })
    }

    /// A collection that specifies only the display scale (0 leaves it unspecified).
    public convenience init(displayScale: CGFloat) {
        self.init(TraitCollection(), replacing: { $0.scale = displayScale.isFinite && displayScale > 0 ? displayScale : 0 })
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init(TraitCollection(), replacing: { $0.direction = layoutDirection })
    }

    /// A collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(TraitCollection(), replacing: { $0.category = preferredContentSizeCategory })
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(TraitCollection(), replacing: { $0.horizontal = horizontalSizeClass })
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(TraitCollection(), replacing: { $0.vertical = verticalSizeClass })
    }

    /// A collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init(TraitCollection(), replacing: { $0.idiom = userInterfaceIdiom })
    }

    /// A collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: LegibilityWeight) {
        self.init(TraitCollection(), replacing: { $0.legibility = legibilityWeight })
    }

    /// A collection combining `collections`: for each trait, the last collection that specifies
    /// it gives its value.
    public convenience init(traitsFrom collections: [TraitCollection]) {
        self.init(TraitCollection(), replacing: { traits in
            for collection in collections {
                if collection.userInterfaceStyle != .unspecified { traits.style = collection.userInterfaceStyle }
                if collection.displayScale != 0 { traits.scale = collection.displayScale }
                if collection.layoutDirection != .unspecified { traits.direction = collection.layoutDirection }
                if collection.preferredContentSizeCategory != .unspecified {
                    traits.category = collection.preferredContentSizeCategory
                }
                if collection.horizontalSizeClass != .unspecified { traits.horizontal = collection.horizontalSizeClass }
                if collection.verticalSizeClass != .unspecified { traits.vertical = collection.verticalSizeClass }
                if collection.userInterfaceIdiom != .unspecified { traits.idiom = collection.userInterfaceIdiom }
                if collection.legibilityWeight != .unspecified { traits.legibility = collection.legibilityWeight }
            }
        })
    }

    /// Whether every trait `other` specifies has the same value here (a collection with
    /// nothing specified is contained in every collection; `nil` is contained in none).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return false }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.legibilityWeight == .unspecified || other.legibilityWeight == legibilityWeight)
    }

    /// Whether a dynamic colour may resolve differently against `other` than against this
    /// collection: true when their interface styles differ (the one colour-affecting trait
    /// HeadlessKit models), or when `other` is `nil`.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return resolvedStyle != other.resolvedStyle
    }

    /// The style dynamic colours resolve with: unspecified counts as light.
    var resolvedStyle: UserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }

    /// Whether two collections have the same value for every trait.
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs === rhs || lhs.traits == rhs.traits
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) { hasher.combine(traits) }

    /// The specified traits, such as `<TraitCollection userInterfaceStyle=dark displayScale=3>`;
    /// unspecified traits are left out.
    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append("userInterfaceStyle=\(userInterfaceStyle)") }
        if displayScale != 0 { parts.append("displayScale=\(GeometryFormat.number(displayScale))") }
        if layoutDirection != .unspecified { parts.append("layoutDirection=\(layoutDirection)") }
        if preferredContentSizeCategory != .unspecified {
            parts.append("preferredContentSizeCategory=\(preferredContentSizeCategory.rawValue)")
        }
        if horizontalSizeClass != .unspecified { parts.append("horizontalSizeClass=\(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("verticalSizeClass=\(verticalSizeClass)") }
        if userInterfaceIdiom != .unspecified { parts.append("userInterfaceIdiom=\(userInterfaceIdiom)") }
        if legibilityWeight != .unspecified { parts.append("legibilityWeight=\(legibilityWeight)") }
        return (["<TraitCollection"] + parts).joined(separator: " ") + ">"
    }

    /// A collection that specifies every trait — what a window reports for its screen.
    convenience init(
        userInterfaceStyle: UserInterfaceStyle, displayScale: CGFloat, layoutDirection: TraitEnvironmentLayoutDirection,
        preferredContentSizeCategory: ContentSizeCategory, horizontalSizeClass: UserInterfaceSizeClass,
        verticalSizeClass: UserInterfaceSizeClass, userInterfaceIdiom: UserInterfaceIdiom, legibilityWeight: LegibilityWeight
    ) {
        self.init(style: userInterfaceStyle, scale: displayScale, direction: layoutDirection,
                  category: preferredContentSizeCategory, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
                  idiom: userInterfaceIdiom, legibility: legibilityWeight)
    }

    /// `self` with the traits `overrides` specifies replaced — how a view's or a controller's
    /// overrides apply over what it inherits.
    func applying(_ overrides: TraitCollection) -> TraitCollection {
        TraitCollection(traitsFrom: [self, overrides])
    }

    /// `self` with another interface style (unchanged for ``UserInterfaceStyle/unspecified``).
    func applying(userInterfaceStyle style: UserInterfaceStyle) -> TraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return TraitCollection(self, replacing: { $0.style = style })
    }

    // MARK: - Storage

    private struct Traits: Hashable {
        var style: UserInterfaceStyle
        var scale: CGFloat
        var direction: TraitEnvironmentLayoutDirection
        var category: ContentSizeCategory
        var horizontal: UserInterfaceSizeClass
        var vertical: UserInterfaceSizeClass
        var idiom: UserInterfaceIdiom
        var legibility: LegibilityWeight
    }

    private var traits: Traits {
        Traits(style: userInterfaceStyle, scale: displayScale, direction: layoutDirection,
               category: preferredContentSizeCategory, horizontal: horizontalSizeClass,
               vertical: verticalSizeClass, idiom: userInterfaceIdiom, legibility: legibilityWeight)
    }

    private convenience init(_ base: TraitCollection, replacing change: (inout Traits) -> Void) {
        var traits = base.traits
        change(&traits)
        self.init(style: traits.style, scale: traits.scale, direction: traits.direction, category: traits.category,
                  horizontal: traits.horizontal, vertical: traits.vertical, idiom: traits.idiom,
                  legibility: traits.legibility)
    }

    private init(
        style: UserInterfaceStyle, scale: CGFloat, direction: TraitEnvironmentLayoutDirection,
        category: ContentSizeCategory, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass,
        idiom: UserInterfaceIdiom, legibility: LegibilityWeight
    ) {
        userInterfaceStyle = style
        displayScale = scale
        layoutDirection = direction
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        legibilityWeight = legibility
    }
}
