import Foundation

/// One constraint of a nib, as written: `item.attribute RELATION [multiplier *] item.attribute
/// [+|- constant] [@priority]`, `item.attribute RELATION constant [@priority]`, or the object
/// form with an identifier.
struct ArchivedConstraint: Equatable {
    /// `id.attribute` or `id.guide.attribute` of a constraint.
    struct Anchor: Equatable {
        var identifier: String
        var guide: Guide?
        var attribute: LayoutConstraint.Attribute
    }

    /// The guides a constraint may name after a view's identifier.
    enum Guide: String, Equatable {
        case safeArea, margins
    }

    var first: Anchor
    var relation: LayoutConstraint.Relation
    var second: Anchor?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: Float = 1000
    var identifier: String?

    /// The attributes by their Swift names.
    static let attributes: [String: LayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
        "centerY": .centerY, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
    ]

    static let relations: [String: LayoutConstraint.Relation] = [
        "==": .equal, ">=": .greaterThanOrEqual, "<=": .lessThanOrEqual,
    ]

    /// Reads `id.attribute` or `id.guide.attribute`; the reason it cannot be read otherwise.
    static func anchor(_ text: String) -> Result<Anchor, ArchivedConstraintError> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            return .failure(ArchivedConstraintError("\"\(text)\" is not item.attribute or item.guide.attribute"))
        }
        guard let attribute = attributes[parts[parts.count - 1]] else {
            return .failure(ArchivedConstraintError("\"\(parts[parts.count - 1])\" is not an attribute (top, leading, width, centerX…)"))
        }
        var guide: Guide?
        if parts.count == 3 {
            guard let named = Guide(rawValue: parts[1]) else {
                return .failure(ArchivedConstraintError("\"\(parts[1])\" is not a guide (safeArea or margins)"))
            }
            guide = named
        }
        return .success(Anchor(identifier: parts[0], guide: guide, attribute: attribute))
    }
}

/// Why a constraint's text cannot be read.
struct ArchivedConstraintError: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension ArchivedConstraint {
    private enum Token: Equatable {
        case name(String), number(Double), relation(String), symbol(Character)
    }

    /// Reads the string form.
    static func parse(_ text: String) -> Result<ArchivedConstraint, ArchivedConstraintError> {
        guard let tokens = tokenize(text) else {
            return .failure(ArchivedConstraintError("\"\(text)\" has a character a constraint cannot have"))
        }
        var index = 0
        func next() -> Token? {
            defer { index += 1 }
            return index < tokens.count ? tokens[index] : nil
        }
        func peek() -> Token? { index < tokens.count ? tokens[index] : nil }
        let expected = ArchivedConstraintError(
            "\"\(text)\" is not item.attribute == [multiplier *] item.attribute [+ constant] [@priority]")

        guard case .name(let firstText)? = next() else { return .failure(expected) }
        let first: Anchor
        switch anchor(firstText) {
        case .success(let anchor): first = anchor
        case .failure(let error): return .failure(error)
        }
        guard case .relation(let relationText)? = next(), let relation = relations[relationText] else { return .failure(expected) }
        var constraint = ArchivedConstraint(first: first, relation: relation, second: nil)
        var constantOnly = false

        switch peek() {
        case .number(let number)?:
            index += 1
            if peek() == .symbol("*") {
                index += 1
                constraint.multiplier = number
            } else {
                constraint.constant = number
                constantOnly = true
            }
        case .symbol("-")?:
            index += 1
            guard case .number(let number)? = next() else { return .failure(expected) }
            constraint.constant = -number
            constantOnly = true
        default: break
        }
        if !constantOnly, case .name(let secondText)? = peek() {
            index += 1
            switch anchor(secondText) {
            case .success(let anchor): constraint.second = anchor
            case .failure(let error): return .failure(error)
            }
            if case .symbol(let sign)? = peek(), sign == "+" || sign == "-" {
                index += 1
                guard case .number(let number)? = next() else { return .failure(expected) }
                constraint.constant = sign == "-" ? -number : number
            }
        } else if constraint.multiplier != 1 {
            return .failure(expected)
        }
        if peek() == .symbol("@") {
            index += 1
            guard case .number(let priority)? = next() else { return .failure(expected) }
            constraint.priority = Float(priority)
        }
        guard index == tokens.count else { return .failure(expected) }
        return .success(constraint)
    }

    private static func tokenize(_ text: String) -> [Token]? {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber
                        || characters[end] == "_" || characters[end] == "." { end += 1 }
                tokens.append(.name(String(characters[index..<end])))
                index = end
            } else if character.isNumber || character == "." {
                var end = index
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                guard let number = Double(String(characters[index..<end])) else { return nil }
                tokens.append(.number(number))
                index = end
            } else if "=<>".contains(character) {
                guard index + 1 < characters.count, characters[index + 1] == "=" else { return nil }
                tokens.append(.relation(String(characters[index...index + 1])))
                index += 2
            } else if "*+-@".contains(character) {
                tokens.append(.symbol(character))
                index += 1
            } else {
                return nil
            }
        }
        return tokens
    }
}

extension ArchivedConstraint {
    /// The keys of the object form.
    static let objectKeys: Set<String> = ["first", "relation", "second", "multiplier", "constant", "priority", "identifier"]

    /// Reads the object form: `{"first": "title.height", "relation": ">=", "second": …,
    /// "multiplier": 1, "constant": 44, "priority": 999, "identifier": "min-height"}`.
    static func read(_ entries: ArchiveDictionary) -> Result<ArchivedConstraint, ArchivedConstraintError> {
        for key in entries.keys where !objectKeys.contains(key) {
            return .failure(ArchivedConstraintError("unknown key \"\(key)\" (a constraint has \(objectKeys.sorted().joined(separator: ", ")))"))
        }
        guard let firstText = entries["first"]?.string else {
            return .failure(ArchivedConstraintError("\"first\" (a string item.attribute) is required"))
        }
        let first: Anchor
        switch anchor(firstText) {
        case .success(let anchor): first = anchor
        case .failure(let error): return .failure(error)
        }
        var relation = LayoutConstraint.Relation.equal
        if let value = entries["relation"] {
            guard let text = value.string, let named = relations[text] else {
                return .failure(ArchivedConstraintError("\"relation\" is \"==\", \">=\" or \"<=\""))
            }
            relation = named
        }
        var constraint = ArchivedConstraint(first: first, relation: relation, second: nil)
        if let value = entries["second"] {
            guard let text = value.string else { return .failure(ArchivedConstraintError("\"second\" is a string item.attribute")) }
            switch anchor(text) {
            case .success(let anchor): constraint.second = anchor
            case .failure(let error): return .failure(error)
            }
        }
        for (key, apply) in [("multiplier", { (c: inout ArchivedConstraint, n: Double) in c.multiplier = n }),
                             ("constant", { $0.constant = $1 }), ("priority", { $0.priority = Float($1) })] {
            guard let value = entries[key] else { continue }
            guard let number = value.number else { return .failure(ArchivedConstraintError("\"\(key)\" is a number")) }
            apply(&constraint, number)
        }
        if let value = entries["identifier"] {
            guard let text = value.string else { return .failure(ArchivedConstraintError("\"identifier\" is a string")) }
            constraint.identifier = text
        }
        return .success(constraint)
    }
}
