import Foundation

/// How archives write fonts and images, and keyed values nested in an object.
extension Coder {
    /// The names of the text styles, as their Swift names give them.
    private static let textStyleNames: KeyValuePairs<String, Font.TextStyle> = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption1": .caption1, "caption2": .caption2,
    ]

    /// The names of the font weights, as their Swift names give them.
    private static let weightNames: KeyValuePairs<String, Font.Weight> = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The font for `key`, or `nil`: `{"textStyle": "body"}` (``Font/preferredFont(forTextStyle:)``),
    /// `{"system": 17}` with an optional `"weight": "bold"` (``Font/systemFont(ofSize:weight:)``),
    /// or `{"name": "Helvetica", "size": 17}` (``Font/init(name:size:)``).
    public func decodeFont(forKey key: String) -> Font? {
        guard let nested = nestedCoder(forKey: key, describing: "a font ({\"textStyle\": …}, {\"system\": size} or {\"name\": …, \"size\": …})")
        else { return nil }
        let font: Font?
        if let style = nested.decodeName(forKey: "textStyle", among: Self.textStyleNames) {
            font = .preferredFont(forTextStyle: style)
        } else if nested.containsValue(forKey: "system") {
            let weight = nested.decodeName(forKey: "weight", among: Self.weightNames) ?? .regular
            font = nested.decodePointSize(forKey: "system").map { .systemFont(ofSize: $0, weight: weight) }
        } else if let name = nested.decodeString(forKey: "name") {
            guard let size = nested.decodePointSize(forKey: "size") else { return nil }
            font = Font(name: name, size: size)
            if font == nil { reportProblem(forKey: key, "no font is named \"\(name)\"") }
        } else {
            if !nested.entries.keys.contains(where: nested.hasRead) {
                reportProblem(forKey: key, "a font needs \"textStyle\", \"system\" or \"name\"")
            }
            return nil
        }
        nested.reportUnreadKeys(allowed: ["textStyle", "system", "weight", "name", "size"])
        return font
    }

    /// A point size: a positive number.
    private func decodePointSize(forKey key: String) -> CGFloat? {
        guard let value = value(forKey: key) else {
            reportProblem(forKey: key, "a font needs a size")
            return nil
        }
        guard let size = value.number, size > 0 else {
            reportMismatch(forKey: key, expected: "a positive point size", found: value)
            return nil
        }
        return size
    }

    /// The image for `key`, or `nil`: the name of a PNG or JPEG in the archive's ``bundle``
    /// (``Image/init(named:in:compatibleWith:)``), or `{"systemName": "star"}`
    /// (``Image/init(systemName:)``). A name no file has is a problem.
    public func decodeImage(forKey key: String) -> Image? {
        guard let value = value(forKey: key) else { return nil }
        if case .null = value.content { return nil }
        if let name = value.string {
            if let image = Image(named: name, in: bundle, compatibleWith: nil) { return image }
            reportProblem(forKey: key, "no image named \"\(name)\" is in \(bundle.map { "the bundle \($0.bundlePath)" } ?? "the main bundle")")
            return nil
        }
        if let dictionary = value.dictionary, dictionary.count == 1, let name = dictionary["systemName"]?.string {
            return Image(systemName: name)
        }
        reportMismatch(forKey: key, expected: "an image (a file's name, or {\"systemName\": …})", found: value)
        return nil
    }

    // MARK: - Nested values

    /// A coder over `key`'s dictionary, whose keys describe a part of the object (a navigation
    /// controller's `navigationBar`, a button's titles by state), or `nil` when the key is absent
    /// or not a dictionary (a problem). Its problems name the key after the class:
    /// `object "nav" (NavigationController.navigationBar), key "barTintColor": …`.
    func nestedCoder(forKey key: String, describing shape: String = "an object of keyed values") -> Coder? {
        guard let value = value(forKey: key) else { return nil }
        guard let dictionary = value.dictionary else {
            reportMismatch(forKey: key, expected: shape, found: value)
            return nil
        }
        return Coder(decoding: decoding, entries: dictionary, className: "\(className).\(key)",
                     identifier: objectIdentifier, line: value.line)
    }

    /// Refuses the keys of a nested coder nobody read as keys that `object` does not have, with
    /// UIKit's key-value coding text.
    func refuseUnreadKeys(of object: AnyObject) {
        for key in entries.keys where !hasRead(key) {
            decoding.fail(.undefinedArchiveKey,
                          "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                            + "for the key \(key).",
                          line: entries[key]?.line, objects: [object])
        }
    }

    /// Reports the keys of a nested coder nobody read as keys not among `allowed`.
    func reportUnreadKeys(allowed: [String]) {
        for key in entries.keys where !hasRead(key) {
            reportProblem(forKey: key, "not a key here; the keys are \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }
}
