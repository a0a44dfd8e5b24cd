import Foundation

extension TextField {
    /// The border a text field draws — UIKit's `UITextField.BorderStyle`, with its raw values.
    ///
    /// The style also sets the field's intrinsic height and its text insets (see
    /// <doc:TextInputAndKeyboard>).
    public enum BorderStyle: Int, Hashable, Sendable, CaseIterable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezeled rectangle.
        case bezel = 2
        /// A rounded rectangle, the look of most text fields.
        case roundedRect = 3
    }

    /// When an overlay (the clear button, the left or right view) shows — UIKit's
    /// `UITextField.ViewMode`, with its raw values.
    public enum ViewMode: Int, Hashable, Sendable, CaseIterable {
        /// Never.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3

        /// Whether an overlay in this mode shows in a field that is (or is not) editing.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }

    /// Why editing ended — UIKit's `UITextField.DidEndEditingReason`, with its raw values.
    ///
    /// On iOS UIKit always reports ``committed``, and so does HeadlessKit; ``cancelled`` is tvOS's.
    public enum DidEndEditingReason: Int, Hashable, Sendable, CaseIterable {
        /// The changes were accepted: the field resigned first responder.
        case committed = 0
        /// The changes were abandoned (tvOS's Menu button).
        case cancelled = 1
    }

    /// Posted, with the field as its object, after a text field began editing and told its
    /// delegate.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the field as its object, after typing changed a text field's text (not when
    /// the text is set in code).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the field as its object, after a text field stopped editing and told its
    /// delegate.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

/// A text field's yes-or-no settings.
struct TextFieldFlags {
    var allowsEditingTextAttributes = false
    var clearsOnBeginEditing = false
    var clearsOnInsertion = false
    var adjustsFontSizeToFitWidth = false
}

/// A text field's background images.
struct TextFieldImages {
    var background: Image?
    var disabledBackground: Image?
}

/// When a text field's overlays show.
struct TextFieldOverlayModes {
    var clearButton = TextField.ViewMode.never
    var leftView = TextField.ViewMode.never
    var rightView = TextField.ViewMode.never
}

/// The views a text input shows in place of the keyboard and above it.
struct TextInputViews {
    var inputView: ViewNode?
    var accessoryView: ViewNode?
}
