import Foundation
import HeadlessKit

/// A scroll view that is its own delegate and whose delegate messages are hooks: operations run
/// from inside them, and it sometimes moves the target of a drag.
@MainActor
final class ChaosScrollView: ScrollView, ScrollViewDelegate {
    // Weak: hooks also run while views are released at the end of a run, when the world is gone.
    weak var world: World?

    init(world: World, tag: Int) {
        self.world = world
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
        self.tag = tag
        contentSize = CGSize(width: 300, height: 600)
        delegate = self
    }
    required init?(coder: Coder) { nil }


    override func layoutSubviews() {
        super.layoutSubviews()
        world?.maybeAct(from: self)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func scrollViewDidZoom(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        if let world, world.chance(3) { targetContentOffset.pointee.y += CGFloat(world.pick(80)) - 40 }
        world?.maybeAct(from: self)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { world?.maybeAct(from: self) }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func viewForZooming(in scrollView: ScrollView) -> ViewNode? { subviews.last { !($0 is RefreshControl) } }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: ViewNode?, atScale scale: CGFloat) {
        world?.maybeAct(from: self)
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { world?.maybeAct(from: self) }
}
