/// Writes SVG text element by element, attributes in the order given, text escaped.
package struct SVGElementWriter {
    package private(set) var text = ""
    private var depth = 0

    package init() {}

    package mutating func open(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    package mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    package mutating func element(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    package mutating func text(_ content: String, x: Int, y: Int, _ attributes: [(String, String)] = []) {
        line("<text\(Self.attributes([("x", "\(x)"), ("y", "\(y)")] + attributes))>\(XMLText.escaped(content))</text>")
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined()
    }
}
