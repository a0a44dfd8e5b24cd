import Foundation

/// A colour — HeadlessKit's `UIColor` (and, since HeadlessKit has no separate Core Graphics
/// colour, its `CGColor`): RGBA components in the extended sRGB space.
///
/// `Color` is a class, as `UIColor` is, so an app's extensions can add convenience initializers
/// (`convenience init(hex:)`) that end in ``init(red:green:blue:alpha:)``. A colour is immutable.
///
/// A colour is either *static* (its components are what it is) or *dynamic*: made with
/// ``init(dynamicProvider:)``, or one of the system colours such as ``label`` and ``systemRed``,
/// it becomes a static colour when resolved against a ``TraitCollection`` with
/// ``resolvedColor(with:)``. Before resolution a dynamic colour's components are those of its
/// light appearance (UIKit resolves an unresolved colour against the current trait collection,
/// which outside any view is the light one).
///
/// Two static colours are equal when their components are. A dynamic colour equals only
/// itself, and a system colour of the same name (`Color.label == Color.label`): it never equals
/// a static colour, even one with the same components — resolve it first (**chosen**: UIKit
/// compares dynamic colours by their provider's identity, which a test cannot name).
public final class Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component: 0...1 in sRGB, outside it for wide-gamut colours.
    public let red: CGFloat
    /// The green component: 0...1 in sRGB, outside it for wide-gamut colours.
    public let green: CGFloat
    /// The blue component: 0...1 in sRGB, outside it for wide-gamut colours.
    public let blue: CGFloat
    /// The opacity, 0...1.
    public let alpha: CGFloat

    /// How a dynamic colour resolves; `nil` for a static colour.
    let dynamic: DynamicAppearance?

    /// Creates a colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        dynamic = nil
    }

    /// A grey of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A dynamic colour whose appearance `dynamicProvider` chooses for each trait collection.
    ///
    /// The provider is called for every resolution and must return the same colour for the same
    /// traits; it is called once at creation with light traits to give the unresolved components.
    public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        let light = dynamicProvider(TraitCollection(userInterfaceStyle: .light)).resolvedColor(with: .lightAppearance)
        (red, green, blue, alpha) = (light.red, light.green, light.blue, light.alpha)
        dynamic = DynamicAppearance(name: nil, provider: dynamicProvider)
    }

    /// A named system colour with a light and a dark appearance.
    init(systemName name: String, light: Color, dark: Color) {
        (red, green, blue, alpha) = (light.red, light.green, light.blue, light.alpha)
        dynamic = DynamicAppearance(name: name, provider: { $0.resolvedStyle == .dark ? dark : light })
    }

    /// Whether the colour resolves differently for different traits.
    public var isDynamic: Bool { dynamic != nil }

    /// The static colour this colour is for `traitCollection`: itself for a static colour, its
    /// provider's answer for a dynamic one.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let dynamic else { return self }
        return dynamic.provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque 50% grey.
    public static let gray = Color(white: 0.5)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// Whether two colours are the same: equal components for static colours; the same
    /// instance or system colour for dynamic ones.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        switch (lhs.dynamic, rhs.dynamic) {
        case (nil, nil):
            return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
        case (let left?, let right?):
            if lhs === rhs { return true }
            guard let name = left.name else { return false }
            return name == right.name
        default:
            return false
        }
    }

    /// Hashes the components of a static colour, the name or identity of a dynamic one.
    public func hash(into hasher: inout Hasher) {
        if let dynamic {
            if let name = dynamic.name { hasher.combine(name) } else { hasher.combine(ObjectIdentifier(self)) }
            return
        }
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The components as `rgba(r, g, b, a)`; a dynamic colour as
    /// `dynamic label(light rgba(0, 0, 0, 1), dark rgba(1, 1, 1, 1))`.
    public var description: String {
        let components = "rgba(\([red, green, blue, alpha].map(GeometryFormat.number).joined(separator: ", ")))"
        guard let dynamic else { return components }
        let dark = resolvedColor(with: .darkAppearance)
        return "dynamic \(dynamic.name ?? "color")(light \(components), dark \(dark))"
    }
}

/// How a dynamic colour chooses its appearance.
struct DynamicAppearance: Sendable {
    /// The system colour's name, or `nil` for one made with a provider.
    let name: String?
    /// The appearance for a trait collection.
    let provider: @Sendable (TraitCollection) -> Color
}

extension TraitCollection {
    /// Light traits, to resolve a dynamic colour's unresolved components.
    static let lightAppearance = TraitCollection(userInterfaceStyle: .light)
    /// Dark traits, for a dynamic colour's description.
    static let darkAppearance = TraitCollection(userInterfaceStyle: .dark)
}
