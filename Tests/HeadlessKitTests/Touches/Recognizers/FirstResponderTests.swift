import Foundation
import Testing
@testable import HeadlessKit

/// First responder: becoming and resigning, the window's record of it, and what leaving the
/// window does (UIResponder's documented rules).
@MainActor
@Suite struct FirstResponderTests {
    /// A view that can become first responder, logs its resignations and can refuse them.
    final class Field: ViewNode {
        let name: String
        let log: TouchLog
        var canResign = true
        var resignAnswer = true
        var onResign: (() -> Void)?

        init(_ name: String, log: TouchLog) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        }
        required init?(coder: Coder) { nil }


        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { canResign }
        override func resignFirstResponder() -> Bool {
            log.add("\(name).resignFirstResponder")
            onResign?()
            guard resignAnswer else { return false }
            return super.resignFirstResponder()
        }
        override func willMove(toWindow newWindow: Window?) { log.add("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    }

    func stage() -> (MainRunLoop, Window, TouchLog) {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        window.makeKeyAndVisible()
        return (loop, window, TouchLog())
    }

    /// UIKit: a responder in no window cannot become first responder; one that cannot become
    /// first (the default) cannot either.
    @Test func aResponderInNoWindowOrUnableCannotBecomeFirst() {
        let (loop, window, log) = stage()
        let field = Field("field", log: log)
        #expect(loop.withCurrent { field.becomeFirstResponder() } == false)
        #expect(!field.isFirstResponder)
        let plain = ViewNode(frame: .zero)
        window.addSubview(plain)
        #expect(plain.becomeFirstResponder() == false)
        #expect(window.firstResponder == nil)
        #expect(loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: becoming first makes isFirstResponder true and the window records it; becoming
    /// again is a no-op that answers true.
    @Test func aResponderInAWindowBecomesFirst() {
        let (_, window, log) = stage()
        let field = Field("field", log: log)
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(window.firstResponder === field)
        #expect(field.becomeFirstResponder())
        #expect(log.entries == ["field.willMove(toWindow: window)"])
    }

    /// UIKit: another responder becoming first asks the current one to resign.
    @Test func becomingFirstResignsTheCurrentFirstResponder() {
        let (_, window, log) = stage()
        let a = Field("a", log: log), b = Field("b", log: log)
        window.addSubview(a); window.addSubview(b)
        log.entries.removeAll()
        a.becomeFirstResponder()
        #expect(b.becomeFirstResponder())
        #expect(log.entries == ["a.resignFirstResponder"])
        #expect(!a.isFirstResponder && b.isFirstResponder && window.firstResponder === b)
    }

    /// UIKit: a current first responder that cannot resign (canResignFirstResponder false), or
    /// whose resignFirstResponder() answers false, keeps the status.
    @Test func aFirstResponderThatWillNotResignKeepsTheStatus() {
        let (_, window, log) = stage()
        let a = Field("a", log: log), b = Field("b", log: log)
        window.addSubview(a); window.addSubview(b)
        log.entries.removeAll()
        a.becomeFirstResponder()
        a.canResign = false
        #expect(b.becomeFirstResponder() == false)
        #expect(log.entries.isEmpty, "canResignFirstResponder is asked before resignFirstResponder")
        a.canResign = true
        a.resignAnswer = false
        #expect(b.becomeFirstResponder() == false)
        #expect(log.entries == ["a.resignFirstResponder"])
        #expect(a.isFirstResponder && window.firstResponder === a && !b.isFirstResponder)
    }

    /// UIKit: resignFirstResponder() gives the status up.
    @Test func resigningGivesTheStatusUp() {
        let (_, window, log) = stage()
        let field = Field("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && window.firstResponder == nil)
    }

    /// UIKit: a first responder removed from its window — itself or with an ancestor — is asked
    /// to resign before the subtree hears willMove(toWindow:), and is first no more.
    @Test func removingTheFirstResponderFromItsWindowResignsIt() {
        let (_, window, log) = stage()
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = Field("field", log: log)
        container.addSubview(field)
        window.addSubview(container)
        field.becomeFirstResponder()
        log.entries.removeAll()
        container.removeFromSuperview()
        #expect(log.entries == ["field.resignFirstResponder", "field.willMove(toWindow: nil)"])
        #expect(!field.isFirstResponder && window.firstResponder == nil)
        // Back in the window, it is not first again.
        window.addSubview(container)
        #expect(!field.isFirstResponder && window.firstResponder == nil)
    }

    /// (chosen) A first responder that refuses to resign as it leaves its window loses the
    /// status anyway: a responder outside the window cannot be its first responder.
    @Test func aFirstResponderRefusingToResignAsItLeavesLosesTheStatusAnyway() {
        let (_, window, log) = stage()
        let field = Field("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        field.resignAnswer = false
        field.removeFromSuperview()
        #expect(window.firstResponder == nil)
        window.addSubview(field)
        #expect(!field.isFirstResponder)
    }

    /// A view moved elsewhere within its window stays first responder; one moved to another
    /// window resigns.
    @Test func movingWithinTheWindowKeepsTheStatusAndMovingToAnotherWindowResigns() {
        let (loop, window, log) = stage()
        let a = ViewNode(frame: .zero), b = ViewNode(frame: .zero)
        window.addSubview(a); window.addSubview(b)
        let field = Field("field", log: log)
        a.addSubview(field)
        field.becomeFirstResponder()
        log.entries.removeAll()
        b.addSubview(field)
        #expect(log.entries.isEmpty)
        #expect(field.isFirstResponder)
        let other = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        other.addSubview(field)
        #expect(log.entries == ["field.resignFirstResponder", "field.willMove(toWindow: window)"])
        #expect(window.firstResponder == nil && other.firstResponder == nil)
    }

    /// A resignFirstResponder() override that moves views as the subtree leaves does not
    /// derail the removal.
    @Test func aResignOverrideThatMovesViewsDoesNotBreakTheRemoval() {
        let (_, window, log) = stage()
        let container = ViewNode(frame: .zero)
        let field = Field("field", log: log)
        container.addSubview(field)
        window.addSubview(container)
        field.becomeFirstResponder()
        field.onResign = { window.addSubview(field) }
        container.removeFromSuperview()
        #expect(container.window == nil)
        #expect(field.window === window && field.superview === window)
        #expect(window.firstResponder == nil)
    }

    /// UIKit: a view controller can be first responder; removing its view from the window
    /// resigns it.
    @Test func aControllerWhoseViewLeavesTheWindowResigns() {
        final class Editor: ViewControllerBase {
            var log: TouchLog?
            override var canBecomeFirstResponder: Bool { true }
            override func resignFirstResponder() -> Bool {
                log?.add("editor.resignFirstResponder")
                return super.resignFirstResponder()
            }
        }
        let (loop, window, log) = stage()
        let editor = Editor()
        editor.log = log
        window.rootViewController = editor
        loop.runUntilIdle()
        #expect(editor.becomeFirstResponder())
        #expect(window.firstResponder === editor)
        editor.view?.removeFromSuperview()
        #expect(log.entries == ["editor.resignFirstResponder"])
        #expect(window.firstResponder == nil && !editor.isFirstResponder)
    }
}
