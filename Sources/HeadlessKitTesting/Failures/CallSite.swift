/// Where in a test a HeadlessKitTesting call was made: every failure is reported there.
///
/// Each public helper takes `fileID`, `filePath`, `line` and `column` arguments that default to
/// the caller's `#fileID`, `#filePath`, `#line` and `#column`, so Swift Testing and XCTest both
/// point at the test's own line; a helper of your own that wraps one passes its own through.
public struct CallSite: Sendable, CustomStringConvertible {
    /// The caller's `#fileID` (`Module/File.swift`).
    public let fileID: StaticString
    /// The caller's `#filePath`, which XCTest reports failures at.
    public let filePath: StaticString
    /// The caller's line.
    public let line: UInt
    /// The caller's column.
    public let column: UInt

    /// Captures a call site; with no arguments, the caller's.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `File.swift:12`.
    public var description: String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        return "\(file):\(line)"
    }
}
