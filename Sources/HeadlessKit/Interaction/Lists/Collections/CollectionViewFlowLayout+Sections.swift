import Foundation

/// Working the sections out: the metrics and sizes, from the delegate or the layout's own
/// values, and the lines of each section.
extension CollectionViewFlowLayout {
    /// Lays every section out end to end and sets the content size.
    func layOutSections() {
        sections = []
        guard let collectionView else {
            preparedContentSize = .zero
            preparedBoundsSize = nil
            return
        }
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let isVertical = storedScrollDirection == .vertical
        let reference = referenceInsets(of: collectionView)
        let size = collectionView.bounds.size
        let crossExtent = max(0, isVertical ? size.width - reference.left - reference.right : size.height - reference.top - reference.bottom)
        preparedBoundsSize = size
        let sectionCount = collectionView.numberOfSections
        sections.reserveCapacity(sectionCount)
        var main: CGFloat = 0
        for section in 0..<sectionCount {
            let metrics = self.metrics(of: section, in: collectionView, delegate: delegate)
            let sizes = itemSizes(of: section, in: collectionView, delegate: delegate)
            var geometry = FlowLayoutSection(sizes: sizes, metrics: metrics, start: main, crossExtent: crossExtent, isVertical: isVertical)
            if reference.left != 0 || reference.top != 0 { geometry.offsetAcross(isVertical ? reference.left : reference.top, isVertical: isVertical) }
            main = geometry.mainMax
            sections.append(geometry)
        }
        preparedContentSize = isVertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    /// The insets a section's are measured from, beyond the content inset the content size is
    /// already inside of.
    private func referenceInsets(of collectionView: CollectionView) -> EdgeInsets {
        let content = collectionView.adjustedContentInset
        let outer: EdgeInsets = switch storedSectionInsetReference {
        case .fromContentInset: content
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
        return EdgeInsets(
            top: max(0, outer.top - content.top), left: max(0, outer.left - content.left),
            bottom: max(0, outer.bottom - content.bottom), right: max(0, outer.right - content.right))
    }

    private func metrics(of section: Int, in collectionView: CollectionView, delegate: (any CollectionViewDelegateFlowLayout)?) -> FlowLayoutMetrics {
        guard let delegate else {
            return FlowLayoutMetrics(
                inset: storedSectionInset, lineSpacing: storedMinimumLineSpacing, interitemSpacing: storedMinimumInteritemSpacing,
                headerSize: storedHeaderReferenceSize, footerSize: storedFooterReferenceSize)
        }
        let inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
        return FlowLayoutMetrics(
            inset: Self.isAcceptable(inset) ? inset : answerRefused("insetForSectionAt", "\(inset)", storedSectionInset),
            lineSpacing: accepted(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
                                  "minimumLineSpacingForSectionAt", storedMinimumLineSpacing),
            interitemSpacing: accepted(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
                                       "minimumInteritemSpacingForSectionAt", storedMinimumInteritemSpacing),
            headerSize: accepted(delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
                                 "referenceSizeForHeaderInSection", storedHeaderReferenceSize),
            footerSize: accepted(delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section),
                                 "referenceSizeForFooterInSection", storedFooterReferenceSize))
    }

    /// Every item's size: with an estimated size, the size its cell preferred or the estimate;
    /// else the delegate's (asked for every item) or ``itemSize``.
    private func itemSizes(of section: Int, in collectionView: CollectionView, delegate: (any CollectionViewDelegateFlowLayout)?) -> [CGSize] {
        let count = collectionView.numberOfItems(inSection: section)
        if storedEstimatedItemSize != .zero {
            let estimate = storedEstimatedItemSize == Self.automaticSize ? storedItemSize : storedEstimatedItemSize
            return (0..<count).map { preferredSizes[IndexPath(item: $0, section: section)] ?? estimate }
        }
        guard let delegate else { return Array(repeating: storedItemSize, count: count) }
        return (0..<count).map { item in
            accepted(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)),
                     "sizeForItemAt", storedItemSize)
        }
    }

    private func accepted(_ size: CGSize, _ method: String, _ fallback: CGSize) -> CGSize {
        Self.isAcceptable(size) ? size : answerRefused(method, "\(size)", fallback)
    }

    private func accepted(_ length: CGFloat, _ method: String, _ fallback: CGFloat) -> CGFloat {
        length.isFinite && length >= 0 ? length : answerRefused(method, GeometryFormat.number(length), fallback)
    }

    private func answerRefused<Value>(_ method: String, _ answer: String, _ fallback: Value) -> Value {
        refuse("the delegate's \(method) answered \(answer), which is not finite and 0 or more", kept: "the layout's own value \(fallback)")
        return fallback
    }
}

extension FlowLayoutSection {
    /// Moves the section's elements across the scroll axis by `delta`.
    mutating func offsetAcross(_ delta: CGFloat, isVertical: Bool) {
        func moved(_ rect: CGRect) -> CGRect { isVertical ? rect.offsetBy(dx: delta, dy: 0) : rect.offsetBy(dx: 0, dy: delta) }
        header = header.map(moved)
        footer = footer.map(moved)
        itemFrames = itemFrames.map(moved)
    }
}
