import Foundation

/// A graph of controllers and the segues between them, read once from a file and instantiated
/// as often as needed — HeadlessKit's `UIStoryboard`.
///
/// A storyboard is a JSON document named `Name.storyboard.json` (see *Nibs and Storyboards*):
/// its scenes are controllers made with `init(coder:)`, each with the view its controller loads
/// and the segues that start from it. Reading happens once, when the storyboard is made; a file
/// that is missing or not a storyboard still makes a storyboard, whose every instantiation is
/// refused with a diagnostic naming the file.
@MainActor
public final class Storyboard {
    /// The storyboard's name: its file is `name.storyboard.json`.
    public let name: String
    /// The bundle the storyboard came from, where the nibs and images it names are found.
    public let bundle: Bundle?
    /// Classes the storyboard's scenes name, consulted before the application's and
    /// HeadlessKit's own.
    public let classRegistry: ArchiveClassRegistry?

    /// The scenes by id, or why the storyboard cannot be used.
    let contents: Result<Contents, Unavailable>
    /// The segue classes custom segues name, by name.
    private(set) var segueClasses: [String: StoryboardSegue.Type] = [:]

    /// What a readable storyboard holds.
    struct Contents {
        let scenes: [String: StoryboardScene]
        let initialScene: String?
    }

    /// Why a storyboard cannot make controllers: the diagnostic every instantiation reports.
    struct Unavailable: Error {
        let kind: Diagnostic.Kind
        let message: String
    }

    /// The extension of storyboard files: `storyboard.json`.
    public static let documentExtension = "storyboard.json"

    /// Reads the storyboard `name` (the file `name.storyboard.json`) from `bundle` (the main
    /// bundle if `nil`); the classes its scenes name are looked up in `classRegistry` first.
    public convenience init(name: String, bundle: Bundle?, classRegistry: ArchiveClassRegistry? = nil) {
        let url = (bundle ?? .main).url(forResource: name, withExtension: Self.documentExtension)
        self.init(name: name, data: url.flatMap { try? Data(contentsOf: $0) }, bundle: bundle, classRegistry: classRegistry)
    }

    /// Reads a storyboard named `name` from `data` (`nil`: a missing file), naming nibs and
    /// images in `bundle`.
    package init(name: String, data: Data?, bundle: Bundle?, classRegistry: ArchiveClassRegistry? = nil) {
        self.name = name
        self.bundle = bundle
        self.classRegistry = classRegistry
        contents = Self.read(name: name, data: data, bundle: bundle)
    }

    /// The file name diagnostics give: `Name.storyboard.json`.
    var fileName: String { "\(name).\(Self.documentExtension)" }

    /// Registers `segueClass` as the class custom segues name `name` (its type name when `nil`).
    ///
    /// HeadlessKit has no Objective-C runtime to find a class by name: a storyboard whose custom
    /// segues name a class of yours needs it registered before such a segue is performed.
    public func register(segueClass: StoryboardSegue.Type, as name: String? = nil) {
        if let name {
            segueClasses[name] = segueClass
        } else {
            segueClasses[String(describing: segueClass)] = segueClass
            segueClasses[String(reflecting: segueClass)] = segueClass
        }
    }

    // MARK: - Instantiating

    /// Makes the storyboard's initial controller (with the scenes it holds by relationship), or
    /// returns `nil` when the storyboard has none or cannot be read (with a diagnostic).
    public func instantiateInitialViewController() -> ViewControllerBase? {
        instantiateInitialViewController(creator: nil as ((Coder) -> ViewControllerBase?)?)
    }

    /// Makes the storyboard's initial controller with `creator`, which is handed the scene's
    /// coder and calls the class's `init?(coder:)` — adding what the controller needs (its
    /// dependencies). A `nil` from `creator` makes the controller with the class's own
    /// `init?(coder:)`, as UIKit does; a controller of another class than the scene's is
    /// refused. Returns `nil`, with a diagnostic, when nothing can be made.
    public func instantiateInitialViewController<ViewController: ViewControllerBase>(
        creator: ((Coder) -> ViewController?)?
    ) -> ViewController? {
        guard let contents = usableContents(runLoop: MainRunLoop.current) else { return nil }
        guard let initial = contents.initialScene else { return nil }
        return instantiate(scene: initial, creator: creator, runLoop: MainRunLoop.current) as? ViewController
    }

