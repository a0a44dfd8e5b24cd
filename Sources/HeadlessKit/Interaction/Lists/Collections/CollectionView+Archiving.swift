import Foundation

/// What an archive sets on a collection view beyond its scroll view's properties.
extension CollectionView {
    /// The layout an archive gives a collection view as `collectionViewLayout`, or a new flow
    /// layout; a layout another collection view already has is a problem, and a flow layout is
    /// used instead.
    static func archivedLayout(from coder: Coder) -> CollectionViewLayout {
        guard let layout = coder.decodeObject(of: CollectionViewLayout.self, forKey: "collectionViewLayout") else {
            return CollectionViewFlowLayout()
        }
        guard layout.collectionView == nil else {
            coder.reportProblem(forKey: "collectionViewLayout", "the layout belongs to another collection view")
            return CollectionViewFlowLayout()
        }
        return layout
    }
}
