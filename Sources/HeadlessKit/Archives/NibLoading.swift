import Foundation

/// Loads a nib's document: the steps UIKit takes, in its order.
///
/// 1. The document is checked (`"nib": 1`, known keys, the File's Owner's class).
/// 2. Every object is made (`init(coder:)`; a view's subviews before it).
/// 3. Constraints, outlets and actions are resolved and checked — nothing is changed yet.
/// 4. Only if nothing failed: constraints activated, outlets connected, actions registered, the
///    loader's hooks run, then `awakeFromNib()` sent to every object the nib made, in the order
///    their `init(coder:)` returned (Apple's `awakeFromNib()` documentation: all objects are
///    made and connected first; the File's Owner and other placeholders are not awoken).
@MainActor
enum NibLoading {
    /// The keys a nib document may have at its top level.
    static let documentKeys: Set<String> = ["nib", "owner", "objects", "constraints"]
    /// The keys of the `"owner"` placeholder.
    static let ownerKeys: Set<String> = ["class", "outlets"]

    /// Makes `nib`'s objects with `owner` as its File's Owner; the top-level objects, or `nil`
    /// (with diagnostics reported) when the nib is refused.
    static func instantiate(_ nib: Nib, owner: AnyObject?, options: [Nib.OptionsKey: Any]) -> [AnyObject]? {
        let runLoop = runLoop(of: owner)
        let decoding = ArchiveDecoding(
            archiveName: nib.archiveName, bundle: nib.bundle, sink: (runLoop ?? MainRunLoop.current)?.diagnostics,
            lookUpClass: ArchiveConnections.classLookup(
                preferring: options[.classRegistry] as? ArchiveClassRegistry, runLoop: runLoop))
        decoding.structuralKeys.formUnion(["outlets", "actions"])
        decoding.structuralKeys.formUnion(nib.loadingHooks.structuralKeys)
        decoding.extensionDecoders = [ViewNode.decodeArchivedLayoutProperties]
        decoding.tracingRunLoop = runLoop ?? MainRunLoop.current
        var load = NibLoad(nib: nib, decoding: decoding, owner: owner)
        return load.run(externalObjects: options[.externalObjects] as? [String: Any] ?? [:])
    }

    /// The loop a load belongs to: the owner's, if it is a view or a controller's root view;
    /// `nil` otherwise (the current loop then).
    private static func runLoop(of owner: AnyObject?) -> MainRunLoop? {
        if let view = owner as? ViewNode { return view.owningRunLoop }
        if let host = owner as? any ArchiveOwnerContext { return host.archiveRunLoop }
        return nil
    }
}

/// An owner from a room above that knows its run loop (a controller).
@MainActor
protocol ArchiveOwnerContext: AnyObject {
    /// The run loop the owner belongs to, if known.
    var archiveRunLoop: MainRunLoop? { get }
}

/// One instantiation of a nib.
@MainActor
private struct NibLoad {
    let nib: Nib
    let decoding: ArchiveDecoding
    let owner: AnyObject?

    /// An outlet to connect: found and type-checked, not set yet.
    private struct PlannedOutlet {
        let outlet: ArchiveOutlet
        let value: AnyObject
    }

    /// An action to register on a control.
    private struct PlannedAction {
        let control: Control
        let events: Control.Event
        let target: AnyObject
        let name: String
    }

    private var outlets: [PlannedOutlet] = []
    private var actions: [PlannedAction] = []
    private var constraints: [(constraint: LayoutConstraint, firstView: ViewNode?)] = []

    init(nib: Nib, decoding: ArchiveDecoding, owner: AnyObject?) {
        self.nib = nib
        self.decoding = decoding
        self.owner = owner
    }

