import Foundation
@testable import HeadlessKit

/// A label-like view with a settable intrinsic content size, for hugging and compression tests.
@MainActor
final class SizedView: ViewNode {
    var contentSize = CGSize(width: ViewNode.noIntrinsicMetric, height: ViewNode.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { contentSize }
}

extension ViewFixture {
    /// A view positioned by constraints (not translating its mask), added to `parent`.
    func constrainedView(_ name: String, in parent: ViewNode) -> ViewNode {
        let view = ViewNode()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        log.name(view, name)
        parent.addSubview(view)
        return view
    }

    func sizedView(_ name: String, in parent: ViewNode, content: CGSize) -> SizedView {
        let view = SizedView()
        view.contentSize = content
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        parent.addSubview(view)
        return view
    }
}
