import Foundation
import HeadlessKit
@testable import HeadlessKitPictures
@testable import HeadlessKitTesting
import Testing

@MainActor @Suite struct TimelineRendererTests {
    /// A host whose trace holds only the badge being shown, as one user action.
    private func showingTheBadge() -> TestHost<BadgeController> {
        let host = TestHost(BadgeController())
        host.trace.name(host.root, "badges")
        host.trace.name(host.root.view, "view")
        host.trace.name(host.root.badge, "badge")
        host.trace.removeAll()
        host.advance(by: .milliseconds(100))
        host.trace.recordAction("show badge") {
            host.root.showBadge()
            host.settle()
        }
        return host
    }

    @Test func aSmallTimelineDrawsRowsMarksTheActionTheCommitAndTheMoment() {
        let host = showingTheBadge()
        let svg = host.trace.timelineSVG(ignoring: [.draw, .updateConstraints, .willMoveToWindow, .didMoveToWindow])
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="680" height="188" viewBox="0 0 680 188" font-family="monospace" font-size="11">
              <rect width="680" height="188" fill="#ffffff"/>
              <rect x="69" y="4" width="526" height="138" fill="#fff3bf" stroke="#f59f00"/>
              <text x="73" y="17" font-weight="bold" fill="#8a5a00">show badge</text>
              <rect x="276" y="64" width="317" height="78" fill="#d0ebff" fill-opacity="0.7"/>
              <rect x="0" y="64" width="70" height="26" fill="#f1f3f5"/>
              <line x1="70" y1="77" x2="672" y2="77" stroke="#dee2e6"/>
              <text x="12" y="81" font-weight="bold">badge</text>
              <line x1="70" y1="103" x2="672" y2="103" stroke="#dee2e6"/>
              <text x="12" y="107" font-weight="bold">view</text>
              <rect x="0" y="116" width="70" height="26" fill="#f1f3f5"/>
              <line x1="70" y1="129" x2="672" y2="129" stroke="#dee2e6"/>
              <text x="12" y="133" font-weight="bold">badges</text>
              <text x="12" y="42" fill="#495057">time →</text>
              <line x1="72" y1="46" x2="72" y2="142" stroke="#adb5bd" stroke-dasharray="3 3"/>
              <text x="75" y="42" fill="#495057">100 ms</text>
              <circle cx="78" cy="77" r="4" fill="#1971c2"/>
              <text x="85" y="74" font-size="10" fill="#1971c2">willMove(toSuperview: view)</text>
              <circle cx="258" cy="77" r="4" fill="#1971c2"/>
              <text x="265" y="74" font-size="10" fill="#1971c2">didMoveToSuperview()</text>
              <circle cx="270" cy="103" r="4" fill="#1971c2"/>
              <text x="277" y="100" font-size="10" fill="#1971c2">didAddSubview(badge)</text>
              <circle cx="282" cy="129" r="4" fill="#868e96"/>
              <text x="289" y="126" font-size="10" fill="#868e96">viewWillLayoutSubviews()</text>
              <circle cx="408" cy="103" r="4" fill="#868e96"/>
              <text x="415" y="100" font-size="10" fill="#868e96">layoutSubviews()</text>
              <circle cx="444" cy="129" r="4" fill="#868e96"/>
              <text x="451" y="126" font-size="10" fill="#868e96">viewDidLayoutSubviews()</text>
              <circle cx="456" cy="77" r="4" fill="#868e96"/>
              <text x="463" y="74" font-size="10" fill="#868e96">layoutSubviews()</text>
              <circle cx="16" cy="174" r="4" fill="#2b8a3e"/>
              <text x="24" y="178" fill="#2b8a3e">appear</text>
              <circle cx="86" cy="174" r="4" fill="#c92a2a"/>
              <text x="94" y="178" fill="#c92a2a">disappear</text>
              <circle cx="174" cy="174" r="4" fill="#1971c2"/>
              <text x="182" y="178" fill="#1971c2">hierarchy</text>
              <circle cx="262" cy="174" r="4" fill="#868e96"/>
              <text x="270" y="178" fill="#868e96">layout &amp; display</text>
              <circle cx="392" cy="174" r="4" fill="#7048e8"/>
              <text x="400" y="178" fill="#7048e8">other</text>
              <rect x="452" y="168" width="10" height="12" fill="#fff3bf" stroke="#f59f00"/>
              <text x="466" y="178" fill="#495057">user action</text>
              <rect x="558" y="168" width="10" height="12" fill="#d0ebff" stroke="#d0ebff"/>
              <text x="572" y="178" fill="#495057">commit</text>
            </svg>

            """)
    }

    @Test func theSameTraceDrawsTheSameTextEveryTime() {
        let first = showingTheBadge().trace.timelineSVG()
        let second = showingTheBadge().trace.timelineSVG()
        #expect(first == second)
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func anEmptyTraceDrawsOnlyTheLegend() {
        let host = TestHost(BadgeController())
        host.trace.removeAll()
        #expect(!host.trace.timelineSVG().contains("font-size=\"10\""))
    }

    @Test func aPushAndAnInteractivePopDrawAsTwoBandsWithTheAppearanceCallbacksInside() {
        let host = TestHost(NavigationController(rootViewController: BadgeController()))
        let detail = BadgeController()
        host.trace.name(detail, "detail")
        host.trace.recordAction("push detail") {
            host.root.pushViewController(detail, animated: true)
            host.settle()
        }
        host.trace.recordAction("edge swipe back") {
            host.window.edgeSwipe()
            host.settle()
        }
        let svg = host.trace.timelineSVG(ignoring: [.draw])
        let bands = svg.split(separator: "\n").filter { $0.contains("stroke=\"#f59f00\"") && $0.contains("y=\"4\"") }
        #expect(bands.count == 2)
        #expect(svg.contains(">push detail</text>") && svg.contains(">edge swipe back</text>"))
        #expect(svg.contains("font-weight=\"bold\">viewDidAppear(true)</text>"))
        #expect(svg.contains("font-weight=\"bold\">viewDidDisappear(true)</text>"))
        #expect(host.root.viewControllers.count == 1)
    }
}
