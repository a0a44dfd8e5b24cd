/// How archives reach an object's outlets and actions by name, without an Objective-C runtime.
@MainActor
enum ArchiveConnections {
    /// Sets the outlet `name` of `object` to `value`; `false` when `object` has no such outlet
    /// or the value's type does not fit it.
    static func connectOutlet(named name: String, of object: AnyObject, to value: AnyObject?) -> Bool {
        false // The outlet machinery arrives with the nib format.
    }

    /// The action `name` (`"logIn:"`) of `target`, called with the sender; `nil` when `target`
    /// has none by that name.
    static func action(named name: String, on target: AnyObject) -> (@MainActor (Any?) -> Void)? {
        nil // The action machinery arrives with the nib format.
    }

    /// Looks up archived classes: `registry` first, then the application's classes (when the
    /// load belongs to a run loop whose owner provides them), then HeadlessKit's own.
    static func classLookup(preferring registry: ArchiveClassRegistry?, runLoop: MainRunLoop?)
        -> (String) -> (any ArchiveDecodable.Type)? {
        let builtIns = ArchiveClassRegistry.headlessKitViews
        return { name in registry?.type(named: name) ?? builtIns.type(named: name) }
    }
}
