import Foundation
import HeadlessKit

/// Checks, as each callback is delivered, that it reaches the loop its receiver belongs to, and
/// that no view leaves a superview that was not told `willRemoveSubview(_:)` for it — so an
/// operation a hook has overtaken cannot undo the hook's move behind the new superview's back.
///
/// Views are told apart by identity, and each link is held weakly: an identity is reused once its
/// view is freed, and tags are not unique (the views of controllers made from a storyboard all
/// have tag 0). Only superviews that belonged to a loop when the view joined them are checked,
/// and only while they live: the views hooks add to a dying view are unlinked without callbacks,
/// by design.
@MainActor
final class LifecycleChecks {
    /// A view the run made, by identity, without keeping it alive.
    struct WeakView { weak var view: ViewNode? }

    private struct Pair: Hashable {
        let parent: ObjectIdentifier
        let child: ObjectIdentifier
    }

    /// A view and the superview it last joined, both held weakly: a freed view's identity may be
    /// reused, and a superview that is gone is not checked.
    private struct Link {
        weak var child: ViewNode?
        weak var parent: ViewNode?
    }

    /// The run's views and windows, by identity.
    private var known: [ObjectIdentifier: WeakView] = [:]
    /// Each view's superview when it last heard `didMoveToSuperview()`, if that one had a loop.
    private var lastSuperview: [ObjectIdentifier: Link] = [:]
    private var announced: Set<Pair> = []
    /// Controllers whose last containment callback was `willMove(toParent:)`: a
    /// `didMove(toParent:)` to a parent must follow one, once (UIKit's containment contract).
    private var awaitingDidMove: Set<ObjectIdentifier> = []
    private(set) var failures: [String] = []

    /// Refreshes the views the checks know (hooks make and free views between operations).
    func know(_ views: [ViewNode]) {
        known = Dictionary(views.map { (ObjectIdentifier($0), WeakView(view: $0)) }) { first, _ in first }
    }

    /// An observer for `loop` that feeds these checks.
    func observer(for loop: MainRunLoop) -> LifecycleObserver { Observer(checks: self, loop: loop) }

    private func note(_ event: LifecycleEvent, deliveredTo loop: MainRunLoop) {
        let receiver = known[event.receiver]?.view
        if let receiver, let owner = receiver.owningRunLoop, owner !== loop {
            failures.append("\(event) of view \(receiver.tag) reached another loop than its receiver's (in window \(receiver.window?.tag ?? 0), superview \(receiver.superview?.tag ?? 0))")
        }
        switch event.callback {
        case .willMoveToParent:
            awaitingDidMove.insert(event.receiver)
        case .didMoveToParent:
            let wasAwaiting = awaitingDidMove.remove(event.receiver) != nil
            if case .object? = event.arguments.first, !wasAwaiting {
                failures.append("\(event): didMove(toParent:) without a willMove(toParent:) before it")
            }
        case .willRemoveSubview:
            // The parent is read from the child, still linked to it.
            if case .object(let id, _)? = event.arguments.first, let child = known[id]?.view, let parent = child.superview {
                announced.insert(Pair(parent: ObjectIdentifier(parent), child: id))
            }
        case .didMoveToSuperview:
            guard let child = receiver else { return }
            let now = child.superview
            let id = ObjectIdentifier(child)
            if let link = lastSuperview[id], link.child === child, let before = link.parent, before !== now,
               announced.remove(Pair(parent: ObjectIdentifier(before), child: id)) == nil {
                failures.append("view \(child.tag) left view \(before.tag), which never heard willRemoveSubview(_:) for it")
            }
            lastSuperview[id] = now?.owningRunLoop != nil ? Link(child: child, parent: now) : nil
        default:
            break
        }
    }

    /// An identity that ended may be reused: nothing recorded for it applies to the next view.
    private func forget(_ object: ObjectIdentifier) {
        awaitingDidMove.remove(object)
        lastSuperview[object] = nil
        announced = announced.filter { $0.parent != object && $0.child != object }
    }

    private final class Observer: LifecycleObserver {
        weak var checks: LifecycleChecks?
        unowned let loop: MainRunLoop

        init(checks: LifecycleChecks, loop: MainRunLoop) {
            self.checks = checks
            self.loop = loop
        }

        func lifecycleEventDelivered(_ event: LifecycleEvent) {
            checks?.note(event, deliveredTo: loop)
        }

        func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {
            checks?.forget(object)
        }
    }
}
