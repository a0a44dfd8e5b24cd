import Foundation

// UIKit's system and semantic colours, with the light and dark values Apple publishes for iOS
// (standard contrast). Each is a dynamic colour named after its Swift property.

extension Color {
    /// A system colour from 0...255 components.
    private static func system(
        _ name: String, _ light: (CGFloat, CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> Color {
        Color(systemName: name,
              light: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
              dark: Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3))
    }

    // MARK: Classic named colours (static)

    /// Opaque cyan: red 0, green 1, blue 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Opaque yellow: red 1, green 1, blue 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Opaque magenta: red 1, green 0, blue 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Opaque orange: red 1, green 0.5, blue 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Opaque purple: red 0.5, green 0, blue 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Opaque brown: red 0.6, green 0.4, blue 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Opaque grey of brightness 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Opaque grey of brightness 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White at 60% opacity, for text on dark backgrounds; does not adapt to dark mode.
    public static let lightText = Color(white: 1, alpha: 0.6)
    /// Opaque black, for text on light backgrounds; does not adapt to dark mode.
    public static let darkText = Color(white: 0)

    // MARK: Adaptable system colours

    /// System red: #FF3B30 light, #FF453A dark.
    public static let systemRed = system("systemRed", (255, 59, 48, 1), (255, 69, 58, 1))
    /// System orange: #FF9500 light, #FF9F0A dark.
    public static let systemOrange = system("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1))
    /// System yellow: #FFCC00 light, #FFD60A dark.
    public static let systemYellow = system("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1))
    /// System green: #34C759 light, #30D158 dark.
    public static let systemGreen = system("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1))
    /// System mint: #00C7BE light, #63E6E2 dark.
    public static let systemMint = system("systemMint", (0, 199, 190, 1), (99, 230, 226, 1))
    /// System teal: #30B0C7 light, #40C8E0 dark.
    public static let systemTeal = system("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1))
    /// System cyan: #32ADE6 light, #64D2FF dark.
    public static let systemCyan = system("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1))
    /// System blue: #007AFF light, #0A84FF dark.
    public static let systemBlue = system("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1))
    /// System indigo: #5856D6 light, #5E5CE6 dark.
    public static let systemIndigo = system("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1))
    /// System purple: #AF52DE light, #BF5AF2 dark.
    public static let systemPurple = system("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1))
    /// System pink: #FF2D55 light, #FF375F dark.
    public static let systemPink = system("systemPink", (255, 45, 85, 1), (255, 55, 95, 1))
    /// System brown: #A2845E light, #AC8E68 dark.
    public static let systemBrown = system("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1))
    /// System grey: #8E8E93 in both appearances.
    public static let systemGray = system("systemGray", (142, 142, 147, 1), (142, 142, 147, 1))
    /// Second system grey: #AEAEB2 light, #636366 dark.
    public static let systemGray2 = system("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
    /// Third system grey: #C7C7CC light, #48484A dark.
    public static let systemGray3 = system("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
    /// Fourth system grey: #D1D1D6 light, #3A3A3C dark.
    public static let systemGray4 = system("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
    /// Fifth system grey: #E5E5EA light, #2C2C2E dark.
    public static let systemGray5 = system("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
    /// Sixth system grey: #F2F2F7 light, #1C1C1E dark.
    public static let systemGray6 = system("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))
    /// The tint colour of an environment with no tint set: system blue's appearances.
    public static let tintColor = system("tintColor", (0, 122, 255, 1), (10, 132, 255, 1))

    // MARK: Label colours

    /// Primary text: black light, white dark.
    public static let label = system("label", (0, 0, 0, 1), (255, 255, 255, 1))
    /// Secondary text: #3C3C43 at 60% light, #EBEBF5 at 60% dark.
    public static let secondaryLabel = system("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// Tertiary text: #3C3C43 at 30% light, #EBEBF5 at 30% dark.
    public static let tertiaryLabel = system("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Quaternary text: #3C3C43 at 18% light, #EBEBF5 at 18% dark.
    public static let quaternaryLabel = system("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.18))
    /// Placeholder text in controls: #3C3C43 at 30% light, #EBEBF5 at 30% dark.
    public static let placeholderText = system("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Links: #007AFF light, #0984FF dark.
    public static let link = system("link", (0, 122, 255, 1), (9, 132, 255, 1))

    // MARK: Fill colours

    /// Fill for thin and small shapes: #787880 at 20% light, 36% dark.
    public static let systemFill = system("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// Fill for medium shapes: #787880 at 16% light, 32% dark.
    public static let secondarySystemFill = system("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// Fill for large shapes: #767680 at 12% light, 24% dark.
    public static let tertiarySystemFill = system("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// Fill for large areas with complex content: #747480 at 8% light, #767680 at 18% dark.
    public static let quaternarySystemFill = system("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // MARK: Background colours

    /// The main background: white light, black dark.
    public static let systemBackground = system("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
    /// Content layered on the main background: #F2F2F7 light, #1C1C1E dark.
    public static let secondarySystemBackground = system("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
    /// Content layered on secondary backgrounds: white light, #2C2C2E dark.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
    /// The main background of grouped content: #F2F2F7 light, black dark.
    public static let systemGroupedBackground = system("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
    /// Content layered on a grouped background: white light, #1C1C1E dark.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
    /// Content layered on secondary grouped backgrounds: #F2F2F7 light, #2C2C2E dark.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))

    // MARK: Separators

    /// A thin line that lets content show through: #3C3C43 at 29% light, #545458 at 60% dark.
    public static let separator = system("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// A thin opaque line: #C6C6C8 light, #38383A dark.
    public static let opaqueSeparator = system("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))
}
