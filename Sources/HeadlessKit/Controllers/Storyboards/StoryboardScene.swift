/// One scene of a storyboard as read: its controller's archived object, the view its controller
/// loads, the segues that start from it and the scenes it holds by relationship.
struct StoryboardScene {
    /// The scene's `"id"`, unique in the storyboard.
    let id: String
    /// The controller's archived keys (the loader's own among them).
    let entries: ArchiveDictionary
    /// The line the scene starts on.
    let line: Int
    /// The identifier code instantiates the scene by (`storyboardIdentifier`), or `nil`.
    let storyboardIdentifier: String?
    /// The scene's view: a nib document whose File's Owner is the scene's controller.
    let view: ArchiveValue?
    /// The segues that start from the controller itself (not from a control of its view).
    let segues: [StoryboardSegueTemplate]
    /// A navigation controller's root scene (`rootViewController`).
    let rootViewController: String?
    /// A tab bar controller's scenes (`viewControllers`), in order.
    let viewControllers: [String]?

    /// The keys of a scene that the storyboard reads rather than its controller's `init(coder:)`.
    static let structuralKeys: Set<String> = ["storyboardIdentifier", "view", "segues", "relationships"]

    /// The scenes this one holds by relationship, in order.
    var relatedScenes: [String] { (rootViewController.map { [$0] } ?? []) + (viewControllers ?? []) }

    /// The identifiers of every object of the scene's view, for embed segues' containers.
    var viewObjectIdentifiers: Set<String> {
        var identifiers: Set<String> = []
        var pending = view.map { [$0] } ?? []
        while let value = pending.popLast() {
            switch value.content {
            case .dictionary(let dictionary):
                if let id = dictionary["id"]?.string { identifiers.insert(id) }
                for key in dictionary.keys { if let nested = dictionary[key] { pending.append(nested) } }
            case .array(let array):
                pending.append(contentsOf: array)
            case .null, .bool, .number, .string:
                break
            }
        }
        return identifiers
    }

    /// Reads the scene `value` describes, or the reason it cannot be read.
    static func read(_ value: ArchiveValue) -> Result<StoryboardScene, StoryboardFormatError> {
        guard let entries = value.dictionary else {
            return .failure(StoryboardFormatError(line: value.line, message: "a scene is \(value.kindDescription), not an object"))
        }
        guard let id = entries["id"]?.string else {
            return .failure(StoryboardFormatError(line: value.line, message: "a scene has no \"id\" (a string naming it)"))
        }
        func failure(_ message: String, _ line: Int?) -> Result<StoryboardScene, StoryboardFormatError> {
            .failure(StoryboardFormatError(line: line ?? value.line, message: "scene \"\(id)\": \(message)"))
        }
        if let identifier = entries["storyboardIdentifier"], identifier.string == nil {
            return failure("\"storyboardIdentifier\" is not a string", identifier.line)
        }
        if let view = entries["view"], view.dictionary == nil {
            return failure("\"view\" is not an object (a nib document)", view.line)
        }
        var segues: [StoryboardSegueTemplate] = []
        if let list = entries["segues"] {
            guard let array = list.array else { return failure("\"segues\" is not an array", list.line) }
            for element in array {
                switch StoryboardSegueTemplate.read(element) {
                case .success(let segue): segues.append(segue)
                case .failure(let error): return failure(error.message, error.line)
                }
            }
        }
        var root: String?
        var tabs: [String]?
        if let relationships = entries["relationships"] {
            guard let dictionary = relationships.dictionary else { return failure("\"relationships\" is not an object", relationships.line) }
            for key in dictionary.keys {
                let relation = dictionary[key]!
                switch key {
                case "rootViewController":
                    guard let name = relation.string else { return failure("\"rootViewController\" is not a scene id", relation.line) }
                    root = name
                case "viewControllers":
                    let names = relation.array?.compactMap(\.string)
                    guard let names, names.count == relation.array?.count else {
                        return failure("\"viewControllers\" is not an array of scene ids", relation.line)
                    }
                    tabs = names
                default:
                    return failure("the relationship \"\(key)\" is not \"rootViewController\" or \"viewControllers\"", relation.line)
                }
            }
        }
        return .success(StoryboardScene(
            id: id, entries: entries, line: value.line, storyboardIdentifier: entries["storyboardIdentifier"]?.string,
            view: entries["view"], segues: segues, rootViewController: root, viewControllers: tabs))
    }
}