    /// Makes the controller of the scene whose `storyboardIdentifier` is `identifier`.
    ///
    /// UIKit throws for an identifier no scene has (and for a storyboard it cannot read);
    /// HeadlessKit reports the refusal as a diagnostic with UIKit's text and returns a plain
    /// ``ViewControllerBase`` that belongs to nothing **(chosen: ported code keeps its
    /// non-optional result, and nothing crashes)**.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewControllerBase {
        let made = instantiateViewController(identifier: identifier, creator: nil as ((Coder) -> ViewControllerBase?)?)
        return made ?? ViewControllerBase()
    }

    /// Makes the controller of the scene whose `storyboardIdentifier` is `identifier` with
    /// `creator` (see ``instantiateInitialViewController(creator:)``).
    ///
    /// Returns `nil` where UIKit throws — an identifier no scene has, a storyboard that cannot
    /// be read — and where the controller made is not a `ViewController`, each with a diagnostic
    /// **(chosen: UIKit's result is not optional, but no `ViewController` can be made in its
    /// place)**.
    public func instantiateViewController<ViewController: ViewControllerBase>(
        identifier: String, creator: ((Coder) -> ViewController?)? = nil
    ) -> ViewController? {
        let loop = MainRunLoop.current
        guard let contents = usableContents(runLoop: loop) else { return nil }
        guard let scene = contents.scenes.values.first(where: { $0.storyboardIdentifier == identifier }) else {
            DiagnosticsSink.report(Diagnostic(
                kind: .unknownStoryboardIdentifier,
                message: "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'. "
                    + "instantiateViewController(identifier:) made nothing; give a scene of \(fileName) that "
                    + "\"storyboardIdentifier\", or ask for one it has (\(knownIdentifiers(contents))).",
                objects: [self]), to: loop?.diagnostics)
            return nil
        }
        let made = instantiate(scene: scene.id, creator: creator, runLoop: loop)
        if let made, !(made is ViewController) {
            DiagnosticsSink.report(Diagnostic(
                kind: .invalidStoryboardScene,
                message: "The scene '\(identifier)' of \(fileName) made \(made), which is not a \(ViewController.self); "
                    + "instantiateViewController(identifier:creator:) returned nil. Ask for the scene's own class.",
                objects: [self, made]), to: loop?.diagnostics)
            return nil
        }
        return made as? ViewController
    }

    /// The contents, or `nil` after reporting why the storyboard cannot be used.
    func usableContents(runLoop: MainRunLoop?) -> Contents? {
        switch contents {
        case .success(let contents):
            return contents
        case .failure(let unavailable):
            DiagnosticsSink.report(Diagnostic(kind: unavailable.kind, message: unavailable.message, objects: [self]),
                                   to: runLoop?.diagnostics)
            return nil
        }
    }

    private func knownIdentifiers(_ contents: Contents) -> String {
        let identifiers = contents.scenes.values.compactMap(\.storyboardIdentifier).sorted()
        return identifiers.isEmpty ? "it has none" : identifiers.map { "'\($0)'" }.joined(separator: ", ")
    }

    // MARK: - Reading

    /// The top-level keys of a storyboard document.
    private static let documentKeys: Set<String> = ["storyboard", "initialViewController", "scenes"]

    private static func read(name: String, data: Data?, bundle: Bundle?) -> Result<Contents, Unavailable> {
        let fileName = "\(name).\(documentExtension)"
        guard let data else {
            let place = bundle.map { "'NSBundle <\($0.bundlePath)> (loaded)'" } ?? "the main bundle"
            return .failure(Unavailable(
                kind: .storyboardUnavailable,
                message: "Could not find a storyboard named '\(name)' in bundle \(place). The storyboard makes no "
                    + "controllers; add \(fileName) to the bundle's resources, or name one it has."))
        }
        func malformed(_ line: Int, _ message: String) -> Result<Contents, Unavailable> {
            .failure(Unavailable(
                kind: .malformedArchive,
                message: "\(fileName), line \(line): \(message). The storyboard makes no controllers; correct the file."))
        }
        let document: ArchiveValue
        do {
            document = try ArchiveReader.read(data)
        } catch {
            return malformed(error.line, "column \(error.columnInLine): \(error.reason)")
        }
        guard let top = document.dictionary else { return malformed(document.line, "the document is not an object") }
        if let unknown = top.keys.first(where: { !documentKeys.contains($0) }) {
            return malformed(top[unknown]?.line ?? 1, "the unknown top-level key \"\(unknown)\"")
        }
        guard let version = top["storyboard"], version.number == 1 else {
            return malformed(top["storyboard"]?.line ?? document.line, "\"storyboard\": 1 (the format's version) is missing")
        }
        guard let sceneList = top["scenes"]?.array else {
            return malformed(top["scenes"]?.line ?? document.line, "\"scenes\" (an array of scenes) is missing")
        }
        var scenes: [String: StoryboardScene] = [:]
        for value in sceneList {
            switch StoryboardScene.read(value) {
            case .failure(let error):
                return malformed(error.line, error.message)
            case .success(let scene):
                guard scenes[scene.id] == nil else { return malformed(scene.line, "two scenes have the id \"\(scene.id)\"") }
                scenes[scene.id] = scene
            }
        }
        var initial: String?
        if let value = top["initialViewController"] {
            guard let id = value.string, scenes[id] != nil else {
                return malformed(value.line, "\"initialViewController\" names no scene")
            }
            initial = id
        }
        return .success(Contents(scenes: scenes, initialScene: initial))
    }
}

extension Storyboard: CustomStringConvertible {
    /// `<Storyboard: Name>`, as diagnostics name it.
    public nonisolated var description: String { "<Storyboard: \(name)>" }
}
