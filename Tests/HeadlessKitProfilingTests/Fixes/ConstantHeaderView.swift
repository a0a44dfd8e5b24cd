import Foundation
import HeadlessKit

/// Fix (a), after: the same header creating its constraints once and changing the size
/// constraints' `constant` in `updateConstraints()`.
final class ConstantHeaderView: ViewNode {
    let avatar = ViewNode()
    private lazy var width = avatar.widthAnchor.constraint(equalToConstant: avatarSize)
    private lazy var height = avatar.heightAnchor.constraint(equalToConstant: avatarSize)
    private var didCreateConstraints = false

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
        if !didCreateConstraints {
            LayoutConstraint.activate([
                avatar.leftAnchor.constraint(equalTo: leftAnchor, constant: 16),
                avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                width, height,
            ])
            didCreateConstraints = true
        }
        width.constant = avatarSize
        height.constant = avatarSize
        super.updateConstraints()
    }
}
