import Foundation
import Testing
@testable import HeadlessKit

/// Hooks that edit the hierarchy, mark views or drive the loop in the middle of an operation or a
/// pass: the structure stays sound and no pending work is lost.
@MainActor
@Suite struct HookReentrancyTests {
    func window() -> (MainRunLoop, Window) {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        return (loop, Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop))
    }

    @Test(arguments: ["remove itself", "exchange siblings"])
    func editingSiblingsInDrawDoesNotLoseTheirDisplay(edit: String) {
        let (loop, window) = window()
        let parent = HookView(side: 50), a = HookView(side: 10), b = HookView(side: 10), c = HookView(side: 10)
        window.addSubview(parent)
        for view in [a, b, c] { parent.addSubview(view) }
        a.onDraw = edit == "remove itself" ? { $0.removeFromSuperview() } : { $0.superview!.exchangeSubview(at: 0, withSubviewAt: 1) }
        #expect(loop.runUntilIdle() == .idle)
        #expect(b.draws == 1 && c.draws == 1)
        #expect(window.invariantViolations().isEmpty)
        #expect(window.pendingViews.isEmpty)
    }

    @Test func didMoveToWindowThatRemovesTheAddedViewLeavesASoundHierarchy() {
        let (loop, window) = window()
        let view = HookView(side: 10)
        view.onDidMoveToWindow = { if $0.window != nil { $0.removeFromSuperview() } }
        window.addSubview(view)
        #expect(view.superview == nil && window.subviews.isEmpty)
        #expect(window.invariantViolations().isEmpty && view.invariantViolations().isEmpty)
        #expect(loop.runUntilIdle() == .idle)
    }

    @Test func didMoveToWindowThatRemovesAnEarlierSiblingLeavesASoundHierarchy() {
        let (loop, window) = window()
        let sibling = HookView(side: 10), view = HookView(side: 10)
        window.addSubview(sibling)
        view.onDidMoveToWindow = { if $0.window != nil { sibling.removeFromSuperview() } }
        window.addSubview(view)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(view)])
        #expect(window.invariantViolations().isEmpty)
        #expect(loop.runUntilIdle() == .idle)
    }

    @Test func hierarchyIsAlreadySoundAndMarkedInsideDidMoveToWindow() {
        let (loop, window) = window()
        loop.runUntilIdle()
        let view = HookView(side: 10)
        var violations: [String] = ["not called"]
        view.onDidMoveToWindow = { view in
            guard view.window != nil else { return }
            violations = view.invariantViolations()
            view.layoutIfNeeded()
        }
        window.addSubview(view)
        #expect(violations.isEmpty)
        #expect(view.layouts == 1, "layoutIfNeeded in didMoveToWindow sees the addition's marks")
        #expect(loop.runUntilIdle() == .idle)
        #expect(view.layouts == 1)
    }

    @Test func layoutIfNeededInsideLayoutSubviewsKeepsLaterPendingSiblings() {
        let (loop, window) = window()
        let parent = HookView(side: 50), a = HookView(side: 10), b = HookView(side: 10), child = HookView(side: 5)
        window.addSubview(parent)
        parent.addSubview(a)
        parent.addSubview(b)
        a.addSubview(child)
        loop.runUntilIdle()
        a.onLayout = { $0.layoutIfNeeded() }
        a.setNeedsLayout()
        child.setNeedsLayout()
        b.setNeedsLayout()
        #expect(loop.runUntilIdle() == .idle)
        #expect(a.layouts == 2 && child.layouts == 2 && b.layouts == 2)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test func stopAfterANestedDrivingCallStillStopsTheOuterCall() {
        let loop = MainRunLoop()
        var ticks = 0
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in
            ticks += 1
            if ticks == 2 {
                loop.runOnce()   // a nested drive, as a modal session would make
                loop.stop()
            }
        }
        #expect(loop.run(for: .seconds(10)) == .stopped)
        #expect(ticks == 2 && loop.now == .seconds(2))
    }

    @Test func feedbackLoopFoundOutsideADrivingCallIsOnlyReportedAsADiagnostic() {
        let (loop, window) = window()
        loop.layoutFeedbackThreshold = 5
        let view = HookView(side: 10)
        window.addSubview(view)
        loop.runUntilIdle()
        var looping = true
        view.onLayout = { if looping { $0.setNeedsLayout() } }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        looping = false
        #expect(loop.diagnostics.collected.map(\.kind) == [.layoutFeedbackLoop])
        var fired = false
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in fired = true }
        #expect(loop.runUntilIdle() == .idle)
        #expect(fired)
    }

    @Test func aWindowAndItsLoopThatNeverRanAreReleased() {
        weak var weakWindow: Window?
        weak var weakLoop: MainRunLoop?
        do {
            let loop = MainRunLoop()
            let window = Window(screenSize: CGSize(width: 10, height: 10), runLoop: loop)
            window.addSubview(ViewNode())
            weakWindow = window
            weakLoop = loop
        }
        #expect(weakWindow == nil && weakLoop == nil)
    }

    @Test func aWindowReleasedWithACommitPendingIsNotKeptAlive() {
        let loop = MainRunLoop()
        weak var weakWindow: Window?
        weak var weakChild: ViewNode?
        do {
            let window = Window(screenSize: CGSize(width: 10, height: 10), runLoop: loop)
            let child = ViewNode()
            window.addSubview(child)
            weakWindow = window
            weakChild = child
        }
        #expect(weakWindow == nil && weakChild == nil)
        #expect(loop.runUntilIdle() == .idle)
    }

    @Test func drawInOneWindowMarkingAnotherAndLayoutMovingViewsBetweenThemSettle() {
        let loop = MainRunLoop()
        let first = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let second = Window(screenSize: CGSize(width: 100, height: 100), runLoop: loop)
        let a = HookView(side: 10), b = HookView(side: 10)
        first.addSubview(a)
        second.addSubview(b)
        loop.runUntilIdle()
        b.onDraw = { _ in a.setNeedsDisplay() }
        a.onLayout = { _ in if b.window === second { first.addSubview(b) } }
        a.setNeedsLayout()
        b.setNeedsDisplay()
        #expect(loop.runUntilIdle() == .idle)
        #expect(first.pendingViews.isEmpty && second.pendingViews.isEmpty)
        #expect(b.window === first)
        #expect(a.draws == 2)
    }

    @Test func observerRemovedByAnEarlierObserverIsNotCalledInTheSameNotification() {
        let loop = MainRunLoop()
        var calls: [String] = []
        final class ObserverBox { var observer: RunLoopObserver? }
        let second = ObserverBox()
        loop.addObserver(activities: .beforeTimers) { _ in
            calls.append("first")
            loop.removeObserver(second.observer!)
        }
        second.observer = loop.addObserver(activities: .beforeTimers) { _ in calls.append("second") }
        loop.runOnce()
        #expect(calls == ["first"])
    }

    @Test func timerInvalidatingAnotherDueTimerStopsIt() {
        let loop = MainRunLoop()
        var fired: [String] = []
        var repeating: RunLoopTimer?
        loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: false) { _ in
            fired.append("one-shot")
            repeating?.invalidate()
        }
        repeating = loop.scheduleTimer(withTimeInterval: .seconds(1), repeats: true) { _ in fired.append("repeating") }
        #expect(loop.runUntilIdle() == .idle)
        #expect(fired == ["one-shot"] && loop.now == .seconds(1))
    }

    @Test func setNeedsDisplayWithARectOutsideTheBoundsMarksNothing() {
        let (loop, window) = window()
        let view = HookView(side: 10)
        window.addSubview(view)
        loop.runUntilIdle()
        view.setNeedsDisplay(CGRect(x: 50, y: 50, width: 5, height: 5))
        #expect(!view.needsDisplay())
        loop.runUntilIdle()
        #expect(view.draws == 1)
    }

    /// A `willMove(toWindow: nil)` that moves the view being removed into another window wins:
    /// the removal stops there, and the view gets each did-callback once, from that move.
    @Test func aRemovedViewThatAHookMovesToAnotherWindowStaysThere() {
        final class Escaping: ViewNode {
            weak var destination: ViewNode?
            override func willMove(toWindow newWindow: Window?) {
                guard newWindow == nil, let destination, superview !== destination else { return }
                destination.addSubview(self)
            }
        }
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let other = Window(screenSize: CGSize(width: 50, height: 50), runLoop: fixture.loop)
        let parent = fixture.view("parent"), destination = fixture.view("destination")
        let view = Escaping(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.log.name(view, "view")
        fixture.log.name(other, "other")
        fixture.window.addSubview(parent)
        other.addSubview(destination)
        parent.addSubview(view)
        view.destination = destination
        fixture.settleAndClearLog()
        view.removeFromSuperview()
        #expect(view.superview === destination && view.window === other && parent.subviews.isEmpty)
        #expect(fixture.log.lines == [
            "parent.willRemoveSubview(view)", "view.willMove(toSuperview: nil)", "view.willMove(toWindow: nil)",
            "parent.willRemoveSubview(view)", "view.willMove(toSuperview: destination)", "view.willMove(toWindow: other)",
            "view.didMoveToWindow()", "view.didMoveToSuperview()", "destination.didAddSubview(view)",
        ])
        fixture.loop.runUntilIdle()
        #expect(fixture.window.invariantViolations().isEmpty && other.invariantViolations().isEmpty)
    }

    /// The same for an addition: a `willMove(toSuperview:)` that moves the view itself — here away
    /// and back again — overtakes the `addSubview(_:)`, which ends after its will-callbacks, so its
    /// old superview is never left unannounced.
    @Test func anAddedViewThatAHookMovesAwayAndBackStaysWhereTheHookLeftIt() {
        final class Wandering: ViewNode {
            weak var detour: ViewNode?
            var isWandering = false
            override func willMove(toSuperview newSuperview: ViewNode?) {
                guard !isWandering, let home = superview, let detour else { return }
                isWandering = true
                detour.addSubview(self)
                home.addSubview(self)
            }
        }
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let home = fixture.view("home"), detour = fixture.view("detour"), target = fixture.view("target")
        let view = Wandering(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.log.name(view, "view")
        for parent in [home, detour, target] { fixture.window.addSubview(parent) }
        home.addSubview(view)
        view.detour = detour
        fixture.settleAndClearLog()
        target.addSubview(view)
        #expect(view.superview === home && target.subviews.isEmpty && detour.subviews.isEmpty)
        #expect(fixture.log.lines == [
            "home.willRemoveSubview(view)", "view.willMove(toSuperview: target)",
            "home.willRemoveSubview(view)", "view.willMove(toSuperview: detour)", "view.didMoveToSuperview()", "detour.didAddSubview(view)",
            "detour.willRemoveSubview(view)", "view.willMove(toSuperview: home)", "view.didMoveToSuperview()", "home.didAddSubview(view)",
        ])
        fixture.loop.runUntilIdle()
        #expect(fixture.window.invariantViolations().isEmpty)
    }

    /// Each callback is reported to the loop its receiver belongs to when it is delivered: a
    /// controller whose `viewWillLayoutSubviews` moves its own view into another loop's window
    /// has that view's `layoutSubviews` reported there, not to the loop whose commit is running.
    @Test func aRootViewMovedToAnotherLoopByViewWillLayoutSubviewsReportsItsLayoutThere() {
        final class Mover: ViewControllerBase {
            var destination: Window?
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                if let destination { destination.addSubview(view) }
                destination = nil
            }
        }
        let first = MainRunLoop(), second = MainRunLoop()
        let firstLog = LifecycleEventLog(ignoring: [.draw]), secondLog = LifecycleEventLog(ignoring: [.draw])
        first.lifecycleObserver = firstLog
        second.lifecycleObserver = secondLog
        let source = Window(screenSize: CGSize(width: 100, height: 100), runLoop: first)
        let destination = Window(screenSize: CGSize(width: 50, height: 50), runLoop: second)
        let mover = Mover()
        source.rootViewController = mover
        source.makeKeyAndVisible()
        firstLog.name(mover, "mover")
        secondLog.name(mover.view, "moverView")
        firstLog.name(mover.view, "moverView")
        mover.destination = destination
        first.runUntilIdle()
        #expect(!firstLog.lines.contains("moverView.layoutSubviews()"))
        #expect(secondLog.lines.contains("moverView.layoutSubviews()"))
        #expect(mover.view.window === destination)
    }
}
