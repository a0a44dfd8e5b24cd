import Foundation

/// What an archive sets on a flow layout, under the Swift names of its properties.
extension CollectionViewFlowLayout {
    /// Reads the flow layout's metrics, each through its setter.
    func decodeArchivedFlowProperties(from coder: Coder) {
        if let direction = coder.decodeCase(ScrollDirection.self, forKey: "scrollDirection") { scrollDirection = direction }
        if let size = coder.decodeIfPresent("itemSize", coder.decodeCGSize) { itemSize = size }
        if coder.entries["estimatedItemSize"]?.string != nil {
            if let size = coder.decodeName(forKey: "estimatedItemSize", among: ["automatic": Self.automaticSize]) {
                estimatedItemSize = size
            }
        } else if let size = coder.decodeIfPresent("estimatedItemSize", coder.decodeCGSize) {
            estimatedItemSize = size
        }
        if let spacing = coder.decodeIfPresent("minimumLineSpacing", coder.decodeDouble) { minimumLineSpacing = spacing }
        if let spacing = coder.decodeIfPresent("minimumInteritemSpacing", coder.decodeDouble) { minimumInteritemSpacing = spacing }
        if let inset = coder.decodeIfPresent("sectionInset", coder.decodeEdgeInsets) { sectionInset = inset }
        if let reference = coder.decodeCase(SectionInsetReference.self, forKey: "sectionInsetReference") {
            sectionInsetReference = reference
        }
        if let size = coder.decodeIfPresent("headerReferenceSize", coder.decodeCGSize) { headerReferenceSize = size }
        if let size = coder.decodeIfPresent("footerReferenceSize", coder.decodeCGSize) { footerReferenceSize = size }
    }
}
