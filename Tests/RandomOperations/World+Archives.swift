import Foundation
import HeadlessKit

/// Archived views: nibs of one view of a shipped class with random well-formed keys, loaded and
/// added to the hierarchy, each checked to carry the archived values. Runs once nibs load (the
/// nib loader); before that, loading gives no objects and the operation does nothing.
extension World {
    /// The classes the operation archives, with keys each may take beyond the view's own.
    private static let archivedClasses: [(name: String, keys: [String])] = [
        ("UIView", []), ("Label", [#""text": "Archived""#, #""numberOfLines": 2"#, #""font": {"textStyle": "body"}"#]),
        ("ImageView", [#""image": {"systemName": "star"}"#]), ("Button", [#""buttonType": "system""#, #""title": {"normal": "Go"}"#]),
        ("Switch", [#""isOn": true"#]), ("Slider", [#""minimumValue": 1"#, #""maximumValue": 9"#, #""value": 4"#]),
        ("Stepper", [#""stepValue": 2"#, #""wraps": true"#]), ("SegmentedControl", [#""segments": ["A", "B"]"#]),
        ("StackView", [#""axis": "vertical""#, #""spacing": 4"#, #""arrangedSubviews": [{"class": "Label"}]"#]),
        ("ProgressView", [#""progress": 0.5"#]), ("ActivityIndicatorView", [#""isAnimating": true"#]),
        ("TextField", [#""placeholder": "Name""#, #""borderStyle": "roundedRect""#]),
        ("ScrollView", [#""contentSize": [400, 900]"#, #""bounces": false"#]),
    ]

    func performArchiveOperation() {
        let (className, classKeys) = Self.archivedClasses[pick(Self.archivedClasses.count)]
        let frame = CGRect(x: pick(50), y: pick(50), width: 20 + pick(200), height: 20 + pick(100))
        let tag = pick(1000)
        let isHidden = chance(5)
        var keys = ["\"class\": \"\(className)\"", "\"frame\": [\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width)), "
                    + "\(Int(frame.height))]", "\"tag\": \(tag)", "\"isHidden\": \(isHidden)"]
        keys += classKeys.filter { _ in chance(2) }
        if chance(3) { keys.append("\"translatesAutoresizingMaskIntoConstraints\": false") }
        let text = "{\"nib\": 1, \"objects\": [{\(keys.joined(separator: ", "))}]}"
        let parent = anyView()
        note("load a nib of \(className) into \(name(parent))")
        guard let view = Nib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil).first as? ViewNode else { return }
        // An activity indicator archived as animating starts, and starting shows it (it hides
        // when stopped), whatever its archived isHidden.
        let startsShown = className == "ActivityIndicatorView" && keys.contains(#""isAnimating": true"#)
        if view.tag != tag || view.isHidden != (isHidden && !startsShown)
            || (className != "Switch" && className != "Stepper" && view.frame != frame) {
            touchViolations.append("a nib's \(className) lost its archived tag, frame or isHidden: \(text)")
        }
        guard !parent.isDescendant(of: view) else { return }
        parent.addSubview(view)
    }
}
