import Foundation

/// State most views never use, kept out of line so a plain view stays small.
@MainActor
final class ViewExtras {
    var transform = AffineTransform2D.identity
    var backgroundColor: Color?
    var displayList: [DrawingCommand] = []
    var dirtyRect = CGRect.null
    var intrinsicContentSize: CGSize?
    var layout: ViewLayoutState?
}
