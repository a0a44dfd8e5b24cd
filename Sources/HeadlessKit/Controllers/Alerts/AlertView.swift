import Foundation

/// An alert controller's view: it covers the window (the presenter's view stays beneath) and
/// holds the alert's box — the title and message, drawn as text, the text fields, and one button
/// per action.
///
/// The geometry is HeadlessKit's placeholder **(chosen)**: an alert is a 270-point-wide box in
/// the middle of the safe area (of the part above the keyboard while it shows); its text fields, 24 points tall and 16 points in from the box's
/// sides, stack without gaps below the title and message (20 points from the top when there is
/// neither), 16 points above the buttons; two actions side by side and otherwise one per 44-point
/// row; an
/// action sheet spans the width less 8 points on each side above the bottom safe area, one
/// 57-point row per action with the cancel action 8 points below the others. A later package that
/// adds labels and buttons replaces `AlertContentView` and the buttons made in
/// `reloadActionViews()`; nothing public depends on them.
@MainActor
final class AlertView: ViewNode {
    weak var alertController: AlertController?
    private let content = AlertContentView(frame: .zero)
    private var buttons: [(action: AlertAction, button: BarButtonControl)] = []
    /// The observation of the keyboard's frame changes while the view is in a window.
    private var keyboardObservation: (any NSObjectProtocol)?
    private weak var keyboardObservationCenter: NotificationCenter?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityViewIsModal = true
        addSubview(content)
    }

    /// Alert views are made by their alert controller only; an archive cannot make one.
    required init?(coder: Coder) { nil }

    isolated deinit {
        if let keyboardObservation { keyboardObservationCenter?.removeObserver(keyboardObservation) }
    }

    /// The button shown for `action` — for tests and the random-operation tester.
    func button(for action: AlertAction) -> BarButtonControl? {
        buttons.first { $0.action === action }?.button
    }

    /// The title or message changed: lay out again, where the box takes them.
    func textDidChange() {
        setNeedsLayout()
    }

    /// One button per action, in display order; enabled as its action is.
    func reloadActionViews() {
        let actions = alertController?.actionsInDisplayOrder ?? []
        var kept: [(action: AlertAction, button: BarButtonControl)] = []
        for action in actions {
            let button = buttons.first { $0.action === action }?.button ?? makeButton(for: action)
            button.isEnabled = action.isEnabled
            button.titleColor = action.style == .destructive ? .red : .blue
            kept.append((action, button))
        }
        for (action, button) in buttons where !kept.contains(where: { $0.action === action }) { button.removeFromSuperview() }
        buttons = kept
        for (_, button) in buttons where button.superview !== content { content.addSubview(button) }
        setNeedsLayout()
    }

    private func makeButton(for action: AlertAction) -> BarButtonControl {
        let button = BarButtonControl(title: action.title ?? "")
        button.onTap = { [weak action] in _ = action?.trigger() }
        return button
    }

    /// The controller's text fields, in order, inside the box, below the title and message.
    func reloadTextFieldViews() {
        for field in alertController?.storedTextFields ?? [] where field.superview !== content {
            content.addSubview(field)
        }
        setNeedsLayout()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil, buttons.isEmpty { reloadActionViews() }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        followKeyboard()
        if window != nil { alertController?.alertViewDidMoveToWindow() }
    }

    /// While in a window, lays the box out again whenever the keyboard moves, as UIKit's alert
    /// rises above it and settles back (a loop that no application owns posts no keyboard
    /// notifications: the controller marks the layout itself when its field takes the keyboard).
    private func followKeyboard() {
        if let keyboardObservation { keyboardObservationCenter?.removeObserver(keyboardObservation) }
        keyboardObservation = nil
        keyboardObservationCenter = nil
        guard let center = window?.runLoop.textInputNotificationCenter else { return }
        keyboardObservationCenter = center
        keyboardObservation = center.addObserver(
            forName: Responder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.setNeedsLayout() }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = alertController else { return }
        content.title = controller.title
        content.message = controller.message
        let header = content.headerHeight
        let safe = SafeAreaGeometry.inset(bounds, by: safeAreaInsets)
        switch controller.preferredStyle {
        case .alert:
            let width: CGFloat = 270
            let fields = controller.storedTextFields
            let fieldsTop = header == 0 && !fields.isEmpty ? 20 : header
            for (index, field) in fields.enumerated() {
                field.frame = CGRect(x: 16, y: fieldsTop + CGFloat(index) * 24, width: width - 32, height: 24)
            }
            let top = fields.isEmpty ? fieldsTop : fieldsTop + CGFloat(fields.count) * 24 + 16
            let sideBySide = buttons.count == 2
            let rows = sideBySide ? 1 : buttons.count
            let height = top + CGFloat(rows) * 44
            let area = areaAboveKeyboard(in: safe)
            content.frame = CGRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
            for (index, entry) in buttons.enumerated() {
                entry.button.frame = sideBySide
                    ? CGRect(x: CGFloat(index) * width / 2, y: top, width: width / 2, height: 44)
                    : CGRect(x: 0, y: top + CGFloat(index) * 44, width: width, height: 44)
            }
        case .actionSheet:
            let width = max(0, bounds.width - 16)
            let hasCancel = buttons.last?.action.style == .cancel
            let height = header + CGFloat(buttons.count) * 57 + (hasCancel ? 8 : 0)
            content.frame = CGRect(x: 8, y: safe.maxY - 8 - height, width: width, height: height)
            for (index, entry) in buttons.enumerated() {
                let gap: CGFloat = hasCancel && index == buttons.count - 1 ? 8 : 0
                entry.button.frame = CGRect(x: 0, y: header + CGFloat(index) * 57 + gap, width: width, height: 57)
            }
        }
    }
}

extension AlertView {
    /// The part of `safe` above the keyboard while it shows, where an alert centres its box, as
    /// UIKit's alert rises above the keyboard its text field brought.
    func areaAboveKeyboard(in safe: CGRect) -> CGRect {
        guard let window, let keyboard = window.keyboardFrameInScreen else { return safe }
        let keyboardTop = convert(CGPoint(x: 0, y: keyboard.minY - window.frame.minY), from: window).y
        guard keyboardTop < safe.maxY else { return safe }
        return CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: max(0, keyboardTop - safe.minY))
    }
}

/// The alert's box: draws the title and the message, and holds the text fields and the action
/// buttons.
@MainActor
final class AlertContentView: ViewNode {
    var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    var message: String? {
        didSet { if message != oldValue { setNeedsDisplay() } }
    }

    /// The height of the title and message area: 20 points of margin above and below, 22 for a
    /// title and 18 for a message; none without either.
    var headerHeight: CGFloat {
        guard title != nil || message != nil else { return 0 }
        return 40 + (title == nil ? 0 : 22) + (message == nil ? 0 : 18)
    }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        if let title { context.draw(title, at: CGPoint(x: 16, y: 20)) }
        if let message { context.draw(message, at: CGPoint(x: 16, y: title == nil ? 20 : 42)) }
    }
}
