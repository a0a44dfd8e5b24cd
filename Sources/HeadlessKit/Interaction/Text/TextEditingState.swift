/// The editing session's bookkeeping a text field and a text view both keep.
struct TextEditingState {
    /// Bumped whenever an editing session begins or ends, so a hook that re-enters can be told
    /// apart from the session it interrupted.
    var session = 0
    /// Set while `forceResignFirstResponder()` runs: the delegate is not asked.
    var isResigningByForce = false
    /// The begin and end announcements (delegate, control event, notification) waiting to be
    /// made, and whether they are being made: an end requested from inside a begin
    /// announcement is announced after it, so observers always hear begin before end.
    var announcements: [@MainActor () -> Void] = []
    var isAnnouncing = false
}
