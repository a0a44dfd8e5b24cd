import Foundation

/// Reads one archived object's keyed values — HeadlessKit's `NSCoder`, handed to `init(coder:)`.
///
/// Every `decode…(forKey:)` answers the type's zero (`false`, `0`, `.zero`, `nil`) for a key
/// the archive does not have, as `NSKeyedUnarchiver` does. A value of the wrong type is a
/// problem: the coder reports a ``Diagnostic/Kind/malformedArchive`` diagnostic naming the
/// archive, the object, the key and the line, answers the zero, and the load is refused once the
/// objects are made. Keys are the Swift names of the properties they set (`backgroundColor`,
/// `isHidden`, `text`); a key no `init(coder:)` reads is refused as UIKit refuses an unknown key.
@MainActor
public final class Coder {
    let decoding: ArchiveDecoding
    let entries: ArchiveDictionary
    private var readKeys: Set<String> = []

    /// The name of the class being made, as the archive gives it.
    public let className: String
    /// The object's identifier in the archive (its `"id"`), or `nil`.
    public let objectIdentifier: String?
    /// The line of the archive the object starts on.
    public let line: Int

    init(decoding: ArchiveDecoding, entries: ArchiveDictionary, className: String, identifier: String?, line: Int) {
        self.decoding = decoding
        self.entries = entries
        self.className = className
        self.objectIdentifier = identifier
        self.line = line
    }

    /// Runs the decoders the loader added for properties that rooms above an object's own
    /// declare (Auto Layout's, for views), so that they too are read inside `init(coder:)`.
    func runExtensionDecoders(on object: AnyObject) {
        for decoder in decoding.extensionDecoders { decoder(object, self) }
    }

    /// The bundle the archive was loaded from, where the nibs it names are found; `nil` for
    /// an archive read from data or the main bundle.
    public var bundle: Bundle? { decoding.bundle }

    /// The name of the archive being read (its file name).
    public var archiveName: String { decoding.archiveName }

    /// Whether the archive has a value for `key`.
    public func containsValue(forKey key: String) -> Bool { entries[key] != nil }

    /// The keys the archive gives this object, in text order.
    public var allKeys: [String] { entries.keys }

    func hasRead(_ key: String) -> Bool { readKeys.contains(key) }

    /// The value for `key`, marked as read.
    func value(forKey key: String) -> ArchiveValue? {
        guard let value = entries[key] else { return nil }
        readKeys.insert(key)
        return value
    }

    /// Reports that `key`'s value is not what was expected.
    func reportMismatch(forKey key: String, expected: String, found value: ArchiveValue) {
        decoding.fail(.malformedArchive,
                      "\(ArchiveDecoding.name(of: objectIdentifier)) (\(className)), key \"\(key)\": expected \(expected), "
                        + "found \(value.kindDescription)",
                      line: value.line)
    }

    /// Reports a problem with `key`'s value in the coder's words: `object "x" (Class), key "k": message`.
    public func reportProblem(forKey key: String, _ message: String) {
        decoding.fail(.malformedArchive, "\(ArchiveDecoding.name(of: objectIdentifier)) (\(className)), key \"\(key)\": \(message)",
                      line: entries[key]?.line ?? line)
    }

    // MARK: - Scalars

    /// The boolean for `key`, or `false`.
    public func decodeBool(forKey key: String) -> Bool {
        guard let value = value(forKey: key) else { return false }
        if case .bool(let bool) = value.content { return bool }
        reportMismatch(forKey: key, expected: "true or false", found: value)
        return false
    }

    /// The number for `key`, or `0`.
    public func decodeDouble(forKey key: String) -> Double {
        guard let value = value(forKey: key) else { return 0 }
        if let number = value.number { return number }
        reportMismatch(forKey: key, expected: "a number", found: value)
        return 0
    }

