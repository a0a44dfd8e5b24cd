import HeadlessUIKit
@testable import PortedApps
import Testing

/// The profile screen, whose view comes from its nib, played as a person would use it.
@MainActor @Suite struct PortedNibTests {
    let loop = MainRunLoop()
    let window: UIWindow

    init() {
        window = UIWindow(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
    }

    private func show(_ controller: UIViewController) {
        window.rootViewController = controller
        window.makeKeyAndVisible()
        loop.runUntilIdle()
    }

    // UIKit's order (awakeFromNib() documentation): a controller made from a nib name loads the
    // nib as its view loads, every outlet is connected before viewDidLoad. The owner itself is
    // not awoken: awakeFromNib goes to the objects the nib made.
    @Test func theProfileLoadsItsNibWithEveryOutletConnectedBeforeViewDidLoad() {
        let profile = ProfileViewController()
        show(profile)
        #expect(profile.log == ["viewDidLoad: all outlets connected"])
        #expect(profile.nameLabel.text == "Ada Lovelace")
        #expect(profile.followButton.title(for: .normal) == "Follow")
        #expect(profile.view.subviews.map(\.accessibilityIdentifier) == ["profile.avatar", "profile.name", nil, nil])
        #expect(loop.diagnostics.collected == [])
    }

    /// A length in the window's pixels (scale 3): solved frames are rounded to pixels, so edges
    /// compare there.
    private func pixels(_ points: CGFloat) -> CGFloat { (points * 3).rounded() }

    @Test func theNibsConstraintsPlaceTheProfileAsInterfaceBuilderDid() {
        let profile = ProfileViewController()
        show(profile)
        let margins = profile.view.layoutMargins
        #expect(profile.avatarView.frame == CGRect(x: 147, y: 24, width: 96, height: 96))
        #expect(pixels(profile.nameLabel.frame.minY) == pixels(136))
        #expect(profile.nameLabel.frame.minX == margins.left)
        #expect(profile.nameLabel.frame.width == 390 - margins.left - margins.right)
        #expect(pixels(profile.bioLabel.frame.minY) == pixels(profile.nameLabel.frame.maxY + 8))
        #expect(pixels(profile.followButton.frame.minY) == pixels(profile.bioLabel.frame.maxY + 20))
        // Centred to the pixel: an odd number of pixels wide leaves half a pixel over.
        #expect(abs(profile.followButton.frame.midX - 195) <= 1.0 / 6)
    }

    @Test func tappingFollowRunsTheNibsActionOnTheOwner() {
        let profile = ProfileViewController()
        show(profile)
        window.tap(profile.followButton)
        loop.runUntilIdle()
        #expect(profile.isFollowing)
        #expect(profile.followButton.title(for: .normal) == "Following")
        window.tap(profile.followButton)
        loop.runUntilIdle()
        #expect(!profile.isFollowing)
        #expect(profile.followButton.title(for: .normal) == "Follow")
    }
}
