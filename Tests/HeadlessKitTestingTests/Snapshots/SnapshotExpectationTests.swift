import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A fresh directory for one test's snapshots, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("HeadlessKitTesting-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }
}

@MainActor @Suite struct SnapshotExpectationTests {
    /// A view in no window: a 40 × 20 box holding a label.
    func badge(_ text: String = "New") -> ViewNode {
        let box = ViewNode(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let label = Label(frame: CGRect(x: 4, y: 2, width: 32, height: 16))
        label.text = text
        box.addSubview(label)
        return box
    }

    let textPath = "__Snapshots__/SnapshotExpectationTests/"

    @Test func aMissingSnapshotIsRecordedAndTheTestFailsSayingSo() {
        let directory = TemporaryDirectory()
        var line: UInt = 0
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) {
                line = #line; expectSnapshot(of: badge(), as: .text)
            }
        }
        #expect(failures.map(\.message) == [
            "Recorded the snapshot __Snapshots__/SnapshotExpectationTests/aMissingSnapshotIsRecordedAndTheTestFailsSayingSo.txt: "
                + "there was none to compare with. Check the file, then run the test again."
        ])
        #expect(failures.map(\.site.line) == [line])
        #expect(directory.contents(textPath + "aMissingSnapshotIsRecordedAndTheTestFailsSayingSo.txt")
            == "ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"New\"\n")
    }

    @Test func aMatchingSnapshotPassesAndLeavesNoFilesBehind() throws {
        let directory = TemporaryDirectory()
        let path = textPath + "aMatchingSnapshotPassesAndLeavesNoFilesBehind"
        try directory.write("ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"New\"\n", to: path + ".txt")
        try directory.write("stale", to: path + ".actual.txt")
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) { expectSnapshot(of: badge(), as: .text) }
        }
        #expect(failures.map(\.message) == [])
        #expect(!directory.exists(path + ".actual.txt"))
    }

    @Test func aMismatchFailsWithTheFirstDifferingLineAndWritesTheActualSnapshot() throws {
        let directory = TemporaryDirectory()
        let path = textPath + "aMismatchFailsWithTheFirstDifferingLineAndWritesTheActualSnapshot"
        try directory.write("ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"New\"\n", to: path + ".txt")
        var line: UInt = 0
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) {
                line = #line; expectSnapshot(of: badge("Old"), as: .text)
            }
        }
        #expect(failures.map(\.message) == [
            "The snapshot \(path).txt does not match: line 2 was \"  Label (4 2; 32 16) text=\\\"New\\\"\" and is now "
                + "\"  Label (4 2; 32 16) text=\\\"Old\\\"\". The actual snapshot is \(path).actual.txt; if the change is "
                + "intended, run with HEADLESSKIT_RECORD_SNAPSHOTS=1 to record it."
        ])
        #expect(failures.map(\.site.line) == [line])
        #expect(directory.contents(path + ".actual.txt") == "ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"Old\"\n")
        #expect(directory.contents(path + ".txt") == "ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"New\"\n")
    }

    @Test func aShorterSnapshotNamesTheEndAsTheDifference() throws {
        let directory = TemporaryDirectory()
        let path = textPath + "aShorterSnapshotNamesTheEndAsTheDifference"
        try directory.write("ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"New\"\n  Label (0 0; 1 1)\n", to: path + ".txt")
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) { expectSnapshot(of: badge(), as: .text) }
        }
        #expect(failures.map(\.message) == [
            "The snapshot \(path).txt does not match: line 3 was \"  Label (0 0; 1 1)\" and is now \"\". The actual "
                + "snapshot is \(path).actual.txt; if the change is intended, run with HEADLESSKIT_RECORD_SNAPSHOTS=1 to record it."
        ])
    }

    @Test func recordingReplacesAMatchingSnapshotAndFailsSayingSo() throws {
        let directory = TemporaryDirectory()
        let path = textPath + "recordingReplacesAMatchingSnapshotAndFailsSayingSo-badge"
        try directory.write("old", to: path + ".txt")
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: true) {
                expectSnapshot(of: badge(), as: .text, named: "badge")
            }
        }
        #expect(failures.map(\.message) == [
            "Recorded the snapshot \(path).txt, as HEADLESSKIT_RECORD_SNAPSHOTS=1 asks; run the test without it to compare."
        ])
        #expect(directory.contents(path + ".txt") == "ViewNode (0 0; 40 20)\n  Label (4 2; 32 16) text=\"New\"\n")
    }

    @Test func aNamedSnapshotIsStoredUnderTheTestNameAndItsName() {
        let directory = TemporaryDirectory()
        _ = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) {
                expectSnapshot(of: badge(), as: .svg, named: "dark/large")
            }
        }
        #expect(directory.exists(textPath + "aNamedSnapshotIsStoredUnderTheTestNameAndItsName-dark_large.svg"))
    }

    @Test func aHostSnapshotsItsWindowAndRecordsTheSameBytesEveryRun() throws {
        let directory = TemporaryDirectory()
        let path = textPath + "aHostSnapshotsItsWindowAndRecordsTheSameBytesEveryRun.svg"
        var failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) { TestHost(GreetingController()).expectSnapshot(.svg) }
        }
        let first = try #require(directory.contents(path))
        #expect(failures.count == 1)
        failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) { TestHost(GreetingController()).expectSnapshot(.svg) }
        }
        #expect(failures.map(\.message) == [])
        #expect(directory.contents(path) == first)
    }

    @Test func aPictureMismatchCountsTheDifferingPixelsAndWritesADifferencePicture() throws {
        let directory = TemporaryDirectory()
        let path = textPath + "aPictureMismatchCountsTheDifferingPixelsAndWritesADifferencePicture"
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) {
                expectSnapshot(of: badge(), as: .png)
                expectSnapshot(of: badge("Old!"), as: .png)
            }
        }
        let stored = try PNGImage.decode(try #require(FileManager.default.contents(atPath: directory.url.appendingPathComponent(path + ".png").path)))
        let actual = try PNGImage.decode(try #require(
            FileManager.default.contents(atPath: directory.url.appendingPathComponent(path + ".actual.png").path)))
        let (image, differing) = actual.difference(from: stored)
        #expect(differing > 0)
        #expect(failures.map(\.message).last == "The snapshot \(path).png does not match: \(differing) of its 800 pixels differ. "
            + "The actual snapshot is \(path).actual.png and the difference \(path).diff.png; if the change is intended, run "
            + "with HEADLESSKIT_RECORD_SNAPSHOTS=1 to record it.")
        #expect(try PNGImage.decode(try #require(
            FileManager.default.contents(atPath: directory.url.appendingPathComponent(path + ".diff.png").path))) == image)
    }

    @Test func aToleranceLetsThatShareOfPixelsDiffer() {
        let directory = TemporaryDirectory()
        let failures = withCapturedFailures {
            withSnapshotSettings(directory: directory.url, recording: false) {
                expectSnapshot(of: badge(), as: .png)
                expectSnapshot(of: badge("Old!"), as: .png(tolerance: 1))
            }
        }
        #expect(failures.count == 1)
    }

    @Test func pictureSnapshotsAreTheSameBytesOnEveryRun() {
        let host = TestHost(FormController())
        #expect(SnapshotFormat.png.data(of: host.window) == SnapshotFormat.png.data(of: host.window))
        #expect(SnapshotFormat.svg.data(of: host.window) == SnapshotFormat.svg.data(of: host.window))
    }
}
