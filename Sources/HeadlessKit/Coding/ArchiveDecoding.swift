import Foundation

/// One load of an archive: the objects it has made so far, by identifier and in the order their
/// `init(coder:)` finished, and the problems found.
///
/// The loaders (nibs and storyboards) make one per load, define the placeholders (the File's
/// Owner), ask it to make the archive's objects, then — only when nothing failed — connect them
/// and send `awakeFromNib()` in ``decoded`` order.
@MainActor
final class ArchiveDecoding {
    /// One object the archive made.
    struct Decoded {
        let object: any ArchiveDecodable
        let entries: ArchiveDictionary
        let identifier: String?
        let line: Int
    }

    /// The archive's name as diagnostics give it (its file name).
    let archiveName: String
    /// The bundle the archive came from, or `nil`.
    let bundle: Bundle?
    /// Finds the class an archive names.
    let lookUpClass: (String) -> (any ArchiveDecodable.Type)?
    /// Where problems go; `nil` prints them to standard error.
    let sink: DiagnosticsSink?
    /// Keys an object's dictionary may carry that no `init(coder:)` reads: the loader's own.
    var structuralKeys: Set<String> = ["class", "id"]

    /// The loop whose lifecycle observer hears each object's `init(coder:)` as it returns; `nil`
    /// for a load that reports its objects itself (a storyboard's controllers).
    var tracingRunLoop: MainRunLoop?

    /// Decoders for properties that rooms above an object's class declare, run by the object's
    /// `init(coder:)` (views run them before making their subviews).
    var extensionDecoders: [@MainActor (AnyObject, Coder) -> Void] = []

    private(set) var objectsByIdentifier: [String: AnyObject] = [:]
    /// Every object made, in the order its `init(coder:)` returned: a view's subviews before it.
    private(set) var decoded: [Decoded] = []
    /// The problems found, in the order found.
    private(set) var problems: [Diagnostic] = []

    init(archiveName: String, bundle: Bundle?, sink: DiagnosticsSink?,
         lookUpClass: @escaping (String) -> (any ArchiveDecodable.Type)?) {
        self.archiveName = archiveName
        self.bundle = bundle
        self.sink = sink
        self.lookUpClass = lookUpClass
    }

    /// Whether the load found a problem; a failed load connects and awakens nothing.
    var hasFailed: Bool { !problems.isEmpty }

    /// Makes `object` answer references to `identifier` (a placeholder such as the File's Owner).
    func define(_ object: AnyObject, as identifier: String) {
        objectsByIdentifier[identifier] = object
    }

    /// The object the archive knows as `identifier`, or `nil`.
    func object(identifiedBy identifier: String) -> AnyObject? { objectsByIdentifier[identifier] }

    /// Records and reports a problem.
    func fail(_ kind: Diagnostic.Kind, _ message: String, line: Int?, objects: [AnyObject] = []) {
        let place = line.map { "\(archiveName), line \($0)" } ?? archiveName
        let diagnostic = Diagnostic(kind: kind, message: "\(place): \(message)", objects: objects)
        problems.append(diagnostic)
        DiagnosticsSink.report(diagnostic, to: sink)
    }

    /// Makes the object `dictionary` describes: looks up its `class`, runs `init(coder:)` (which
    /// makes the objects nested in it first), checks every key was read, and records it.
    func makeObject(from dictionary: ArchiveDictionary, line: Int) -> (any ArchiveDecodable)? {
        let identifier = dictionary["id"]?.string
        guard let className = dictionary["class"]?.string else {
            fail(.malformedArchive, "\(Self.name(of: identifier)) has no \"class\" (a string naming the class to make)", line: line)
            return nil
        }
        guard let type = lookUpClass(className) else {
            fail(.unknownArchiveClass,
                 "Unknown class \(className) in Interface Builder file: \(Self.name(of: identifier)) names a class "
                    + "no registry knows; register it (ArchiveClassRegistry) or write its module-qualified name.",
                 line: line)
            return nil
        }
        if let identifier, objectsByIdentifier[identifier] != nil {
            fail(.malformedArchive, "the identifier \"\(identifier)\" names two objects", line: line)
            return nil
        }
        let coder = Coder(decoding: self, entries: dictionary, className: className, identifier: identifier, line: line)
        guard let object = type.init(coder: coder) else {
            fail(.malformedArchive, "init(coder:) of \(className) (\(Self.name(of: identifier))) returned nil", line: line)
            return nil
        }
        tracingRunLoop?.trace(object, .initWithCoder, [])
        checkEveryKeyRead(by: coder, of: object)
        if let identifier { objectsByIdentifier[identifier] = object }
        decoded.append(Decoded(object: object, entries: dictionary, identifier: identifier, line: line))
        return object
    }

    func checkEveryKeyRead(by coder: Coder, of object: AnyObject) {
        for key in coder.entries.keys where !structuralKeys.contains(key) && !coder.hasRead(key) {
            fail(.undefinedArchiveKey,
                 "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key \(key).",
                 line: coder.entries[key]?.line, objects: [object])
        }
    }

    /// `object "id"` or `an object without an "id"`, for messages.
    static func name(of identifier: String?) -> String {
        identifier.map { "object \"\($0)\"" } ?? "an object without an \"id\""
    }
}
