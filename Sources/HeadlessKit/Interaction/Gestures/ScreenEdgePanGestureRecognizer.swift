import Foundation

/// Recognizes a pan that starts at an edge of the screen — HeadlessKit's
/// `UIScreenEdgePanGestureRecognizer`, the gesture behind a navigation controller's swipe back.
///
/// It begins only when the finger touched down within ``edgeBand`` points of one of its
/// ``edges`` of the window and then moves away from that edge (more away from it than along it)
/// by the pan's ``PanGestureRecognizer/hysteresis``; a finger that touched down elsewhere, or
/// moves mostly along or toward the edge, fails it. Once begun it reports like a pan:
/// ``PanGestureRecognizer/translation(in:)`` and ``PanGestureRecognizer/velocity(in:)``.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the gesture may start from. The default is none, which never begins, as in UIKit.
    public var edges: RectEdge = []

    /// How close to an edge of the window, in points, the finger must touch down: 20 points
    /// **(chosen: UIKit does not document it; the system back gesture starts within about 20
    /// points of the edge)**.
    public static let edgeBand: CGFloat = 20

    /// The edges the current gesture started at.
    private var startEdges: RectEdge = []

    /// Creates a recognizer for `edges`, with no actions.
    public convenience init(edges: RectEdge) {
        self.init()
        self.edges = edges
    }

    /// Fails unless the first finger touched down within ``edgeBand`` of one of ``edges``.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, startEdges.isEmpty {
            startEdges = edgesNear(centroidInWindow)
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Stops checking the start edge; call `super`.
    open override func reset() {
        super.reset()
        startEdges = []
    }

    /// Begins on a movement away from the start edge; a movement mostly along or toward it fails.
    override func shouldBeginPanning(translation: CGPoint) -> Bool {
        guard super.shouldBeginPanning(translation: translation) else { return false }
        for edge in [RectEdge.left, .right, .top, .bottom] where startEdges.contains(edge) {
            let (away, along): (CGFloat, CGFloat) = switch edge {
            case .left: (translation.x, abs(translation.y))
            case .right: (-translation.x, abs(translation.y))
            case .top: (translation.y, abs(translation.x))
            default: (-translation.y, abs(translation.x))
            }
            if away > along { return true }
        }
        state = .failed
        return false
    }

    /// The edges of ``edges`` within ``edgeBand`` of `point` (window coordinates).
    private func edgesNear(_ point: CGPoint) -> RectEdge {
        guard let window = attachedView?.storedWindow else { return [] }
        let size = window.bounds.size
        var near: RectEdge = []
        if edges.contains(.left), point.x < Self.edgeBand { near.insert(.left) }
        if edges.contains(.right), point.x > size.width - Self.edgeBand { near.insert(.right) }
        if edges.contains(.top), point.y < Self.edgeBand { near.insert(.top) }
        if edges.contains(.bottom), point.y > size.height - Self.edgeBand { near.insert(.bottom) }
        return near
    }
}