    /// The number for `key` as a `Float`, or `0`.
    public func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    /// The whole number for `key`, or `0`; a number with a fraction is a problem.
    public func decodeInteger(forKey key: String) -> Int {
        guard let value = value(forKey: key) else { return 0 }
        if let number = value.number, number.rounded() == number, abs(number) < 9.0e15 { return Int(number) }
        reportMismatch(forKey: key, expected: "a whole number", found: value)
        return 0
    }

    /// The string for `key`, or `nil`.
    public func decodeString(forKey key: String) -> String? {
        guard let value = value(forKey: key) else { return nil }
        if let string = value.string { return string }
        reportMismatch(forKey: key, expected: "a string", found: value)
        return nil
    }

    // MARK: - Geometry

    /// The numbers of `key`'s array, checked to be `count` finite numbers, or `nil`.
    private func numbers(forKey key: String, count: Int, describing shape: String) -> [Double]? {
        guard let value = value(forKey: key) else { return nil }
        let numbers = value.array?.compactMap(\.number) ?? []
        guard value.array?.count == count, numbers.count == count else {
            reportMismatch(forKey: key, expected: shape, found: value)
            return nil
        }
        return numbers
    }

    /// The point written `[x, y]` for `key`, or `.zero`.
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        guard let n = numbers(forKey: key, count: 2, describing: "a point [x, y]") else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size written `[width, height]` for `key`, or `.zero`.
    public func decodeCGSize(forKey key: String) -> CGSize {
        guard let n = numbers(forKey: key, count: 2, describing: "a size [width, height]") else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle written `[x, y, width, height]` for `key`, or `.zero`.
    public func decodeCGRect(forKey key: String) -> CGRect {
        guard let n = numbers(forKey: key, count: 4, describing: "a rectangle [x, y, width, height]") else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The insets written `[top, left, bottom, right]` for `key`, or `.zero` — `decodeUIEdgeInsets(forKey:)`.
    public func decodeEdgeInsets(forKey key: String) -> EdgeInsets {
        guard let n = numbers(forKey: key, count: 4, describing: "insets [top, left, bottom, right]") else { return .zero }
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    // MARK: - Names

    /// The value named by `key`'s string among `names`, or `nil`; a name not among them is a
    /// problem that lists the names allowed.
    public func decodeName<Value>(forKey key: String, among names: KeyValuePairs<String, Value>) -> Value? {
        guard let value = value(forKey: key) else { return nil }
        guard let name = value.string else {
            reportMismatch(forKey: key, expected: "a string", found: value)
            return nil
        }
        if let match = names.first(where: { $0.key == name }) { return match.value }
        reportProblem(forKey: key, "\"\(name)\" is not one of \(names.map { "\"\($0.key)\"" }.joined(separator: ", "))")
        return nil
    }

    /// The case of `Value` whose Swift name is `key`'s string (`"scaleAspectFit"`), or `nil`; any
    /// other name is a problem that lists the names allowed.
    public func decodeCase<Value: CaseIterable>(_ type: Value.Type, forKey key: String) -> Value? {
        let table = Value.allCases.map { (String(describing: $0), $0) }
        guard let value = value(forKey: key) else { return nil }
        guard let name = value.string else {
            reportMismatch(forKey: key, expected: "a string", found: value)
            return nil
        }
        if let match = table.first(where: { $0.0 == name }) { return match.1 }
        reportProblem(forKey: key, "\"\(name)\" is not one of \(table.map { "\"\($0.0)\"" }.joined(separator: ", "))")
        return nil
    }

    /// The option set named by `key`'s array of names (or one name) among `names`, or `nil`.
    public func decodeOptions<Options: OptionSet>(forKey key: String, among names: KeyValuePairs<String, Options>) -> Options? {
        guard let value = value(forKey: key) else { return nil }
        let strings: [String]? = value.string.map { [$0] } ?? value.array.flatMap { array in
            let strings = array.compactMap(\.string)
            return strings.count == array.count ? strings : nil
        }
        guard let strings else {
            reportMismatch(forKey: key, expected: "an array of names", found: value)
            return nil
        }
        var options = Options()
        for name in strings {
            guard let match = names.first(where: { $0.key == name }) else {
                reportProblem(forKey: key, "\"\(name)\" is not one of \(names.map { "\"\($0.key)\"" }.joined(separator: ", "))")
                return nil
            }
            options.formUnion(match.value)
        }
        return options
    }

