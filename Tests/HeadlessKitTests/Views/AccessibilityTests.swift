import Foundation
import Testing
@testable import HeadlessKit

/// The accessibility attributes UIKit declares on NSObject and ported views override, and
/// `isOpaque` — their defaults (UIView's) and that subclasses override them.
@MainActor
@Suite struct AccessibilityTests {
    /// A view that overrides the attributes as ported UIKit code does.
    final class Badge: ViewNode {
        var count = 3
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "\(count) unread" }
            set {}
        }
        override var accessibilityTraits: AccessibilityTraits {
            get { super.accessibilityTraits.union(.updatesFrequently) }
            set { super.accessibilityTraits = newValue }
        }
        override var accessibilityIdentifier: String? {
            get { "badge" }
            set {}
        }
    }

    /// UIView's defaults: not an element, no label, value or hint, no traits, nothing hidden or
    /// modal, opaque.
    @Test func aPlainViewHasUIKitsDefaults() {
        let view = ViewNode(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityIdentifier == nil && view.accessibilityElements == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(view.isOpaque)
    }

    @Test func setAttributesReadBack() {
        let view = ViewNode()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Play"
        view.accessibilityValue = "50%"
        view.accessibilityHint = "Plays the song"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.isOpaque = false
        view.accessibilityElements = ["first", 2]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Play" && view.accessibilityValue == "50%")
        #expect(view.accessibilityHint == "Plays the song" && view.accessibilityTraits == [.button, .selected])
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect(!view.isOpaque && view.accessibilityElements?.count == 2)
    }

    @Test func subclassesOverrideTheAttributes() {
        let badge = Badge()
        badge.count = 5
        badge.accessibilityTraits = .staticText
        #expect(badge.isAccessibilityElement && badge.accessibilityLabel == "5 unread")
        #expect(badge.accessibilityTraits == [.staticText, .updatesFrequently])
        #expect(badge.accessibilityIdentifier == "badge")
    }

    /// UIKit's raw values of the traits, which code that stores them relies on.
    @Test func traitsHaveUIKitsValues() {
        #expect(AccessibilityTraits.button.rawValue == 0x1 && AccessibilityTraits.link.rawValue == 0x2)
        #expect(AccessibilityTraits.header.rawValue == 0x10000 && AccessibilityTraits.tabBar.rawValue == 0x8000)
        #expect(AccessibilityTraits.adjustable.rawValue == 0x1000 && AccessibilityTraits.notEnabled.rawValue == 0x100)
    }

    /// UIKit: a view's accessibility frame is its frame in screen coordinates until one is set.
    @Test func theAccessibilityFrameIsTheFrameOnScreenUntilSet() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let outer = ViewNode(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = ViewNode(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.accessibilityFrame == CGRect(x: 15, y: 26, width: 30, height: 40))
        inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        outer.frame.origin.x = 100
        #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aNonFiniteAccessibilityFrameIsRefused() throws {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        let window = Window(screenSize: CGSize(width: 320, height: 480), runLoop: loop)
        let view = ViewNode(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        window.addSubview(view)
        view.accessibilityFrame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(view.accessibilityFrame == CGRect(x: 5, y: 6, width: 30, height: 40))
        let diagnostic = try #require(loop.diagnostics.collected.first)
        #expect(loop.diagnostics.collected.count == 1 && diagnostic.kind == .invalidGeometry)
        #expect(diagnostic.message.hasPrefix("accessibilityFrame is not finite"))
    }

    /// The identifier still names a view in constraint descriptions.
    @Test func theIdentifierNamesTheViewInConstraintDescriptions() {
        let view = ViewNode()
        view.accessibilityIdentifier = "avatar"
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint.description.contains("avatar"))
    }
}
