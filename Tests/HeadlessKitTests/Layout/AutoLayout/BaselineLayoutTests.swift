import Foundation
import Testing
@testable import HeadlessKit

/// A view that shows text for the engine's purposes: it gives baseline offsets, a baseline
/// spacing and an intrinsic size, as a label will.
@MainActor
final class BaselineView: ViewNode {
    var firstOffset: CGFloat? { didSet { invalidateIntrinsicContentSize() } }
    var lastOffset: CGFloat? { didSet { invalidateIntrinsicContentSize() } }
    var spacing: CGFloat? { didSet { invalidateIntrinsicContentSize() } }
    var contentSize = CGSize(width: 40, height: 20) { didSet { invalidateIntrinsicContentSize() } }
    override var firstBaselineOffsetFromTop: CGFloat? { firstOffset }
    override var lastBaselineOffsetFromBottom: CGFloat? { lastOffset }
    override var baselineSystemSpacing: CGFloat? { spacing }
    override var intrinsicContentSize: CGSize { contentSize }
}

/// First and last baselines: a view's top plus its first-baseline offset, its bottom minus its
/// last-baseline offset, and its bottom edge when it has no text (UIKit's `firstBaselineAnchor`
/// and `lastBaselineAnchor`; `forFirstBaselineLayout` and `forLastBaselineLayout` name the view
/// whose baselines stand for a container's).
@MainActor @Suite struct BaselineLayoutTests {
    private func textView(_ name: String, in fixture: ViewFixture, first: CGFloat?, last: CGFloat?) -> BaselineView {
        let view = BaselineView()
        view.firstOffset = first
        view.lastOffset = last
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        fixture.window.addSubview(view)
        return view
    }

    @Test func aPlainViewsBaselinesAreItsBottomEdge() {
        let fixture = ViewFixture()
        let plain = fixture.constrainedView("plain", in: fixture.window)
        let follower = fixture.constrainedView("follower", in: fixture.window)
        LayoutConstraint.activate([
            plain.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 10),
            plain.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 50), plain.heightAnchor.constraint(equalToConstant: 30),
            follower.firstBaselineAnchor.constraint(equalTo: plain.firstBaselineAnchor),
            follower.leadingAnchor.constraint(equalTo: plain.trailingAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(follower.frame == CGRect(x: 50, y: 30, width: 10, height: 10))
    }

    @Test func firstBaselinesAlignByTheOffsetsTheViewsGive() {
        let fixture = ViewFixture()
        let big = textView("big", in: fixture, first: 30, last: 8)
        let small = textView("small", in: fixture, first: 12, last: 4)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        // big's first baseline: 100 + 30 = 130; small's top: 130 − 12.
        #expect(small.frame == CGRect(x: 48, y: 118, width: 40, height: 20))
    }

    @Test func lastBaselinesAlignByTheOffsetsFromTheBottom() {
        let fixture = ViewFixture()
        let big = textView("big", in: fixture, first: 30, last: 8)
        let small = textView("small", in: fixture, first: 12, last: 4)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        // big's last baseline: 120 − 8 = 112; small's bottom: 112 + 4 = 116.
        #expect(small.frame == CGRect(x: 40, y: 96, width: 40, height: 20))
    }

    @Test func aChangedOffsetMovesTheAlignedViewAtTheNextCommit() {
        let fixture = ViewFixture()
        let big = textView("big", in: fixture, first: 30, last: 8)
        let small = textView("small", in: fixture, first: 12, last: 4)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            big.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(small.frame.minY == 18)
        big.firstOffset = 16
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(small.frame.minY == 4)
        small.firstOffset = nil   // no text now: its baseline is its bottom edge
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(small.frame.minY == -4)
    }

    /// A container whose baselines are those of a subview, as a stack view's are its arranged views'.
    final class Row: ViewNode {
        weak var text: ViewNode?
        override var forFirstBaselineLayout: ViewNode { text ?? self }
        override var forLastBaselineLayout: ViewNode { text ?? self }
    }

    @Test func aContainerAlignsByTheBaselineOfTheViewItNamesForBaselineLayout() {
        let fixture = ViewFixture()
        let row = Row()
        row.translatesAutoresizingMaskIntoConstraints = false
        fixture.window.addSubview(row)
        let inner = BaselineView()
        inner.firstOffset = 15
        inner.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(inner)
        row.text = inner
        let other = textView("other", in: fixture, first: 10, last: 5)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: fixture.window.topAnchor, constant: 50),
            row.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 60),
            inner.topAnchor.constraint(equalTo: row.topAnchor, constant: 7),
            inner.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            other.leadingAnchor.constraint(equalTo: row.trailingAnchor),
            other.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        // row's first baseline is inner's: 50 + 7 + 15 = 72; other's top: 72 − 10.
        #expect(other.frame == CGRect(x: 100, y: 62, width: 40, height: 20))
    }

    // (chosen) A view named for baseline layout that is not the view or a descendant is ignored.
    @Test func aForBaselineLayoutOutsideTheViewFallsBackToTheViewItself() {
        let fixture = ViewFixture()
        let stranger = textView("stranger", in: fixture, first: 5, last: 5)
        let row = Row()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.text = stranger
        fixture.window.addSubview(row)
        let other = fixture.constrainedView("other", in: fixture.window)
        LayoutConstraint.activate([
            stranger.topAnchor.constraint(equalTo: fixture.window.topAnchor), stranger.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            row.topAnchor.constraint(equalTo: fixture.window.topAnchor), row.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 10), row.heightAnchor.constraint(equalToConstant: 30),
            other.topAnchor.constraint(equalTo: row.firstBaselineAnchor),
            other.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(fixture.loop.runUntilIdle() == .idle)
        #expect(other.frame.minY == 30)
    }

    @Test func baselineConstraintsDescribeWithUIKitsAttributeNames() {
        let fixture = ViewFixture()
        let a = fixture.constrainedView("a", in: fixture.window)
        let b = fixture.constrainedView("b", in: fixture.window)
        #expect(a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor, constant: 4).description
            == "<LayoutConstraint a.firstBaseline == b.lastBaseline + 4 (inactive)>")
        #expect(LayoutConstraint.Attribute.lastBaseline.rawValue == 11 && LayoutConstraint.Attribute.firstBaseline.rawValue == 12)
    }
}
