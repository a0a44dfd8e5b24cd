import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

/// A delegate that refuses to let a recognizer begin.
@MainActor
final class RefusingRecognizerDelegate: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
}

/// A text field delegate that refuses to let editing begin.
@MainActor
final class ReadOnlyFieldDelegate: TextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { false }
}

/// A controller that pops itself when it reappears, so that a cancelled swipe back still pops.
@MainActor
final class SelfPoppingController: ViewControllerBase {
    private var appearances = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
        if appearances == 2 { navigationController?.popViewController(animated: false) }
    }
}

/// A view whose layout invalidates itself while `keepsInvalidating` is set: a layout feedback loop.
@MainActor
final class RestlessView: ViewNode {
    var keepsInvalidating = true

    override func layoutSubviews() {
        super.layoutSubviews()
        if keepsInvalidating { setNeedsLayout() }
    }
}

/// The failure of every action that cannot be played, and of a settle that layout never ends —
/// each message exactly as a person reads it.
@MainActor @Suite struct ActionFailureTests {
    private func pushed(_ top: ViewControllerBase) -> TestHost<NavigationController> {
        let host = TestHost(NavigationController(rootViewController: TitledController(title: "Inbox")))
        host.app.withCurrent { host.root.pushViewController(top, animated: false) }
        host.settle()
        return host
    }

