import Foundation
import Testing
import HeadlessKit

/// A small notes app as it would be ported from iOS — public API only — driven the way its tests
/// would drive it, including the mistakes real apps make: a double-tapped row pushing twice, a
/// compose button tapped while its sheet is still coming up, a cancel tapped mid-animation, a bad
/// number from a layout computation.
@MainActor
@Suite struct PortedNotesAppTests {
    final class NotesListController: ViewControllerBase {
        var notes = ["Groceries", "Ideas"]
        var shown: [NoteController] = []

        func didSelectRow(_ row: Int) {
            // The classic bug: the same detail instance is pushed on every tap.
            if shown.isEmpty { shown.append(NoteController(title: notes[row])) }
            navigationController?.pushViewController(shown[0], animated: true)
        }

        func composeTapped() {
            let compose = ComposeController()
            compose.modalPresentationStyle = .pageSheet
            present(compose, animated: true)
        }
    }

    final class NoteController: ViewControllerBase {
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: Coder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            let body = ViewNode(frame: view.bounds.insetBy(dx: 16, dy: 16))
            body.tag = 7
            view.addSubview(body)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // A ratio computed from an empty layout: 0 / 0.
            let emptyWidth: CGFloat = 0
            view.viewWithTag(7)?.alpha = emptyWidth / emptyWidth
        }
    }

    final class ComposeController: ViewControllerBase {
        func cancelTapped() { dismiss(animated: true) }
    }

    @Test func theUsualMistakesAreRefusedAndTheAppCarriesOn() throws {
        let app = Application.create(delegate: AppDelegate.self)
        app.diagnostics.policy = .collect
        _ = app.launch()
        let window = Window(application: app)
        let list = NotesListController()
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        app.runLoop.runUntilIdle()

        list.didSelectRow(0)
        list.didSelectRow(0)   // the double tap: the second push is queued behind the first, then refused
        app.runLoop.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(app.diagnostics.collected.map(\.kind).contains(.controllerAlreadyOnStack))
        #expect(app.diagnostics.collected.map(\.kind).contains(.invalidGeometry))
        let note = try #require(navigation.topViewController as? NoteController)
        #expect(note.view.viewWithTag(7)?.alpha == 1, "the NaN alpha was refused; the view kept its value")

        navigation.popViewController(animated: true)
        app.runLoop.runUntilIdle()
        _ = app.diagnostics.removeAll()
        list.composeTapped()
        list.composeTapped()   // tapped again while the sheet comes up
        // As in UIKit, the navigation controller presents for its child, and the child sees it.
        let compose = try #require(list.presentedViewController as? ComposeController)
        #expect(navigation.presentedViewController === compose)
        compose.cancelTapped()   // and cancel, before the presentation has even started
        app.runLoop.runUntilIdle()
        #expect(app.diagnostics.collected.map(\.kind) == [.presentationInProgress, .presentationInProgress])
        #expect(compose.appearanceState == .appeared)
        compose.cancelTapped()
        app.runLoop.runUntilIdle()
        #expect(list.presentedViewController == nil)
        #expect(list.appearanceState == .appeared)
        #expect(navigation.viewControllers.count == 1)
    }

    final class AppDelegate: AppDelegateProtocol {
        var window: Window?
        init() {}
    }
}
