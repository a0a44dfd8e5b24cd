import Foundation

/// Why a visual format was refused, and where: the caret goes under `position`.
struct VisualFormatFailure: Error {
    let reason: String
    let position: Int
}

/// A recursive-descent reader of UIKit's visual format grammar that makes the constraints as it
/// goes. Each spacing constraint reads "the item further along = the item before it + spacing",
/// as UIKit's do (`b.leading == a.trailing + 8`, `superview.trailing == b.trailing + 20`); read
/// right to left (``LayoutConstraint/FormatOptions/directionRightToLeft``) the item further along
/// is the one further left: `a.left == b.right + 8`, `superview.right == a.right + 20`.
@MainActor
struct VisualFormatParser {
    typealias Attribute = LayoutConstraint.Attribute

    private let characters: [Character]
    private let options: LayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    private var constraints: [LayoutConstraint] = []

    /// One side of a connection: a view, or the superview's edge (`|`).
    private enum Element {
        case superview(position: Int)
        case view(ViewNode)
    }

    /// One predicate: relation, a constant or a view, and a priority.
    private struct Predicate {
        var relation = LayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: ViewNode?
        var priority = LayoutPriority.required
    }

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    // MARK: The format

    mutating func parse() -> Result<[LayoutConstraint], VisualFormatFailure> {
        do {
            try parseFormat()
            return .success(constraints)
        } catch let failure as VisualFormatFailure {
            return .failure(failure)
        } catch {
            return .failure(VisualFormatFailure(reason: "\(error)", position: position))
        }
    }

    private var isVertical = false

