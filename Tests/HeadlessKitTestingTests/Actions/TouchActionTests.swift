import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct TouchActionTests {
    @Test func tappingAButtonByItsTitleSendsItsActionAndRecordsTheAction() {
        let host = TestHost(FinderScreenController())
        host.tap(.text("Log In"))
        #expect(host.root.taps == 1)
        #expect(host.trace.actions.map(\.name) == [#"tap text "Log In""#])
    }

    @Test func tappingADisabledButtonFailsSayingSoAndSendsNothing() {
        let host = TestHost(FinderScreenController())
        host.root.logIn.isEnabled = false
        var line: UInt = 0
        let failures = withCapturedFailures { line = #line; host.tap(.text("Log In")) }
        #expect(failures.map(\.message) == [
            #"Cannot tap Button "Log In" #login (20, 200, 200, 44): it is disabled (isEnabled is false). Nothing was touched."#,
        ])
        #expect(failures.map(\.site.line) == [line])
        #expect(host.root.taps == 0)
        #expect(host.trace.actions.isEmpty)
    }

    @Test func tappingAButtonUnderAViewThatTakesTheTouchFailsNamingThatView() {
        let host = TestHost(FinderScreenController())
        let glass = ViewNode(frame: CGRect(x: 0, y: 190, width: 390, height: 60))
        host.root.view.addSubview(glass)
        let failures = withCapturedFailures { host.tap(.identifier("login")) }
        #expect(failures.map(\.message) == [
            #"Cannot tap Button "Log In" #login (20, 200, 200, 44): a touch at (120, 222) would go to ViewNode (0, 190, 390, 60) instead. Nothing was touched."#,
        ])
        #expect(host.root.taps == 0)
    }

    @Test func tappingAButtonInAViewThatTakesNoTouchesFailsNamingIt() {
        let host = TestHost(FinderScreenController())
        host.root.view.isUserInteractionEnabled = false
        let failures = withCapturedFailures { host.tap(.identifier("login")) }
        #expect(failures.map(\.message) == [
            #"Cannot tap Button "Log In" #login (20, 200, 200, 44): its ancestor ViewNode (0, 0, 390, 844) has isUserInteractionEnabled false, so nothing inside it takes touches. Nothing was touched."#,
        ])
    }

    @Test func tappingAHiddenViewFailsWithWhyItIsNotVisible() {
        let host = TestHost(FinderScreenController())
        host.root.logIn.isHidden = true
        let failures = withCapturedFailures { host.tap(.text("Log In")) }
        #expect(failures.map(\.message) == [
            """
            Cannot tap: no visible view matches text "Log In".
            Matching but not visible:
              • Button "Log In" #login (20, 200, 200, 44): it is hidden (isHidden is true)
            """,
        ])
    }

    @Test func tappingAViewByAnInvisibleFinderFailsWithWhyItIsNotVisible() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { host.tap(.text("Faded").includingInvisible) }
        #expect(failures.map(\.message) == [
            #"Cannot tap Label "Faded" (20, 450, 80, 20): it is not visible: it has alpha 0. Nothing was touched."#,
        ])
    }

    @Test func tappingABarButtonItemByItsIdentifierRunsItsAction() {
        let host = TestHost(NavigationController(rootViewController: TitledController(title: "Inbox")))
        host.tap(.identifier("save"))
        #expect((host.root.topViewController as? TitledController)?.saves == 1)
    }
}

/// A view that notes which of its recognizers recognized: a double tap, a long press, a swipe
/// to the left and a pan.
@MainActor
final class GestureTargetController: ViewControllerBase {
    var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let pad = ViewNode(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        pad.accessibilityIdentifier = "pad"
        let doubleTap = TapGestureRecognizer { [unowned self] _ in heard.append("double tap") }
        doubleTap.numberOfTapsRequired = 2
        let longPress = LongPressGestureRecognizer { [unowned self] in if $0.state == .began { heard.append("long press") } }
        let swipe = SwipeGestureRecognizer { [unowned self] _ in heard.append("swipe") }
        swipe.direction = .left
        for recognizer in [doubleTap, longPress, swipe] as [GestureRecognizer] { pad.addGestureRecognizer(recognizer) }
        view.addSubview(pad)
    }
}

@MainActor @Suite struct GestureRecognizerActionTests {
    @Test func doubleTapLongPressAndSwipeReachTheViewsRecognizers() {
        let host = TestHost(GestureTargetController())
        host.doubleTap(.identifier("pad"))
        host.longPress(.identifier("pad"))
        host.swipe(.left, on: .identifier("pad"))
        #expect(host.root.heard == ["double tap", "long press", "swipe"])
        #expect(host.trace.actions.map(\.name) == [
            #"double-tap identifier "pad""#, #"long-press identifier "pad""#, #"swipe left on identifier "pad""#,
        ])
    }

    @Test func draggingAViewMovesAFingerFromItsCentreByTheOffset() {
        let host = TestHost(GestureTargetController())
        let pad = host.only(.identifier("pad"))!
        var translation = CGPoint.zero
        let pan = PanGestureRecognizer { if $0.state == .ended { translation = $0.translation(in: nil) } }
        pad.addGestureRecognizer(pan)
        host.drag(.identifier("pad"), by: CGPoint(x: 0, y: 120))
        #expect(translation == CGPoint(x: 0, y: 120))
        #expect(host.trace.actions.map(\.name) == [#"drag identifier "pad" by (0, 120)"#])
    }
}
