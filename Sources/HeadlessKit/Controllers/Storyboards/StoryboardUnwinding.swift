/// Unwind segues: finding the controller that answers the action, and returning to it.
@MainActor
enum StoryboardUnwinding {
    /// Performs the unwind segue `template` from `source`.
    ///
    /// The order (UIKit's documentation of unwind segues): the destination is found (see
    /// ``destination(for:)``); the segue is made; the source's
    /// ``ViewControllerBase/prepare(for:sender:)``; the destination's unwind action, called with
    /// the segue; then the segue's ``StoryboardSegue/perform()``, which returns to the
    /// destination. No controller answering the action is refused with a diagnostic, and
    /// nothing happens.
    static func unwind(_ template: StoryboardSegueTemplate, from source: ViewControllerBase, sender: Any?) {
        guard let action = template.action else { return }
        let unwindSource = StoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = destination(for: unwindSource) else {
            return source.reportMisuse(Diagnostic(
                kind: .unwindDestinationNotFound,
                message: "No controller answers the unwind action '\(action)' of the segue '\(template.identifier ?? "")' "
                    + "from \(source): none of its containers, presenters or their other children returns true from "
                    + "canPerformUnwindSegueAction(_:from:sender:). Nothing happened; give the controller to return to "
                    + "that action.",
                objects: [source]))
        }
        let segue = StoryboardSegue(identifier: template.identifier, source: source, destination: destination)
        segue.template = template
        source.report(.prepareForSegue, [.init(segue), .init(sender.map { $0 as AnyObject })])
        source.prepare(for: segue, sender: sender)
        ArchiveConnections.action(named: action, on: destination)?(segue)
        (source.runLoop ?? MainRunLoop.current)?.trace(segue, .performSegue)
        segue.perform()
    }

    /// The controller an unwind from `source` returns to: the search starts at the source's
    /// parent (else its presenter) and walks down through parents and presenters; at each
    /// controller, the children it allows (``ViewControllerBase/allowedChildrenForUnwinding(from:)``,
    /// the latest first **(chosen: the nearest screen wins, as a navigation stack's top is the
    /// nearest)**, each searched the same way) are asked before the controller itself. The first
    /// whose ``ViewControllerBase/canPerformUnwindSegueAction(_:from:sender:)`` is true wins.
    static func destination(for source: StoryboardUnwindSegueSource) -> ViewControllerBase? {
        var level = source.source.parent ?? source.source.presentingController
        var steps = 0
        while let container = level, steps < ViewControllerBase.maximumChainLength {
            for child in container.allowedChildrenForUnwinding(from: source).reversed() {
                if let found = search(child, for: source) { return found }
            }
            if answers(container, source) { return container }
            level = container.parent ?? container.presentingController
            steps += 1
        }
        return nil
    }

    /// Searches `controller`'s allowed children, then `controller`.
    private static func search(_ controller: ViewControllerBase, for source: StoryboardUnwindSegueSource) -> ViewControllerBase? {
        for child in controller.allowedChildrenForUnwinding(from: source).reversed() {
            if let found = search(child, for: source) { return found }
        }
        return answers(controller, source) ? controller : nil
    }

    private static func answers(_ controller: ViewControllerBase, _ source: StoryboardUnwindSegueSource) -> Bool {
        controller.report(.canPerformUnwindSegueAction)
        return controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
    }

    /// Returns from the segue's source to its destination: a presentation above the
    /// destination is dismissed, then each container of the destination, innermost first, is
    /// told ``ViewControllerBase/unwind(for:towards:)`` with its child on the way (a navigation
    /// controller pops to it).
    static func unwind(_ segue: StoryboardSegue) {
        let destination = segue.destination
        if let presenter = destination.firstInParentChain({ $0.presentedController != nil ? $0 : nil }) {
            presenter.dismiss(animated: segue.template?.animated ?? true)
        }
        var child = destination
        var steps = 0
        while let container = child.parent, steps < ViewControllerBase.maximumChainLength {
            container.report(.unwindForSegue, [.init(segue), .init(child)])
            container.unwind(for: segue, towards: child)
            child = container
            steps += 1
        }
    }
}
