import Foundation

/// A view whose text keys edit — ``TextField`` and ``TextView``.
///
/// The steps both take are here once: an edit asks the delegate, is dropped when the delegate
/// changed the text while asked, changes the text and is announced; the selection moves and is
/// announced; begin and end announcements wait in one queue; a forced resignation skips the
/// delegate. Each view supplies what differs: its delegate's calls and what it announces.
@MainActor
protocol TextEditingView: ViewNode {
    /// The text and its selection.
    var content: EditableText { get set }
    /// The session number, a forced resignation under way, and the announcements waiting.
    var editingState: TextEditingState { get set }
    /// Whether an editing session is under way: typing goes to the selection only then.
    var isEditingText: Bool { get }
    /// Whether the next text inserted while editing replaces the whole text.
    var clearsOnInsertion: Bool { get set }
    /// Whether edits are made at all.
    var acceptsEdits: Bool { get }
    /// The attributes typed text gets.
    var attributesForTypedText: [NSAttributedString.Key: Any] { get }
    /// The delegate method `delegateAllowsEdit(of:replacement:)` calls, as a diagnostic names it.
    var shouldChangeTextMethodName: String { get }
    /// Asks the delegate whether the text in `range` may become `replacement`; `true` without one.
    func delegateAllowsEdit(of range: NSRange, replacement: String) -> Bool
    /// An edit changed the text: the view follows and announces it.
    func editDidApply()
    /// The selection moved: the view tells its delegate.
    func announceSelectionChange()
}

extension TextEditingView {
    /// Where typing goes: the selection while editing, else the end of the text.
    var editingSelection: NSRange {
        isEditingText ? content.selection : NSRange(location: content.length, length: 0)
    }

    /// Replaces `proposedRange` (widened to whole characters) with `replacement` as typing
    /// does: asks the delegate, changes the text, then announces the edit.
    ///
    /// A delegate that changes the text while it is asked and still answers `true` has made the
    /// range stale: the edit is dropped and reported (UIKit would apply it to text it no longer
    /// describes).
    func edit(_ proposedRange: NSRange, replacement: String) {
        guard acceptsEdits else { return }
        let range = content.contains(proposedRange) ? content.characterAligned(proposedRange) : proposedRange
        let generation = content.generation
        let allowed = delegateAllowsEdit(of: range, replacement: replacement)
        guard content.generation == generation else {
            if allowed { reportStaleEdit(range, replacement: replacement) }
            return
        }
        guard allowed, content.contains(range) else { return }
        if isEditingText, clearsOnInsertion, !replacement.isEmpty { clearsOnInsertion = false }
        content.replace(range, with: replacement, attributes: attributesForTypedText)
        editDidApply()
    }

    private func reportStaleEdit(_ range: NSRange, replacement: String) {
        reportMisuse(Diagnostic(
            kind: .invalidTextRange,
            message: "\(shouldChangeTextMethodName) changed the text of \(self) and returned true, so the range "
                + "{\(range.location), \(range.length)} no longer describes the text it was asked about. HeadlessKit "
                + "did not insert \(String(reflecting: replacement)); a delegate that sets the text itself returns false.",
            objects: [self]))
    }

    /// Moves the selection and tells the delegate, if it moved.
    func moveSelection(to range: NSRange) {
        let before = content.selection
        content.select(range)
        guard content.selection != before else { return }
        setNeedsDisplay()
        announceSelectionChange()
    }

    // MARK: - Announcements

    /// Queues `work` behind the announcements being made, and makes them unless they are
    /// already being made (then the outer call makes this one after the current).
    func announce(_ work: @escaping @MainActor () -> Void) {
        editingState.announcements.append(work)
        drainAnnouncements()
    }

    /// Makes the queued announcements in order, unless they are already being made.
    func drainAnnouncements() {
        guard !editingState.isAnnouncing else { return }
        editingState.isAnnouncing = true
        defer { editingState.isAnnouncing = false }
        while !editingState.announcements.isEmpty {
            editingState.announcements.removeFirst()()
        }
    }

    /// Posts `name` with the view as its object on the application's notification centre.
    func postTextNotification(_ name: Notification.Name) {
        owningRunLoop?.textInputNotificationCenter?.post(name: name, object: self)
    }

    // MARK: - Forced resignation

    /// Resigns first responder without asking the delegate (the view was disabled or made
    /// uneditable).
    func resignWithoutAsking() {
        editingState.isResigningByForce = true
        defer { editingState.isResigningByForce = false }
        _ = resignFirstResponder()
    }

    /// Whether the resignation under way was forced; the mark is cleared, so a resignation the
    /// delegate's hooks start from here is asked as usual.
    func takeForcedResignation() -> Bool {
        defer { editingState.isResigningByForce = false }
        return editingState.isResigningByForce
    }
}
