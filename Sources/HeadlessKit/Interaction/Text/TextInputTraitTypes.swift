import Foundation

/// The kind of keyboard a text input asks for — UIKit's `UIKeyboardType`, with its raw values.
///
/// Stored and reported only: HeadlessKit's simulated keyboard has one layout for every type.
public enum KeyboardType: Int, Hashable, Sendable, CaseIterable {
    /// The current input method's default keyboard.
    case `default` = 0
    /// A keyboard with ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for URLs (".", "/" and ".com" prominent).
    case URL = 3
    /// Digits 0–9 only.
    case numberPad = 4
    /// A telephone keypad (digits, "+", "*", "#").
    case phonePad = 5
    /// A telephone keypad that also types names.
    case namePhonePad = 6
    /// A keyboard for email addresses ("@" and "." prominent).
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// A keyboard for social posts ("@" and "#" prominent).
    case twitter = 9
    /// A keyboard for web search terms (a "Go" return key).
    case webSearch = 10
    /// Digits 0–9 in ASCII only.
    case asciiCapableNumberPad = 11

    /// The deprecated name of ``asciiCapable``.
    public static let alphabet = KeyboardType.asciiCapable
}

/// The look of the keyboard — UIKit's `UIKeyboardAppearance`, with its raw values.
public enum KeyboardAppearance: Int, Hashable, Sendable, CaseIterable {
    /// The system's default look.
    case `default` = 0
    /// A dark keyboard.
    case dark = 1
    /// A light keyboard.
    case light = 2

    /// The deprecated name of ``dark``.
    public static let alert = KeyboardAppearance.dark
}

/// The title of the keyboard's return key — UIKit's `UIReturnKeyType`, with its raw values.
public enum ReturnKeyType: Int, Hashable, Sendable, CaseIterable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// When the keyboard's shift key turns on by itself — UIKit's `UITextAutocapitalizationType`.
///
/// Stored only: HeadlessKit types exactly the characters it is given.
public enum TextAutocapitalizationType: Int, Hashable, Sendable, CaseIterable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}

/// Whether typed words are corrected — UIKit's `UITextAutocorrectionType`. Stored only:
/// HeadlessKit never corrects.
public enum TextAutocorrectionType: Int, Hashable, Sendable, CaseIterable {
    /// The system's default for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether misspelled words are marked — UIKit's `UITextSpellCheckingType`. Stored only.
public enum TextSpellCheckingType: Int, Hashable, Sendable, CaseIterable {
    /// The system's default for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether straight quotes become typographic ones — UIKit's `UITextSmartQuotesType`. Stored only.
public enum TextSmartQuotesType: Int, Hashable, Sendable, CaseIterable {
    /// The system's default for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether double hyphens become dashes — UIKit's `UITextSmartDashesType`. Stored only.
public enum TextSmartDashesType: Int, Hashable, Sendable, CaseIterable {
    /// The system's default for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spaces are added or removed around pasted and deleted words — UIKit's
/// `UITextSmartInsertDeleteType`. Stored only.
public enum TextSmartInsertDeleteType: Int, Hashable, Sendable, CaseIterable {
    /// The system's default for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// What a text input holds, so the keyboard can suggest it (a name, a one-time code, a new
/// password…) — UIKit's `UITextContentType`, with UIKit's raw strings. Stored only.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's string.
    public let rawValue: String

    /// A content type with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = TextContentType(rawValue: "name")
    /// A title before a name ("Dr.").
    public static let namePrefix = TextContentType(rawValue: "honorific-prefix")
    /// A first name.
    public static let givenName = TextContentType(rawValue: "given-name")
    /// A middle name.
    public static let middleName = TextContentType(rawValue: "additional-name")
    /// A last name.
    public static let familyName = TextContentType(rawValue: "family-name")
    /// A suffix after a name ("Jr.").
    public static let nameSuffix = TextContentType(rawValue: "honorific-suffix")
    /// A nickname.
    public static let nickname = TextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = TextContentType(rawValue: "organization-title")
    /// An organization's name.
    public static let organizationName = TextContentType(rawValue: "organization")
    /// A place.
    public static let location = TextContentType(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = TextContentType(rawValue: "address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = TextContentType(rawValue: "address-line2")
    /// A city.
    public static let addressCity = TextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = TextContentType(rawValue: "address-level1")
    /// A city and a state together.
    public static let addressCityAndState = TextContentType(rawValue: "address-level1+2")
    /// A part of a city.
    public static let sublocality = TextContentType(rawValue: "address-level3")
    /// A country.
    public static let countryName = TextContentType(rawValue: "country-name")
    /// A postal code.
    public static let postalCode = TextContentType(rawValue: "postal-code")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A URL.
    public static let URL = TextContentType(rawValue: "url")
    /// A credit card number.
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    /// An account's user name.
    public static let username = TextContentType(rawValue: "username")
    /// An existing password.
    public static let password = TextContentType(rawValue: "password")
    /// A password being chosen.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code sent by message.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
}
