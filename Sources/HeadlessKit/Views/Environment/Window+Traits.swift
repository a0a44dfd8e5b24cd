import Foundation

/// The traits a window gives its views.
extension Window {
    /// The size classes UIKit gives a full-screen window of `size` on a device of `idiom`, from
    /// Apple's size class table: an iPad's is regular both ways up; for a phone **(chosen: the
    /// iPhone rule applied to any size)** portrait (height at least the width) is compact width and
    /// regular height, landscape compact height, and regular width when the shorter side is at
    /// least 414 points (the Plus and Max phones), compact otherwise.
    nonisolated static func sizeClasses(
        for size: CGSize, idiom: UserInterfaceIdiom
    ) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        guard idiom != .pad else { return (.regular, .regular) }
        guard size.width > size.height else { return (.compact, .regular) }
        return (size.height >= 414 ? .regular : .compact, .compact)
    }

    /// The traits of this window's screen, size, layout direction and text size, before its own
    /// ``ViewNode/overrideUserInterfaceStyle``.
    func makeScreenTraits() -> TraitCollection {
        let sizeClasses = Window.sizeClasses(for: storedBounds.size, idiom: screen.idiom)
        return TraitCollection(
            userInterfaceStyle: .light, displayScale: screen.scale,
            layoutDirection: userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            preferredContentSizeCategory: preferredContentSizeCategory, horizontalSizeClass: sizeClasses.horizontal,
            verticalSizeClass: sizeClasses.vertical, userInterfaceIdiom: screen.idiom, legibilityWeight: .regular)
    }

    /// Recomputes ``screenTraits`` after the window's size or settings changed; when they differ,
    /// the window and its views (and the controllers of its root views) hear
    /// ``ViewNode/traitCollectionDidChange(_:)``, parents first, before this returns.
    func screenTraitsMayHaveChanged() {
        let traits = makeScreenTraits()
        guard traits != screenTraits else { return }
        changeEnvironment { screenTraits = traits }
    }
}
