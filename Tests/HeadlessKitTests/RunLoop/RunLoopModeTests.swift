import Foundation
import Testing
@testable import HeadlessKit

/// UIKit's mode rule: a timer in `default` does not fire while the loop runs `tracking`.
@MainActor
@Suite struct RunLoopModeTests {
    @Test func defaultModeTimerWaitsWhileTrackingAndFiresAfterReturningToDefault() {
        let loop = MainRunLoop()
        var fired: [String] = []
        loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: false) { _ in fired.append("default at \(loop.now)") }
        loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: false, mode: .common) { _ in fired.append("common at \(loop.now)") }
        loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: false, mode: .tracking) { _ in fired.append("tracking at \(loop.now)") }

        loop.currentMode = .tracking
        #expect(loop.run(for: .milliseconds(50)) == .deadlineReached)
        #expect(fired == ["common at 0.01 seconds", "tracking at 0.01 seconds"])

        loop.currentMode = .default
        loop.runUntilIdle()
        #expect(fired == ["common at 0.01 seconds", "tracking at 0.01 seconds", "default at 0.05 seconds"])
    }

    @Test func loopWithOnlyOtherModesWorkIsIdle() {
        let loop = MainRunLoop()
        loop.scheduleTimer(withTimeInterval: .milliseconds(10), repeats: false, mode: .tracking) { _ in }
        #expect(loop.runUntilIdle() == .idle)
        #expect(loop.now == .zero)
    }

    @Test func performedBlockForTrackingWaitsForTrackingMode() {
        let loop = MainRunLoop()
        var ran = false
        loop.perform(mode: .tracking) { ran = true }
        loop.runUntilIdle()
        #expect(!ran)
        loop.currentMode = .tracking
        loop.runUntilIdle()
        #expect(ran)
    }

    @Test func runningInTheCommonPseudoModeIsRefusedWithADiagnostic() {
        let loop = MainRunLoop()
        loop.diagnostics.policy = .collect
        loop.currentMode = .tracking
        loop.currentMode = .common
        #expect(loop.currentMode == .tracking)
        #expect(loop.diagnostics.collected.map(\.kind) == [.invalidRunLoopMode])
    }
}