    /// What joins two elements: nothing (flush), `-` (standard spacing), or `-predicates-`.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private mutating func parseFormat() throws {
        if let orientation = peek, orientation == "H" || orientation == "V", character(at: position + 1) == ":" {
            isVertical = orientation == "V"
            position += 2
        }
        try checkAlignmentOptions()
        var previous: Element?
        var connection = Connection.flush   // what joins `previous` to the next element
        if peek == "|" {
            previous = .superview(position: position)
            position += 1
            connection = try parseConnection()
        }
        var viewsSeen: [ViewNode] = []
        while position < characters.count {
            if peek == "|" {
                guard let last = previous, case .view = last else { throw failure("Expected a view") }
                let edge = Element.superview(position: position)
                position += 1
                try connect(last, edge, connection)
                guard position == characters.count else { throw failure("Expected the end of the format after '|'") }
                return
            }
            guard peek == "[" else {
                throw failure(previous == nil ? "Expected a view" : "Expected a '-' or a view")
            }
            let view = try parseView()
            if let previous { try connect(previous, .view(view), connection) }
            if let last = viewsSeen.last { alignPair(last, view) }
            viewsSeen.append(view)
            previous = .view(view)
            connection = try parseConnection()
            if case .flush = connection {} else if position == characters.count {
                throw failure("Expected a view or '|' after a connection")
            }
        }
        if viewsSeen.isEmpty { throw failure("Expected a view") }
    }

    // MARK: Views

    private mutating func parseView() throws -> ViewNode {
        position += 1   // "["
        let nameStart = position
        guard let name = parseIdentifier() else { throw failure("Expected a view name") }
        guard let view = views[name] as? ViewNode else {
            throw VisualFormatFailure(reason: "\(name) is not a key in the views dictionary.", position: nameStart + name.count)
        }
        if peek == "(" {
            for predicate in try parsePredicateList(allowsViews: true) {
                let size: Attribute = isVertical ? .height : .width
                let constraint = LayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1, constant: predicate.constant)
                constraint.storedPriority = predicate.priority
                constraints.append(constraint)
            }
        }
        guard peek == "]" else { throw failure("Expected ']' to end a view") }
        position += 1
        return view
    }

    // MARK: Connections

    /// After a view or `|`: nothing (flush), `-` (standard), or `-predicates-`.
    private mutating func parseConnection() throws -> Connection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" || peek == nil { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowsViews: false)
        } else {
            predicates = [try parsePredicate(allowsViews: false, simple: true)]
        }
        guard peek == "-" else { throw failure("Expected a '-' here") }
        position += 1
        return .predicates(predicates)
    }

    /// Makes the constraints of one connection.
    private mutating func connect(_ earlier: Element, _ later: Element, _ connection: Connection) throws {
        let (lead, trail, readsBackwards) = readingAttributes()
        let pairs: [Predicate]
        var isStandard = false
        switch connection {
        case .flush:
            pairs = [Predicate()]
        case .predicates(let predicates):
            pairs = predicates
        case .standard:
            let toSuperview: Bool
            if case .superview = earlier { toSuperview = true } else if case .superview = later { toSuperview = true } else { toSuperview = false }
            isStandard = true
            pairs = [Predicate(constant: toSuperview ? LayoutConstraint.standardSuperviewSpacing : LayoutConstraint.standardSpacing)]
        }
        let baselines = isVertical && options.contains(.spacingBaselineToBaseline)
        for predicate in pairs {
            let constraint: LayoutConstraint
            switch (earlier, later) {
            case (.superview(let at), .view(let view)):
                let parent = try superview(of: view, at: at)
                constraint = readsBackwards
                    ? LayoutConstraint(item: parent, attribute: lead, relatedBy: predicate.relation, toItem: view,
                                       attribute: lead, multiplier: 1, constant: predicate.constant)
                    : LayoutConstraint(item: view, attribute: lead, relatedBy: predicate.relation, toItem: parent,
                                       attribute: lead, multiplier: 1, constant: predicate.constant)
            case (.view(let view), .superview(let at)):
                let parent = try superview(of: view, at: at)
                constraint = readsBackwards
                    ? LayoutConstraint(item: view, attribute: trail, relatedBy: predicate.relation, toItem: parent,
                                       attribute: trail, multiplier: 1, constant: predicate.constant)
                    : LayoutConstraint(item: parent, attribute: trail, relatedBy: predicate.relation, toItem: view,
                                       attribute: trail, multiplier: 1, constant: predicate.constant)
            case (.view(let first), .view(let second)):
                let laterAttribute: Attribute = baselines ? .firstBaseline : lead
                let earlierAttribute: Attribute = baselines ? .lastBaseline : trail
                constraint = readsBackwards
                    ? LayoutConstraint(item: first, attribute: earlierAttribute, relatedBy: predicate.relation,
                                       toItem: second, attribute: laterAttribute, multiplier: 1, constant: predicate.constant)
                    : LayoutConstraint(item: second, attribute: laterAttribute, relatedBy: predicate.relation,
                                       toItem: first, attribute: earlierAttribute, multiplier: 1, constant: predicate.constant)
            case (.superview(let at), .superview):
                throw VisualFormatFailure(reason: "Expected a view", position: at + 1)
            }
            constraint.storedPriority = predicate.priority
            if isStandard { constraint.systemSpacingMultiplier = 1 }
            constraints.append(constraint)
        }
    }

    /// The attributes a connection relates: (leading edge of the later item, trailing edge of the
    /// earlier, whether the format reads right to left).
    private func readingAttributes() -> (Attribute, Attribute, Bool) {
        if isVertical { return (.top, .bottom, false) }
        let direction = options.intersection(.directionMask)
        if direction == .directionLeftToRight { return (.left, .right, false) }
        if direction == .directionRightToLeft { return (.right, .left, true) }
        return (.leading, .trailing, false)
    }

    private func superview(of view: ViewNode, at position: Int) throws -> ViewNode {
        guard let parent = view.storedSuperview else {
            throw VisualFormatFailure(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                position: position)
        }
        return parent
    }

    // MARK: Alignment options

    private static let alignments: [(LayoutConstraint.FormatOptions, Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    private func checkAlignmentOptions() throws {
        for (option, attribute) in Self.alignments where options.contains(option) {
            let alongTheAxis = (attribute.axis == .vertical) == isVertical
            if alongTheAxis {
                let edge = isVertical ? "vertical" : "horizontal"
                throw VisualFormatFailure(
                    reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                        + "layout that is also \(edge).",
                    position: 0)
            }
        }
    }

    /// The alignment constraints between two adjacent views: `earlier.attribute == later.attribute`.
    private mutating func alignPair(_ earlier: ViewNode, _ later: ViewNode) {
        for (option, attribute) in Self.alignments where options.contains(option) {
            constraints.append(LayoutConstraint(
                item: earlier, attribute: attribute, relatedBy: .equal, toItem: later, attribute: attribute,
                multiplier: 1, constant: 0))
        }
    }

    // MARK: Predicates

    private mutating func parsePredicateList(allowsViews: Bool) throws -> [Predicate] {
        position += 1   // "("
        var predicates = [try parsePredicate(allowsViews: allowsViews, simple: false)]
        while peek == "," {
            position += 1
            predicates.append(try parsePredicate(allowsViews: allowsViews, simple: false))
        }
        guard peek == ")" else { throw failure("Expected ')' to end a predicate list") }
        position += 1
        return predicates
    }

    private mutating func parsePredicate(allowsViews: Bool, simple: Bool) throws -> Predicate {
        var predicate = Predicate()
        if !simple {
            for (text, relation) in [("==", LayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where matches(text) {
                predicate.relation = relation
                position += 2
                break
            }
        }
        if let number = parseNumber() {
            predicate.constant = number
        } else if let name = peekIdentifier() {
            let start = position
            position += name.count
            if let value = metric(name) {
                predicate.constant = value
            } else if allowsViews, let view = views[name] as? ViewNode {
                predicate.view = view
            } else {
                throw VisualFormatFailure(
                    reason: allowsViews ? "\(name) is not a key in the views dictionary." : "\(name) is not a key in the metrics dictionary.",
                    position: start + name.count)
            }
        } else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if peek == "@" {
            position += 1
            let start = position
            let value: CGFloat
            if let number = parseNumber() {
                value = number
            } else if let name = parseIdentifier(), let metricValue = metric(name) {
                value = metricValue
            } else {
                throw VisualFormatFailure(reason: "Expected a number or key from the metrics dictionary for a priority", position: start)
            }
            guard value > 0, value <= 1000 else {
                throw VisualFormatFailure(reason: "Priority must be greater than 0 and less or equal to 1000", position: start)
            }
            predicate.priority = LayoutPriority(Float(value))
        }
        return predicate
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    // MARK: Scanning

    private var peek: Character? { character(at: position) }

    private func character(at index: Int) -> Character? {
        index < characters.count ? characters[index] : nil
    }

    private func matches(_ text: String) -> Bool {
        let wanted = Array(text)
        return position + wanted.count <= characters.count && Array(characters[position..<position + wanted.count]) == wanted
    }

    private func failure(_ reason: String) -> VisualFormatFailure {
        VisualFormatFailure(reason: reason, position: position)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*` at the position, not consumed.
    private func peekIdentifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var end = position + 1
        while let next = character(at: end), next == "_" || (next.isASCII && (next.isLetter || next.isNumber)) { end += 1 }
        return String(characters[position..<end])
    }

    private mutating func parseIdentifier() -> String? {
        guard let name = peekIdentifier() else { return nil }
        position += name.count
        return name
    }

    /// A decimal number (digits, an optional fraction); a sign is allowed only in a predicate list.
    private mutating func parseNumber() -> CGFloat? {
        var end = position
        if let sign = character(at: end), sign == "-" || sign == "+", let next = character(at: end + 1), next.isASCII && next.isNumber {
            end += 1
        }
        let digitsStart = end
        while let next = character(at: end), next.isASCII && (next.isNumber || next == ".") { end += 1 }
        guard end > digitsStart, let value = Double(String(characters[position..<end])), value.isFinite else { return nil }
        position = end
        return CGFloat(value)
    }
}
