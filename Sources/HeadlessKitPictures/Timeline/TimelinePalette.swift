import HeadlessKit

/// The colours of a timeline picture, and its legend: callbacks coloured by what they are about.
enum TimelinePalette {
    static let actionFill = "#fff3bf"
    static let actionStroke = "#f59f00"
    static let actionText = "#8a5a00"
    static let commitFill = "#d0ebff"
    static let rowStripe = "#f1f3f5"
    static let rowLine = "#dee2e6"
    static let tickLine = "#adb5bd"
    static let tickText = "#495057"

    /// The kinds of callback the legend names, each with its colour.
    static let kinds: [(name: String, color: String)] = [
        ("appear", "#2b8a3e"), ("disappear", "#c92a2a"), ("hierarchy", "#1971c2"), ("layout & display", "#868e96"),
        ("other", "#7048e8"),
    ]

    static func isAppearance(_ callback: LifecycleCallback) -> Bool {
        [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains(callback)
    }

    static func color(of callback: LifecycleCallback) -> String {
        switch callback {
        case .viewWillAppear, .viewDidAppear: kinds[0].color
        case .viewWillDisappear, .viewDidDisappear: kinds[1].color
        case .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview,
            .willRemoveSubview, .willMoveToParent, .didMoveToParent:
            kinds[2].color
        case .updateConstraints, .layoutSubviews, .draw, .safeAreaInsetsDidChange, .layoutMarginsDidChange,
            .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewSafeAreaInsetsDidChange,
            .viewLayoutMarginsDidChange:
            kinds[3].color
        default: kinds[4].color
        }
    }

    static let legendWidth = 12 + kinds.map { 16 + $0.name.count * TimelineLayout.callCharacterWidth + 18 }.reduce(0, +)
        + 2 * (16 + 12 * TimelineLayout.callCharacterWidth + 18)

    /// The legend, on one line at `top`: the kinds of callback, a user action, a commit.
    static func drawLegend(at top: Int, into svg: inout SVGElementWriter) {
        var x = 12
        for kind in kinds {
            svg.element("circle", [("cx", "\(x + 4)"), ("cy", "\(top + 8)"), ("r", "4"), ("fill", kind.color)])
            svg.text(kind.name, x: x + 12, y: top + 12, [("fill", kind.color)])
            x += 16 + kind.name.count * TimelineLayout.callCharacterWidth + 18
        }
        for (name, fill, stroke) in [("user action", actionFill, actionStroke), ("commit", commitFill, commitFill)] {
            svg.element("rect", [
                ("x", "\(x)"), ("y", "\(top + 2)"), ("width", "10"), ("height", "12"), ("fill", fill), ("stroke", stroke),
            ])
            svg.text(name, x: x + 14, y: top + 12, [("fill", tickText)])
            x += 16 + 12 * TimelineLayout.callCharacterWidth + 18
        }
    }
}
