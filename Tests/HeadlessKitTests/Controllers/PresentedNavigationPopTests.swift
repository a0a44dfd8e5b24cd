import Foundation
import Testing
@testable import HeadlessKit

/// An interactive pop inside a presented navigation controller: every view that leaves a
/// superview is announced to it first — UIKit's `willRemoveSubview(_:)`: "Called by the view
/// when a subview is about to be removed" — whatever the presentation style, finished or
/// cancelled.
@MainActor
@Suite struct PresentedNavigationPopTests {
    /// A shown presenter, and a navigation controller holding a root and a pushed controller
    /// presented over it in `style` and settled, with the views' callbacks recorded from then on.
    struct Scene {
        let loop: MainRunLoop
        let window: Window
        let log: LifecycleEventLog
        let presenter: ViewControllerBase
        let navigation: NavigationController
        let root: ViewControllerBase
        let top: ViewControllerBase
        /// Each view's superview once settled, before anything was recorded.
        let superviews: [ObjectIdentifier: ObjectIdentifier]
    }

    func scene(_ style: ModalPresentationStyle) -> Scene {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let log = LifecycleEventLog(ignoring: [.draw])
        loop.lifecycleObserver = log
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let presenter = ViewControllerBase(), root = ViewControllerBase(), top = ViewControllerBase()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        navigation.modalPresentationStyle = style
        presenter.present(navigation, animated: false)
        loop.runUntilIdle()
        log.removeAll()
        log.name(window, "window")
        log.name(presenter.view, "presenterView")
        log.name(navigation.view, "navigationView")
        log.name(root.view, "rootView")
        log.name(top.view, "topView")
        var superviews: [ObjectIdentifier: ObjectIdentifier] = [:]
        var views: [ViewNode] = [window]
        while let view = views.popLast() {
            for subview in view.subviews {
                superviews[ObjectIdentifier(subview)] = ObjectIdentifier(view)
                views.append(subview)
            }
        }
        return Scene(
            loop: loop, window: window, log: log, presenter: presenter, navigation: navigation, root: root, top: top,
            superviews: superviews)
    }

    /// The lines of the views' moves whose old superview was not told first: each
    /// `didMoveToSuperview()` of a view that had a superview must follow that superview's
    /// `willRemoveSubview(_:)` for it.
    func unannouncedRemovals(in scene: Scene) -> [String] {
        var superviews = scene.superviews
        var announced: Set<[ObjectIdentifier]> = []
        var unannounced: [String] = []
        for (event, line) in zip(scene.log.events, scene.log.lines) {
            switch (event.callback, event.arguments.first) {
            case (.willRemoveSubview, .object(let child, _)?):
                announced.insert([event.receiver, child])
            case (.didAddSubview, .object(let child, _)?):
                superviews[child] = event.receiver
            case (.didMoveToSuperview, _):
                if let old = superviews.removeValue(forKey: event.receiver), announced.remove([old, event.receiver]) == nil {
                    unannounced.append(line)
                }
            default:
                break
            }
        }
        return unannounced
    }

    /// The lines of the views' superview changes and of the subview callbacks.
    func hierarchyLines(in scene: Scene) -> [String] {
        let callbacks: Set<LifecycleCallback> = [.willRemoveSubview, .didAddSubview, .willMoveToSuperview, .didMoveToSuperview]
        return zip(scene.log.events, scene.log.lines).filter { callbacks.contains($0.0.callback) }.map(\.1)
    }

    /// UIKit's `willRemoveSubview(_:)`: a finished swipe pops the pushed controller of a
    /// navigation controller presented over the current context, and the navigation controller's
    /// view is told before the popped view leaves it.
    @Test func aFinishedSwipeInANavigationControllerPresentedOverTheContextAnnouncesThePoppedView() {
        let scene = scene(.overCurrentContext)
        scene.window.edgeSwipe(distance: 300)
        scene.loop.runUntilIdle()
        #expect(hierarchyLines(in: scene) == [
            "rootView.willMove(toSuperview: navigationView)", "rootView.didMoveToSuperview()",
            "navigationView.didAddSubview(rootView)",
            "navigationView.willRemoveSubview(topView)", "topView.willMove(toSuperview: nil)", "topView.didMoveToSuperview()",
            "NavigationBar.willRemoveSubview(BarButtonControl)", "BarButtonControl.willMove(toSuperview: nil)",
            "BarButtonControl.didMoveToSuperview()",
        ])
        #expect(unannouncedRemovals(in: scene).isEmpty)
        #expect(scene.navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(scene.root)])
        #expect(scene.navigation.view.superview === scene.window && scene.presenter.view.superview === scene.window)
        #expect(scene.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit's `willRemoveSubview(_:)`: a cancelled swipe gives the pushed controller back, and
    /// the navigation controller's view is told before the uncovered view leaves it again.
    @Test func aCancelledSwipeInANavigationControllerPresentedOverTheContextAnnouncesTheUncoveredView() {
        let scene = scene(.overCurrentContext)
        scene.window.edgeSwipe(distance: 60)
        scene.loop.runUntilIdle()
        #expect(hierarchyLines(in: scene) == [
            "rootView.willMove(toSuperview: navigationView)", "rootView.didMoveToSuperview()",
            "navigationView.didAddSubview(rootView)",
            "navigationView.willRemoveSubview(rootView)", "rootView.willMove(toSuperview: nil)", "rootView.didMoveToSuperview()",
        ])
        #expect(unannouncedRemovals(in: scene).isEmpty)
        #expect(scene.navigation.topViewController === scene.top && scene.top.view.superview === scene.navigation.view)
        #expect(scene.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit's `willRemoveSubview(_:)`, in each style a navigation controller can be presented in
    /// over a whole window or its context, the swipe finished or cancelled: no view leaves a
    /// superview that was not told.
    @Test(arguments: [ModalPresentationStyle.fullScreen, .currentContext, .overFullScreen, .overCurrentContext], [300.0, 60.0])
    func everySuperviewIsToldBeforeAViewLeavesIt(style: ModalPresentationStyle, distance: Double) {
        let scene = scene(style)
        scene.window.edgeSwipe(distance: distance)
        scene.loop.runUntilIdle()
        #expect(scene.log.events.contains { $0.callback == .willRemoveSubview })
        #expect(unannouncedRemovals(in: scene).isEmpty)
        #expect(!scene.navigation.isTransitioning)
        #expect(scene.navigation.viewControllers.count == (distance > 100 ? 1 : 2))
    }
}
