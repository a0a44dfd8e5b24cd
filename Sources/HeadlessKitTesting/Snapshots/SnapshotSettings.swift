import Foundation

/// Where snapshots are stored and whether they are recorded, for the running task: the package's
/// own tests point them at a temporary directory.
enum SnapshotSettings {
    /// Replaces the directory of the test file snapshots are stored beside.
    @TaskLocal static var directory: URL?
    /// Overrides the environment's `HEADLESSKIT_RECORD_SNAPSHOTS`.
    @TaskLocal static var recordsAll: Bool?

    /// The environment variable that asks for every snapshot to be recorded.
    static let recordVariable = "HEADLESSKIT_RECORD_SNAPSHOTS"

    /// Whether every snapshot is recorded instead of compared.
    static var isRecording: Bool {
        recordsAll ?? (ProcessInfo.processInfo.environment[recordVariable] == "1")
    }
}

/// Runs `body` with snapshots stored under `directory` (in place of the test file's directory)
/// and, when `recording` is given, recorded or compared as it says: how the package tests its
/// snapshot helpers.
@MainActor
package func withSnapshotSettings<Result>(
    directory: URL, recording: Bool? = nil, _ body: @MainActor () throws -> Result
) rethrows -> Result {
    try SnapshotSettings.$directory.withValue(directory) {
        try SnapshotSettings.$recordsAll.withValue(recording) { try body() }
    }
}