    mutating func run(externalObjects: [String: Any]) -> [AnyObject]? {
        guard let document = readDocument() else { return nil }
        if let owner { decoding.define(owner, as: "owner") }
        for (identifier, object) in externalObjects { decoding.define(object as AnyObject, as: identifier) }

        var topLevel: [AnyObject] = []
        if let objects = document["objects"] {
            guard let array = objects.array else {
                decoding.fail(.malformedArchive, "\"objects\" must be an array of objects, found \(objects.kindDescription)", line: objects.line)
                return nil
            }
            for value in array {
                guard let dictionary = value.dictionary else {
                    decoding.fail(.malformedArchive, "\"objects\" holds \(value.kindDescription), not an object", line: value.line)
                    continue
                }
                if let object = decoding.makeObject(from: dictionary, line: value.line) { topLevel.append(object) }
            }
        }
        guard !decoding.hasFailed else { return nil }

        if let constraints = document["constraints"] { planConstraints(constraints) }
        if let owner, let ownerOutlets = document["owner"]?.dictionary?["outlets"] {
            planOutlets(ownerOutlets, of: owner, named: "the File's Owner")
        }
        for decoded in decoding.decoded {
            if let objectOutlets = decoded.entries["outlets"] {
                planOutlets(objectOutlets, of: decoded.object, named: ArchiveDecoding.name(of: decoded.identifier))
            }
            if let objectActions = decoded.entries["actions"] { planActions(objectActions, of: decoded) }
        }
        guard !decoding.hasFailed else { return nil }

        connect()
        nib.loadingHooks.connect?(decoding, owner)
        guard !decoding.hasFailed else { return nil }
        for decoded in decoding.decoded {
            decoding.tracingRunLoop?.trace(decoded.object, .awakeFromNib, [])
            decoded.object.awakeFromNib()
        }
        return topLevel
    }

    // MARK: - The document

    private func readDocument() -> ArchiveDictionary? {
        switch nib.document {
        case nil:
            let bundle = nib.bundle ?? .main
            decoding.fail(.nibUnavailable,
                          Nib.unavailableMessage(named: nib.nibName, in: bundle)
                            + " No file \(nib.nibName).\(Nib.documentExtension) is in that bundle's resources; "
                            + "add it, or give the bundle that holds it.", line: nil)
            return nil
        case .failure(let error)?:
            decoding.fail(.malformedArchive, "column \(error.columnInLine): the document is not JSON: \(error.reason)",
                          line: error.line)
            return nil
        case .success(let value)?:
            return check(value)
        }
    }

    private func check(_ value: ArchiveValue) -> ArchiveDictionary? {
        guard let document = value.dictionary else {
            decoding.fail(.malformedArchive, "a nib document is an object, found \(value.kindDescription)", line: value.line)
            return nil
        }
        if nib.requiresFormatVersion {
            let version = document["nib"]
            if version?.number != 1 {
                decoding.fail(.malformedArchive, "a nib document starts with \"nib\": 1 (the format's version), found "
                    + (version.map { "\($0.kindDescription) \(Self.text(of: $0))" } ?? "no \"nib\""), line: version?.line ?? value.line)
            }
        }
        for key in document.keys where !NibLoading.documentKeys.contains(key) || (!nib.requiresFormatVersion && key == "nib") {
            decoding.fail(.undefinedArchiveKey, "unknown top-level key \"\(key)\" (a nib has \"nib\", \"owner\", \"objects\" "
                + "and \"constraints\")", line: document[key]?.line)
        }
        if let ownerValue = document["owner"] { checkOwner(ownerValue) }
        return decoding.hasFailed ? nil : document
    }

    private func checkOwner(_ value: ArchiveValue) {
        guard let ownerEntries = value.dictionary else {
            decoding.fail(.malformedArchive, "\"owner\" must be an object, found \(value.kindDescription)", line: value.line)
            return
        }
        for key in ownerEntries.keys where !NibLoading.ownerKeys.contains(key) {
            decoding.fail(.undefinedArchiveKey, "unknown key \"\(key)\" of the File's Owner (it has \"class\" and \"outlets\")",
                          line: ownerEntries[key]?.line)
        }
        guard let classValue = ownerEntries["class"] else { return }
        guard let className = classValue.string else {
            decoding.fail(.malformedArchive, "the File's Owner's \"class\" must be a string, found \(classValue.kindDescription)",
                          line: classValue.line)
            return
        }
        // The owner exists already: its own class, or one it inherits from, answers by name
        // without any registry (Interface Builder's File's Owner class is not made by the load).
        if let owner, Self.classNames(of: owner).contains(className) { return }
        guard let type = decoding.lookUpClass(className) else {
            decoding.fail(.unknownArchiveClass, "Unknown class \(className) in Interface Builder file: the File's Owner's "
                + "class is a class no registry knows; register it (ArchiveClassRegistry) or write its module-qualified name.",
                line: classValue.line)
            return
        }
        guard let owner else { return }
        if !Self.isInstance(owner, of: type) {
            decoding.fail(.malformedArchive, "the File's Owner must be a \(className), but the owner given is a "
                + "\(Swift.type(of: owner)); instantiate the nib with an owner of that class.", line: classValue.line,
                objects: [owner])
        }
    }

