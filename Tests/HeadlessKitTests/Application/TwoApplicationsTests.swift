import Foundation
import Testing
@testable import HeadlessKit

/// Two applications driven turn by turn on one main actor never see each other's events,
/// diagnostics, screens or layout: every object reaches its application through its window, its
/// container or the window it last belonged to — never through whichever loop happens to be
/// running.
@MainActor
@Suite struct TwoApplicationsTests {
    /// One of the two apps: a window on its own screen showing a navigation controller, an
    /// observer that records every callback its loop reports, and the objects it owns.
    @MainActor
    final class Side {
        let app: Application
        let window: Window
        let navigation: NavigationController
        let events = LifecycleEventLog()
        private(set) var owned: Set<ObjectIdentifier> = []

        init(screen: CGSize) {
            app = Application.create(delegate: RecordingAppDelegate.self, screenSize: screen)
            app.diagnostics.policy = .collect
            app.runLoop.lifecycleObserver = events
            app.launch()
            window = Window(application: app)
            navigation = NavigationController(rootViewController: ViewControllerBase())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            (app.delegate as! RecordingAppDelegate).window = window
            own(app.delegate!)
            own(window)
            own(navigation)
        }

        /// Marks `object` (a controller: with its view and subviews) as this app's.
        func own(_ object: AnyObject) {
            owned.insert(ObjectIdentifier(object))
            if let controller = object as? ViewControllerBase {
                for child in controller.children { own(child) }
                controller.viewIfLoaded?.forEachInSubtree { owned.insert(ObjectIdentifier($0)) }
            }
            if let view = object as? ViewNode { view.forEachInSubtree { owned.insert(ObjectIdentifier($0)) } }
        }

        /// Every recorded event whose receiver is not this app's.
        var strayEvents: [String] {
            events.events.filter { !owned.contains($0.receiver) }.map(\.description)
        }

        func turn() -> RunLoopStopReason { app.runLoop.runOnce() }
    }

    /// Runs both apps' loops 50 ms of clock time at a time, alternately, until both are idle.
    func interleave(_ first: Side, _ second: Side, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<1_000 {
            if first.turn() == .idle, second.turn() == .idle { return }
            first.app.runLoop.run(for: .milliseconds(50))
            second.app.runLoop.run(for: .milliseconds(50))
        }
        Issue.record("the apps never became idle", sourceLocation: sourceLocation)
    }

    final class Screen: ViewControllerBase {
        var sizeAtLoad = CGSize.zero
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeAtLoad = view.bounds.size
            view.addSubview(ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        }
    }

    @Test func pushesPresentsLayoutsWarningsAndMovesStayWithTheirOwnApplication() {
        let phone = Side(screen: CGSize(width: 390, height: 844))
        let tablet = Side(screen: CGSize(width: 1024, height: 768))
        interleave(phone, tablet)

        // Pushes, each made while the other app's loop is the one bound to the task.
        let phoneDetail = Screen(), tabletDetail = Screen()
        tablet.app.withCurrent { phone.navigation.pushViewController(phoneDetail, animated: true) }
        phone.app.withCurrent { tablet.navigation.pushViewController(tabletDetail, animated: true) }
        phone.own(phoneDetail)
        tablet.own(tabletDetail)
        #expect(phoneDetail.sizeAtLoad == CGSize(width: 390, height: 844), "the phone's screen, not the bound loop's")
        #expect(tabletDetail.sizeAtLoad == CGSize(width: 1024, height: 768))
        interleave(phone, tablet)
        #expect(phoneDetail.appearanceState == .appeared && tabletDetail.appearanceState == .appeared)

        // Presentations, interleaved.
        let phoneModal = Screen(), tabletModal = Screen()
        phone.own(phoneModal)
        tablet.own(tabletModal)
        phone.navigation.present(phoneModal, animated: false)
        _ = tablet.turn()
        tablet.navigation.present(tabletModal, animated: false)
        interleave(phone, tablet)
        #expect(phoneModal.view.window === phone.window && tabletModal.view.window === tablet.window)
        phone.own(phoneModal)
        tablet.own(tabletModal)

        // Layout: a rotation of the phone lays out only the phone.
        tablet.events.removeAll()
        phone.window.transition(toSize: CGSize(width: 844, height: 390))
        interleave(phone, tablet)
        #expect(tablet.events.events.isEmpty)
        #expect(phoneModal.view.frame.size == CGSize(width: 844, height: 390))
        #expect(tabletModal.view.frame.size == CGSize(width: 1024, height: 768))

        // A memory warning reaches only the phone's controllers.
        tablet.events.removeAll()
        phone.events.removeAll()
        phone.app.simulate(.memoryWarning)
        #expect(tablet.events.events.isEmpty)
        #expect(phone.events.events.filter { $0.callback == .didReceiveMemoryWarning }.count == 4)

        // A view moved from the phone's window to the tablet's: its will-callbacks and the
        // phone's willRemoveSubview go to the phone, its did-callbacks and didAddSubview to the tablet.
        let traveller = phoneModal.view.subviews[0]
        phone.events.removeAll()
        tablet.events.removeAll()
        phone.events.name(traveller, "traveller")
        tablet.events.name(traveller, "traveller")
        tablet.app.withCurrent { tabletModal.view.addSubview(traveller) }
        #expect(phone.events.lines == [
            "ViewNode.willRemoveSubview(traveller)", "traveller.willMove(toSuperview: ViewNode)",
            "traveller.willMove(toWindow: Window)",
        ])
        // The tablet's landscape window has a regular width: the traveller's traits change as it
        // joins, before its did-callbacks.
        #expect(tablet.events.lines == [
            "traveller.traitCollectionDidChange(_:)", "traveller.didMoveToWindow()", "traveller.didMoveToSuperview()", "ViewNode.didAddSubview(traveller)",
        ])
        tablet.own(traveller)
        interleave(phone, tablet)

        // Misuse goes to the sink of the app the objects belong to, whatever loop is bound.
        tablet.app.withCurrent { phoneModal.view.addSubview(phoneModal.view) }
        phone.app.withCurrent { tabletDetail.present(Screen(), animated: false) }
        #expect(phone.app.diagnostics.collected.map(\.kind) == [.addSubviewCycle])
        #expect(tablet.app.diagnostics.collected.map(\.kind) == [.invalidPresentation])

        #expect(phone.strayEvents.filter { !$0.contains("traveller") }.isEmpty)
        #expect(tablet.strayEvents.isEmpty)
    }

    @Test func aFeedbackLoopInOneApplicationStopsOnlyThatApplicationsLoop() {
        final class Restless: ViewNode {
            override func layoutSubviews() { setNeedsLayout() }
        }
        let phone = Side(screen: CGSize(width: 390, height: 844))
        let tablet = Side(screen: CGSize(width: 1024, height: 768))
        interleave(phone, tablet)
        let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        phone.window.addSubview(restless)
        let calm = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tablet.window.addSubview(calm)
        calm.setNeedsLayout()
        if case .layoutFeedbackLoop = phone.app.runLoop.runUntilIdle() {} else {
            Issue.record("the phone's loop did not stop its feedback loop")
        }
        #expect(tablet.app.runLoop.runUntilIdle() == .idle)
        #expect(phone.app.diagnostics.collected.map(\.kind) == [.layoutFeedbackLoop])
        #expect(tablet.app.diagnostics.collected.isEmpty)
    }
}
