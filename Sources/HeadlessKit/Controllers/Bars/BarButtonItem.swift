import Foundation

/// A button on a navigation bar — UIKit's `UIBarButtonItem`.
///
/// An item shows a title, an image (at its own size, before the title), a system item or a custom
/// view. When a person taps it on a bar, it
/// runs its ``primaryAction`` if it has one, else calls its ``action`` on its ``target``.
/// ``action`` is a method reference in place of UIKit's selector:
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(
///     title: "Save", style: .done, target: self, action: EditorController.save)
/// ```
///
/// Menus are not modelled yet: the `menu` arguments of UIKit's initializers are absent, and so is
/// `init(image:landscapeImagePhone:style:target:action:)`.
@MainActor
open class BarButtonItem: BarItem {
    /// How an item's button looks — UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A plain button (the default).
        case plain = 0
        /// A button for the action that completes a task, drawn in a bolder weight.
        case done = 2
    }

    /// A method of the item's target that the item calls when tapped — HeadlessKit's stand-in
    /// for UIKit's selector. Make one from a method reference: `.init(MyController.save)`.
    public struct ActionMethod {
        /// The name the method was given, if any, to tell methods apart in your code.
        public let name: String?
        /// Calls the method on a target with the item.
        let perform: @MainActor (AnyObject, BarButtonItem) -> Void

        /// A method that takes no argument, such as `MyController.save`. A target of another
        /// type is skipped silently.
        public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void, name: String? = nil) {
            self.name = name
            perform = { target, _ in
                guard let target = target as? Target else { return }
                method(target)()
            }
        }

        /// A method that takes the item, such as `MyController.save(_:)`. A target of another
        /// type is skipped silently.
        public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> (BarButtonItem) -> Void, name: String? = nil) {
            self.name = name
            perform = { target, item in
                guard let target = target as? Target else { return }
                method(target)(item)
            }
        }
    }

    /// How the item's button looks (default ``Style/plain``).
    public var style: Style {
        didSet { itemDidChange() }
    }

    /// The width of the item's button; 0 (the default) lets the bar size it to its content.
    ///
    /// A NaN or infinite width is refused with a diagnostic, and the old width kept.
    public var width: CGFloat {
        get { storedWidth }
        set {
            guard newValue.isFinite else {
                return DiagnosticsSink.report(Diagnostic(
                    kind: .invalidControllerValue,
                    message: "The width of bar button item \(self) is not finite: \(newValue). HeadlessKit kept "
                        + "\(storedWidth); pass a finite width.",
                    objects: [self]), to: (host as? ViewNode)?.owningRunLoop?.diagnostics ?? MainRunLoop.current?.diagnostics)
            }
            storedWidth = newValue
            itemDidChange()
        }
    }

    /// The colour of the item's content, or `nil` (the default) for the bar's.
    public var tintColor: Color? {
        didSet { itemDidChange() }
    }

    /// A view shown in place of a button, or `nil` (the default). The view takes its own touches;
    /// the item's action is not called for them.
    public var customView: ViewNode? {
        didSet { itemDidChange() }
    }

    /// The object whose ``action`` the item calls when tapped, held weakly (default `nil`).
    public weak var target: AnyObject?

    /// The method of ``target`` the item calls when tapped, or `nil` (the default).
    public var action: ActionMethod?

    /// The action the item runs when tapped, in place of ``target`` and ``action``, or `nil`.
    /// Setting one gives the item its title when the item has none.
    public var primaryAction: Action? {
        didSet {
            if title == nil, let primaryAction, !primaryAction.title.isEmpty { title = primaryAction.title }
            itemDidChange()
        }
    }

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?
    private var storedWidth: CGFloat = 0

    /// Creates an item with a title and a style that calls `action` on `target` when tapped —
    /// with `nil` for both, an item that does nothing (use the method-reference form to call a
    /// method).
    public init(title: String?, style: Style, target: AnyObject?, action: ActionMethod?) {
        self.style = style
        self.systemItem = nil
        super.init()
        self.title = title
        self.target = target
        self.action = action
    }

    /// Creates an item with a title and a style that calls `action` (a method reference such as
    /// `MyController.save`) on `target` when tapped — UIKit's `init(title:style:target:action:)`.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(title: title, style: style, target: target, action: ActionMethod(action))
    }

    /// Creates an item with a title and a style that calls `action`, a method taking the item,
    /// on `target` when tapped.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(title: title, style: style, target: target, action: ActionMethod(action))
    }

    /// Creates an item with an image and a style that calls `action` on `target` when tapped —
    /// with `nil` for both, an item that does nothing (use the method-reference form to call a
    /// method).
    public convenience init(image: Image?, style: Style, target: AnyObject?, action: ActionMethod?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// Creates an item with an image and a style that calls `action` (a method reference such as
    /// `MyController.share`) on `target` when tapped — UIKit's `init(image:style:target:action:)`.
    public convenience init<Target: AnyObject>(
        image: Image?, style: Style, target: Target, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(image: image, style: style, target: target, action: ActionMethod(action))
    }

    /// Creates an item with an image and a style that calls `action`, a method taking the item,
    /// on `target` when tapped.
    public convenience init<Target: AnyObject>(
        image: Image?, style: Style, target: Target, action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(image: image, style: style, target: target, action: ActionMethod(action))
    }

    /// Creates an item from an archive: a `systemItem` (a ``SystemItem`` name) or the title and
    /// image (see ``BarItem/init(coder:)``), `style` (the system item's style when absent, as
    /// `init(barButtonSystemItem:target:action:)` gives it), `width`, `tintColor` and
    /// `customView` (an archived view). Its action is connected by the archive's `actions`.
    public required init?(coder: Coder) {
        let systemItem = coder.decodeCase(SystemItem.self, forKey: "systemItem")
        self.systemItem = systemItem
        style = coder.decodeCase(Style.self, forKey: "style") ?? (systemItem == .done ? .done : .plain)
        super.init(coder: coder)
        decodeArchivedButtonItemProperties(from: coder)
    }

    /// Creates a system item (``SystemItem/done`` gets the ``Style/done`` style) that calls
    /// `action` on `target` when tapped; `nil` for both makes an item that does nothing, as spaces
    /// are made.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ActionMethod?) {
        self.style = systemItem == .done ? .done : .plain
        self.systemItem = systemItem
        super.init()
        self.target = target
        self.action = action
    }

    /// Creates a system item that calls `action` (a method reference) on `target` when tapped —
    /// UIKit's `init(barButtonSystemItem:target:action:)`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: ActionMethod(action))
    }

    /// Creates a system item that calls `action`, a method taking the item, on `target` when tapped.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: ActionMethod(action))
    }

    /// Creates a system item that runs `primaryAction` when tapped — UIKit's
    /// `init(systemItem:primaryAction:menu:)` without the menu.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title (or, without one, the title of `primaryAction`) and an image
    /// that runs `primaryAction` when tapped — UIKit's `init(title:image:primaryAction:menu:)`
    /// without the menu. `BarButtonItem()` makes an empty plain item.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
        self.init(title: title, style: .plain, target: nil, action: nil)
        self.image = image
        self.primaryAction = primaryAction
    }

    /// Creates an item that shows `customView` in place of a button.
    public convenience init(customView: ViewNode) {
        self.init(title: nil, style: .plain, target: nil, action: nil)
        self.customView = customView
    }

    /// A space that takes all the room left between the items beside it.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    // MARK: - Internals

    /// Whether the item is a space, shown with no button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The text the item's button shows: its title, else its system item's name.
    var displayTitle: String { title ?? systemItem?.displayTitle ?? "" }

    /// What a tap on the item's button does: the primary action, else the target's method.
    /// A disabled item does nothing.
    func performTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action, let target {
            action.perform(target, self)
        }
    }

    /// Makes the item the edit button of a controller that is (`editing`) or is not editing.
    func showsEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
