import Foundation
import HeadlessKit
import Synchronization

/// The standard text model, counting the runs of text it measures: a label that makes a text
/// layout of its plain, single-run text measures it once, and a cached layout measures nothing.
final class CountingMeasurer: TextMeasuring {
    private let standard = StandardTextMeasurer()
    private let runs = Atomic<Int>(0)

    /// The runs of text measured so far.
    var measuredRuns: Int { runs.load(ordering: .relaxed) }

    func advances(of text: Substring, in font: Font) -> [CGFloat] {
        runs.add(1, ordering: .relaxed)
        return standard.advances(of: text, in: font)
    }

    func verticalMetrics(of font: Font) -> FontVerticalMetrics {
        standard.verticalMetrics(of: font)
    }
}

/// Counts the layout and display callbacks a loop delivers: every layoutSubviews() and draw(_:),
/// and the content view's layouts — one per layout pass that reached the rows.
final class CallbackCounter: LifecycleObserver {
    private let content: ObjectIdentifier
    private(set) var layoutSubviews = 0
    private(set) var contentLayouts = 0
    private(set) var draws = 0

    init(content: ViewNode) {
        self.content = ObjectIdentifier(content)
    }

    func lifecycleEventDelivered(_ event: LifecycleEvent) {
        switch event.callback {
        case .layoutSubviews:
            layoutSubviews &+= 1
            if event.receiver == content { contentLayouts &+= 1 }
        case .draw:
            draws &+= 1
        default:
            break
        }
    }

    func lifecycleObjectDidEnd(_ object: ObjectIdentifier) {}
}
