import Foundation

/// A description of a font by name, size and traits — a minimal `UIFontDescriptor`, enough to
/// ask for a bold, italic or monospaced version of a font.
///
/// ```swift
/// let descriptor = Font.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
/// let boldItalic = Font(descriptor: descriptor, size: 0)   // .SFUI-BoldItalic 17pt
/// ```
public final class FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Stylistic traits of a font — UIKit's `UIFontDescriptor.SymbolicTraits`, with its bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Wraps trait bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An italic face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Every character has the same advance.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// The PostScript name of the face, such as `.SFUI-Regular`.
    public let postscriptName: String
    /// The family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The traits the described face has.
    public let symbolicTraits: SymbolicTraits
    /// The weight of the described face.
    let weight: Font.Weight
    /// The Dynamic Type style the described font was made for.
    let textStyle: Font.TextStyle?
    /// Whether the family is monospaced whatever the traits say.
    let isMonospacedFamily: Bool

    init(font: Font) {
        postscriptName = font.fontName
        familyName = font.familyName
        pointSize = font.pointSize
        symbolicTraits = font.symbolicTraits
        weight = font.weight
        textStyle = font.textStyle
        isMonospacedFamily = font.isMonospaced && font.familyName != Font.monospacedSystemFamily
    }

    private init(_ base: FontDescriptor, traits: SymbolicTraits, size: CGFloat) {
        postscriptName = base.postscriptName
        familyName = base.familyName
        pointSize = size
        symbolicTraits = traits
        weight = base.weight
        textStyle = base.textStyle
        isMonospacedFamily = base.isMonospacedFamily
    }

    /// A descriptor of the named font at `size`; a name ``Font/init(name:size:)`` does not know
    /// describes the regular system font.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: Font(name: fontName, size: size) ?? .systemFont(ofSize: size))
    }

    /// The descriptor of the font for a Dynamic Type style at the default content size category.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// A descriptor with exactly `symbolicTraits` (of bold, italic and monospace); never `nil`
    /// here, since every known family has every face in HeadlessKit's model.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        FontDescriptor(self, traits: symbolicTraits.intersection([.traitBold, .traitItalic, .traitMonoSpace]), size: pointSize)
    }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(self, traits: symbolicTraits, size: newPointSize)
    }

    /// Whether two descriptors describe the same face, size and traits.
    public static func == (lhs: FontDescriptor, rhs: FontDescriptor) -> Bool {
        lhs.postscriptName == rhs.postscriptName && lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
            && lhs.symbolicTraits == rhs.symbolicTraits && lhs.textStyle == rhs.textStyle
    }

    /// Hashes the name, size and traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits.rawValue)
    }

    /// The name, size and traits, such as `.SFUI-Regular 17pt traits 0x2`.
    public var description: String {
        "\(postscriptName) \(GeometryFormat.number(pointSize))pt traits 0x\(String(symbolicTraits.rawValue, radix: 16))"
    }
}
