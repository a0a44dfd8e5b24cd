import Foundation

/// A scroll view's content moving on its own, frame by frame: a deceleration after a drag
/// (with bounces and paging), or an animated scroll or zoom.
///
/// Each axis moves independently; the motion ends when both came to rest.
struct ScrollMotion {
    /// What the motion is, which decides the callback at its end.
    enum Kind {
        /// After a drag: ends with `scrollViewDidEndDecelerating(_:)`.
        case deceleration
        /// An animated scroll: ends with `scrollViewDidEndScrollingAnimation(_:)`.
        case animation
        /// A scroll to the top after a status bar tap: ends with `scrollViewDidScrollToTop(_:)`.
        case scrollToTop
        /// Content sliding back after the adjusted inset shrank (a refresh control ended its
        /// refresh): ends with no message, as UIKit's inset animation sends none.
        case insetChange
        /// An animated zoom from one scale to another: ends with `scrollViewDidEndZooming`.
        case zoom(from: CGFloat, to: CGFloat)
    }

    /// How one axis moves.
    enum Axis {
        /// It does not move.
        case still
        /// An exponential deceleration from `start` to rest at `target`; with `edges`, it leaves
        /// the content at one of them and then springs back (`bounces`) or stops there.
        case decelerating(start: CGFloat, target: CGFloat, rate: CGFloat, edges: ClosedRange<CGFloat>?, bounces: Bool)
        /// A critically damped spring back to `edge`, started `startTime` ms into the motion.
        case spring(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, startTime: Double)
        /// An eased animation from `start` to `target`.
        case eased(start: CGFloat, target: CGFloat)
    }

    let kind: Kind
    var x: Axis
    var y: Axis
    /// The frame ticks run so far.
    var tick = 0
    /// The frame interval in milliseconds.
    let frameMilliseconds: Double
    /// How many frames an eased animation lasts.
    let animationFrames: Int

    init(kind: Kind, x: Axis, y: Axis, frameInterval: Duration) {
        self.kind = kind
        self.x = x
        self.y = y
        frameMilliseconds = frameInterval / .milliseconds(1)
        animationFrames = max(Int((ScrollPhysics.animationDuration / frameInterval).rounded()), 1)
    }

    /// The eased progress of an animation at the current tick, 0...1.
    var easedProgress: Double {
        ScrollPhysics.ease(Double(tick) / Double(animationFrames))
    }

    /// Advances one frame: the position of each axis (`nil` for a still one) and whether the
    /// whole motion came to rest.
    mutating func advance() -> (x: CGFloat?, y: CGFloat?, finished: Bool) {
        tick += 1
        let time = Double(tick) * frameMilliseconds
        let (nextX, doneX) = Self.step(&x, time: time, frame: frameMilliseconds, progress: easedProgress, isLastFrame: tick >= animationFrames)
        let (nextY, doneY) = Self.step(&y, time: time, frame: frameMilliseconds, progress: easedProgress, isLastFrame: tick >= animationFrames)
        return (nextX, nextY, doneX && doneY)
    }

    /// Whether an axis would not move at all: still; a free deceleration (one with edges) that
    /// would travel less than half a point; a chosen target or edge it is exactly at.
    static func isAtRest(_ axis: Axis) -> Bool {
        switch axis {
        case .still: true
        case .decelerating(let start, let target, _, let edges, _):
            edges == nil ? start == target : abs(target - start) < ScrollPhysics.stopDistance
        case .spring(_, let displacement, let velocity, _): displacement == 0 && velocity == 0
        case .eased(let start, let target): start == target
        }
    }

    private static func step(_ axis: inout Axis, time: Double, frame: Double, progress: Double, isLastFrame: Bool) -> (CGFloat?, Bool) {
        switch axis {
        case .still:
            return (nil, true)
        case .eased(let start, let target):
            if isLastFrame { axis = .still; return (target, true) }
            return (start + (target - start) * progress, false)
        case .decelerating(let start, let target, let rate, let edges, let bounces):
            let position = ScrollPhysics.decelerated(from: start, to: target, rate: rate, time: time)
            if let edges, !edges.contains(position) {
                let edge = position < edges.lowerBound ? edges.lowerBound : edges.upperBound
                guard bounces,
                      let crossing = ScrollPhysics.crossingTime(from: start, to: target, rate: rate, edge: edge)
                else {
                    axis = .still
                    return (edge, true)
                }
                let velocity = ScrollPhysics.deceleratedVelocity(from: start, to: target, rate: rate, time: crossing)
                axis = .spring(edge: edge, displacement: 0, velocity: velocity, startTime: crossing)
                return step(&axis, time: time, frame: frame, progress: progress, isLastFrame: isLastFrame)
            }
            if abs(target - position) < ScrollPhysics.stopDistance {
                axis = .still
                return (target, true)
            }
            return (position, false)
        case .spring(let edge, let displacement, let velocity, let startTime):
            let state = ScrollPhysics.spring(displacement: displacement, velocity: velocity, time: time - startTime)
            // At rest once within half a point and moving less than half a point per frame.
            if abs(state.displacement) < ScrollPhysics.stopDistance,
               abs(state.velocity) * frame < ScrollPhysics.stopDistance {
                axis = .still
                return (edge, true)
            }
            return (edge + state.displacement, false)
        }
    }
}
