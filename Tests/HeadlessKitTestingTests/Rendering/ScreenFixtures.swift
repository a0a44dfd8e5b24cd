import Foundation
import HeadlessKit

/// A form screen a person would recognise: a title in a navigation bar, a labelled text field, a
/// button and a table of three rows.
@MainActor
final class FormController: ViewControllerBase, TableViewDataSource {
    let nameLabel = Label()
    let nameField = TextField()
    let saveButton = Button(type: .system)
    let table = TableView()
    let rows = ["Ada Lovelace", "Grace Hopper", "Barbara Liskov"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .white
        nameLabel.text = "Name"
        nameLabel.frame = CGRect(x: 16, y: 110, width: 120, height: 21)
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        nameField.frame = CGRect(x: 16, y: 136, width: 358, height: 34)
        nameField.accessibilityIdentifier = "name"
        saveButton.setTitle("Save", for: .normal)
        saveButton.frame = CGRect(x: 16, y: 180, width: 80, height: 34)
        table.frame = CGRect(x: 0, y: 230, width: 390, height: 200)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        for subview in [nameLabel, nameField, saveButton, table] { view.addSubview(subview) }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
