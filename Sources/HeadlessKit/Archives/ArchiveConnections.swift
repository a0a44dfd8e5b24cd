import Foundation

/// How archives reach an object's outlets and actions by name, without an Objective-C runtime.
///
/// An outlet is found, in order: in the object's ``ArchiveConnectable`` listing, among its
/// ``Outlet`` properties (through `Mirror`, inherited ones included), then among HeadlessKit's
/// built-in outlets (a table view's `dataSource`, a controller's `view`…). An action is found in
/// the object's ``ArchiveConnectable`` listing.
@MainActor
enum ArchiveConnections {
    /// Sets the outlet `name` of `object` to `value`; `false` when `object` has no such outlet
    /// or the value's type does not fit it.
    static func connectOutlet(named name: String, of object: AnyObject, to value: AnyObject?) -> Bool {
        guard let outlet = outlet(named: name, of: object) else { return false }
        if let value, !outlet.accepts(value) { return false }
        outlet.set(value)
        return true
    }

    /// The outlet `name` of `object`, or `nil`.
    static func outlet(named name: String, of object: AnyObject) -> ArchiveOutlet? {
        var outlets = OutletDirectory(of: object)
        return outlets.outlet(named: name)
    }

    /// The action `name` (`"logIn:"`) of `target`, called with the sender; `nil` when `target`
    /// has none by that name.
    static func action(named name: String, on target: AnyObject) -> (@MainActor (Any?) -> Void)? {
        (target as? any ArchiveConnectable)?.archiveAction(named: name)?.perform
    }

    /// Looks up archived classes, in order: `registry` (the load's
    /// ``Nib/OptionsKey/classRegistry``), the application's ``ArchiveClassProvider/archiveClasses``
    /// (when `runLoop`'s owner provides them, else those of ``MainRunLoop/current``'s owner),
    /// HeadlessKit's own views, then a module-qualified name (`"MyApp.LoginView"`) through
    /// Foundation's `NSClassFromString`, accepted only for an ``ArchiveDecodable`` class.
    static func classLookup(preferring registry: ArchiveClassRegistry?, runLoop: MainRunLoop?)
        -> (String) -> (any ArchiveDecodable.Type)? {
        let application = ((runLoop ?? MainRunLoop.current)?.owner as? any ArchiveClassProvider)?.archiveClasses
        let builtIns = ArchiveClassRegistry.headlessKitViews
        return { name in
            if let type = registry?.type(named: name) ?? application?.type(named: name) ?? builtIns.type(named: name) {
                return type
            }
            guard name.contains(".") else { return nil }
            return NSClassFromString(name) as? any ArchiveDecodable.Type
        }
    }
}

/// An object that provides the classes archives may name: the application, which HeadlessKit
/// finds as the owner of the load's run loop.
@MainActor
protocol ArchiveClassProvider: AnyObject {
    /// The classes archives loaded on this object's run loop may name.
    var archiveClasses: ArchiveClassRegistry { get }
}

/// Built-in outlets of classes of the rooms above (a controller's `view`), reached by name.
@MainActor
protocol ArchiveBuiltInOutlets: AnyObject {
    /// The built-in outlet `name`, or `nil`.
    func builtInArchiveOutlet(named name: String) -> ArchiveOutlet?
}

/// One object's outlets, found once: its listing, its ``Outlet`` properties (walked once, on
/// first need), its built-in outlets.
@MainActor
struct OutletDirectory {
    let object: AnyObject
    private var wrappers: [String: ArchiveOutlet]?

    init(of object: AnyObject) { self.object = object }

    /// The outlet `name`, or `nil`.
    mutating func outlet(named name: String) -> ArchiveOutlet? {
        if let listed = (object as? any ArchiveConnectable)?.archiveOutlet(named: name) { return listed }
        if wrappers == nil { wrappers = Self.wrappedOutlets(of: object) }
        if let wrapped = wrappers?[name] { return wrapped }
        return Self.builtInOutlet(named: name, of: object)
    }

    /// The ``Outlet`` properties of `object`'s class and its superclasses, by property name; the
    /// walk stops at HeadlessKit's own classes, which declare none.
    private static func wrappedOutlets(of object: AnyObject) -> [String: ArchiveOutlet] {
        var outlets: [String: ArchiveOutlet] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, !isHeadlessKitClass(current.subjectType) {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let wrapper = child.value as? any OutletWrapper
                else { continue }
                let name = String(label.dropFirst())
                if outlets[name] == nil { outlets[name] = wrapper.archiveOutlet }
            }
            mirror = current.superclassMirror
        }
        return outlets
    }

    private static func isHeadlessKitClass(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("HeadlessKit.")
    }

    /// The outlets HeadlessKit's classes declare: a scroll view's (and so a table or collection
    /// view's) `delegate`, a table or collection view's `dataSource`, a text field's `delegate`,
    /// and those of the rooms above (``ArchiveBuiltInOutlets``).
    private static func builtInOutlet(named name: String, of object: AnyObject) -> ArchiveOutlet? {
        switch (object, name) {
        case (let table as TableView, "dataSource"):
            ArchiveOutlet(accepting: (any TableViewDataSource).self) { [weak table] in table?.dataSource = $0 }
        case (let collection as CollectionView, "dataSource"):
            ArchiveOutlet(accepting: (any CollectionViewDataSource).self) { [weak collection] in collection?.dataSource = $0 }
        case (let scrollView as ScrollView, "delegate"):
            ArchiveOutlet(accepting: (any ScrollViewDelegate).self) { [weak scrollView] in scrollView?.delegate = $0 }
        case (let field as TextField, "delegate"):
            ArchiveOutlet(accepting: (any TextFieldDelegate).self) { [weak field] in field?.delegate = $0 }
        case (let higher as any ArchiveBuiltInOutlets, _):
            higher.builtInArchiveOutlet(named: name)
        default:
            nil
        }
    }
}
