import Foundation
import Testing
import HeadlessKit

// A "card" screen ported from UIKit: a card that follows the finger through a pan recognizer
// (translation / setTranslation, target-action), flies off when released fast enough, and shows
// a menu on a long press. Public API only.

/// The card screen (UIKit port: `class CardViewController: UIViewController`).
final class CardController: ViewControllerBase {
    /// The release speed, in points per second, above which the card flies off.
    static let flyOffSpeed: CGFloat = 1000
    /// How far ahead of the release the card flies: its velocity over this many seconds.
    static let flyOffProjection: CGFloat = 0.3
    static let cardHome = CGRect(x: 45, y: 222, width: 300, height: 400)

    private(set) var card: ViewNode!
    private(set) var pan: PanGestureRecognizer!
    private(set) var longPress: LongPressGestureRecognizer!
    private(set) var menu: ViewNode?
    private(set) var deleteButton: Control?
    /// The pan's states and the card's frame after each action, and the other events.
    private(set) var lines: [String] = []
    private(set) var releaseVelocity: CGPoint?
    private(set) var releaseFrame: CGRect?
    /// The translation left unapplied when the pan ended (the lift's own movement).
    private(set) var releaseTranslation: CGPoint?

    override func loadView() {
        view = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = ViewNode(frame: Self.cardHome)
        card.backgroundColor = .white
        view.addSubview(card)

        let pan = PanGestureRecognizer()
        pan.addTarget(self, action: CardController.handlePan)
        card.addGestureRecognizer(pan)

        let longPress = LongPressGestureRecognizer()
        longPress.addTarget(self, action: CardController.handleLongPress)
        card.addGestureRecognizer(longPress)

        self.card = card
        self.pan = pan
        self.longPress = longPress
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            let translation = pan.translation(in: view)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            pan.setTranslation(.zero, in: view)
            lines.append("\(pan.state) \(card.frame.origin.x),\(card.frame.origin.y)")
        case .ended:
            let velocity = pan.velocity(in: view)
            releaseVelocity = velocity
            releaseFrame = card.frame
            releaseTranslation = pan.translation(in: view)
            lines.append("ended \(card.frame.origin.x),\(card.frame.origin.y)")
            if hypot(velocity.x, velocity.y) > Self.flyOffSpeed {
                let target = CGPoint(x: card.center.x + velocity.x * Self.flyOffProjection,
                                     y: card.center.y + velocity.y * Self.flyOffProjection)
                animate(withDuration: .milliseconds(300), animations: { self.card.center = target }) { [weak self] in
                    self?.card.removeFromSuperview()
                    self?.lines.append("flew off")
                }
            }
        case .cancelled:
            lines.append("cancelled")
        default:
            break
        }
    }

    func handleLongPress(_ press: LongPressGestureRecognizer) {
        guard press.state == .began else { return }
        let location = press.location(in: view)
        lines.append("menu at \(location.x),\(location.y)")
        let menu = ViewNode(frame: CGRect(x: location.x, y: location.y, width: 160, height: 44))
        let delete = Control(frame: menu.bounds)
        delete.addTarget(self, action: CardController.deleteCard, for: .touchUpInside)
        menu.addSubview(delete)
        view.addSubview(menu)
        self.menu = menu
        deleteButton = delete
    }

    func deleteCard() {
        lines.append("delete")
        card.removeFromSuperview()
        menu?.removeFromSuperview()
        menu = nil
    }

    /// Stands in for `UIView.animate(withDuration:animations:completion:)`, which HeadlessKit
    /// lacks: the model values change at once, the completion runs after the duration on the
    /// window's run loop clock.
    private func animate(withDuration duration: Duration, animations: () -> Void, completion: @escaping @MainActor () -> Void) {
        animations()
        view.window?.runLoop.perform(after: duration, completion)
    }
}

@MainActor
@Suite struct CardScreenPortTests {
    @MainActor
    struct App {
        let loop = MainRunLoop()
        let window: Window
        let cards = CardController()
        var card: ViewNode { cards.card }

        init() {
            loop.diagnostics.policy = .collect
            window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
            window.rootViewController = cards
            window.makeKeyAndVisible()
            loop.runUntilIdle()
        }
    }

