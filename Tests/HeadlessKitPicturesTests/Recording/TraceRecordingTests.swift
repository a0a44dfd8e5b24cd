import Foundation
import HeadlessKit
import HeadlessKitPictures
import Testing

/// A recording made by a program of its own (no test host): attached to a loop, it keeps each
/// callback with its moment of the clock and the actions the program names.
@MainActor @Suite struct TraceRecordingTests {
    @Test func aProgramsRecordingKeepsEachCallbackWithItsMomentAndTheActionAroundIt() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let recording = TraceRecording(loop: loop, ignoring: Set(LifecycleCallback.allCases).subtracting([.didMoveToWindow]))
        loop.lifecycleObserver = recording
        let view = ViewNode()
        recording.name(view, "view")
        loop.run(for: .milliseconds(100))

        recording.recordAction("add the view") {
            window.addSubview(view)
            loop.runUntilIdle()
        }

        #expect(recording.lines == ["view.didMoveToWindow()"])
        #expect(recording.times == [.milliseconds(100)])
        #expect(recording.actions.map(\.name) == ["add the view"])
        #expect(recording.actions.map { [$0.firstEvent, $0.endEvent] } == [[0, 1]])
        #expect(recording.actions.map(\.start) == [.milliseconds(100)])
    }

    @Test func anActionThatCausesNoCallbackIsStillRecordedAsABandOfTime() {
        let loop = MainRunLoop()
        let recording = TraceRecording(loop: loop)
        loop.lifecycleObserver = recording

        recording.recordAction("wait") { loop.run(for: .seconds(1)) }

        #expect(recording.events.isEmpty)
        #expect(recording.actions.map { [$0.start, $0.end] } == [[.zero, .seconds(1)]])
        #expect(recording.actions.map { [$0.firstEvent, $0.endEvent] } == [[0, 0]])
    }
}
