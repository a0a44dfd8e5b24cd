import HeadlessUIKit

struct Message: Hashable {
    let id: Int
    var sender: String
    var subject: String
    var isUnread = true
}

/// A message row: the sender over a subject that wraps, sized by Auto Layout.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    let senderLabel = UILabel()
    let subjectLabel = UILabel()

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        senderLabel.font = .preferredFont(forTextStyle: .headline)
        subjectLabel.font = .preferredFont(forTextStyle: .body)
        subjectLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [senderLabel, subjectLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        senderLabel.text = nil
        subjectLabel.text = nil
    }

    func configure(with message: Message) {
        senderLabel.text = message.sender
        subjectLabel.text = message.subject
        senderLabel.textColor = message.isUnread ? .label : .secondaryLabel
        accessoryType = .disclosureIndicator
    }
}

/// An inbox: a diffable table of self-sizing message rows; tapping one marks it read and opens
/// it, swiping deletes it.
final class InboxViewController: UITableViewController {
    nonisolated enum Section { case main }

    private(set) var messages: [Message]
    private var dataSource: UITableViewDiffableDataSource<Section, Int>!
    var onOpen: ((Message) -> Void)?

    init(messages: [Message]) {
        self.messages = messages
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
            if let message = self?.messages.first(where: { $0.id == id }) {
                cell.configure(with: message)
            }
            return cell
        }
        applySnapshot(animatingDifferences: false)
    }

    private func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(messages.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func receive(_ message: Message) {
        messages.insert(message, at: 0)
        applySnapshot(animatingDifferences: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath),
              let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isUnread = false
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: false)
        onOpen?(messages[index])
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, let id = self.dataSource.itemIdentifier(for: indexPath) else { return completion(false) }
            self.messages.removeAll { $0.id == id }
            self.applySnapshot(animatingDifferences: true)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
