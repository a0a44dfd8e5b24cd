import Foundation
import Testing
@testable import HeadlessKit

/// Every distribution × alignment on both axes, with views of 40×20, 60×30 and 20×10 (swapped for
/// a column) in a 320 × 100 stack view (100 × 320 for a column), spacing 10 — sized either by an
/// intrinsic size or by their own size constraints at 999. The middle view gives way first along
/// the axis (hugging 249, or its length at 998), so `.fill` stretches it (UIKit: the view with the
/// lowest hugging priority stretches).
@MainActor @Suite struct StackViewDistributionTests {
    typealias Distribution = StackView.Distribution
    typealias Alignment = StackView.Alignment

    /// (start, length) of each view along the axis, per distribution.
    static let along: [Distribution: [(CGFloat, CGFloat)]] = [
        .fill: [(0, 40), (50, 240), (300, 20)],
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        // UIKit's proportions ignore the spacing: 1/3, 1/2 and 1/6 of 320 at 999, 998 and 997;
        // the required spacing breaks the last one.
        .fillProportionally: [(0, 320.0 / 3), (320.0 / 3 + 10, 160), (320.0 / 3 + 180, 100.0 / 3)],
        .equalSpacing: [(0, 40), (140, 60), (300, 20)],
        .equalCentering: [(0, 40), (135, 60), (300, 20)],
    ]

    /// (start, length) of each view across the axis, per alignment, in a row (100 high).
    static let acrossRow: [Alignment: [(CGFloat, CGFloat)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 20), (0, 30), (0, 10)],
        .center: [(40, 20), (35, 30), (45, 10)],
        .trailing: [(80, 20), (70, 30), (90, 10)],
        // Views without text: baselines are bottom edges, aligned as high as the tallest allows.
        .firstBaseline: [(10, 20), (0, 30), (20, 10)],
        .lastBaseline: [(10, 20), (0, 30), (20, 10)],
    ]

    /// In a column, baseline alignments are `.fill` (UIKit: valid only for horizontal stacks).
    static func across(_ alignment: Alignment, axis: LayoutConstraint.Axis) -> [(CGFloat, CGFloat)] {
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { return acrossRow[.fill]! }
        return acrossRow[alignment]!
    }

    nonisolated static let cases: [(LayoutConstraint.Axis, Distribution, Alignment, Bool)] =
        [LayoutConstraint.Axis.horizontal, .vertical].flatMap { axis in
            Distribution.allCases.flatMap { distribution in
                Alignment.allCases.flatMap { alignment in [true, false].map { (axis, distribution, alignment, $0) } }
            }
        }

    @Test(arguments: cases)
    func arrangedFramesMatchUIKitsLayout(
        axis: LayoutConstraint.Axis, distribution: Distribution, alignment: Alignment, intrinsic: Bool
    ) {
        let row = axis == .horizontal
        let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (20, 10)]
        let views: [ViewNode] = sizes.enumerated().map { index, size in
            let (width, height) = row ? size : (size.1, size.0)
            guard !intrinsic else { return StackFixture.sized("v\(index)", width, height) }
            let view = ViewNode()
            view.accessibilityIdentifier = "v\(index)"
            return view
        }
        let fixture = StackFixture(axis: axis, size: row ? CGSize(width: 320, height: 100) : CGSize(width: 100, height: 320), views: views)
        if intrinsic {
            views[1].setContentHuggingPriority(249, for: axis)
        } else {
            for (index, (view, size)) in zip(views, sizes).enumerated() {
                let (width, height) = row ? size : (size.1, size.0)
                let widthConstraint = view.widthAnchor.constraint(equalToConstant: width)
                let heightConstraint = view.heightAnchor.constraint(equalToConstant: height)
                widthConstraint.priority = index == 1 && row ? 998 : 999
                heightConstraint.priority = index == 1 && !row ? 998 : 999
                LayoutConstraint.activate([widthConstraint, heightConstraint])
            }
        }
        fixture.stack.distribution = distribution
        fixture.stack.alignment = alignment
        fixture.stack.spacing = 10
        // (chosen) A view with no intrinsic length has no share to divide by until it has a
        // length of its own: sized only by constraints, the views divide the axis as `.fill` does.
        let along = !intrinsic && distribution == .fillProportionally ? Self.along[.fill]! : Self.along[distribution]!
        let expected = zip(along, Self.across(alignment, axis: axis)).map { main, cross in
            row ? CGRect(x: main.0, y: cross.0, width: main.1, height: cross.1)
                : CGRect(x: cross.0, y: main.0, width: cross.1, height: main.1)
        }
        let frames = fixture.settledFrames()
        #expect(frames.count == 3)
        for (frame, wanted) in zip(frames, expected) {
            #expect(abs(frame.minX - wanted.minX) < 1e-9 && abs(frame.minY - wanted.minY) < 1e-9
                && abs(frame.width - wanted.width) < 1e-9 && abs(frame.height - wanted.height) < 1e-9,
                "\(axis) \(distribution) \(alignment) intrinsic \(intrinsic): \(frame) ≠ \(wanted)")
        }
        #expect(fixture.fixture.loop.diagnostics.collected.filter { $0.kind != .unsatisfiableConstraints }.isEmpty)
    }
}
