import Foundation
import HeadlessKit

/// The storyboard half of the demo: an app launched from `Notes.storyboard.json`, whose scenes
/// connect outlets, perform a segue with `prepare(for:sender:)`, present a modal from a button and
/// unwind from it.
@MainActor
func runStoryboardDemo(_ trace: TracePrinter, app: Application) {
    /// Runs `body` as a user action and lets the app settle afterwards; `timelineName` names it
    /// in the timeline where `title` is too long.
    func act(_ title: String, timelineName: String? = nil, _ body: () -> Void) {
        trace.action(title)
        trace.recordAction(title, named: timelineName) {
            body()
            app.runLoop.runUntilIdle()
        }
    }

    trace.heading("A storyboard app: scenes made from the archive, a segue, a modal and an unwind")
    app.archiveClasses.register([NotesViewController.self, NoteViewController.self, ComposeViewController.self])
    app.mainStoryboard = Storyboard(name: "Notes", bundle: .module)
    act("cold launch: the main storyboard's initial controller and its root scene") { _ = app.launch() }
    guard let window = (app.delegate as? NotesAppDelegate)?.window,
          let navigation = window.rootViewController as? NavigationController,
          let notes = navigation.topViewController as? NotesViewController else {
        trace.plain("The storyboard did not launch.")
        return
    }
    notes.note = { trace.note($0) }
    trace.recording?.name(navigation, "Nav")
    trace.recording?.name(notes, "Notes")
    trace.note("Notes' outlets: countLabel says \"\(notes.countLabel?.text ?? "nil")\", composeButton is \(notes.composeButton == nil ? "nil" : "connected")")
    act("Notes performs the segue \"showNote\" from code", timelineName: "segue \"showNote\"") { notes.performSegue(withIdentifier: "showNote", sender: nil) }
    if let note = navigation.topViewController as? NoteViewController { trace.recording?.name(note, "Note") }
    act("back, not animated") { navigation.popViewController(animated: false) }
    act("tap Compose: its segue presents Compose modally") { window.tap(notes.composeButton) }
    guard let compose = notes.presentedViewController as? ComposeViewController else {
        trace.plain("Compose was not presented.")
        return
    }
    trace.recording?.name(compose, "Compose")
    act("tap Done: its unwind segue finds Notes' unwindToNotes(_:) and dismisses") { window.tap(compose.doneButton) }
    trace.note("Notes' count label now says \"\(notes.countLabel?.text ?? "nil")\"")
}

/// The storyboard app's delegate: UIKit fills `window` from the main storyboard.
final class NotesAppDelegate: Responder, AppDelegateProtocol {
    var window: Window?
}

/// The notes list scene: two outlets, a segue it performs in code, the unwind action Compose returns to.
final class NotesViewController: ViewControllerBase, ArchiveConnectable {
    @Outlet var countLabel: Label!
    @Outlet var composeButton: Button!
    /// Where the demo prints what the controller says.
    var note: ((String) -> Void)?
    private var count = 0

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let note = segue.destination as? NoteViewController { note.number = count }
    }

    /// The unwind action Compose's Done button names.
    func unwindToNotes(_ segue: StoryboardSegue) {
        note?("Notes.unwindToNotes(_:) runs: the unwind action, from \(type(of: segue.source))")
        count += 1
        countLabel.text = "\(count) note\(count == 1 ? "" : "s")"
    }

    static let connections = ConnectionTable<NotesViewController>([
        .action("unwindToNotes:", NotesViewController.unwindToNotes),
    ])
    func archiveAction(named name: String) -> ArchiveAction? { Self.connections.action(named: name, of: self) }
}

/// A note's scene: the number `prepare(for:sender:)` hands it, shown in its outlet.
final class NoteViewController: ViewControllerBase {
    @Outlet var titleLabel: Label!
    var number = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Note \(number + 1)"
    }
}

/// The compose scene, presented modally; its Done button unwinds.
final class ComposeViewController: ViewControllerBase {
    @Outlet var doneButton: Button!
}
