import Foundation
@testable import HeadlessKit

/// One decoding session over HeadlessKit's own classes, with Auto Layout's keys, as the nib
/// loader runs it, collecting its problems.
@MainActor
final class ArchiveFixture {
    let sink = DiagnosticsSink(policy: .collect)
    let decoding: ArchiveDecoding

    init(archiveName: String = "Test.nib.json", bundle: Bundle? = nil) {
        decoding = ArchiveDecoding(archiveName: archiveName, bundle: bundle, sink: sink) { name in
            ArchiveClassRegistry.headlessKit.type(named: name)
        }
        decoding.extensionDecoders = [ViewNode.decodeArchivedLayoutProperties(of:from:)]
    }

    /// Makes the object `json` describes, or `nil`.
    func decode<Object>(_ json: String, as type: Object.Type = Object.self) -> Object? {
        guard let dictionary = try? ArchiveReader.read(Data(json.utf8)).dictionary else { return nil }
        return decoding.makeObject(from: dictionary, line: 1) as? Object
    }

    /// A coder over `json`'s object, as `init(coder:)` of `className` gets it.
    func coder(_ json: String, className: String = "Probe", identifier: String? = "probe") -> Coder {
        let dictionary = (try? ArchiveReader.read(Data(json.utf8)).dictionary) ?? ArchiveDictionary()
        return Coder(decoding: decoding, entries: dictionary, className: className, identifier: identifier, line: 1)
    }

    /// The problems found so far, as their messages.
    var messages: [String] { sink.collected.map(\.message) }
    /// The kinds of the problems found so far.
    var kinds: [Diagnostic.Kind] { sink.collected.map(\.kind) }
}
