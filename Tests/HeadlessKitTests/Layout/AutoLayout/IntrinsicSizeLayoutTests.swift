import Foundation
import Testing
@testable import HeadlessKit

/// Intrinsic content size with content hugging and compression resistance (UIKit's
/// NSContentSizeLayoutConstraints), margins, the safe area and the autoresizing translation.
@MainActor @Suite struct IntrinsicSizeLayoutTests {
    /// Two labels in a row between the window's edges: the one with the lower hugging priority
    /// stretches; when they do not fit, the one with the lower compression resistance shrinks.
    @Test func twoLabelsCompeteByHuggingAndCompression() {
        let fixture = ViewFixture()
        let title = fixture.sizedView("title", in: fixture.window, content: CGSize(width: 100, height: 20))
        let detail = fixture.sizedView("detail", in: fixture.window, content: CGSize(width: 80, height: 20))
        title.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: fixture.window.trailingAnchor),
            title.topAnchor.constraint(equalTo: fixture.window.topAnchor),
            detail.topAnchor.constraint(equalTo: fixture.window.topAnchor),
        ])
        fixture.loop.runUntilIdle()
        // 320 wide: title hugs (251 > 250), detail stretches to 220.
        #expect(title.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(detail.frame == CGRect(x: 100, y: 0, width: 220, height: 20))

        title.contentSize = CGSize(width: 200, height: 20)
        detail.contentSize = CGSize(width: 200, height: 20)
        detail.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        fixture.loop.runUntilIdle()
        // 400 wanted, 320 available: detail (749 < 750) gives up 80 points.
        #expect(title.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(detail.frame == CGRect(x: 200, y: 0, width: 120, height: 20))
    }

    /// Constant changes go through in-place updates, not rebuilds (the solve stays incremental): a new
    /// intrinsic size moves the content-size constraints' constants and keeps their identities.
    @Test func intrinsicSizeChangeMovesContentConstraintsInPlace() throws {
        let fixture = ViewFixture()
        let label = fixture.sizedView("label", in: fixture.window, content: CGSize(width: 100, height: 20))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: fixture.window.leadingAnchor),
            label.topAnchor.constraint(equalTo: fixture.window.topAnchor),
        ])
        fixture.loop.runUntilIdle()
        let engine = try #require(label.layoutState?.engine)
        let before = try #require(engine.item(for: label)).contentConstraints.map(ObjectIdentifier.init)
        #expect(before.count == 4)
        label.contentSize = CGSize(width: 140, height: 30)
        fixture.loop.runUntilIdle()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 140, height: 30))
        #expect(try #require(engine.item(for: label)).contentConstraints.map(ObjectIdentifier.init) == before)
        // Losing the vertical metric changes which constraints exist: those are rebuilt.
        label.contentSize = CGSize(width: 90, height: ViewNode.noIntrinsicMetric)
        label.heightAnchor.constraint(equalToConstant: 12).isActive = true
        fixture.loop.runUntilIdle()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 90, height: 12))
        #expect(try #require(engine.item(for: label)).contentConstraints.count == 2)
    }

    @Test func layoutMarginsAndSafeAreaGuides() {
        let fixture = ViewFixture()
        fixture.window.screenSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let root = fixture.view("root", frame: fixture.window.bounds)
        fixture.window.addSubview(root)
        root.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let content = fixture.constrainedView("content", in: root)
        let header = fixture.constrainedView("header", in: root)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.heightAnchor.constraint(equalToConstant: 50),
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalTo: root.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 30),
        ])
        fixture.loop.runUntilIdle()
        #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.frame == CGRect(x: 16, y: 396, width: 288, height: 50))
        #expect(header.frame == CGRect(x: 0, y: 44, width: 320, height: 30))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 10, width: 288, height: 460))

        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        fixture.window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        fixture.loop.runUntilIdle()
        #expect(content.frame == CGRect(x: 20, y: 430, width: 280, height: 50))
        #expect(header.frame == CGRect(x: 0, y: 20, width: 320, height: 30))
    }

    /// A view that translates its mask keeps its frame as constraints, and follows autoresizing.
    @Test func autoresizingMaskTranslationPositionsConstrainedSubviews() {
        let fixture = ViewFixture()
        let panel = fixture.view("panel", frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        panel.autoresizingMask = [.flexibleWidth]
        fixture.window.addSubview(panel)
        let badge = fixture.constrainedView("badge", in: fixture.window)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            badge.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        fixture.loop.runUntilIdle()
        #expect(badge.frame == CGRect(x: 280, y: 214, width: 30, height: 30))
        #expect(!badge.hasAmbiguousLayout && !panel.hasAmbiguousLayout)
        fixture.window.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        fixture.loop.runUntilIdle()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 400, height: 200))
        #expect(badge.frame == CGRect(x: 380, y: 214, width: 30, height: 30))
        panel.frame.origin.y = 50
        fixture.loop.runUntilIdle()
        #expect(badge.frame.minY == 254)
    }

    @Test func fittingSizeComesFromTheConstraintsInside() {
        let fixture = ViewFixture()
        let cell = ViewNode()
        let label = fixture.sizedView("label", in: cell, content: CGSize(width: 120, height: 21))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        #expect(cell.systemLayoutSizeFitting(ViewNode.layoutFittingCompressedSize) == CGSize(width: 152, height: 44))
        #expect(cell.frame == .zero)
    }

    /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// a required width holds the view at the target width while the height comes from the
    /// constraints inside.
    @Test func fittingWithARequiredWidthKeepsTheTargetWidth() {
        let fixture = ViewFixture()
        let cell = ViewNode()
        let label = fixture.sizedView("label", in: cell, content: CGSize(width: 120, height: 21))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: ViewNode.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 44))
    }
}
