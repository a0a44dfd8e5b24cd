import Foundation
import HeadlessKit

/// How a snapshot records a view: as the hierarchy's text, as an SVG picture or as a PNG image.
///
/// Pass one to `expectSnapshot`: `host.expectSnapshot(.svg)`. Text snapshots catch changes of
/// structure and content and read well in a diff; pictures catch changes of look.
public struct SnapshotFormat: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case text, svg
        /// At most this fraction of the pixels may differ.
        case png(tolerance: Double)
    }

    let kind: Kind

    /// The hierarchy as indented text (``HierarchySnapshot/text(of:)``), stored as `.txt`.
    public static let text = SnapshotFormat(kind: .text)
    /// The picture as SVG (`RenderScene/svg()`), stored as `.svg`.
    public static let svg = SnapshotFormat(kind: .svg)
    /// The picture as a PNG image (`RenderScene/rasterized(background:)` at scale 1, transparent
    /// where nothing is painted), stored as `.png` and compared pixel by pixel, exactly.
    public static let png = SnapshotFormat(kind: .png(tolerance: 0))

    /// The picture as a PNG image, matching while at most `tolerance` (0 to 1) of its pixels
    /// differ from the stored one's: for pictures whose anti-aliasing may move by a pixel.
    public static func png(tolerance: Double) -> SnapshotFormat {
        SnapshotFormat(kind: .png(tolerance: tolerance.isFinite ? min(max(tolerance, 0), 1) : 0))
    }

    /// The stored file's extension.
    var fileExtension: String {
        switch kind {
        case .text: "txt"
        case .svg: "svg"
        case .png: "png"
        }
    }

    /// The snapshot of `view`, as the bytes stored.
    @MainActor
    func data(of view: ViewNode) -> Data {
        switch kind {
        case .text: Data(HierarchySnapshot.text(of: view).utf8)
        case .svg: Data(RenderScene(view: view).svg().utf8)
        case .png: PNGImage.encode(RenderScene(view: view).rasterized())
        }
    }

    /// How `actual` differs from `expected`, or `nil` when they match.
    func mismatch(expected: Data, actual: Data) -> SnapshotMismatch? {
        guard expected != actual else { return nil }
        if case .png(let tolerance) = kind { return PictureDifference.mismatch(expected: expected, actual: actual, tolerance: tolerance) }
        return SnapshotMismatch(difference: TextDifference.firstDifferingLine(
            expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self)))
    }
}

/// How an actual snapshot differs from the stored one.
struct SnapshotMismatch {
    /// The difference in a phrase a person can act on: `line 3 was "…" and is now "…"`.
    var difference: String
    /// For pictures, an image showing where they differ.
    var differenceImage: Data?
}

/// Where two texts first differ, for failure messages.
enum TextDifference {
    /// `line 3 was "…" and is now "…"`, or which text ends first.
    static func firstDifferingLine(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let was = index < old.count ? SourceName.quoted(String(old[index])) : "the end"
            let now = index < new.count ? SourceName.quoted(String(new[index])) : "the end"
            if was != now { return "line \(index + 1) was \(was) and is now \(now)" }
        }
        return "the texts differ in bytes that are not lines"
    }
}

/// How two PNG pictures differ, by their decoded pixels.
enum PictureDifference {
    static func mismatch(expected: Data, actual: Data, tolerance: Double) -> SnapshotMismatch? {
        let stored: Bitmap, now: Bitmap
        do {
            stored = try PNGImage.decode(expected)
            now = try PNGImage.decode(actual)
        } catch {
            return SnapshotMismatch(difference: "the stored file is not a PNG image that can be read (\(error))")
        }
        let (image, differing) = now.difference(from: stored)
        let total = max(stored.width * stored.height, now.width * now.height, 1)
        let sameSize = stored.width == now.width && stored.height == now.height
        guard !sameSize || Double(differing) > tolerance * Double(total) else { return nil }
        let difference = sameSize
            ? "\(differing) of its \(total) pixels differ"
            : "it was \(stored.width) × \(stored.height) pixels and is now \(now.width) × \(now.height)"
        return SnapshotMismatch(difference: difference, differenceImage: PNGImage.encode(image))
    }
}
