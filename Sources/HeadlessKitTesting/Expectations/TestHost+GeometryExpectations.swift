import Foundation
import HeadlessKit

/// Expectations on frames and rectangles, equal within a tolerance in the host screen's pixels.
extension TestHost {
    /// The coordinate space a frame expectation compares a view's frame in.
    public enum FrameSpace: Sendable {
        /// The view's `frame`: its superview's coordinates.
        case superview
        /// The view's bounds converted to its window's coordinates.
        case window
    }

    /// Expects `view`'s frame, in its superview's or its window's coordinates, to be `expected`
    /// within `tolerance` pixels of the host's screen (half a pixel unless given); the failure
    /// prints both rectangles and the edges that differ.
    ///
    /// ```swift
    /// host.expectFrame(controller.titleLabel, CGRect(x: 16, y: 59, width: 358, height: 20.33))
    /// host.expectFrame(controller.button, CGRect(x: 16, y: 700, width: 358, height: 44), in: .window)
    /// ```
    public func expectFrame(
        _ view: ViewNode, _ expected: CGRect, in space: FrameSpace = .superview, tolerance: CGFloat = 0.5,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = space == .superview ? view.frame : view.convert(view.bounds, to: nil)
        let subject = "The frame of \(trace.name(of: view)) in its " + (space == .superview ? "superview" : "window")
        compare(actual, expected, subject: subject, tolerance: tolerance,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `actual` to be `expected` within `tolerance` pixels of the host's screen (half a
    /// pixel unless given); the failure prints both rectangles and the edges that differ.
    public func expectRect(
        _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 0.5,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        compare(actual, expected, subject: "The rectangle", tolerance: tolerance,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func compare(_ actual: CGRect, _ expected: CGRect, subject: String, tolerance: CGFloat, at site: CallSite) {
        let edges = [
            ("left", actual.minX, expected.minX), ("top", actual.minY, expected.minY),
            ("right", actual.maxX, expected.maxX), ("bottom", actual.maxY, expected.maxY),
        ]
        guard edges.allSatisfy({ $0.2.isFinite }), tolerance.isFinite, tolerance >= 0 else {
            TestFailures.record(
                "The expected rectangle \(format(expected)) or the tolerance \(number(tolerance)) px is not finite and "
                    + "non-negative: nothing can be within it.", at: site)
            return
        }
        let points = tolerance / screen.scale
        let differing = edges.filter { !(abs($0.1 - $0.2) <= points) }
        guard !differing.isEmpty else { return }
        let details = differing.map { name, actual, expected in
            "\(name) \(number(actual)), expected \(number(expected)) (off by \(number(actual - expected)))"
        }
        TestFailures.record(
            "\(subject) is \(format(actual)), expected \(format(expected)) within \(number(tolerance)) px "
                + "(\(number(points)) pt at \(number(screen.scale))x): \(details.joined(separator: "; ")).", at: site)
    }

    /// A number as messages print it: integers bare, others to at most three decimals.
    private func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(Double(rounded))
    }

    /// UIKit's `(x y; w h)` form.
    private func format(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.size.width)) \(number(rect.size.height)))"
    }
}
