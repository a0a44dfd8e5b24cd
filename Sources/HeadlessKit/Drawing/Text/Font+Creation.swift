import Foundation

extension Font {
    /// The family of the system font.
    static let systemFamily = ".AppleSystemUIFont"
    /// The family of the monospaced system font.
    static let monospacedSystemFamily = ".AppleSystemUIFontMonospaced"

    /// The system font of `weight`, named `.SFUI-<Weight>` (`.SFMono-<Weight>` when monospaced).
    static func system(size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false,
                       textStyle: TextStyle? = nil) -> Font {
        let name = (monospaced ? ".SFMono-" : ".SFUI-") + weight.name + (italic ? "Italic" : "")
        return Font(name: name, family: monospaced ? monospacedSystemFamily : systemFamily, size: size, weight: weight,
                    italic: italic, monospaced: monospaced, textStyle: textStyle)
    }

    /// The regular system font of `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font { system(size: fontSize, weight: .regular) }

    /// The system font of `fontSize` points and the given weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font { system(size: fontSize, weight: weight) }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { system(size: fontSize, weight: .bold) }

    /// The italic system font of `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font { system(size: fontSize, weight: .regular, italic: true) }

    /// The monospaced system font (SF Mono's model: every character advances 0.6 em).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight, monospaced: true)
    }

    /// The system font with digits of equal width. In HeadlessKit's model every system font's
    /// digits already share one advance, so this is ``systemFont(ofSize:weight:)``.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight)
    }

    /// The font for a Dynamic Type style at the default content size category (``ContentSizeCategory/large``):
    /// body 17 pt, headline 17 pt semibold, title1 28 pt, largeTitle 34 pt, caption2 11 pt….
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type style at the content size category of `traitCollection`
    /// (the default, ``ContentSizeCategory/large``, when it has none), sized by Apple's
    /// Dynamic Type table.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return system(size: style.pointSize(for: category), weight: style.weight, textStyle: style)
    }

    /// The named font of `fontSize` points, or `nil` when HeadlessKit does not know the name.
    ///
    /// Known names: the system fonts' own names (`.SFUI-Regular`, `.SFUI-Bold`, `.SFMono-Regular`…)
    /// and these families with their faces — Helvetica, Helvetica Neue, Arial, Times New Roman,
    /// Georgia, Avenir, Avenir Next, Verdana, Courier, Courier New and Menlo — by PostScript name
    /// (`Helvetica-Bold`, `Menlo-Regular`) or by family name (its regular face). Every known font
    /// measures with the same model as the system font; Courier, Courier New and Menlo as
    /// monospaced. An unknown name gives `nil`, as UIKit's does for a font it does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if fontName.hasPrefix(".SFUI-") || fontName.hasPrefix(".SFMono-") {
            let monospaced = fontName.hasPrefix(".SFMono-")
            var face = String(fontName.dropFirst(monospaced ? 8 : 6))
            let italic = face.hasSuffix("Italic")
            if italic { face.removeLast(6) }
            guard let weight = Weight.named.first(where: { $0.name == face })?.weight else { return nil }
            self.init(name: fontName, family: monospaced ? Self.monospacedSystemFamily : Self.systemFamily, size: fontSize,
                      weight: weight, italic: italic, monospaced: monospaced)
            return
        }
        guard let face = Self.namedFaces[fontName] ?? Self.namedFaces[Self.regularFace[fontName] ?? ""] else { return nil }
        self.init(name: Self.regularFace[fontName] ?? fontName, family: face.family, size: fontSize, weight: face.weight,
                  italic: face.italic, monospaced: face.monospaced)
    }

    /// A font matching `descriptor` at `pointSize` (0 keeps the descriptor's size), as
    /// `UIFont(descriptor:size:)`.
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let traits = descriptor.symbolicTraits
        var weight = descriptor.weight
        if traits.contains(.traitBold), weight < .bold { weight = .bold }
        if !traits.contains(.traitBold), weight >= .semibold { weight = .regular }
        let italic = traits.contains(.traitItalic)
        let monospaced = traits.contains(.traitMonoSpace)
        if descriptor.familyName == Self.systemFamily || descriptor.familyName == Self.monospacedSystemFamily {
            let font = Font.system(size: size, weight: weight, italic: italic, monospaced: monospaced)
            self.init(name: font.fontName, family: font.familyName, size: size, weight: weight, italic: italic,
                      monospaced: monospaced, textStyle: descriptor.textStyle)
        } else {
            self.init(name: descriptor.postscriptName, family: descriptor.familyName, size: size, weight: weight,
                      italic: italic, monospaced: monospaced || descriptor.isMonospacedFamily)
        }
    }

    /// A face of a named family.
    struct NamedFace {
        let family: String
        let weight: Weight
        let italic: Bool
        let monospaced: Bool
    }

    /// The named fonts HeadlessKit knows, by PostScript name.
    static let namedFaces: [String: NamedFace] = {
        var faces: [String: NamedFace] = [:]
        func add(_ family: String, monospaced: Bool = false, _ list: [(String, Weight, Bool)]) {
            for (name, weight, italic) in list {
                faces[name] = NamedFace(family: family, weight: weight, italic: italic, monospaced: monospaced)
            }
        }
        add("Helvetica", [("Helvetica", .regular, false), ("Helvetica-Bold", .bold, false),
                          ("Helvetica-Oblique", .regular, true), ("Helvetica-BoldOblique", .bold, true),
                          ("Helvetica-Light", .light, false)])
        add("Helvetica Neue", [("HelveticaNeue", .regular, false), ("HelveticaNeue-Bold", .bold, false),
                               ("HelveticaNeue-Medium", .medium, false), ("HelveticaNeue-Light", .light, false),
                               ("HelveticaNeue-Italic", .regular, true), ("HelveticaNeue-Thin", .thin, false)])
        add("Arial", [("ArialMT", .regular, false), ("Arial-BoldMT", .bold, false), ("Arial-ItalicMT", .regular, true)])
        add("Times New Roman", [("TimesNewRomanPSMT", .regular, false), ("TimesNewRomanPS-BoldMT", .bold, false),
                                ("TimesNewRomanPS-ItalicMT", .regular, true)])
        add("Georgia", [("Georgia", .regular, false), ("Georgia-Bold", .bold, false), ("Georgia-Italic", .regular, true)])
        add("Avenir", [("Avenir-Book", .regular, false), ("Avenir-Medium", .medium, false), ("Avenir-Heavy", .heavy, false),
                       ("Avenir-Black", .black, false), ("Avenir-Light", .light, false)])
        add("Avenir Next", [("AvenirNext-Regular", .regular, false), ("AvenirNext-Medium", .medium, false),
                            ("AvenirNext-DemiBold", .semibold, false), ("AvenirNext-Bold", .bold, false)])
        add("Verdana", [("Verdana", .regular, false), ("Verdana-Bold", .bold, false)])
        add("Courier", monospaced: true, [("Courier", .regular, false), ("Courier-Bold", .bold, false)])
        add("Courier New", monospaced: true, [("CourierNewPSMT", .regular, false), ("CourierNewPS-BoldMT", .bold, false)])
        add("Menlo", monospaced: true, [("Menlo-Regular", .regular, false), ("Menlo-Bold", .bold, false),
                                        ("Menlo-Italic", .regular, true)])
        return faces
    }()

    /// The regular face of each family name that is not itself a PostScript name.
    static let regularFace: [String: String] = [
        "Helvetica Neue": "HelveticaNeue", "Arial": "ArialMT", "Times New Roman": "TimesNewRomanPSMT",
        "Avenir": "Avenir-Book", "Avenir Next": "AvenirNext-Regular", "Courier New": "CourierNewPSMT", "Menlo": "Menlo-Regular",
    ]

    /// The default font of attributed text without a font: Helvetica 12 pt, as UIKit's string
    /// drawing uses.
    public static let defaultAttributedTextFont = Font(name: "Helvetica", family: "Helvetica", size: 12, weight: .regular,
                                                       italic: false, monospaced: false)
}
