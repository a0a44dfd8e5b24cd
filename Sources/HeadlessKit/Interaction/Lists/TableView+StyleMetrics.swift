import Foundation

/// The heights a table's style gives section headers and footers whose height is
/// ``TableView/automaticDimension`` (chosen values, close to UIKit's on an iPhone, which it does
/// not document).
///
/// | Style | Header with a title | Header without | Footer with a title | Footer without |
/// |---|---|---|---|---|
/// | ``TableView/Style/plain`` | 28 | 0 | 28 | 0 |
/// | ``TableView/Style/grouped``, ``TableView/Style/insetGrouped`` | 38 | 35 in the first section, 18 after | 38 | 18 |
///
/// The grouped styles separate their sections by a gap even without titles, as UIKit's do.
extension TableView {
    /// The height of an automatic section header (or footer) in `section`, given whether the
    /// data source titles it.
    func automaticHeaderHeight(hasTitle: Bool, isFooter: Bool, section: Int) -> CGFloat {
        switch style {
        case .plain:
            return hasTitle ? 28 : 0
        case .grouped, .insetGrouped:
            if hasTitle { return 38 }
            return !isFooter && section == 0 ? 35 : 18
        }
    }
}
