import Foundation
import HeadlessKit

/// Records, or compares with, one stored snapshot, and reports what it did as a failure where a
/// person must act.
@MainActor
enum SnapshotExpectation {
    static func verify(
        _ actual: Data, at location: SnapshotLocation, format: SnapshotFormat, site: CallSite
    ) {
        let storedURL = location.url(location.path)
        let manager = FileManager.default
        let recording = SnapshotSettings.isRecording
        let stored = recording ? nil : manager.contents(atPath: storedURL.path)
        guard let stored else {
            do {
                try write(actual, to: storedURL)
            } catch {
                TestFailures.record("Could not record the snapshot \(storedURL.path): \(error.localizedDescription)", at: site)
                return
            }
            removeLeftovers(of: location)
            // (chosen) As swift-snapshot-testing does, recording fails the test, so a run that
            // only recorded is never mistaken for one that compared.
            TestFailures.record(recording
                ? "Recorded the snapshot \(location.path), as \(SnapshotSettings.recordVariable)=1 asks; "
                    + "run the test without it to compare."
                : "Recorded the snapshot \(location.path): there was none to compare with. "
                    + "Check the file, then run the test again.", at: site)
            return
        }
        guard let mismatch = format.mismatch(expected: stored, actual: actual) else {
            removeLeftovers(of: location)
            return
        }
        let difference = mismatch.difference
        var written = "The actual snapshot is \(location.actualPath)"
        do {
            try write(actual, to: location.url(location.actualPath))
            if let image = mismatch.differenceImage {
                try write(image, to: location.url(location.diffPath))
                written += " and the difference \(location.diffPath)"
            }
        } catch {
            TestFailures.record("The snapshot \(location.path) does not match (\(difference)), and the actual "
                + "snapshot could not be written: \(error.localizedDescription)", at: site)
            return
        }
        TestFailures.record("The snapshot \(location.path) does not match: \(difference). \(written); if the change "
            + "is intended, run with \(SnapshotSettings.recordVariable)=1 to record it.", at: site)
    }

    private static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Removes the actual and difference files an earlier mismatch left, once the snapshot matches.
    private static func removeLeftovers(of location: SnapshotLocation) {
        for path in [location.actualPath, location.diffPath] {
            try? FileManager.default.removeItem(at: location.url(path))
        }
    }
}
