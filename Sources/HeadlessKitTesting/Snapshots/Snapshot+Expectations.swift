import Foundation
import HeadlessKit

/// Expects `view`'s snapshot in `format` to match the one stored beside the test file, recording
/// it when there is none (or when `HEADLESSKIT_RECORD_SNAPSHOTS=1`), as golden files work.
///
/// The file is `<directory of the test file>/__Snapshots__/<Suite>/<test>.<ext>`, or
/// `<test>-<name>.<ext>` with `named:` — give each snapshot of one test its own name. Recording
/// fails the test, saying which file it wrote; a mismatch fails it with the first difference and
/// leaves the actual snapshot beside the stored one as `<test>.actual.<ext>` (and, for a PNG,
/// a picture of the differing pixels as `<test>.diff.png`).
///
/// The view is pictured as it was last laid out and displayed; a view in no window is laid out
/// and displayed first.
///
/// - Parameters:
///   - view: The view to snapshot, with its subtree.
///   - format: ``SnapshotFormat/text``, ``SnapshotFormat/svg`` or ``SnapshotFormat/png``.
///   - name: Distinguishes several snapshots of one test.
///   - function: The test function, which names the file under XCTest; leave the default.
///   - fileID: The caller's file, for failures; leave the default.
///   - filePath: The caller's file path: the snapshot is stored beside it; leave the default.
///   - line: The caller's line, for failures; leave the default.
///   - column: The caller's column, for failures; leave the default.
@MainActor
public func expectSnapshot(
    of view: ViewNode, as format: SnapshotFormat, named name: String? = nil, function: StaticString = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if view.window == nil {
        // No window's display pass draws it: lay it out, then let each view in it draw.
        view.layoutIfNeeded()
        var pending = [view]
        while let next = pending.popLast() {
            next.layer.displayIfNeeded()
            pending += next.subviews
        }
    }
    let location = SnapshotLocation(filePath: filePath, function: function, name: name, fileExtension: format.fileExtension)
    SnapshotExpectation.verify(format.data(of: view), at: location, format: format,
                               site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

extension TestHost {
    /// Settles, then expects the window's snapshot in `format` to match the one stored beside the
    /// test file (see ``expectSnapshot(of:as:named:function:fileID:filePath:line:column:)``).
    ///
    /// ```swift
    /// let host = TestHost(ProfileController())
    /// host.expectSnapshot(.text)
    /// host.expectSnapshot(.svg, named: "light")
    /// ```
    public func expectSnapshot(
        _ format: SnapshotFormat = .text, named name: String? = nil, function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        settle(fileID: fileID, filePath: filePath, line: line, column: column)
        HeadlessKitTesting.expectSnapshot(of: window, as: format, named: name, function: function,
                                          fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
