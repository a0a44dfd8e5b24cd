import Foundation

/// How a cell measures itself for a self-sizing row.
extension TableViewCell {
    /// The height the cell needs at `width`: what the constraints inside its content view give
    /// for the content view's width — measured as UIKit does, with
    /// ``ViewNode/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
    /// the width required and the height as compressed as the constraints allow — or what the
    /// style's default content needs, whichever is taller; 0 when neither gives a height.
    func selfSizedHeight(fittingWidth width: CGFloat) -> CGFloat {
        let contentWidth = contentViewFrame(in: CGSize(width: width, height: 0)).width
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: ViewNode.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(fitted.height.isFinite ? fitted.height : 0, defaultContentHeight(width: contentWidth))
    }
}
