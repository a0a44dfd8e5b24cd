import Foundation

/// What an archive sets on a view: the properties UIKit archives, under their Swift names.
extension ViewNode {
    /// Reads the view's archived properties from `coder`, then makes and adds its `subviews`.
    ///
    /// The keys: `frame` (`[x, y, width, height]`), `autoresizingMask` (names such as
    /// `"flexibleWidth"`), `autoresizesSubviews`, `backgroundColor`, `tintColor`, `isHidden`,
    /// `alpha`, `isOpaque`, `clipsToBounds`, `contentMode`, `tag`, `isUserInteractionEnabled`,
    /// `isMultipleTouchEnabled`, `isExclusiveTouch`, `semanticContentAttribute`,
    /// `accessibilityIdentifier`, `accessibilityLabel`, `accessibilityHint`, `accessibilityValue`,
    /// `isAccessibilityElement`, and `subviews` (an array of archived views). The rooms above add
    /// their own through the coder (Auto Layout's margins and `translatesAutoresizingMaskIntoConstraints`).
    func decodeArchivedProperties(from coder: Coder) {
        if coder.containsValue(forKey: "frame") { frame = coder.decodeCGRect(forKey: "frame") }
        if let mask = coder.decodeOptions(forKey: "autoresizingMask", among: Self.archivedAutoresizingNames) {
            autoresizingMask = mask
        }
        if coder.containsValue(forKey: "autoresizesSubviews") { autoresizesSubviews = coder.decodeBool(forKey: "autoresizesSubviews") }
        if let color = coder.decodeColor(forKey: "backgroundColor") { backgroundColor = color }
        if let color = coder.decodeColor(forKey: "tintColor") { tintColor = color }
        if coder.containsValue(forKey: "isHidden") { isHidden = coder.decodeBool(forKey: "isHidden") }
        if coder.containsValue(forKey: "alpha") { alpha = coder.decodeDouble(forKey: "alpha") }
        if coder.containsValue(forKey: "isOpaque") { isOpaque = coder.decodeBool(forKey: "isOpaque") }
        if coder.containsValue(forKey: "clipsToBounds") { clipsToBounds = coder.decodeBool(forKey: "clipsToBounds") }
        if let mode = coder.decodeCase(ContentMode.self, forKey: "contentMode") { contentMode = mode }
        if coder.containsValue(forKey: "tag") { tag = coder.decodeInteger(forKey: "tag") }
        if coder.containsValue(forKey: "isUserInteractionEnabled") {
            isUserInteractionEnabled = coder.decodeBool(forKey: "isUserInteractionEnabled")
        }
        if coder.containsValue(forKey: "isMultipleTouchEnabled") {
            isMultipleTouchEnabled = coder.decodeBool(forKey: "isMultipleTouchEnabled")
        }
        if coder.containsValue(forKey: "isExclusiveTouch") { isExclusiveTouch = coder.decodeBool(forKey: "isExclusiveTouch") }
        if let attribute = coder.decodeCase(SemanticContentAttribute.self, forKey: "semanticContentAttribute") {
            semanticContentAttribute = attribute
        }
        if let identifier = coder.decodeString(forKey: "accessibilityIdentifier") { accessibilityIdentifier = identifier }
        if let label = coder.decodeString(forKey: "accessibilityLabel") { accessibilityLabel = label }
        if let hint = coder.decodeString(forKey: "accessibilityHint") { accessibilityHint = hint }
        if let value = coder.decodeString(forKey: "accessibilityValue") { accessibilityValue = value }
        if coder.containsValue(forKey: "isAccessibilityElement") {
            isAccessibilityElement = coder.decodeBool(forKey: "isAccessibilityElement")
        }
        coder.runExtensionDecoders(on: self)
        for subview in coder.decodeArrayOfObjects(ofClass: ViewNode.self, forKey: "subviews") ?? [] {
            addSubview(subview)
        }
    }

    /// The names an archive gives the autoresizing options: their Swift names.
    static let archivedAutoresizingNames: KeyValuePairs<String, AutoresizingMask> = [
        "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
        "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
        "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
    ]
}
