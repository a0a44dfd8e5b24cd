/// What a loader built on nibs (storyboards) adds to a nib's load.
@MainActor
struct NibLoadingHooks {
    /// Keys an archived object may carry that the nib loader itself does not read, but the
    /// loader built on it does (a storyboard's `"segues"`): not refused as unknown keys.
    var structuralKeys: Set<String> = []

    /// Called once the nib's outlets and actions are connected and before any `awakeFromNib()`,
    /// with the load and the File's Owner; only for loads that have not failed. A problem it
    /// reports through the load's `fail` refuses the load (nothing is awoken).
    var connect: (@MainActor (ArchiveDecoding, AnyObject?) -> Void)?

    /// No additions: a plain nib.
    init() {}
}