    // MARK: - Colors

    /// The colour for `key`, or `nil`: a system colour's name (`"systemBackground"`, `"red"`),
    /// `"#RRGGBB"` or `"#RRGGBBAA"`, or `{"white": w, "alpha": a}` / `{"red": r, "green": g,
    /// "blue": b, "alpha": a}` with components from 0 to 1.
    public func decodeColor(forKey key: String) -> Color? {
        guard let value = value(forKey: key) else { return nil }
        if case .null = value.content { return nil }
        if let string = value.string {
            if let color = Color.archived(named: string) { return color }
            reportProblem(forKey: key, "\"\(string)\" is neither a colour's name nor \"#RRGGBB\" or \"#RRGGBBAA\"")
            return nil
        }
        if let dictionary = value.dictionary, let color = Color.archived(components: dictionary) { return color }
        reportMismatch(forKey: key, expected: "a colour (a name, \"#RRGGBB\", or components from 0 to 1)", found: value)
        return nil
    }

    // MARK: - Objects

    /// The object for `key`, or `nil`: an archived object (a dictionary with a `"class"`) made
    /// now, a reference `{"ref": "id"}` to an object already made (or a placeholder), a string,
    /// a number, a boolean, or an array of these.
    public func decodeObject(forKey key: String) -> Any? {
        guard let value = value(forKey: key) else { return nil }
        return object(from: value, key: key)
    }

    /// The object for `key` if it is a `T`; anything else is a problem, and `nil`.
    public func decodeObject<T>(of type: T.Type, forKey key: String) -> T? {
        guard let value = value(forKey: key) else { return nil }
        guard let object = object(from: value, key: key) else { return nil }
        if let typed = object as? T { return typed }
        reportProblem(forKey: key, "expected \(T.self), found \(Swift.type(of: object))")
        return nil
    }

    /// The array for `key` of objects that are each a `T`, or `nil` — `NSCoder`'s
    /// `decodeArrayOfObjects(ofClass:forKey:)`.
    public func decodeArrayOfObjects<T>(ofClass type: T.Type, forKey key: String) -> [T]? {
        guard let value = value(forKey: key) else { return nil }
        guard let array = value.array else {
            reportMismatch(forKey: key, expected: "an array", found: value)
            return nil
        }
        var objects: [T] = []
        objects.reserveCapacity(array.count)
        for element in array {
            guard let object = object(from: element, key: key) else { continue }
            guard let typed = object as? T else {
                reportProblem(forKey: key, "expected an array of \(T.self), found \(Swift.type(of: object)) (line \(element.line))")
                continue
            }
            objects.append(typed)
        }
        return objects
    }

    private func object(from value: ArchiveValue, key: String) -> Any? {
        switch value.content {
        case .null: return nil
        case .bool(let bool): return bool
        case .number(let number): return number
        case .string(let string): return string
        case .array(let array): return array.compactMap { object(from: $0, key: key) }
        case .dictionary(let dictionary):
            if dictionary.count == 1, let reference = dictionary["ref"] {
                guard let identifier = reference.string else {
                    reportMismatch(forKey: key, expected: "a reference {\"ref\": \"id\"} naming an object", found: reference)
                    return nil
                }
                if let object = decoding.object(identifiedBy: identifier) { return object }
                reportProblem(forKey: key, "the reference \"\(identifier)\" names no object made before this one")
                return nil
            }
            return decoding.makeObject(from: dictionary, line: value.line)
        }
    }
}
