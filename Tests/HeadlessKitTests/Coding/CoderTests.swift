import Foundation
import Testing
@testable import HeadlessKit

@MainActor
@Suite struct CoderTests {
    @Test func decodesEveryShapeOfValue() {
        let fixture = ArchiveFixture()
        let coder = fixture.coder("""
            {"b": true, "d": 2.5, "i": -3, "s": "text", "p": [1, 2], "z": [3, 4], "r": [1, 2, 3, 4],
             "e": [1, 2, 3, 4], "de": [1, 2, 3, 4], "c": "#FF000080", "w": {"white": 0.5},
             "m": "scaleAspectFit", "o": ["flexibleWidth", "flexibleHeight"], "n": "two",
             "ft": {"textStyle": "headline"}, "fs": {"system": 13, "weight": "bold"}, "fn": {"name": "Helvetica", "size": 12},
             "img": {"systemName": "star"}}
            """)
        #expect(coder.decodeBool(forKey: "b"))
        #expect(coder.decodeDouble(forKey: "d") == 2.5)
        #expect(coder.decodeFloat(forKey: "d") == 2.5)
        #expect(coder.decodeInteger(forKey: "i") == -3)
        #expect(coder.decodeString(forKey: "s") == "text")
        #expect(coder.decodeCGPoint(forKey: "p") == CGPoint(x: 1, y: 2))
        #expect(coder.decodeCGSize(forKey: "z") == CGSize(width: 3, height: 4))
        #expect(coder.decodeCGRect(forKey: "r") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(coder.decodeEdgeInsets(forKey: "e") == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(coder.decodeDirectionalEdgeInsets(forKey: "de") == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(coder.decodeColor(forKey: "c") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(coder.decodeColor(forKey: "w") == Color(white: 0.5, alpha: 1))
        #expect(coder.decodeCase(ContentMode.self, forKey: "m") == .scaleAspectFit)
        #expect(coder.decodeOptions(forKey: "o", among: ViewNode.archivedAutoresizingNames) == [.flexibleWidth, .flexibleHeight])
        #expect(coder.decodeName(forKey: "n", among: ["one": 1, "two": 2]) == 2)
        #expect(coder.decodeFont(forKey: "ft") == Font.preferredFont(forTextStyle: .headline))
        #expect(coder.decodeFont(forKey: "fs") == Font.systemFont(ofSize: 13, weight: .bold))
        #expect(coder.decodeFont(forKey: "fn") == Font(name: "Helvetica", size: 12))
        #expect(coder.decodeImage(forKey: "img") == Image(systemName: "star"))
        #expect(fixture.messages == [])
    }

    @Test func absentKeysGiveZeros() {
        let fixture = ArchiveFixture()
        let coder = fixture.coder("{}")
        #expect(coder.decodeBool(forKey: "k") == false)
        #expect(coder.decodeDouble(forKey: "k") == 0)
        #expect(coder.decodeFloat(forKey: "k") == 0)
        #expect(coder.decodeInteger(forKey: "k") == 0)
        #expect(coder.decodeString(forKey: "k") == nil)
        #expect(coder.decodeCGPoint(forKey: "k") == .zero)
        #expect(coder.decodeCGSize(forKey: "k") == .zero)
        #expect(coder.decodeCGRect(forKey: "k") == .zero)
        #expect(coder.decodeEdgeInsets(forKey: "k") == .zero)
        #expect(coder.decodeDirectionalEdgeInsets(forKey: "k") == .zero)
        #expect(coder.decodeColor(forKey: "k") == nil)
        #expect(coder.decodeCase(ContentMode.self, forKey: "k") == nil)
        #expect(coder.decodeOptions(forKey: "k", among: ViewNode.archivedAutoresizingNames) == nil)
        #expect(coder.decodeFont(forKey: "k") == nil)
        #expect(coder.decodeImage(forKey: "k") == nil)
        #expect(coder.decodeObject(forKey: "k") == nil)
        #expect(coder.decodeArrayOfObjects(ofClass: ViewNode.self, forKey: "k") == nil)
        #expect(fixture.messages == [])
    }

