import Foundation
@testable import HeadlessKit

/// A stack view pinned into a fixture's window at a fixed size, and helpers to read its
/// arranged views' frames exactly.
@MainActor
struct StackFixture {
    let fixture = ViewFixture()
    let stack: StackView

    /// A stack view at (0, 0) of `size` in the window, with `views` arranged.
    init(axis: LayoutConstraint.Axis, size: CGSize, views: [ViewNode] = []) {
        stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.accessibilityIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: fixture.window.leftAnchor),
            stack.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: size.width),
            stack.heightAnchor.constraint(equalToConstant: size.height),
        ])
    }

    /// Runs the loop until idle and returns the arranged views' frames, each edge in whole
    /// pixels of the 3× screen divided back to points (a frame stored as center and size can be
    /// a rounding error off its pixel edge).
    func settledFrames(_ views: [ViewNode]? = nil) -> [CGRect] {
        fixture.loop.runUntilIdle()
        return (views ?? stack.arrangedSubviews).map { view in
            let f = view.frame
            let edges = [f.minX, f.minY, f.maxX, f.maxY].map { ($0 * 3).rounded() / 3 }
            return CGRect(x: edges[0], y: edges[1], width: edges[2] - edges[0], height: edges[3] - edges[1])
        }
    }

    /// A view with an intrinsic size, named for descriptions.
    static func sized(_ name: String, _ width: CGFloat, _ height: CGFloat) -> SizedView {
        let view = SizedView()
        view.contentSize = CGSize(width: width, height: height)
        view.accessibilityIdentifier = name
        return view
    }
}

/// The identities of `views`, to compare arrays of views exactly.
func identities(_ views: [ViewNode]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
