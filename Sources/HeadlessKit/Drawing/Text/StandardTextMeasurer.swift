import Foundation

/// HeadlessKit's default text model: deterministic, SF-like metrics from a few documented
/// numbers, the same on every machine.
///
/// Vertical metrics are fixed fractions of the point size (on a 2048-unit em: ascender 1950,
/// descender −494, no line gap, cap height 1443, x-height 1078), so the 17-pt system font has a
/// line height of 20.287 points, as UIKit's does. A character advances by its
/// ``CharacterClass``'s width in ems, times a weight factor; a monospaced font advances every
/// character 0.6 em (1.2 em for full-width ones). See <doc:TextMeasurement> for every number.
public struct StandardTextMeasurer: TextMeasuring, Hashable {
    /// Creates the standard model.
    public init() {}

    /// The units of the em square the vertical metrics are given in.
    public static let unitsPerEm: CGFloat = 2048
    /// The ascender, in units of the em.
    public static let ascenderUnits: CGFloat = 1950
    /// The descender, in units of the em (negative: below the baseline).
    public static let descenderUnits: CGFloat = -494
    /// The cap height, in units of the em.
    public static let capHeightUnits: CGFloat = 1443
    /// The x-height, in units of the em.
    public static let xHeightUnits: CGFloat = 1078
    /// The advance of every character of a monospaced font, in ems (twice this for full-width ones).
    public static let monospacedAdvance: CGFloat = 0.6
    /// How much a font's weight widens its characters: the factor is 1 + this × the weight's raw
    /// value (bold, 0.4, gives 1.05; ultra light, −0.8, gives 0.9).
    public static let weightWidening: CGFloat = 0.125

    /// The kinds of character the model tells apart, each with its own advance.
    public enum CharacterClass: Hashable, Sendable, CaseIterable {
        /// A character that takes no room: controls, format characters, a lone combining mark,
        /// line and paragraph separators.
        case zeroWidth
        /// A space (and every other horizontal white space).
        case space
        /// A tab, advancing as four spaces.
        case tab
        /// Thin letters and marks: `i j l I ! . , : ; ' | \``.
        case narrow
        /// Other lowercase letters, and letters without case.
        case lowercase
        /// Other uppercase letters.
        case uppercase
        /// Wide letters and symbols: `m w M W @ % &` and `…`.
        case wide
        /// Digits, all the same width so that figures line up in columns.
        case digit
        /// Other punctuation and symbols.
        case punctuation
        /// CJK ideographs, kana, hangul, full-width forms and emoji.
        case fullWidth

        /// The advance of the class in ems, for a regular-weight proportional font.
        public var emAdvance: CGFloat {
            switch self {
            case .zeroWidth: 0
            case .space: 0.25
            case .tab: 1
            case .narrow: 0.25
            case .lowercase: 0.5
            case .uppercase: 0.65
            case .wide: 0.85
            case .digit: 0.6
            case .punctuation: 0.4
            case .fullWidth: 1
            }
        }
    }

    /// The vertical metrics of a font of `pointSize` points (every family shares them).
    static func verticalMetrics(pointSize: CGFloat, family: String) -> FontVerticalMetrics {
        let unit = pointSize / unitsPerEm
        return FontVerticalMetrics(ascender: ascenderUnits * unit, descender: descenderUnits * unit, leading: 0,
                                   capHeight: capHeightUnits * unit, xHeight: xHeightUnits * unit)
    }

    /// The vertical metrics of `font`: fixed fractions of its point size.
    public func verticalMetrics(of font: Font) -> FontVerticalMetrics { font.metrics }

    /// The advance of each character of `text` in `font`.
    public func advances(of text: Substring, in font: Font) -> [CGFloat] {
        let scale = Scale(font)
        if let ascii = Self.asciiAdvances(of: text, scale) { return ascii }
        var result: [CGFloat] = []
        result.reserveCapacity(text.utf8.count)
        for character in text { result.append(scale.advance(of: Self.characterClass(of: character))) }
        return result
    }

    /// The advances of text that is all ASCII without a carriage return — where every byte is a
    /// character (a carriage return and a line feed make one) — read by the byte, without
    /// breaking the text into characters; `nil` for any other text.
    private static func asciiAdvances(of text: Substring, _ scale: Scale) -> [CGFloat]? {
        let classes = asciiClasses
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> [CGFloat]? in
            guard TextLayoutEngine.isOneCharacterPerByte(bytes) else { return nil }
            return bytes.map { scale.advance(of: classes[Int($0)]) }
        }
        return result ?? nil
    }

    /// The advance of one character in `font`.
    public func advance(of character: Character, in font: Font) -> CGFloat {
        Scale(font).advance(of: Self.characterClass(of: character))
    }

    /// How a font turns a class's em advance into points.
    private struct Scale {
        let pointSize: CGFloat
        let weighted: CGFloat
        let monospaced: Bool

        init(_ font: Font) {
            pointSize = font.pointSize
            weighted = font.pointSize * (1 + StandardTextMeasurer.weightWidening * font.weight.rawValue)
            monospaced = font.isMonospaced
        }

        @inline(__always)
        func advance(of characterClass: CharacterClass) -> CGFloat {
            if monospaced {
                switch characterClass {
                case .zeroWidth: return 0
                case .fullWidth: return 2 * StandardTextMeasurer.monospacedAdvance * pointSize
                case .tab: return 4 * StandardTextMeasurer.monospacedAdvance * pointSize
                default: return StandardTextMeasurer.monospacedAdvance * pointSize
                }
            }
            // Full-width characters come from fonts the weight does not widen.
            return characterClass.emAdvance * (characterClass == .fullWidth ? pointSize : weighted)
        }
    }

    /// The class of `character`, decided by its first Unicode scalar (a combining mark after a
    /// letter belongs to the letter's character and adds nothing).
    public static func characterClass(of character: Character) -> CharacterClass {
        if let ascii = character.asciiValue { return asciiClasses[Int(ascii)] }
        let scalars = character.unicodeScalars
        let first = scalars.first!
        let value = first.value
        if isFullWidth(value) || first.properties.isEmojiPresentation
            || (first.properties.isEmoji && scalars.contains("\u{FE0F}")) {
            return .fullWidth
        }
        if value == 0x2026 { return .wide }
        switch first.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            return .zeroWidth
        case .spaceSeparator: return .space
        case .uppercaseLetter, .titlecaseLetter: return .uppercase
        case .lowercaseLetter, .otherLetter, .modifierLetter: return .lowercase
        case .decimalNumber, .letterNumber, .otherNumber: return .digit
        default: return .punctuation
        }
    }

    /// Whether a scalar is East Asian wide or full-width: CJK, kana, hangul and their forms.
    private static func isFullWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// The class of each ASCII character.
    private static let asciiClasses: [CharacterClass] = (0..<128).map { code -> CharacterClass in
        let character = Character(Unicode.Scalar(UInt8(code)))
        switch character {
        case " ": return .space
        case "\t": return .tab
        case _ where code < 0x20 || code == 0x7F: return .zeroWidth
        case "i", "j", "l", "I", "!", ".", ",", ":", ";", "'", "|", "`": return .narrow
        case "m", "w", "M", "W", "@", "%", "&": return .wide
        case "0"..."9": return .digit
        case "a"..."z": return .lowercase
        case "A"..."Z": return .uppercase
        default: return .punctuation
        }
    }
}