    private static func isInstance<T: ArchiveDecodable>(_ object: AnyObject, of type: T.Type) -> Bool { object is T }

    /// The names of `object`'s class and its superclasses, plain and module-qualified.
    private static func classNames(of object: AnyObject) -> Set<String> {
        var names: Set<String> = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            names.insert(String(describing: current.subjectType))
            names.insert(String(reflecting: current.subjectType))
            mirror = current.superclassMirror
        }
        return names
    }

    private static func text(of value: ArchiveValue) -> String {
        switch value.content {
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        case .bool(let bool): "\(bool)"
        default: ""
        }
    }

    // MARK: - Constraints

    private mutating func planConstraints(_ value: ArchiveValue) {
        guard let array = value.array else {
            decoding.fail(.malformedArchive, "\"constraints\" must be an array, found \(value.kindDescription)", line: value.line)
            return
        }
        for element in array {
            let parsed: Result<ArchivedConstraint, ArchivedConstraintError>
            if let text = element.string {
                parsed = ArchivedConstraint.parse(text)
            } else if let dictionary = element.dictionary {
                parsed = ArchivedConstraint.read(dictionary)
            } else {
                parsed = .failure(ArchivedConstraintError("a constraint is a string or an object, found \(element.kindDescription)"))
            }
            switch parsed {
            case .failure(let error):
                decoding.fail(.malformedArchive, "unreadable constraint: \(error.reason)", line: element.line)
            case .success(let archived):
                if let made = makeConstraint(archived, line: element.line) { constraints.append(made) }
            }
        }
    }

    private func makeConstraint(_ archived: ArchivedConstraint, line: Int) -> (constraint: LayoutConstraint, firstView: ViewNode?)? {
        guard let first = item(for: archived.first, line: line) else { return nil }
        var second: AnyObject?
        if let anchor = archived.second {
            guard let item = item(for: anchor, line: line) else { return nil }
            second = item
        }
        let constraint = LayoutConstraint(
            item: first, attribute: archived.first.attribute, relatedBy: archived.relation, toItem: second,
            attribute: archived.second?.attribute ?? .notAnAttribute, multiplier: archived.multiplier,
            constant: archived.constant)
        if let problem = constraint.invalidity {
            decoding.fail(.malformedArchive, "the constraint \(constraint) cannot hold: \(problem)", line: line)
            return nil
        }
        guard archived.priority.isFinite, archived.priority > 0, archived.priority <= 1000 else {
            decoding.fail(.malformedArchive, "a constraint's priority is from 1 to 1000, found \(archived.priority)", line: line)
            return nil
        }
        if let second = second, !Self.shareAncestor(first, second) {
            decoding.fail(.malformedArchive, "the constraint \(constraint) relates views with no common ancestor", line: line)
            return nil
        }
        constraint.priority = LayoutPriority(archived.priority)
        constraint.identifier = archived.identifier
        return (constraint, archived.first.guide == nil ? first as? ViewNode : nil)
    }

    private func item(for anchor: ArchivedConstraint.Anchor, line: Int) -> AnyObject? {
        guard let view = decoding.object(identifiedBy: anchor.identifier) as? ViewNode else {
            let what = decoding.object(identifiedBy: anchor.identifier).map { "is a \(Swift.type(of: $0)), not a view" }
                ?? "names no object"
            decoding.fail(.malformedArchive, "a constraint's item \"\(anchor.identifier)\" \(what)", line: line)
            return nil
        }
        switch anchor.guide {
        case nil: return view
        case .safeArea?: return view.safeAreaLayoutGuide
        case .margins?: return view.layoutMarginsGuide
        }
    }

    private static func shareAncestor(_ first: AnyObject, _ second: AnyObject) -> Bool {
        func root(_ item: AnyObject) -> ViewNode? {
            var view = (item as? ViewNode) ?? (item as? LayoutGuide)?.owningView
            while let superview = view?.superview { view = superview }
            return view
        }
        return root(first) === root(second)
    }

    // MARK: - Outlets and actions

    private mutating func planOutlets(_ value: ArchiveValue, of object: AnyObject, named name: String) {
        guard let entries = value.dictionary else {
            decoding.fail(.malformedArchive, "\"outlets\" of \(name) must be an object {\"outlet\": \"id\"}, found "
                + value.kindDescription, line: value.line)
            return
        }
        var directory = OutletDirectory(of: object)
        for key in entries.keys {
            let line = entries[key]?.line
            guard let identifier = entries[key]?.string else {
                decoding.fail(.malformedArchive, "the outlet \(key) of \(name) must name an object's id", line: line)
                continue
            }
            guard let destination = decoding.object(identifiedBy: identifier) else {
                decoding.fail(.malformedArchive, "the outlet \(key) of \(name) names \"\(identifier)\", which no object has as its id",
                              line: line)
                continue
            }
            guard let outlet = directory.outlet(named: key) else {
                decoding.fail(.undefinedArchiveKey, "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key "
                    + "value coding-compliant for the key \(key).", line: line, objects: [object])
                continue
            }
            guard outlet.accepts(destination) else {
                decoding.fail(.malformedArchive, "the outlet \(key) of \(type(of: object)) takes \(outlet.typeName), but "
                    + "\"\(identifier)\" is a \(type(of: destination))", line: line, objects: [object, destination])
                continue
            }
            outlets.append(PlannedOutlet(outlet: outlet, value: destination))
        }
    }

    private mutating func planActions(_ value: ArchiveValue, of decoded: ArchiveDecoding.Decoded) {
        let name = ArchiveDecoding.name(of: decoded.identifier)
        guard let control = decoded.object as? Control else {
            decoding.fail(.malformedArchive, "\(name) is a \(type(of: decoded.object)), not a control: only controls have \"actions\"",
                          line: value.line)
            return
        }
        guard let array = value.array else {
            decoding.fail(.malformedArchive, "\"actions\" of \(name) must be an array, found \(value.kindDescription)", line: value.line)
            return
        }
        for element in array {
            guard let entry = element.dictionary, let actionName = entry["action"]?.string,
                  let eventName = entry["event"]?.string else {
                decoding.fail(.malformedArchive, "an action of \(name) is {\"event\": \"touchUpInside\", \"target\": \"owner\", "
                    + "\"action\": \"name:\"}", line: element.line)
                continue
            }
            for key in entry.keys where !["event", "target", "action"].contains(key) {
                decoding.fail(.undefinedArchiveKey, "unknown key \"\(key)\" of an action (it has \"event\", \"target\" and "
                    + "\"action\")", line: entry[key]?.line)
            }
            guard let events = Control.Event.archivedNames[eventName] else {
                decoding.fail(.malformedArchive, "\"\(eventName)\" is not a control event (touchUpInside, valueChanged…)",
                              line: entry["event"]?.line)
                continue
            }
            let targetIdentifier = entry["target"]?.string ?? "owner"
            guard let target = decoding.object(identifiedBy: targetIdentifier) else {
                decoding.fail(.malformedArchive, "the action \(actionName) of \(name) targets \"\(targetIdentifier)\", which no "
                    + "object has as its id", line: element.line)
                continue
            }
            guard ArchiveConnections.action(named: actionName, on: target) != nil else {
                decoding.fail(.undefinedArchiveKey, "-[\(type(of: target)) \(actionName)]: unrecognized selector sent to "
                    + "instance: \(type(of: target)) lists no action \"\(actionName)\" (ArchiveConnectable)",
                    line: entry["action"]?.line, objects: [target])
                continue
            }
            actions.append(PlannedAction(control: control, events: events, target: target, name: actionName))
        }
    }

    /// Applies what was planned: constraints, outlets, actions.
    private func connect() {
        if !constraints.isEmpty {
            let archivedTranslation = Set(decoding.decoded.lazy
                .filter { $0.entries["translatesAutoresizingMaskIntoConstraints"] != nil }
                .map { ObjectIdentifier($0.object) })
            for case let (_, view?) in constraints where !archivedTranslation.contains(ObjectIdentifier(view)) {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        LayoutConstraint.activate(constraints.map(\.constraint))
        for planned in outlets { planned.outlet.set(planned.value) }
        for planned in actions {
            planned.control.registerArchivedAction(named: planned.name, target: planned.target, for: planned.events)
        }
    }
}
