import HeadlessUIKit

/// A profile screen laid out in Interface Builder: its nib (`Profile.nib.json`) holds the
/// avatar, the labels, the follow button and their constraints; the controller only fills them
/// in and answers the button. The UIKit original declared `@IBOutlet weak var` and `@IBAction`;
/// the port declares `@Outlet` and lists its action.
final class ProfileViewController: UIViewController, ArchiveConnectable {
    @Outlet var avatarView: UIImageView!
    @Outlet var nameLabel: UILabel!
    @Outlet var bioLabel: UILabel!
    @Outlet var followButton: UIButton!

    var name = "Ada Lovelace"
    var bio = "Wrote the first program for a machine that did not exist yet."
    private(set) var isFollowing = false
    /// What the screen logged, for tests: its nib's objects awake before its view loads.
    private(set) var log: [String] = []

    /// The screen with its view from `Profile.nib.json` (UIKit's `nibName: "Profile", bundle: nil`;
    /// in a Swift package the nib is the module's resource).
    convenience init() {
        self.init(nibName: "Profile", bundle: .module)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad: \(nameLabel == nil ? "no" : "all") outlets connected")
        nameLabel.text = name
        bioLabel.text = bio
        updateFollowButton()
    }

    @IBAction func toggleFollow(_ sender: UIButton) {
        isFollowing.toggle()
        updateFollowButton()
    }

    private func updateFollowButton() {
        followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
    }

    static let connections = ConnectionTable<ProfileViewController>([
        .action("toggleFollow:", ProfileViewController.toggleFollow),
    ])

    func archiveAction(named name: String) -> ArchiveAction? { Self.connections.action(named: name, of: self) }
}
