import Foundation
import HeadlessKit

/// Nibs: small generated documents instantiated into the world's windows, and corrupted ones
/// (truncated text, wrong types, unknown keys and classes, references to nothing) that must be
/// refused with a diagnostic and change nothing.
extension World {
    /// The text of a valid nib of one root view and up to four subviews, with constraints.
    private func generatedNibText() -> (text: String, views: Int) {
        let classes = ["ViewNode", "UIView", "Label", "Button", "Switch", "ImageView"]
        let count = 1 + pick(4)
        var subviews: [String] = []
        var constraints: [String] = []
        for index in 0..<count {
            let frame = "[\(pick(50)), \(pick(50)), \(10 + pick(90)), \(10 + pick(40))]"
            subviews.append(#"{"class": "\#(classes[pick(classes.count)])", "id": "v\#(index)", "frame": \#(frame)}"#)
            if chance(2) {
                let attribute = ["top", "leading", "centerX", "centerY"][pick(4)]
                let guide = ["", ".safeArea", ".margins"][pick(3)]
                constraints.append(#""v\#(index).\#(attribute) == root\#(guide).\#(attribute) + \#(pick(20))""#)
                constraints.append(#""v\#(index).width == \#(10 + pick(50)) @\#([1000, 750, 250][pick(3)])""#)
            }
        }
        let text = """
        {"nib": 1, "objects": [{"class": "ViewNode", "id": "root", "frame": [0, 0, \(100 + pick(200)), \(100 + pick(200))],
          "subviews": [\(subviews.joined(separator: ", "))]}],
         "constraints": [\(constraints.joined(separator: ", "))]}
        """
        return (text, count + 1)
    }

    /// Instantiates a generated nib and puts its root into a window.
    func performNibOperation() {
        guard let loop = application?.runLoop, let window = element(windows) else { return }
        let (text, count) = generatedNibText()
        note("instantiate a generated nib of \(count) views into \(name(window))")
        let objects = loop.withCurrent { Nib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil) }
        guard let root = objects.first as? ViewNode else {
            fatalError("a generated valid nib was refused:\n\(text)")
        }
        window.addSubview(root)
    }

    /// Instantiates a corrupted nib; returns its description (the load must be refused).
    func nibMisuse() -> String? {
        guard let loop = application?.runLoop else { return nil }
        let (valid, _) = generatedNibText()
        let corrupted: String
        let description: String
        switch pick(6) {
        case 0:
            let cut = pick(valid.count - 1)
            corrupted = String(valid.prefix(cut))
            description = "instantiate a nib truncated after \(cut) characters"
        case 1:
            corrupted = valid.replacingOccurrences(of: #""id": "root", "frame": ["#, with: #""id": "root", "frame": ["wide", "#)
            description = "instantiate a nib whose root's frame holds a string"
        case 2:
            corrupted = valid.replacingOccurrences(of: #""id": "root""#, with: #""id": "root", "colour": "red""#)
            description = "instantiate a nib with an unknown key"
        case 3:
            corrupted = valid.replacingOccurrences(of: #""class": "ViewNode", "id": "root""#, with: #""class": "Nope", "id": "root""#)
            description = "instantiate a nib naming an unknown class"
        case 4:
            corrupted = valid.replacingOccurrences(of: #""constraints": ["#, with: #""constraints": ["ghost.top == root.top", "#)
            description = "instantiate a nib whose constraint names no object"
        default:
            corrupted = valid.replacingOccurrences(of: #""nib": 1"#, with: #""nib": "one""#)
            description = "instantiate a nib of an unknown format version"
        }
        note(description)
        let objects = loop.withCurrent { Nib(data: Data(corrupted.utf8), bundle: nil).instantiate(withOwner: nil) }
        if !objects.isEmpty { fatalError("\(description) was not refused:\n\(corrupted)") }
        return description
    }
}
