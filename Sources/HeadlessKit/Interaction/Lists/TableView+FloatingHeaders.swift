import Foundation

/// Floating section headers and footers: in a ``TableView/Style/plain`` table a section's header
/// sticks to the top of the visible area (below the adjusted content inset) while its section's
/// rows scroll under it, and is pushed up by the end of its section — where the next section's
/// header starts; a footer likewise sticks to the bottom of the visible area while its section
/// shows above it. UIKit's plain tables behave so; the grouped styles' headers and footers
/// scroll with their sections.
extension TableView {
    /// The frame of a section's header or footer in the table: where its section puts it, or —
    /// in a plain table — held within the visible part of `visibleBounds` and within its section.
    func frameOfHeaderOrFooter(_ key: HeaderFooterKey, in visibleBounds: CGRect) -> CGRect {
        let natural = insetForStyle(geometry.rect(ofHeaderInSection: key.section, footer: key.isFooter, width: bounds.width))
        guard style == .plain, natural.height > 0 else { return natural }
        let sectionTop = geometry.rect(ofHeaderInSection: key.section, footer: false, width: 0).minY
        let sectionBottom = geometry.rect(ofHeaderInSection: key.section, footer: true, width: 0).maxY
        let inset = adjustedContentInset
        var y = natural.minY
        if key.isFooter {
            let pinned = visibleBounds.maxY - inset.bottom - natural.height
            y = max(min(y, pinned), sectionTop)
        } else {
            let pinned = visibleBounds.minY + inset.top
            y = min(max(y, pinned), sectionBottom - natural.height)
        }
        return CGRect(x: natural.minX, y: y, width: natural.width, height: natural.height)
    }
}
