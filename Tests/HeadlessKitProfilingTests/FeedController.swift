import Foundation
import HeadlessKit

/// A screen of `rows` rows stacked by Auto Layout, 8 points apart, each 44 points high — or 88
/// when the feed shows details: the screen the *Measuring Layout* article profiles first.
final class FeedController: ViewControllerBase {
    let rowCount: Int
    private var heights: [LayoutConstraint] = []

    init(rows: Int) {
        rowCount = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        var previous: ViewNode?
        var constraints: [LayoutConstraint] = []
        for _ in 0..<rowCount {
            let row = ViewNode()
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            heights.append(height)
            constraints += [
                row.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 8),
                row.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -8),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? view.topAnchor, constant: 8),
                height,
            ]
            previous = row
        }
        LayoutConstraint.activate(constraints)
    }

    /// Shows or hides every row's details: each row's height goes from 44 to 88 points or back.
    func toggleDetails() {
        for height in heights { height.constant = height.constant == 44 ? 88 : 44 }
    }
}
