import Foundation
import Testing
@testable import HeadlessKit

@MainActor
@Suite struct ArchiveReaderTests {
    private func read(_ text: String) throws(ArchiveSyntaxError) -> ArchiveValue {
        try ArchiveReader.read(Data(text.utf8))
    }

    private func error(_ text: String) -> ArchiveSyntaxError? {
        do { _ = try read(text) } catch { return error }
        return nil
    }

    @Test func readsEveryKindOfValueWithItsLineAndKeysInTextOrder() throws {
        let value = try read("{\"z\": null,\n \"b\": true, \"f\": false,\n \"n\": -1.5e2, \"s\": \"x\",\n \"a\": [0, {\"k\": []}]}")
        let dictionary = try #require(value.dictionary)
        #expect(dictionary.keys == ["z", "b", "f", "n", "s", "a"])
        #expect(dictionary["z"] == ArchiveValue(.null, line: 1))
        #expect(dictionary["b"] == ArchiveValue(.bool(true), line: 2))
        #expect(dictionary["f"] == ArchiveValue(.bool(false), line: 2))
        #expect(dictionary["n"] == ArchiveValue(.number(-150), line: 3))
        #expect(dictionary["s"] == ArchiveValue(.string("x"), line: 3))
        var inner = ArchiveDictionary()
        inner.set(ArchiveValue(.array([]), line: 4), forKey: "k")
        #expect(dictionary["a"] == ArchiveValue(.array([ArchiveValue(.number(0), line: 4), ArchiveValue(.dictionary(inner), line: 4)]), line: 4))
    }

    @Test func readsEscapesUnicodeEscapesAndSurrogatePairs() throws {
        let text = #""q\" b\\ s\/ \b\f\n\r\t é\u00e9 \ud83d\ude00 😀""#
        #expect(try read(text).string == "q\" b\\ s/ \u{8}\u{C}\n\r\t éé 😀 😀")
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try ArchiveReader.read(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == ArchiveValue(.array([ArchiveValue(.number(1), line: 1)]), line: 1))
        #expect(error("\u{FEFF}x") == ArchiveSyntaxError(line: 1, columnInLine: 1, reason: "expected a value, found 'x'"))
    }

    @Test func readsNestingUpToTheLimitAndRefusesDeeper() throws {
        let limit = ArchiveReader.maximumDepth
        _ = try read(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        #expect(error(String(repeating: "[", count: limit + 1))
                == ArchiveSyntaxError(line: 1, columnInLine: limit + 1, reason: "nesting deeper than 512 levels"))
    }

    @Test func refusesEverySyntaxErrorAtItsLineAndColumn() {
        let cases: [(text: String, line: Int, column: Int, reason: String)] = [
            ("", 1, 1, "the text ends where a value was expected"),
            ("{\"a\": 1} x", 1, 10, "unexpected text after the document's value"),
            ("01", 1, 2, "unexpected text after the document's value"),
            ("[1, @]", 1, 5, "expected a value, found '@'"),
            ("tru", 1, 1, "expected 'true'"),
            ("nul", 1, 1, "expected 'null'"),
            ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
            ("{1: 2}", 1, 2, "expected a key in quotes"),
            ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' in an object"),
            ("{\"a\": 1", 1, 8, "the text ends inside an object"),
            ("{\"a\": 1, \"a\": 2}", 1, 13, "the key \"a\" appears twice in one object"),
            ("[1 2]", 1, 4, "expected ',' or ']' in an array"),
            ("[1", 1, 3, "the text ends inside an array"),
            ("\"abc", 1, 5, "the text ends inside a string"),
            ("\"a\nb\"", 1, 3, "a control character inside a string (write \\n for a new line)"),
            ("\"a\\x\"", 1, 5, "an unknown escape '\\x' in a string"),
            ("\"\\u12G4\"", 1, 6, "a \\u escape needs four hex digits"),
            ("\"\\uD800\"", 1, 8, "a lone surrogate in a \\u escape"),
            ("\"\\uD800\\u0041\"", 1, 14, "a lone surrogate in a \\u escape"),
            ("\"\\uDC00\"", 1, 8, "an invalid \\u escape"),
            ("-", 1, 2, "a number needs a digit"),
            ("1.", 1, 3, "a number needs a digit after '.'"),
            ("1e", 1, 3, "a number needs a digit in its exponent"),
            ("1e999", 1, 6, "the number 1e999 is out of range"),
            ("{\n  \"a\": [1,\n    x]\n}", 3, 5, "expected a value, found 'x'"),
        ]
        for (text, line, column, reason) in cases {
            #expect(error(text) == ArchiveSyntaxError(line: line, columnInLine: column, reason: reason), "\(text)")
        }
    }
}
