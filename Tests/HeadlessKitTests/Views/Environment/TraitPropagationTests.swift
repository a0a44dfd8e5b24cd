import Foundation
import Testing
@testable import HeadlessKit

/// Trait collections on windows and views: where they come from, and `traitCollectionDidChange(_:)`
/// delivered parents first when they really change (UITraitEnvironment; since iOS 13 UIKit
/// predicts a new view's traits, so joining a hierarchy with the same traits delivers nothing).
@MainActor
@Suite struct TraitPropagationTests {
    /// A view that fills its bounds with the label colour, to see what a dynamic colour resolves to.
    final class Swatch: ViewNode {
        override func draw(_ rect: CGRect) {
            GraphicsContext.current?.fill(bounds, with: .label)
        }
    }

    @Test func aWindowsTraitsComeFromItsScreenAndSize() {
        let loop = MainRunLoop()
        let phone = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        #expect(phone.traitCollection.description == "<TraitCollection userInterfaceStyle=light displayScale=3 "
            + "layoutDirection=leftToRight preferredContentSizeCategory=UICTContentSizeCategoryL horizontalSizeClass=compact "
            + "verticalSizeClass=regular userInterfaceIdiom=phone legibilityWeight=regular>")
        let retina = Window(screen: Screen(size: CGSize(width: 320, height: 480), scale: 2), runLoop: loop)
        #expect(retina.traitCollection.displayScale == 2)
        #expect(ViewNode().traitCollection == phone.traitCollection)
    }

    @Test(arguments: [
        (CGSize(width: 390, height: 844), UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        (CGSize(width: 844, height: 390), .compact, .compact),
        (CGSize(width: 926, height: 428), .regular, .compact),
        (CGSize(width: 736, height: 414), .regular, .compact),
        (CGSize(width: 400, height: 400), .compact, .regular),
    ])
    func sizeClassesFollowTheIPhoneTable(size: CGSize, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        // (chosen) Apple's iPhone size-class table as a rule: portrait compact × regular; landscape
        // compact height, regular width only with a shorter side of 414 points or more.
        let window = Window(screenSize: size, runLoop: MainRunLoop())
        #expect(window.traitCollection.horizontalSizeClass == horizontal)
        #expect(window.traitCollection.verticalSizeClass == vertical)
    }

    @Test func anIPadScreensWindowsAreRegularBothWaysUpAndReportThePadIdiom() {
        // Apple's size class table: a full-screen iPad app is regular width and regular height in
        // both orientations.
        let app = Application.create(
            delegate: RecordingAppDelegate.self, screenSize: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad)
        let portrait = Window(application: app)
        let landscape = Window(screen: app.screen, runLoop: app.runLoop)
        landscape.frame = CGRect(x: 0, y: 0, width: 1194, height: 834)
        #expect([portrait, landscape].map { [$0.traitCollection.horizontalSizeClass, $0.traitCollection.verticalSizeClass] }
            == [[.regular, .regular], [.regular, .regular]])
        #expect(portrait.traitCollection.userInterfaceIdiom == .pad)
        #expect(app.screen.traitCollection.description == "<TraitCollection displayScale=2 userInterfaceIdiom=pad>")
        #expect(Screen(idiom: .unspecified).traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func overridingAViewsStyleReachesItsSubtreeParentsFirstSkippingViewsThatForceTheirOwn() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let parent = fixture.view("parent"), child = fixture.view("child"), forced = fixture.view("forced")
        let leaf = fixture.view("leaf")
        fixture.window.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(forced)
        forced.addSubview(leaf)
        forced.overrideUserInterfaceStyle = .dark
        fixture.log.removeAll()
        parent.overrideUserInterfaceStyle = .dark
        #expect(fixture.log.lines == ["parent.traitCollectionDidChange(_:)", "child.traitCollectionDidChange(_:)"])
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func theWindowsOverrideReachesAControllerBeforeItsRootView() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw, .viewWillLayoutSubviews, .viewDidLayoutSubviews])
        let controller = ViewControllerBase()
        fixture.log.name(controller, "VC")
        fixture.window.rootViewController = controller
        fixture.window.makeKeyAndVisible()
        fixture.log.name(controller.view, "root")
        let child = fixture.view("child")
        controller.view.addSubview(child)
        fixture.settleAndClearLog()
        fixture.window.overrideUserInterfaceStyle = .dark
        #expect(fixture.log.lines == [
            "window.traitCollectionDidChange(_:)", "VC.traitCollectionDidChange(_:)", "root.traitCollectionDidChange(_:)",
            "child.traitCollectionDidChange(_:)",
        ])
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func addingAViewToADarkWindowDeliversTheChangeBeforeTheDidCallbacks() {
        // Since iOS 13 the callback comes only when the traits differ. (chosen) It is delivered once
        // the move is linked, before the did-hooks, which then read the new traits.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        fixture.window.overrideUserInterfaceStyle = .dark
        let view = fixture.view("view"), leaf = fixture.view("leaf")
        view.addSubview(leaf)
        fixture.log.removeAll()
        fixture.window.addSubview(view)
        #expect(fixture.log.lines == [
            "view.willMove(toSuperview: window)", "view.willMove(toWindow: window)", "leaf.willMove(toWindow: window)",
            "view.traitCollectionDidChange(_:)", "leaf.traitCollectionDidChange(_:)",
            "view.didMoveToWindow()", "leaf.didMoveToWindow()", "view.didMoveToSuperview()", "window.didAddSubview(view)",
        ])
    }

    @Test func addingAViewToAWindowWithTheDefaultTraitsDeliversNoTraitChange() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        #expect(fixture.lines(for: .traitCollectionDidChange) == [])
    }

    @Test func aViewRemovedFromADarkWindowKeepsItsTraitsUntilItJoinsAnotherHierarchy() {
        // (chosen) UIKit keeps a removed view's trait collection; it changes when the view joins
        // a hierarchy with other traits.
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        fixture.window.overrideUserInterfaceStyle = .dark
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        fixture.log.removeAll()
        view.removeFromSuperview()
        #expect(fixture.lines(for: .traitCollectionDidChange) == [])
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        let holder = fixture.view("holder")
        holder.addSubview(view)
        #expect(fixture.lines(for: .traitCollectionDidChange) == ["view.traitCollectionDidChange(_:)"])
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aResizeAcrossASizeClassBoundaryDeliversTheChangeAndOneWithinItDeliversNothing() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        fixture.log.removeAll()
        fixture.window.frame.size = CGSize(width: 300, height: 500)
        #expect(fixture.log.lines == [])
        fixture.window.frame.size = CGSize(width: 480, height: 320)
        #expect(fixture.log.lines == ["window.traitCollectionDidChange(_:)", "view.traitCollectionDidChange(_:)"])
        #expect(view.traitCollection.verticalSizeClass == .compact)
    }

    @Test func aTextSizeChangeReachesEveryViewOfTheWindow() {
        let fixture = ViewFixture(ignoring: [.layoutSubviews, .draw])
        let view = fixture.view("view")
        fixture.window.addSubview(view)
        fixture.log.removeAll()
        fixture.window.preferredContentSizeCategory = .accessibilityLarge
        #expect(fixture.log.lines == ["window.traitCollectionDidChange(_:)", "view.traitCollectionDidChange(_:)"])
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        fixture.window.preferredContentSizeCategory = .accessibilityLarge
        #expect(fixture.log.lines.count == 2)
    }

    @Test func traitCollectionDidChangeReceivesThePreviousCollection() {
        final class Recorder: ViewNode {
            var previous: [UserInterfaceStyle?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                previous.append(previousTraitCollection?.userInterfaceStyle)
            }
        }
        let fixture = ViewFixture()
        let recorder = Recorder()
        fixture.window.addSubview(recorder)
        fixture.window.overrideUserInterfaceStyle = .dark
        fixture.window.overrideUserInterfaceStyle = .light
        #expect(recorder.previous == [.light, .dark])
    }

    @Test func dynamicColoursAreDrawnResolvedAgainstTheDrawingViewsTraits() {
        let fixture = ViewFixture()
        let light = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let dark = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dark.overrideUserInterfaceStyle = .dark
        fixture.window.addSubview(light)
        fixture.window.addSubview(dark)
        fixture.loop.runUntilIdle()
        #expect(light.displayList == [.fill(CGRect(x: 0, y: 0, width: 10, height: 10), Color(white: 0))])
        #expect(dark.displayList == [.fill(CGRect(x: 0, y: 0, width: 10, height: 10), Color(white: 1))])
    }
}
