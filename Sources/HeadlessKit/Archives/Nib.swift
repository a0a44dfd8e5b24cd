import Foundation

/// An archived view hierarchy, read once and instantiated as often as needed — UIKit's `UINib`.
///
/// A nib is a JSON document (see *Nibs and Storyboards*) in a bundle, named `Name.nib.json`.
/// Reading it happens once, when the nib is made; every ``instantiate(withOwner:options:)``
/// makes a fresh set of objects from it.
@MainActor
public final class Nib {
    /// Keys of the options ``instantiate(withOwner:options:)`` takes — `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects the nib refers to as external placeholders, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
        /// An ``ArchiveClassRegistry`` consulted first for the classes the nib names.
        public static let classRegistry = OptionsKey(rawValue: "HeadlessKitClassRegistry")
    }

    /// The nib's name as diagnostics give it (its file name).
    public let nibName: String
    /// The nib's name in diagnostics: its file's name (`Login.nib.json`).
    let archiveName: String
    /// Whether the document must start with `"nib": 1` (a storyboard scene's view does not).
    let requiresFormatVersion: Bool
    /// The bundle the nib came from, where the nibs and images it names are found.
    public let bundle: Bundle?
    /// The document read, or the reason it could not be read.
    let document: Result<ArchiveValue, ArchiveSyntaxError>?
    /// What a loader built on nibs (a storyboard's scene) adds to every load of this nib.
    var loadingHooks = NibLoadingHooks()

    /// Reads the nib `name` (the file `name.nib.json`) from `bundle` (the main bundle if `nil`).
    public convenience init(nibName name: String, bundle: Bundle?) {
        let url = (bundle ?? .main).url(forResource: name, withExtension: Self.documentExtension)
        self.init(name: name, bundle: bundle, data: url.flatMap { try? Data(contentsOf: $0) },
                  archiveName: "\(name).\(Self.documentExtension)")
    }

    /// Reads a nib from `data`, naming images and nibs in `bundle`.
    public convenience init(data: Data, bundle: Bundle?) {
        self.init(name: "(data)", bundle: bundle, data: data, archiveName: "(data)")
    }

    /// A nib of a document already read — a storyboard scene's view.
    init(name: String, bundle: Bundle?, document: ArchiveValue) {
        self.nibName = name
        archiveName = name
        requiresFormatVersion = false
        self.bundle = bundle
        self.document = .success(document)
    }

    init(name: String, bundle: Bundle?, data: Data?, archiveName: String) {
        self.nibName = name
        self.archiveName = archiveName
        requiresFormatVersion = true
        self.bundle = bundle
        document = data.map { data in Result { () throws(ArchiveSyntaxError) in try ArchiveReader.read(data) } }
    }

    /// UIKit's text for a nib missing from its bundle.
    static func unavailableMessage(named name: String, in bundle: Bundle) -> String {
        "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'."
    }

    /// The extension of nib files: `nib.json`.
    public static let documentExtension = "nib.json"

    /// Makes the nib's objects, connects them to `ownerOrNil` (the File's Owner) and returns the
    /// top-level objects; an empty array, with a diagnostic, when the nib cannot be loaded.
    public func instantiate(withOwner ownerOrNil: Any?, options: [OptionsKey: Any]? = nil) -> [Any] {
        NibLoading.instantiate(self, owner: ownerOrNil as AnyObject?, options: options ?? [:]) ?? []
    }
}
