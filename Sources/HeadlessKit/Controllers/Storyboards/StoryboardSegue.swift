/// A transition between two controllers, made each time a storyboard's segue is performed —
/// HeadlessKit's `UIStoryboardSegue`.
///
/// A storyboard makes one with the segue's ``identifier``, its ``source`` and its freshly made
/// ``destination``, hands it to the source's ``ViewControllerBase/prepare(for:sender:)``, then
/// calls ``perform()``. Subclass it for a custom segue (a storyboard segue of kind `custom`
/// names the class; register it with ``Storyboard/register(segueClass:as:)``), or make one in
/// code and call ``perform()`` yourself.
@MainActor
open class StoryboardSegue {
    /// The segue's identifier in the storyboard, or `nil`.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewControllerBase
    /// The controller the segue shows (for an unwind segue, the controller it returns to).
    public let destination: ViewControllerBase

    /// What a storyboard's segue does when performed; `nil` for a segue made in code.
    var template: StoryboardSegueTemplate?

    /// Creates a segue from `source` to `destination` — what a storyboard calls, and what a
    /// subclass calls as `super.init(identifier:source:destination:)`.
    ///
    /// Required, as a storyboard makes custom segues of a class it knows only by name.
    public required init(identifier: String?, source: ViewControllerBase, destination: ViewControllerBase) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Makes the transition.
    ///
    /// The default does what the storyboard's segue kind says — `show`: the source's
    /// ``ViewControllerBase/show(_:sender:)`` (a push inside a navigation controller, else a
    /// presentation); `showDetail`: ``ViewControllerBase/showDetailViewController(_:sender:)``;
    /// `presentModally` and `popoverPresentation`: the source presents the destination with the
    /// segue's style and animation; `embed`: the destination becomes a child whose view fills the
    /// container view; `unwind`: the containers between the source and the destination unwind
    /// (``ViewControllerBase/unwind(for:towards:)``) — and nothing for a segue made in code.
    /// Override it in a custom segue to make your own transition, without calling `super`.
    /// The storyboard calls it after the source's ``ViewControllerBase/prepare(for:sender:)``.
    open func perform() {
        guard let template else { return }
        switch template.kind {
        case .show, .custom:
            source.show(destination, sender: source)
        case .showDetail:
            source.showDetailViewController(destination, sender: source)
        case .presentModally, .popoverPresentation:
            if let style = template.modalPresentationStyle { destination.modalPresentationStyle = style }
            source.present(destination, animated: template.animated)
        case .embed:
            break   // Performed by the embedding (it needs the container view).
        case .unwind:
            StoryboardUnwinding.unwind(self)
        }
    }
}

/// Where an unwind segue starts, handed to the containers that search for its destination —
/// HeadlessKit's `UIStoryboardUnwindSegueSource`.
@MainActor
public final class StoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from.
    public let source: ViewControllerBase
    /// The action the segue calls on its destination (`"unwindToList:"`).
    public let unwindAction: String
    /// The object that triggered the segue (a control, or what `performSegue` was given).
    public let sender: Any?

    init(source: ViewControllerBase, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
