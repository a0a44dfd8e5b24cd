import Foundation

/// One value of an archive as read from its text: what a ``Coder`` hands to `init(coder:)`.
///
/// Archives are JSON documents (see *Nibs and Storyboards*); each value remembers the line it
/// starts on so that a diagnostic can point a person at it.
public struct ArchiveValue: Sendable, Equatable {
    /// The shapes a value takes.
    public enum Content: Sendable, Equatable {
        /// JSON's `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// An array of values.
        case array([ArchiveValue])
        /// An object: keys and values in the order the text gives them.
        case dictionary(ArchiveDictionary)
    }

    /// What the value is.
    public let content: Content
    /// The line of the archive's text the value starts on, counted from 1.
    public let line: Int

    /// Creates a value that starts on `line`.
    public init(_ content: Content, line: Int) {
        self.content = content
        self.line = line
    }

    /// The value's kind as a diagnostic names it (`a number`, `a string`…).
    var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .dictionary: "an object"
        }
    }

    /// The dictionary this value holds, or `nil`.
    var dictionary: ArchiveDictionary? {
        if case .dictionary(let dictionary) = content { dictionary } else { nil }
    }

    /// The string this value holds, or `nil`.
    var string: String? {
        if case .string(let string) = content { string } else { nil }
    }

    /// The array this value holds, or `nil`.
    var array: [ArchiveValue]? {
        if case .array(let array) = content { array } else { nil }
    }

    /// The number this value holds, or `nil`.
    var number: Double? {
        if case .number(let number) = content { number } else { nil }
    }
}

/// The keys and values of one archived object, in the order the text gives them.
public struct ArchiveDictionary: Sendable, Equatable {
    /// The keys in text order.
    public private(set) var keys: [String] = []
    private var storage: [String: ArchiveValue] = [:]

    /// Creates an empty dictionary.
    public init() {}

    /// The value for `key`, or `nil`.
    public subscript(key: String) -> ArchiveValue? { storage[key] }

    /// Sets `value` for `key`; a new key goes last, a repeated key keeps its place.
    public mutating func set(_ value: ArchiveValue, forKey key: String) {
        if storage.updateValue(value, forKey: key) == nil { keys.append(key) }
    }

    /// The number of keys.
    public var count: Int { keys.count }
}
