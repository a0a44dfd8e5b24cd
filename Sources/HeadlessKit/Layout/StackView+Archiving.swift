import Foundation

/// What an archive sets on a stack view, under the Swift names of its properties.
extension StackView {
    /// Reads `axis`, `distribution`, `alignment`, `spacing`, `isBaselineRelativeArrangement`,
    /// `isLayoutMarginsRelativeArrangement`, then `arrangedSubviews` — archived views (or
    /// references to subviews already made), each added with ``addArrangedSubview(_:)`` in order,
    /// as Interface Builder's stack views are made.
    func decodeArchivedStackProperties(from coder: Coder) {
        if let axis = coder.decodeName(forKey: "axis", among: ViewNode.archivedAxisNames) { self.axis = axis }
        if let distribution = coder.decodeCase(Distribution.self, forKey: "distribution") { self.distribution = distribution }
        if let alignment = coder.decodeCase(Alignment.self, forKey: "alignment") { self.alignment = alignment }
        if let spacing = coder.decodeIfPresent("spacing", coder.decodeDouble) { self.spacing = spacing }
        if let relative = coder.decodeIfPresent("isBaselineRelativeArrangement", coder.decodeBool) {
            isBaselineRelativeArrangement = relative
        }
        if let relative = coder.decodeIfPresent("isLayoutMarginsRelativeArrangement", coder.decodeBool) {
            isLayoutMarginsRelativeArrangement = relative
        }
        for view in coder.decodeArrayOfObjects(ofClass: ViewNode.self, forKey: "arrangedSubviews") ?? [] {
            addArrangedSubview(view)
        }
    }
}
