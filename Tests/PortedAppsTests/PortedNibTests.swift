import HeadlessKitTesting
import HeadlessUIKit
@testable import PortedApps
import Testing

/// The profile screen, whose view comes from its nib. UIKit's order (awakeFromNib() documentation): the nib loads as the
/// view loads and connects every outlet before viewDidLoad; the owner is not awoken. The snapshot pins the nib's layout.
@MainActor @Suite(.testHosts) struct PortedNibTests {
    let host = TestHost(ProfileViewController())
    @Test func theProfileLoadsItsNibWithEveryOutletConnectedBeforeViewDidLoadAndLaysItOutAsInterfaceBuilderDid() {
        #expect(host.root.log == ["viewDidLoad: all outlets connected"])
        host.expectSnapshot(.text)
    }

    @Test func tappingFollowRunsTheNibsActionOnTheOwner() {
        host.tap(.text("Follow"))
        #expect(host.root.isFollowing && host.only(UIButton.self)?.currentTitle == "Following")
        host.tap(.text("Following"))
        #expect(!host.root.isFollowing && host.only(UIButton.self)?.currentTitle == "Follow")
    }
}