    @Test func scrollingGivesUpAfterItsDragsNamingTheScrollView() {
        let host = TestHost(RowsController())
        let failures = withCapturedFailures { host.scroll(to: .text("Row 59"), maxDrags: 1) }
        #expect(failures.map(\.message) == [
            #"Cannot scroll until text "Row 59": it is still not visible after 1 drag of TableView (0, 0, 390, 844)."#,
        ])
    }

    @Test func scrollingWhereNoScrollViewIsVisibleFails() {
        let host = TestHost(GreetingController())
        let failures = withCapturedFailures { host.scroll(to: .text("Goodbye")) }
        #expect(failures.map(\.message) == [
            #"Cannot scroll until text "Goodbye": no visible scroll view to scroll."#,
        ])
    }

    @Test func scrollingAScrollViewTheFinderDoesNotFindFails() {
        let host = TestHost(RowsController())
        let failures = withCapturedFailures { host.scroll(.identifier("photos"), until: .text("Row 40")) }
        #expect(failures.map(\.message) == [
            #"Cannot scroll until text "Row 40": no visible view matches type ScrollView and identifier "photos"."#,
        ])
    }

    @Test func swipingBackWithTheEdgeGestureDisabledFails() {
        let host = pushed(TitledController(title: "Message"))
        host.root.interactivePopGestureRecognizer?.isEnabled = false
        let failures = withCapturedFailures { host.swipeBack() }
        #expect(failures.map(\.message) == [
            "Cannot swipe back in NavigationController: its interactivePopGestureRecognizer is disabled.",
        ])
        #expect(host.root.viewControllers.count == 2)
    }

    @Test func aSwipeBackTheAppRefusesFailsSayingWhatMayHaveTakenIt() {
        let host = pushed(TitledController(title: "Message"))
        let refusing = RefusingRecognizerDelegate()
        host.root.interactivePopGestureRecognizer?.delegate = refusing
        let failures = withCapturedFailures { host.swipeBack() }
        #expect(failures.map(\.message) == [
            #"Swiping back did not pop TitledController "Message": it is still on top. A recognizer of the app may have taken "#
                + "the edge swipe, or the navigation controller's delegate refused it.",
        ])
    }

    @Test func aCancelledSwipeBackThatPopsAnywayFails() {
        let host = pushed(SelfPoppingController())
        let failures = withCapturedFailures { host.swipeBack(cancelled: true) }
        #expect(failures.map(\.message) == [
            #"Swiping back a quarter of the way was expected to cancel, but it popped SelfPoppingController; "#
                + #"TitledController "Inbox" is on top."#,
        ])
    }

    @Test func pullingToRefreshWithNoScrollViewFails() {
        let host = TestHost(GreetingController())
        let failures = withCapturedFailures { host.pullToRefresh() }
        #expect(failures.map(\.message) == [
            "Cannot pull to refresh: no visible view matches type ScrollView and a refresh control.",
        ])
    }

    @Test func pullingAScrollViewWithoutARefreshControlFails() {
        let host = TestHost(RowsController())
        host.root.tableView.refreshControl = nil
        let failures = withCapturedFailures { host.pullToRefresh(.type(TableView.self)) }
        #expect(failures.map(\.message) == [
            "Cannot pull TableView (0, 0, 390, 844) to refresh: it has no refresh control.",
        ])
    }

    @Test func pullingADisabledRefreshControlFailsSayingItIsDisabled() {
        let host = TestHost(RowsController())
        host.root.tableView.refreshControl?.isEnabled = false
        let failures = withCapturedFailures { host.pullToRefresh() }
        #expect(failures.map(\.message) == [
            "Pulling TableView (0, 0, 390, 844) down did not begin refreshing its refresh control: the refresh control is "
                + "disabled (isEnabled is false).",
        ])
        #expect(host.root.refreshes == 0)
    }

    @Test func aRefreshThatEndsWhileThePullSettlesIsNoFailure() {
        let host = TestHost(RowsController())
        let refresh = host.root.tableView.refreshControl
        refresh?.addAction(Action { [loop = host.loop, weak refresh] _ in
            loop.perform(after: .milliseconds(300)) { refresh?.endRefreshing() }
        }, for: .valueChanged)
        let failures = withCapturedFailures { host.pullToRefresh() }
        #expect(failures.map(\.message) == [])
        #expect(host.root.refreshes == 1 && refresh?.isRefreshing == false)
    }

    @Test func pullingAListScrolledBelowItsTopPullsItBackFirst() {
        let host = TestHost(RowsController())
        host.scroll(to: .text("Row 20"))
        host.pullToRefresh()
        #expect(host.root.refreshes == 1)
        host.app.withCurrent { host.root.tableView.refreshControl?.endRefreshing() }
        host.settle()
    }

    @Test func settlingALayoutThatNeverEndsFailsNamingTheLoop() {
        let host = TestHost(GreetingController())
        host.failsOnUnexpectedDiagnostics = false
        let restless = RestlessView()
        host.app.withCurrent { host.root.view.addSubview(restless) }
        let failures = withCapturedFailures { host.settle() }
        restless.keepsInvalidating = false
        host.settle()
        #expect(failures.map(\.message) == [
            "Layout never settled: <RestlessView; frame = (0 0; 0 0)> laid out 100 times in one run loop turn; 1 view(s) laid "
                + "out repeatedly.",
        ])
    }

    @Test func aSnapshotThatCannotBeWrittenFailsWithTheReason() {
        let host = TestHost(GreetingController())
        let failures = withCapturedFailures {
            host.expectSnapshot(.text, filePath: "/proc/HeadlessKitTesting/Unwritable.swift")
        }
        // The reason after the path is Foundation's own text, which differs between platforms.
        let path = "/proc/HeadlessKitTesting/__Snapshots__/ActionFailureTests/aSnapshotThatCannotBeWrittenFailsWithTheReason.txt"
        let expectedStart = "Could not record the snapshot \(path): "
        #expect(failures.count == 1 && failures[0].message.hasPrefix(expectedStart))
        #expect(failures.first.map { $0.message.count > expectedStart.count } == true)
    }

    @Test func typingIntoAFieldThatRefusesToEditFailsAndTypesNothing() {
        let host = TestHost(FinderScreenController())
        let refusing = ReadOnlyFieldDelegate()
        host.root.name.delegate = refusing
        let failures = withCapturedFailures { host.typeText("ada", into: .placeholder("User name")) }
        #expect(failures.map(\.message) == [
            #"Cannot type "ada" into TextField (20, 300, 200, 30): tapping it did not make it first responder (its delegate "#
                + "may refuse to begin editing, or it is not enabled). Nothing was typed.",
        ])
        #expect(host.root.name.text == "")
    }

    @Test func aMismatchWhoseActualFileCannotBeWrittenFailsWithBothReasons() throws {
        let host = TestHost(GreetingController())
        let directory = URL(fileURLWithPath: "/tmp/HeadlessKitTestingTests-unwritableActual")
        let snapshots = directory.appendingPathComponent("__Snapshots__/ActionFailureTests")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A stored snapshot that differs, and a directory where the actual file would go.
        try FileManager.default.createDirectory(
            at: snapshots.appendingPathComponent("aMismatchWhoseActualFileCannotBeWrittenFailsWithBothReasons.actual.txt"),
            withIntermediateDirectories: true)
        try Data("Another screen\n".utf8)
            .write(to: snapshots.appendingPathComponent("aMismatchWhoseActualFileCannotBeWrittenFailsWithBothReasons.txt"))
        let failures = withCapturedFailures {
            host.expectSnapshot(.text, filePath: "/tmp/HeadlessKitTestingTests-unwritableActual/Fake.swift")
        }
        // The reason at the end is Foundation's own text, which differs between platforms.
        let expectedStart = #"The snapshot __Snapshots__/ActionFailureTests/aMismatchWhoseActualFileCannotBeWrittenFailsWithBothReasons.txt "#
            + #"does not match (line 1 was "Another screen" and is now "Window (0 0; 390 844)"), and the actual snapshot could "#
            + "not be written: "
        #expect(failures.count == 1 && failures[0].message.hasPrefix(expectedStart))
    }
}
