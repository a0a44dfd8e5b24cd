import Foundation
import HeadlessKit
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct FinderTests {
    @Test func textFindsALabelByItsTextAndAButtonByItsCurrentTitleButNotTheButtonsOwnLabel() {
        let host = TestHost(FinderScreenController())
        #expect(host.find(.text("Welcome")).all == [host.root.welcome])
        #expect(host.find(.text("Log In")).all == [host.root.logIn])
    }

    @Test func aTypedSearchReturnsTheViewAsItsType() {
        let host = TestHost(FinderScreenController())
        let button: Button? = host.only(Button.self, .text("Log In"))
        #expect(button === host.root.logIn)
        #expect(host.find(TextField.self).all == [host.root.name])
    }

    @Test func identifierLabelAndPlaceholderFindWhatTheyName() {
        let host = TestHost(FinderScreenController())
        #expect(host.only(.identifier("login")) === host.root.logIn)
        #expect(host.only(.label("Welcome")) === host.root.welcome)
        #expect(host.only(.placeholder("User name")) === host.root.name)
        #expect(host.only(.text(containing: "elc")) === host.root.welcome)
    }

    @Test func hiddenTransparentOffScreenClippedAndCoveredViewsAreNotFoundUnlessAskedFor() {
        let host = TestHost(FinderScreenController())
        for text in ["Secret", "Faded", "Away", "Clipped", "Under"] {
            #expect(host.find(.text(text)).exists == false, "\(text)")
        }
        #expect(host.find(.text("Secret").includingInvisible).count == 2)
        #expect(host.find(.text("Under").includingInvisible).all == [host.root.covered])
    }

    @Test func onlyFailsWhenNothingVisibleMatchesListingTheInvisibleMatchesWithWhy() {
        let host = TestHost(FinderScreenController())
        var line: UInt = 0
        let failures = withCapturedFailures {
            line = #line; _ = host.find(.text("Secret").or(.text("Faded")).or(.text("Away")).or(.text("Clipped")).or(.text("Under"))).only
        }
        #expect(failures.map(\.message) == [
            """
            Expected exactly one view, but no visible view matches ((((text "Secret" or text "Faded") or text "Away") or text "Clipped") or text "Under").
            Matching but not visible:
              • Label "Secret" (20, 350, 80, 20): it is hidden (isHidden is true)
              • Label "Secret" (20, 400, 80, 20): its ancestor ViewNode (20, 400, 100, 30) is hidden
              • Label "Faded" (20, 450, 80, 20): it has alpha 0
              • Label "Away" (500, 100, 80, 20): it is off screen (its frame in the window is (500, 100, 80, 20))
              • Label "Clipped" (20, 540, 80, 20): it is clipped out by its ancestor ViewNode (20, 500, 100, 30), which clips to its bounds
              • Label "Under" (210, 505, 80, 20): it is covered at its centre (250, 515) by ViewNode (200, 500, 100, 30)
            """,
        ])
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func onlyFailsWhenSeveralMatchListingEach() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { _ = host.only(.text(containing: "e").or(.identifier("login"))) }
        #expect(failures.map(\.message) == [
            """
            Expected exactly one view, but 2 views match (text containing "e" or identifier "login"):
              • Label "Welcome" (20, 100, 200, 30)
              • Button "Log In" #login (20, 200, 200, 44)
            Narrow the finder with and(_:) or descendant(of:).
            """,
        ])
    }

    @Test func aTextFinderThatMatchesNothingListsTheVisibleTexts() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { _ = host.find(.text("Log in")).first }
        #expect(failures.map(\.message) == [
            #"Expected a view, but no visible view matches text "Log in". Visible texts: "Welcome", "Log In"."#,
        ])
    }

    @Test func aPredicateIsNamedInMessagesAsDescribed() {
        let host = TestHost(FinderScreenController())
        let failures = withCapturedFailures { _ = host.only(.predicate("a wide view") { $0.bounds.width > 1000 }) }
        #expect(failures.map(\.message) == ["Expected exactly one view, but no visible view matches a wide view."])
    }

    @Test func descendantOfLimitsTheSearchToViewsInsideTheScope() {
        let host = TestHost(FinderScreenController())
        #expect(host.find(.type(Label.self).descendant(of: .identifier("login"))).count == 1)
        #expect(host.find(.text("Welcome").descendant(of: .identifier("login"))).exists == false)
    }
}
