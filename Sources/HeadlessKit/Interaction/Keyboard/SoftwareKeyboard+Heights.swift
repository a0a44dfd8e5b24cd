import Foundation

/// How tall the keyboard is on a screen of a given size.
extension SoftwareKeyboard {
    /// The height of the standard keyboard — letters with the QuickType (predictive) bar above
    /// them, and the home-indicator band below on phones that have one — on a screen of
    /// `screenSize` points, in the orientation the size implies.
    ///
    /// **(chosen)** UIKit publishes no figures; these are the heights commonly measured on
    /// devices (iOS 15–17, English keyboard, QuickType on), and HeadlessKit uses them exactly for
    /// those screens:
    ///
    /// | Screen (portrait) | Keyboard |
    /// |---|---|
    /// | 375 × 667 (iPhone SE) | 260 |
    /// | 414 × 736 (iPhone 8 Plus) | 271 |
    /// | 375 × 812 (iPhone X, 13 mini) | 335 |
    /// | 390 × 844, 393 × 852 (iPhone 12–15) | 336 |
    /// | 414 × 896, 428 × 926, 430 × 932 (the large phones) | 346 |
    ///
    /// Any other portrait phone gets 336 (narrower than 400 points) or 346 when its long side is
    /// at least twice its short side (a phone with a home indicator), else 260 or 271; a landscape
    /// phone 209 with a home indicator, else 194; a screen whose short side is 600 points or more
    /// (an iPad) 320 in portrait and 405 in landscape. The height never exceeds the screen's.
    public static func standardHeight(forScreenSize screenSize: CGSize) -> CGFloat {
        let width = screenSize.width, height = screenSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return 0 }
        let short = min(width, height), long = max(width, height)
        let portrait = height >= width
        let measured: CGFloat?
        switch (short, long) {
        case (375, 667): measured = portrait ? 260 : nil
        case (414, 736): measured = portrait ? 271 : nil
        case (375, 812): measured = portrait ? 335 : nil
        case (390, 844), (393, 852): measured = portrait ? 336 : nil
        case (414, 896), (428, 926), (430, 932): measured = portrait ? 346 : nil
        default: measured = nil
        }
        let hasHomeIndicator = long >= 2 * short
        let standard: CGFloat = if short >= 600 {
            portrait ? 320 : 405
        } else if portrait {
            hasHomeIndicator ? (short < 400 ? 336 : 346) : (short < 400 ? 260 : 271)
        } else {
            hasHomeIndicator ? 209 : 194
        }
        return min(measured ?? standard, height)
    }
}
