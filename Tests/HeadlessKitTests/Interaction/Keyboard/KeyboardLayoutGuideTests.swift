import Foundation
import Testing
@testable import HeadlessKit

/// `keyboardLayoutGuide` (iOS 15): at the bottom safe-area edge while the keyboard is hidden,
/// the keyboard's space while it is shown, moving in the turn of the keyboard's will-notification.
@MainActor
@Suite struct KeyboardLayoutGuideTests {
    /// A stage with a 34-point bottom safe area, a full-screen root view, a 44-point bar pinned
    /// above its keyboard guide, and a field.
    func stage(usesBottomSafeArea: Bool = true) -> (TextInputStage, ViewNode, ViewNode, TextField) {
        let stage = TextInputStage()
        stage.window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let root = ViewNode(frame: stage.window.bounds)
        stage.window.addSubview(root)
        let bar = ViewNode()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        root.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.addSubview(field)
        _ = stage.loop.runUntilIdle()
        return (stage, root, bar, field)
    }

    /// Before, during (the keyboard still animating) and after: the guide and the bar above it
    /// take their final frames in the commit of the turn that posted the will-notification, and
    /// go back when the keyboard hides.
    @Test func theGuideFollowsTheKeyboardAndRestsOnTheSafeArea() {
        let (stage, root, bar, field) = stage()
        let guide = root.keyboardLayoutGuide
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))

        #expect(field.becomeFirstResponder())
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        // One turn: its commit lays the bar out; the keyboard's did-notifications are 0.25 s away.
        _ = stage.loop.runOnce()
        #expect(stage.loop.keyboard.isAnimating)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(bar.frame == CGRect(x: 0, y: 464, width: 390, height: 44))

        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.loop.keyboard.isAnimating)
        #expect(bar.frame == CGRect(x: 0, y: 464, width: 390, height: 44))

        #expect(field.resignFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    }

    /// `usesBottomSafeArea` `false` (iOS 17): the hidden keyboard's guide is empty at the view's
    /// bottom edge.
    @Test func withoutTheBottomSafeAreaTheHiddenGuideIsEmpty() {
        let (stage, root, bar, _) = stage(usesBottomSafeArea: false)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(stage.app.diagnostics.collected.isEmpty)
    }

    /// A view whose bottom is above the keyboard: the guide there is empty at its bottom edge.
    @Test func aViewAboveTheKeyboardHasAnEmptyGuide() {
        let (stage, root, _, field) = stage()
        let top = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        root.addSubview(top)
        let guide = top.keyboardLayoutGuide
        let marker = ViewNode()
        marker.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(marker)
        marker.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true
        #expect(field.becomeFirstResponder())
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 300, width: 390, height: 0))
        #expect(guide.identifier == "UIKeyboardLayoutGuide" && !guide.followsUndockedKeyboard)
    }
}