    /// UIKit: the card follows the finger exactly — a drag of (+100, +60) released still leaves
    /// it moved by exactly that much, and it stays there. The first action already sees the whole
    /// distance moved (the translation counts from touch-down).
    @Test func aDragMovesTheCardByExactlyTheFingersMovement() {
        let app = App()
        app.window.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 295, y: 482))
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.card.frame == CGRect(x: 145, y: 282, width: 300, height: 400))
        #expect(app.cards.lines.first?.hasPrefix("began ") == true)
        #expect(app.cards.lines.last == "ended 145.0,282.0")
        #expect(app.cards.releaseVelocity == .zero)
        #expect(app.card.superview === app.cards.view)

        // A second drag, from where the card is now, adds to it.
        app.window.drag(from: CGPoint(x: 295, y: 482), to: CGPoint(x: 245, y: 382), duration: .milliseconds(200))
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.card.frame == CGRect(x: 95, y: 182, width: 300, height: 400))
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: the pan begins once the finger moved 10 points (its hysteresis), and then reports
    /// the whole translation: after the action that began, the card has moved by the finger's
    /// distance at that moment, not by the distance past the hysteresis.
    @Test func thePanBeginsPastTenPointsWithTheWholeTranslation() {
        let app = App()
        // 6 points a frame to the right: 6, 12 (begins), 18, 24, then held and lifted.
        app.window.performTouches([
            [CGPoint(x: 195, y: 422)], [CGPoint(x: 201, y: 422)], [CGPoint(x: 207, y: 422)],
            [CGPoint(x: 213, y: 422)], [CGPoint(x: 219, y: 422)], nil, nil, nil, nil, nil, nil,
            [CGPoint(x: 219, y: 422)],
        ])
        #expect(app.cards.lines == ["began 57.0,222.0", "changed 63.0,222.0", "changed 69.0,222.0", "ended 69.0,222.0"])
    }

    /// UIKit: a movement inside the hysteresis is no pan, and the card does not move.
    @Test func aNudgeOfFewerThanTenPointsLeavesTheCardWhereItIs() {
        let app = App()
        app.window.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 201, y: 426))
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.cards.lines.isEmpty)
        #expect(app.card.frame == CardController.cardHome)
    }

    /// A flick at 2 points per millisecond (2000 points per second, above the 1000 threshold)
    /// throws the card: it ends where the finger left it, then is moved 0.3 s of velocity further
    /// and removed when the (stand-in) animation completes.
    @Test func aFastReleaseFliesTheCardOff() {
        let app = App()
        app.window.flick(from: CGPoint(x: 195, y: 422), velocity: CGPoint(x: 2, y: 0))
        let velocity = app.cards.releaseVelocity ?? .zero
        #expect(abs(velocity.x - 2000) < 1e-6 && velocity.y == 0)
        // The flick moves the finger 200 points in six frames, then lifts it one frame further
        // (33.3 points): that last movement reaches the handler only as the .ended translation,
        // which this (typical UIKit) handler does not apply. The card is released 200 points right.
        let releasedX: CGFloat = 45 + 200
        #expect(abs((app.cards.releaseFrame?.minX ?? 0) - releasedX) < 1e-9)
        #expect(abs((app.cards.releaseTranslation?.x ?? 0) - 2 * 1000.0 / 60) < 1e-9)
        #expect(app.cards.releaseFrame?.minY == 222)
        #expect(abs(app.card.frame.minX - (releasedX + 600)) < 1e-9)
        #expect(app.card.superview != nil)
        app.loop.run(for: .milliseconds(299))
        #expect(app.card.superview != nil)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.card.superview == nil)
        #expect(app.cards.lines.last == "flew off")
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// A slow release (0.5 points per millisecond, under the threshold) keeps the card.
    @Test func aSlowReleaseKeepsTheCard() {
        let app = App()
        app.window.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 245, y: 422), duration: .milliseconds(300),
                        releaseVelocity: CGPoint(x: 0.5, y: 0))
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(abs((app.cards.releaseVelocity?.x ?? 0) - 500) < 1e-6)
        #expect(app.card.superview != nil)
        #expect(!app.cards.lines.contains("flew off"))
        // The finger reached `to` (50 points right) and lifted one frame past it; the lift's own
        // 8.3 points arrive only in .ended's translation, which the handler does not apply.
        #expect(abs(app.card.frame.minX - (45 + 50)) < 1e-9)
        #expect(abs((app.cards.releaseTranslation?.x ?? 0) - 500.0 / 60) < 1e-9)
    }

    /// UIKit: holding the card still for half a second shows the menu where the finger is; the
    /// pan never begins; a tap on the menu's delete control removes the card.
    @Test func aLongPressShowsTheMenuAndItsDeleteRemovesTheCard() {
        let app = App()
        app.window.longPress(at: CGPoint(x: 100, y: 300), duration: .milliseconds(400))
        #expect(app.cards.menu == nil)
        #expect(app.cards.longPress.state == .possible)

        app.window.longPress(at: CGPoint(x: 100, y: 300), duration: .milliseconds(800))
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.cards.lines == ["menu at 100.0,300.0"])
        #expect(app.cards.menu?.frame == CGRect(x: 100, y: 300, width: 160, height: 44))
        #expect(app.card.frame == CardController.cardHome)

        app.window.tap(app.cards.deleteButton!)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.cards.lines == ["menu at 100.0,300.0", "delete"])
        #expect(app.cards.card.superview == nil)
        #expect(app.cards.menu == nil)
        #expect(app.loop.diagnostics.collected.isEmpty)
    }

    /// UIKit: once the long press began, moving the finger changes it rather than starting a pan
    /// (the pan, which would begin later, is prevented by the recognizer that began first).
    @Test func movingAfterTheMenuAppearedDoesNotDragTheCard() {
        let app = App()
        var frames: [[CGPoint]?] = [[CGPoint(x: 100, y: 300)]]
        frames += Array(repeating: nil, count: 40)                                   // ~667 ms held
        frames += (1...10).map { [CGPoint(x: 100 + CGFloat($0) * 5, y: 300)] }       // then 50 points right
        frames.append([CGPoint(x: 150, y: 300)])
        app.window.performTouches(frames)
        #expect(app.loop.runUntilIdle() == .idle)
        #expect(app.cards.lines == ["menu at 100.0,300.0"])
        #expect(app.card.frame == CardController.cardHome)
    }
}