    @Test func eachWrongValueIsOneProblemNamingArchiveLineObjectClassAndKey() {
        let cases: [(value: String, decode: @MainActor (Coder) -> Void, message: String)] = [
            ("1", { _ = $0.decodeBool(forKey: "k") }, "expected true or false, found a number"),
            ("\"x\"", { _ = $0.decodeDouble(forKey: "k") }, "expected a number, found a string"),
            ("1.5", { _ = $0.decodeInteger(forKey: "k") }, "expected a whole number, found a number"),
            ("3", { _ = $0.decodeString(forKey: "k") }, "expected a string, found a number"),
            ("[1]", { _ = $0.decodeCGPoint(forKey: "k") }, "expected a point [x, y], found an array"),
            ("{}", { _ = $0.decodeCGSize(forKey: "k") }, "expected a size [width, height], found an object"),
            ("[1, 2, 3, \"4\"]", { _ = $0.decodeCGRect(forKey: "k") }, "expected a rectangle [x, y, width, height], found an array"),
            ("true", { _ = $0.decodeEdgeInsets(forKey: "k") }, "expected insets [top, left, bottom, right], found a boolean"),
            ("null", { _ = $0.decodeDirectionalEdgeInsets(forKey: "k") },
             "expected insets [top, leading, bottom, trailing], found null"),
            ("\"mauve\"", { _ = $0.decodeColor(forKey: "k") }, "\"mauve\" is neither a colour's name nor \"#RRGGBB\" or \"#RRGGBBAA\""),
            ("5", { _ = $0.decodeColor(forKey: "k") }, "expected a colour (a name, \"#RRGGBB\", or components from 0 to 1), found a number"),
            ("\"three\"", { _ = $0.decodeName(forKey: "k", among: ["one": 1, "two": 2]) }, "\"three\" is not one of \"one\", \"two\""),
            ("[1]", { _ = $0.decodeOptions(forKey: "k", among: ViewNode.archivedAutoresizingNames) },
             "expected an array of names, found an array"),
            ("17", { _ = $0.decodeFont(forKey: "k") },
             "expected a font ({\"textStyle\": …}, {\"system\": size} or {\"name\": …, \"size\": …}), found a number"),
            ("{\"colour\": 1}", { _ = $0.decodeFont(forKey: "k") }, "a font needs \"textStyle\", \"system\" or \"name\""),
            ("{\"name\": \"NoSuchFont\", \"size\": 12}", { _ = $0.decodeFont(forKey: "k") }, "no font is named \"NoSuchFont\""),
            ("\"nothing\"", { _ = $0.decodeImage(forKey: "k") }, "no image named \"nothing\" is in the main bundle"),
            ("[]", { _ = $0.decodeImage(forKey: "k") }, "expected an image (a file's name, or {\"systemName\": …}), found an array"),
            ("{\"ref\": \"nobody\"}", { _ = $0.decodeObject(forKey: "k") }, "the reference \"nobody\" names no object made before this one"),
            ("\"x\"", { _ = $0.decodeObject(of: ViewNode.self, forKey: "k") }, "expected ViewNode, found String"),
            ("3", { _ = $0.decodeArrayOfObjects(ofClass: ViewNode.self, forKey: "k") }, "expected an array, found a number"),
        ]
        for (value, decode, message) in cases {
            let fixture = ArchiveFixture(archiveName: "Probe.nib.json")
            decode(fixture.coder("{\n\"k\": \(value)}"))
            #expect(fixture.kinds == [.malformedArchive], "\(value)")
            #expect(fixture.messages == ["Probe.nib.json, line 2: object \"probe\" (Probe), key \"k\": \(message)"], "\(value)")
        }
    }

    @Test func anImageIsFoundByNameInTheArchivesBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CoderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageTests.png(width: 40, height: 20).write(to: folder.appendingPathComponent("icon@2x.png"))
        let bundle = try #require(Bundle(path: folder.path))
        let fixture = ArchiveFixture(bundle: bundle)
        let coder = fixture.coder(#"{"icon": "icon", "missing": "missing"}"#)
        let image = try #require(coder.decodeImage(forKey: "icon"))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(coder.decodeImage(forKey: "missing") == nil)
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"probe\" (Probe), key \"missing\": no image named \"missing\" is in the bundle "
                + bundle.bundlePath,
        ])
    }

    @Test func aProblemInsideAFontNamesTheFontsKey() {
        let fixture = ArchiveFixture()
        _ = fixture.coder("{\"font\": {\"system\": -1}}").decodeFont(forKey: "font")
        _ = fixture.coder("{\"font\": {\"system\": 12, \"slant\": 1}}").decodeFont(forKey: "font")
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"probe\" (Probe.font), key \"system\": expected a positive point size, found a number",
            "Test.nib.json, line 1: object \"probe\" (Probe.font), key \"slant\": not a key here; the keys are \"textStyle\", "
                + "\"system\", \"weight\", \"name\", \"size\"",
        ])
    }

    @Test func anObjectWithoutAnIdentifierIsNamedSo() {
        let fixture = ArchiveFixture()
        _ = fixture.coder("{\"k\": 1}", className: "Label", identifier: nil).decodeString(forKey: "k")
        #expect(fixture.messages == [
            "Test.nib.json, line 1: an object without an \"id\" (Label), key \"k\": expected a string, found a number",
        ])
    }

    @Test func aKeyNoInitializerReadsIsRefusedWithUIKitsKeyValueCodingText() {
        let fixture = ArchiveFixture()
        _ = fixture.decode("{\"class\": \"Label\",\n \"colour\": \"red\"}", as: Label.self)
        #expect(fixture.kinds == [.undefinedArchiveKey])
        #expect(fixture.messages == [
            "Test.nib.json, line 2: [<Label> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key colour.",
        ])
    }

    @Test func aReferenceGivesAnObjectMadeBefore() throws {
        let fixture = ArchiveFixture()
        let stack = try #require(fixture.decode("""
            {"class": "StackView", "subviews": [{"class": "Label", "id": "name"}], "arrangedSubviews": [{"ref": "name"}]}
            """, as: StackView.self))
        #expect(stack.arrangedSubviews.count == 1)
        #expect(stack.arrangedSubviews.first === stack.subviews.first)
        #expect(fixture.messages == [])
    }

    @Test func aReferenceToAnObjectNotYetMadeIsRefused() {
        let fixture = ArchiveFixture()
        _ = fixture.decode("""
            {"class": "NavigationItem", "titleView": {"ref": "later"}, "rightBarButtonItems": [{"class": "BarButtonItem", "id": "later"}]}
            """, as: NavigationItem.self)
        #expect(fixture.messages == [
            "Test.nib.json, line 1: an object without an \"id\" (NavigationItem), key \"titleView\": the reference \"later\" names no "
                + "object made before this one",
        ])
    }

    @Test func decodesObjectsOfAnyShape() {
        let fixture = ArchiveFixture()
        let coder = fixture.coder("{\"k\": [1, \"two\", true, null, {\"class\": \"ViewNode\"}]}")
        let objects = coder.decodeObject(forKey: "k") as? [Any]
        #expect(objects?.count == 4)
        #expect(objects?[0] as? Double == 1)
        #expect(objects?[1] as? String == "two")
        #expect(objects?[2] as? Bool == true)
        #expect(objects?[3] is ViewNode)
    }
}
