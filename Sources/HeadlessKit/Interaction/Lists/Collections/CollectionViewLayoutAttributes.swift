import Foundation

/// Where a collection view shows one element — a cell or a supplementary view — and how:
/// HeadlessKit's `UICollectionViewLayoutAttributes`.
///
/// A ``CollectionViewLayout`` makes them; the collection view gives each element on show the
/// ``frame`` (as its view's frame), ``zIndex`` (as its layer's), ``isHidden`` and ``alpha`` of
/// its attributes, then calls the view's ``CollectionReusableView/apply(_:)``.
@MainActor
open class CollectionViewLayoutAttributes {
    /// What kind of element attributes describe — UIKit's `UICollectionView.ElementCategory`,
    /// with its raw values.
    public enum ElementCategory: UInt, Sendable, CaseIterable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view, such as a section header.
        case supplementaryView = 1
        /// A decoration view (HeadlessKit shows none).
        case decorationView = 2
    }

    /// The index path of the element: the item of a cell, the section (item 0) of a header.
    public var indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary view (such as ``CollectionView/elementKindSectionHeader``);
    /// `nil` for a cell.
    public let representedElementKind: String?
    /// The element's frame in the collection view's content. Setting it sets ``center`` and
    /// ``size``.
    public var frame: CGRect = .zero
    /// Whether the element is shown hidden; `false` by default.
    public var isHidden = false
    /// The element's opacity; 1 by default.
    public var alpha: CGFloat = 1
    /// The order of overlapping elements: higher shows in front; 0 by default.
    public var zIndex = 0

    /// Attributes of the cell of the item at `indexPath`, with a zero frame.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` for `indexPath`, with a zero frame.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The centre of ``frame``; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of ``frame``; setting it keeps the centre, as in UIKit.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The rectangle the element's view gets as bounds: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// A copy of these attributes, of the same class (what UIKit's `copy()` gives).
    public func copy() -> Self {
        let copy: Self = switch representedElementCategory {
        case .cell: Self(forCellWith: indexPath)
        default: Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.zIndex = zIndex
        return copy
    }

    /// The element these attributes describe.
    var elementKey: ElementKey {
        ElementKey(kind: representedElementCategory == .cell ? nil : representedElementKind, indexPath: indexPath)
    }
}

/// An element on show: a cell (no kind) or a supplementary view of a kind, at an index path.
struct ElementKey: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath

    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}
