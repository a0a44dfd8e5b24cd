import Foundation

/// How archives write colours: by a system colour's name, in hex, or by components.
extension Color {
    /// The colours an archive may name, by their Swift names.
    static let archivedNames: [String: Color] = [
        "cyan": .cyan,
        "yellow": .yellow,
        "magenta": .magenta,
        "orange": .orange,
        "purple": .purple,
        "brown": .brown,
        "darkGray": .darkGray,
        "lightGray": .lightGray,
        "lightText": .lightText,
        "darkText": .darkText,
        "systemRed": .systemRed,
        "systemOrange": .systemOrange,
        "systemYellow": .systemYellow,
        "systemGreen": .systemGreen,
        "systemMint": .systemMint,
        "systemTeal": .systemTeal,
        "systemCyan": .systemCyan,
        "systemBlue": .systemBlue,
        "systemIndigo": .systemIndigo,
        "systemPurple": .systemPurple,
        "systemPink": .systemPink,
        "systemBrown": .systemBrown,
        "systemGray": .systemGray,
        "systemGray2": .systemGray2,
        "systemGray3": .systemGray3,
        "systemGray4": .systemGray4,
        "systemGray5": .systemGray5,
        "systemGray6": .systemGray6,
        "tintColor": .tintColor,
        "label": .label,
        "secondaryLabel": .secondaryLabel,
        "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText,
        "link": .link,
        "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill,
        "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "separator": .separator,
        "opaqueSeparator": .opaqueSeparator,
        "clear": .clear,
        "black": .black,
        "white": .white,
        "gray": .gray,
        "red": .red,
        "green": .green,
        "blue": .blue,
    ]

    /// The colour `name` gives: a name of ``archivedNames``, `#RRGGBB` or `#RRGGBBAA`; `nil` otherwise.
    static func archived(named name: String) -> Color? {
        if let color = archivedNames[name] { return color }
        guard name.hasPrefix("#"), name.count == 7 || name.count == 9,
              let bits = UInt64(name.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = name.count == 9
        let rgba = hasAlpha ? bits : bits << 8 | 0xFF
        func channel(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
        return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// The colour `{"white", "alpha"}` or `{"red", "green", "blue", "alpha"}` gives, each from 0
    /// to 1 (`alpha` may be left out); `nil` for any other shape.
    static func archived(components dictionary: ArchiveDictionary) -> Color? {
        var numbers: [String: Double] = [:]
        for key in dictionary.keys {
            guard let number = dictionary[key]?.number, (0...1).contains(number) else { return nil }
            numbers[key] = number
        }
        let alpha = numbers.removeValue(forKey: "alpha") ?? 1
        if numbers.count == 1, let white = numbers["white"] { return Color(white: white, alpha: alpha) }
        if numbers.count == 3, let red = numbers["red"], let green = numbers["green"], let blue = numbers["blue"] {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }
}
