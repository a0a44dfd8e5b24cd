import Foundation
import HeadlessKit

/// What the system and the person holding the device do to the app, each settled afterwards.
extension TestHost {
    /// Presses the home button (swipes up): the app resigns active and enters the background.
    public func pressHome(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulate(.homeButton, "press home", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Taps the app's icon: the app comes back to the foreground (or launches cold if it ended).
    public func tapAppIcon(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulate(.tapAppIcon, "tap app icon", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Locks the device: the app resigns active and enters the background.
    public func lock(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulate(.lock, "lock", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Unlocks the device with the app in front: it comes back to the foreground.
    public func unlock(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulate(.unlock, "unlock", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Sends the system's memory warning: the delegate, the notification, then every controller's
    /// `didReceiveMemoryWarning()`.
    public func memoryWarning(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulate(.memoryWarning, "memory warning", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Sends any system event (`SystemEvent`) and settles; fails the test if the app's state
    /// does not allow it.
    public func simulate(
        _ event: SystemEvent,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulate(event, "\(event)", CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Opens `url` in the app as another app or a link does — from the background the app comes
    /// to the foreground around `application(_:open:options:)` — and settles.
    public func openURL(
        _ url: URL, sourceApplication: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        trace.recordAction("open \(url.absoluteString)") {
            if !app.simulateOpening(url, sourceApplication: sourceApplication) { reportRefusal(of: "opening \(url.absoluteString)", at: site) }
            settle(at: site)
        }
    }

    /// Turns the device a quarter: the window takes the rotated screen's size (controllers hear
    /// `viewWillTransition(to:with:)`) and safe area, and the loop settles after the transition.
    public func rotate(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let turned = screen.rotated
        trace.recordAction("rotate to \(turned.orientation)") {
            app.withCurrent {
                for window in app.windows {
                    window.transition(toSize: turned.size)
                    window.screenSafeAreaInsets = turned.safeAreaInsets
                }
            }
            screen = turned
            settle(at: site)
        }
    }

    private func simulate(_ event: SystemEvent, _ name: String, _ site: CallSite) {
        trace.recordAction(name) {
            let accepted = app.withCurrent { app.simulate(event) }
            if !accepted { reportRefusal(of: "\"\(event)\"", at: site) }
            settle(at: site)
        }
    }

    /// Fails the test for a system event the app refused, consuming the diagnostic that says why.
    private func reportRefusal(of event: String, at site: CallSite) {
        let refusal = loop.diagnostics.collected.last.map { ": \($0.message)" } ?? "."
        consumedDiagnostics = loop.diagnostics.collected.count
        TestFailures.record("The app refused \(event)\(refusal)", at: site)
    }
}
