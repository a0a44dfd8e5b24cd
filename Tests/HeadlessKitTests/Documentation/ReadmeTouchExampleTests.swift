import Foundation
import Testing
import HeadlessKit

/// The README's touch example, run as written, so what its comments say cannot drift from the code.
@MainActor
@Suite struct ReadmeTouchExampleTests {
    final class CounterViewController: ViewControllerBase {
        let button = Control(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        var taps = 0
        var panLines: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.addTarget(self, action: CounterViewController.didTap, for: .touchUpInside)
            view.addSubview(button)
            view.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in
                self?.panLines.append("\(pan.state) \(pan.translation(in: nil).y) \(pan.velocity(in: nil).y)")
            })
        }

        func didTap() { taps += 1 }
    }

    @Test func tappingTheButtonCountsAndDraggingPansAsTheReadmeSays() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 390, height: 844), runLoop: loop)
        let counter = CounterViewController()
        window.rootViewController = counter
        window.makeKeyAndVisible()
        loop.runUntilIdle()

        window.tap(counter.button)
        #expect(counter.taps == 1)
        window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200))
        #expect(counter.panLines.first?.hasPrefix("began -11.11") == true)
        #expect(counter.panLines.first?.contains(" -666.66") == true)
        #expect(counter.panLines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("changed") })
        #expect(counter.panLines.last == "ended -200.0 0.0")
    }
}
