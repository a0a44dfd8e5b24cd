import Foundation
@testable import HeadlessKit

/// A shared log that views and recognizers of a touch test append to, in delivery order.
@MainActor
final class TouchLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A view that logs its hit tests and touch messages under a name, and does not forward them.
@MainActor
final class LoggingView: ViewNode {
    let name: String
    let log: TouchLog
    var logsHitTesting = false

    init(_ name: String, frame: CGRect, log: TouchLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: Coder) { nil }


    override func hitTest(_ point: CGPoint, with event: Event?) -> ViewNode? {
        if logsHitTesting { log.add("\(name).hitTest") }
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        if logsHitTesting { log.add("\(name).pointInside") }
        return super.point(inside: point, with: event)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesBegan") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesMoved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesEnded") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.add("\(name).touchesCancelled") }
}

/// A pan recognizer that logs the touches it receives before handling them.
@MainActor
final class LoggingPan: PanGestureRecognizer {
    var log: TouchLog?
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { log?.add("pan.touchesBegan"); super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { log?.add("pan.touchesMoved"); super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { log?.add("pan.touchesEnded"); super.touchesEnded(touches, with: event) }
}

extension TouchStage {
    /// A stage in a launched, active application: its window covered by the logging view
    /// "view", shown and settled (UIKit delivers touches only to an active app).
    init(launching application: Application) {
        _ = application.launch()
        self.init(window: Window(application: application))
    }

    /// A 400 × 400 window on `loop`, holding `views` (added in order), shown and settled.
    static func window(on loop: MainRunLoop, holding views: [ViewNode]) -> Window {
        let window = Window(screenSize: CGSize(width: 400, height: 400), runLoop: loop)
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        return window
    }
}
