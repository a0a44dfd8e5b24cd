import Foundation

/// How the keyboard behaves for a text input — UIKit's `UITextInputTraits`.
///
/// ``TextField`` and ``TextView`` store every trait (settable, with UIKit's defaults); the
/// defaults of this protocol give any other conforming type UIKit's defaults. HeadlessKit's
/// simulated keyboard reads none of them: it types exactly the characters it is given, never
/// capitalizes, corrects or completes, and has one layout for every ``KeyboardType`` — they are
/// stored so that code which sets and reads them ports unchanged.
@MainActor
public protocol TextInputTraits: AnyObject {
    /// When the shift key turns on by itself.
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// Whether typed words are corrected.
    var autocorrectionType: TextAutocorrectionType { get }
    /// Whether misspelled words are marked.
    var spellCheckingType: TextSpellCheckingType { get }
    /// Whether straight quotes become typographic ones.
    var smartQuotesType: TextSmartQuotesType { get }
    /// Whether double hyphens become dashes.
    var smartDashesType: TextSmartDashesType { get }
    /// Whether spaces are added or removed around pasted and deleted words.
    var smartInsertDeleteType: TextSmartInsertDeleteType { get }
    /// The keyboard layout asked for.
    var keyboardType: KeyboardType { get }
    /// The keyboard's look.
    var keyboardAppearance: KeyboardAppearance { get }
    /// The title of the return key.
    var returnKeyType: ReturnKeyType { get }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed (passwords).
    var isSecureTextEntry: Bool { get }
    /// What the input holds, for the keyboard's suggestions.
    var textContentType: TextContentType? { get }
}

/// UIKit's defaults for every trait.
extension TextInputTraits {
    /// ``TextAutocapitalizationType/sentences``.
    public var autocapitalizationType: TextAutocapitalizationType { .sentences }
    /// ``TextAutocorrectionType/default``.
    public var autocorrectionType: TextAutocorrectionType { .default }
    /// ``TextSpellCheckingType/default``.
    public var spellCheckingType: TextSpellCheckingType { .default }
    /// ``TextSmartQuotesType/default``.
    public var smartQuotesType: TextSmartQuotesType { .default }
    /// ``TextSmartDashesType/default``.
    public var smartDashesType: TextSmartDashesType { .default }
    /// ``TextSmartInsertDeleteType/default``.
    public var smartInsertDeleteType: TextSmartInsertDeleteType { .default }
    /// ``KeyboardType/default``.
    public var keyboardType: KeyboardType { .default }
    /// ``KeyboardAppearance/default``.
    public var keyboardAppearance: KeyboardAppearance { .default }
    /// ``ReturnKeyType/default``.
    public var returnKeyType: ReturnKeyType { .default }
    /// `false`.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// `false`.
    public var isSecureTextEntry: Bool { false }
    /// `nil`.
    public var textContentType: TextContentType? { nil }
}

/// A text input's traits, as ``TextField`` and ``TextView`` store them.
struct TextInputTraitValues {
    var autocapitalizationType = TextAutocapitalizationType.sentences
    var autocorrectionType = TextAutocorrectionType.default
    var spellCheckingType = TextSpellCheckingType.default
    var smartQuotesType = TextSmartQuotesType.default
    var smartDashesType = TextSmartDashesType.default
    var smartInsertDeleteType = TextSmartInsertDeleteType.default
    var keyboardType = KeyboardType.default
    var keyboardAppearance = KeyboardAppearance.default
    var returnKeyType = ReturnKeyType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: TextContentType?
}
