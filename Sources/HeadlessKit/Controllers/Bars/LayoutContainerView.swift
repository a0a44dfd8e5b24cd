import Foundation

/// The root view of a container with bars — UIKit's `UILayoutContainerView`: in its layout step
/// (between the controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, as UIKit
/// lays its bars out) it asks its controller to place the bars and the shown child's view.
@MainActor
final class LayoutContainerView: ViewNode {
    /// The container that lays this view out.
    weak var container: (any BarsContainer)?

    override func layoutSubviews() {
        super.layoutSubviews()
        container?.layOutBarsAndChildren()
    }
}
