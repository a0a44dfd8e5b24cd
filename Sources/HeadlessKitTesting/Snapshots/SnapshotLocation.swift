import Foundation
import Testing

/// Where one snapshot is stored: `<directory of the test file>/__Snapshots__/<Suite>/<test>[-<name>].<ext>`.
///
/// `<Suite>` is the running Swift Testing suite's type name (nested suites joined by dots); for
/// XCTest, or a test outside a suite, the test file's name without `.swift` **(chosen: XCTest on
/// Linux does not say which test is running)**. `<test>` is the test function's name without its
/// parentheses.
struct SnapshotLocation {
    /// The directory the relative paths in messages start from: the test file's.
    let base: URL
    /// The path below `base`, without the extension: `__Snapshots__/Suite/test-name`.
    let stem: String
    let fileExtension: String

    init(filePath: StaticString, function: StaticString, name: String?, fileExtension: String) {
        let testFile = URL(fileURLWithPath: "\(filePath)")
        base = SnapshotSettings.directory ?? testFile.deletingLastPathComponent()
        var suite = testFile.deletingPathExtension().lastPathComponent
        var test = "\(function)"
        if let current = Test.current {
            test = current.name
            let components = current.id.nameComponents.dropLast()
            if !components.isEmpty { suite = components.joined(separator: ".") }
        }
        if let parenthesis = test.firstIndex(of: "(") { test = String(test[..<parenthesis]) }
        if let name { test += "-" + name }
        stem = "__Snapshots__/" + Self.safe(suite) + "/" + Self.safe(test)
        self.fileExtension = fileExtension
    }

    /// The stored snapshot's path below the test file's directory, as messages show it.
    var path: String { "\(stem).\(fileExtension)" }
    /// The actual snapshot a mismatch leaves beside the stored one.
    var actualPath: String { "\(stem).actual.\(fileExtension)" }
    /// The difference image a mismatched picture leaves beside the stored one.
    var diffPath: String { "\(stem).diff.png" }

    func url(_ path: String) -> URL { base.appendingPathComponent(path) }

    /// `text` with path separators and characters file systems refuse replaced by `_`.
    private static func safe(_ text: String) -> String {
        let refused: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "\n", "\r", "\t"]
        let safe = String(text.map { refused.contains($0) ? "_" : $0 })
        return safe.isEmpty ? "_" : safe
    }
}
