import Foundation

extension ViewNode {
    /// Options for animating views — `UIView.AnimationOptions`, with UIKit's raw values.
    ///
    /// HeadlessKit acts on the curve, ``repeat``, ``autoreverse``, ``beginFromCurrentState``
    /// (every view animation starts from the current presentation value), the two
    /// `overrideInherited…` options of nested blocks, and the transitions of
    /// ``transition(with:duration:options:animations:completion:)``; the rest are accepted and
    /// recorded (see <doc:DifferencesFromUIKit>).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Creates options from UIKit's bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lays out subviews at commit time so that they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation value of an animation already in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards (with ``repeat``, back and forth for ever).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration, not the one of the block it is nested in.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve, not the one of the block it is nested in.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates the view's content by redrawing it.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses none of the options of the block this one is nested in.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Moves at a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips the view around its vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view around its vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from one content to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view around its horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view around its horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (the default).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (bits 16–19).
        var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }

        /// The transition the options name (bits 20–23): its Core Animation type and direction.
        var transition: (type: TransitionType, subtype: TransitionSubtype?) {
            switch (rawValue >> 20) & 0xF {
            case 1: (TransitionType(rawValue: "oglFlip"), .fromLeft)
            case 2: (TransitionType(rawValue: "oglFlip"), .fromRight)
            case 3: (TransitionType(rawValue: "pageCurl"), .fromBottom)
            case 4: (TransitionType(rawValue: "pageUnCurl"), .fromTop)
            case 6: (TransitionType(rawValue: "oglFlip"), .fromTop)
            case 7: (TransitionType(rawValue: "oglFlip"), .fromBottom)
            default: (.fade, nil)
            }
        }
    }

    /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)`` —
    /// `UIView.KeyframeAnimationOptions`, with UIKit's raw values. The animation options' bits
    /// apply (``AnimationOptions``); the calculation modes choose how keyframes are joined.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Creates options from UIKit's bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lays out subviews at commit time so that they animate with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation value of an animation already in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration, not the one of the block it is nested in.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Uses none of the options of the block this one is nested in.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Joins keyframes with straight lines (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moves at a constant speed, ignoring the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Joins keyframes with a smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at a constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options name (bits 10–12).
        var calculationMode: AnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}
