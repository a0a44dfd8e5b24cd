/// One segue as a storyboard writes it: what kind of transition, to which scene, by which name —
/// read once with the storyboard, made into a ``StoryboardSegue`` each time it is performed.
struct StoryboardSegueTemplate {
    /// The transitions a storyboard's segues make (Interface Builder's *Kind*).
    enum Kind: String, CaseIterable {
        case show, showDetail, presentModally, popoverPresentation, embed, unwind, custom
    }

    let identifier: String?
    let kind: Kind
    /// The scene the segue leads to; `nil` for an unwind segue.
    let destination: String?
    /// The style a modal segue presents with, or `nil` for the destination's own.
    let modalPresentationStyle: ModalPresentationStyle?
    /// Whether a modal segue animates (default `true`, as Interface Builder's *Animates*).
    let animated: Bool
    /// The container view of an embed segue: an object's id in the scene's view.
    let container: String?
    /// The action an unwind segue calls on its destination (`"unwindToList:"`).
    let action: String?
    /// The class a custom segue is made of.
    let className: String?
    /// The line of the storyboard the segue starts on.
    let line: Int

    /// The keys a segue may have.
    private static let keys: Set<String> = [
        "identifier", "kind", "destination", "modalPresentationStyle", "animated", "container", "action", "class",
    ]

    /// Reads the segue `value` describes, or the reason it cannot be read.
    static func read(_ value: ArchiveValue) -> Result<StoryboardSegueTemplate, StoryboardFormatError> {
        func failure(_ message: String, line: Int? = nil) -> Result<StoryboardSegueTemplate, StoryboardFormatError> {
            .failure(StoryboardFormatError(line: line ?? value.line, message: message))
        }
        guard let entries = value.dictionary else { return failure("a segue is \(value.kindDescription), not an object") }
        if let unknown = entries.keys.first(where: { !keys.contains($0) }) {
            return failure("a segue has the unknown key \"\(unknown)\"", line: entries[unknown]?.line)
        }
        func string(_ key: String) -> Result<String?, StoryboardFormatError> {
            guard let value = entries[key] else { return .success(nil) }
            guard let string = value.string else {
                return .failure(StoryboardFormatError(line: value.line, message: "a segue's \"\(key)\" is \(value.kindDescription), not a string"))
            }
            return .success(string)
        }
        do {
            let kindName = try string("kind").get()
            guard let kindName, let kind = Kind(rawValue: kindName) else {
                let names = Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                return failure("a segue's \"kind\" must be one of \(names)", line: entries["kind"]?.line)
            }
            var style: ModalPresentationStyle?
            if let styleName = try string("modalPresentationStyle").get() {
                style = ModalPresentationStyle.allCases.first { String(describing: $0) == styleName }
                if style == nil { return failure("\"\(styleName)\" is not a modal presentation style", line: entries["modalPresentationStyle"]?.line) }
            }
            var animated = true
            if let flag = entries["animated"] {
                guard case .bool(let value) = flag.content else { return failure("a segue's \"animated\" is not true or false", line: flag.line) }
                animated = value
            }
            let template = StoryboardSegueTemplate(
                identifier: try string("identifier").get(), kind: kind, destination: try string("destination").get(),
                modalPresentationStyle: style, animated: animated, container: try string("container").get(),
                action: try string("action").get(), className: try string("class").get(), line: value.line)
            if let missing = template.missingKey { return failure("a segue of kind \"\(kind.rawValue)\" needs \"\(missing)\"") }
            return .success(template)
        } catch {
            return .failure(error)
        }
    }

    /// The key this kind of segue needs and does not have, or `nil`.
    private var missingKey: String? {
        switch kind {
        case .unwind: action == nil ? "action" : nil
        case .embed: destination == nil ? "destination" : container == nil ? "container" : nil
        case .custom: destination == nil ? "destination" : className == nil ? "class" : nil
        case .show, .showDetail, .presentModally, .popoverPresentation: destination == nil ? "destination" : nil
        }
    }
}

/// Why a storyboard's text is not a storyboard: where, and what is wrong.
struct StoryboardFormatError: Error {
    let line: Int
    let message: String
}
