import Foundation
import HeadlessKit

/// Fix (a), before: a header whose `updateConstraints()` throws its constraints away and
/// activates new ones on every pass, and whose `avatarSize` asks for a pass on every change.
final class RecreatingHeaderView: ViewNode {
    let avatar = ViewNode()
    private var avatarConstraints: [LayoutConstraint] = []

    var avatarSize: CGFloat = 40 {
        didSet { setNeedsUpdateConstraints() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatar)
    }

    required init?(coder: Coder) { nil }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        LayoutConstraint.deactivate(avatarConstraints)
        avatarConstraints = [
            avatar.leftAnchor.constraint(equalTo: leftAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: avatarSize),
            avatar.heightAnchor.constraint(equalToConstant: avatarSize),
        ]
        LayoutConstraint.activate(avatarConstraints)
        super.updateConstraints()
    }
}
