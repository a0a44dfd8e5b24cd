import Foundation

/// Why an archive's text could not be read: what was wrong and where.
public struct ArchiveSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line the problem is on, counted from 1.
    public let line: Int
    /// The column the problem is at, counted from 1 in UTF-8 bytes.
    public let columnInLine: Int
    /// What was wrong.
    public let reason: String

    /// `line L, column C: reason`.
    public var description: String { "line \(line), column \(columnInLine): \(reason)" }
}

/// Reads an archive's JSON text into ``ArchiveValue``s, remembering the line of every value.
///
/// A hand-written reader rather than `JSONSerialization`: it keeps keys in text order, knows
/// lines and columns for diagnostics, refuses repeated keys, and reads a thousand-view archive
/// in a fraction of a millisecond. It reads RFC 8259 JSON; nesting deeper than
/// ``maximumDepth`` is refused rather than risking the stack.
struct ArchiveReader {
    /// The deepest nesting of arrays and objects read (chosen: far beyond any hand-written archive).
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Reads `data` as one JSON value.
    static func read(_ data: Data) throws(ArchiveSyntaxError) -> ArchiveValue {
        var reader = ArchiveReader(bytes: Array(data))
        reader.skipByteOrderMark()
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the document's value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ reason: String) -> ArchiveSyntaxError {
        ArchiveSyntaxError(line: line, columnInLine: index - lineStart + 1, reason: reason)
    }

    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func readValue() throws(ArchiveSyntaxError) -> ArchiveValue {
        guard index < bytes.count else { throw error("the text ends where a value was expected") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return ArchiveValue(.dictionary(try readDictionary()), line: startLine)
        case UInt8(ascii: "["): return ArchiveValue(.array(try readArray()), line: startLine)
        case UInt8(ascii: "\""): return ArchiveValue(.string(try readString()), line: startLine)
        case UInt8(ascii: "t"): try expectWord("true"); return ArchiveValue(.bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectWord("false"); return ArchiveValue(.bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectWord("null"); return ArchiveValue(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return ArchiveValue(.number(try readNumber()), line: startLine)
        default:
            throw error("expected a value, found '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(ArchiveSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { Array($0) == Array(bytes[index..<index + count]) }
        guard matches else { throw error("expected '\(word)'") }
        index += count
    }

    private mutating func enterNesting() throws(ArchiveSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func readDictionary() throws(ArchiveSyntaxError) -> ArchiveDictionary {
        try enterNesting()
        defer { depth -= 1 }
        index += 1
        var dictionary = ArchiveDictionary()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return dictionary }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try readString()
            if dictionary[key] != nil { throw error("the key \"\(key)\" appears twice in one object") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            dictionary.set(try readValue(), forKey: key)
            skipWhitespace()
            guard index < bytes.count else { throw error("the text ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return dictionary }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func readArray() throws(ArchiveSyntaxError) -> [ArchiveValue] {
        try enterNesting()
        defer { depth -= 1 }
        index += 1
        var array: [ArchiveValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return array }
        while true {
            skipWhitespace()
            array.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("the text ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return array }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func readString() throws(ArchiveSyntaxError) -> String {
        index += 1
        var scalars: [UInt8] = []
        var start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: bytes[start..<index])
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 { throw error("a control character inside a string (write \\n for a new line)") }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[start..<index])
                index += 1
                try readEscape(into: &scalars)
                start = index
                continue
            }
            index += 1
        }
        throw error("the text ends inside a string")
    }

    private mutating func readEscape(into scalars: inout [UInt8]) throws(ArchiveSyntaxError) {
        guard index < bytes.count else { throw error("the text ends inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHexQuad()
            if (0xD800...0xDBFF).contains(code) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a lone surrogate in a \\u escape") }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("an invalid \\u escape") }
            scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("an unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func readHexQuad() throws(ArchiveSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private mutating func readNumber() throws(ArchiveSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs a digit") }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs a digit after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs a digit in its exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("the number \(text) is out of range") }
        return number
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
