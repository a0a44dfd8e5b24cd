import Foundation
import Testing
@testable import HeadlessKit

/// The examples of the Animation article and of the animation types' documentation, run as
/// written, so that the numbers they quote stay true.
@MainActor
@Suite struct AnimationExampleTests {
    @Test func theArticlesSlideIsHalfwayAtHalfTimeAndOverAfterItsDuration() {
        let slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 300
        slide.duration = 0.5
        slide.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        // The control points are floats, as Core Animation's are: 0.42 and 0.58 are not quite symmetric.
        #expect(abs((slide.value(at: 0.25, underlyingValue: CGFloat(0)) as! CGFloat) - 150.000006) < 1e-6)
        #expect(slide.value(at: 0.6, underlyingValue: CGFloat(0)) == nil)
    }

    @Test func theTimingFunctionExample() {
        #expect(abs(MediaTimingFunction(name: .easeOut).value(at: 0.5) - 0.684643) < 1e-6)
    }

    @Test func theSpringExample() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.progress(at: 0.5) - 1.0746) < 1e-4)
        #expect(abs(spring.settlingDuration() - 1.4727) < 1e-4)
    }

    @Test func theSpringAnimationExample() {
        let drop = SpringAnimation(keyPath: "position.y")
        drop.fromValue = 0
        drop.toValue = 640
        drop.damping = 5
        drop.duration = drop.settlingDuration
        #expect(abs(drop.duration - 2.855) < 1e-3)
    }

    @Test func theBasicAnimationExample() {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.3
        #expect(fade.value(at: 0.15, underlyingValue: Float(1)) as? Float == 0.5)
    }

    @Test func theKeyframeAnimationExample() {
        let shake = KeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 0.4
        #expect(shake.value(at: 0.2, underlyingValue: CGFloat(0)) as? CGFloat == 0)
    }

    @Test func theAnimationGroupExample() {
        let group = AnimationGroup()
        group.duration = 1
        let move = BasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.beginTime = 0.5
        move.duration = 0.5
        group.animations = [move]
        #expect(group.value(forKeyPath: "position.x", at: 0.75, underlyingValue: CGFloat(0)) as? CGFloat == 50)
    }

    @Test func theMediaTimelineExample() {
        var timeline = MediaTimeline(beginTime: 1, duration: 2)
        timeline.autoreverses = true
        #expect(timeline.sample(atParentTime: 2)?.progress == 0.5)
        #expect(timeline.sample(atParentTime: 4.5)?.progress == 0.25)
        #expect(timeline.sample(atParentTime: 5.5) == nil)
    }

    @Test func theTransitionExample() {
        let push = Transition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.3
        #expect(push.progress(at: 0.15) == 0.5)
    }

    @Test func theDisplayLinkExample() {
        @MainActor final class Ticker {
            var frames: [TimeInterval] = []
            func step(_ link: DisplayLink) { frames.append(link.timestamp) }
        }
        let loop = MainRunLoop()
        let ticker = Ticker()
        let link = DisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: loop, forMode: .common)
        loop.run(for: .milliseconds(50))
        let frame = Duration.seconds(1) / 60
        #expect(ticker.frames == [frame.mediaSeconds, (frame * 2).mediaSeconds, (frame * 3).mediaSeconds])
        link.invalidate()
    }
}
