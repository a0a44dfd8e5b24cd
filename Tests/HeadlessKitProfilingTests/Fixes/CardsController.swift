import Foundation
import HeadlessKit

/// Fix (b): a screen of cards stacked by Auto Layout whose heights follow the view's width (half
/// of it), set after the view lays out — with `layoutIfNeeded()` after each card, or once at the end.
final class CardsController: ViewControllerBase {
    /// Where the cards' heights are set, and how the new layout is applied.
    enum Strategy {
        /// In `viewDidLayoutSubviews()`, with `view.layoutIfNeeded()` after each card (before).
        case layoutAfterEachCard
        /// In `viewDidLayoutSubviews()`, with one `view.layoutIfNeeded()` at the end (after).
        case layoutOnceAtTheEnd
    }

    let strategy: Strategy
    let cardCount: Int
    private var heights: [LayoutConstraint] = []

    init(cards: Int, strategy: Strategy) {
        cardCount = cards
        self.strategy = strategy
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: Coder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        var previous: ViewNode?
        var constraints: [LayoutConstraint] = []
        for _ in 0..<cardCount {
            let card = ViewNode()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let height = card.heightAnchor.constraint(equalToConstant: 100)
            heights.append(height)
            constraints += [
                card.leftAnchor.constraint(equalTo: view.leftAnchor),
                card.rightAnchor.constraint(equalTo: view.rightAnchor),
                card.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? view.topAnchor),
                height,
            ]
            previous = card
        }
        LayoutConstraint.activate(constraints)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        switch strategy {
        case .layoutAfterEachCard:
            for height in heights {
                height.constant = view.bounds.width / 2
                view.layoutIfNeeded()
            }
        case .layoutOnceAtTheEnd:
            for height in heights { height.constant = view.bounds.width / 2 }
            view.layoutIfNeeded()
        }
    }

    /// Narrows the window when it is wide and widens it when it is narrow.
    func toggleWidth() {
        guard let window = view.window else { return }
        window.frame.size.width = window.frame.width == 390 ? 600 : 390
    }
}
