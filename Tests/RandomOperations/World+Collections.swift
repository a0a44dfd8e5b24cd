import Foundation
import HeadlessKit

/// A collection view that is its own data source and flow delegate, with seeded counts and
/// sizes; the questions and messages it gets are hooks, from which operations run.
@MainActor
final class ChaosCollection: CollectionView, CollectionViewDataSource, CollectionViewDelegateFlowLayout, ChaosNamed {
    weak var world: World?
    let name: String
    /// The identity of each item, section by section: what the data source answers with (changed
    /// with or without a reload, or by batch updates), and what each cell is given as its tag.
    var identities: [[Int]] = [Array(0..<30)]
    /// The next identity to give a new or reloaded item.
    var nextIdentity = 30
    /// Whether the collection view shows `identities`: false from a change without a reload
    /// until the next reload.
    var showsIdentities = true
    /// The items of each section; setting it gives every item a new identity.
    var items: [Int] {
        get { identities.map(\.count) }
        set { identities = newValue.map { freshIdentities($0) } }
    }

    /// `count` identities never given before.
    func freshIdentities(_ count: Int) -> [Int] {
        defer { nextIdentity += count }
        return Array(nextIdentity..<(nextIdentity + count))
    }
    /// Mixed into the item sizes, so that a change of it changes every size.
    var sizeSalt = 0
    /// Whether the delegate gives sizes per item (else the layout's item size).
    var variesSizes = true

    init(world: World, number: Int, layout: CollectionViewLayout) {
        self.world = world
        name = "collection\(number)"
        super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 150), collectionViewLayout: layout)
        register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        dataSource = self
        delegate = self
    }
    required init?(coder: Coder) { nil }


    func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section < identities.count ? identities[section].count : 0
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = identity(at: indexPath) ?? -1
        world?.maybeAct(from: self)
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard variesSizes else { return (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero }
        let seed = indexPath.item &* 31 &+ indexPath.section &* 7 &+ sizeSalt &* 13
        return CGSize(width: CGFloat(10 + seed % 50), height: CGFloat(10 + (seed / 3) % 40))
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        world?.maybeAct(from: self)
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        world?.maybeAct(from: self)
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { world?.maybeAct(from: self) }

    /// The identity of the item at `indexPath` in the model, or `nil`.
    func identity(at indexPath: IndexPath) -> Int? {
        identities.indices.contains(indexPath.section) && identities[indexPath.section].indices.contains(indexPath.item)
            ? identities[indexPath.section][indexPath.item] : nil
    }
}

/// A grid of 40-point squares, four to a row, written as a layout subclass.
@MainActor
final class ChaosGridLayout: CollectionViewLayout {
    var side: CGFloat = 40
    private var counts: [Int] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return counts = [] }
        counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }
    override var collectionViewContentSize: CGSize {
        CGSize(width: side * 4, height: CGFloat(rowStarts.last ?? 0) * side)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let starts = rowStarts
        var found: [CollectionViewLayoutAttributes] = []
        for section in counts.indices {
            for item in 0..<min(counts[section], 2_000) {
                let attributes = self.attributes(IndexPath(item: item, section: section), starts)
                if attributes.frame.intersects(rect) { found.append(attributes) }
            }
        }
        return found
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
            ? attributes(indexPath, rowStarts) : nil
    }
    /// The first row of each section, then the total.
    private var rowStarts: [Int] {
        var starts = [0]
        for count in counts { starts.append(starts.last! + (min(count, 2_000) + 3) / 4) }
        return starts
    }
    private func attributes(_ indexPath: IndexPath, _ starts: [Int]) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        let row = starts[indexPath.section] + indexPath.item / 4
        attributes.frame = CGRect(x: CGFloat(indexPath.item % 4) * side, y: CGFloat(row) * side, width: side, height: side)
        return attributes
    }
}

/// The collection views of a run, made on first use.
@MainActor
final class CollectionChaos {
    var collections: [ChaosCollection] = []
}

/// Collection views in the random operations: shown and moved, reloaded, their counts and sizes
/// changed with and without a reload, layouts swapped and tuned, scrolled by code and by
/// fingers, items tapped and selected, resized. After idle, the cells on show are exactly the
/// items whose attributes meet the bounds, each at its attributes' frame.
extension World {
    /// The two collection views of the run (one flow, one custom grid), made on first use.
    var collectionPool: [ChaosCollection] {
        let state = collectionState
        if state.collections.isEmpty {
            state.collections = (0..<2).map { index in
                let layout: CollectionViewLayout = index == 0 ? CollectionViewFlowLayout() : ChaosGridLayout()
                let collection = ChaosCollection(world: self, number: index, layout: layout)
                track(collection, collection.name)
                return collection
            }
        }
        return state.collections
    }

    func performCollectionOperation() {
        let collection = collectionPool[pick(collectionPool.count)]
        let label = collection.name
        switch pick(16) {
        case 13, 14, 15:
            performCollectionUpdate(collection)
        case 0, 1:
            let shown = windows.filter { !$0.isHidden }
            let parent: ViewNode = chance(3) ? anyView() : element(shown) ?? anyView()
            guard parent !== collection, !parent.isDescendant(of: collection) else { return }
            note("\(name(parent)).addSubview(\(label))")
            parent.addSubview(collection)
        case 2:
            note("\(label).reloadData()")
            collection.showsIdentities = true
            collection.reloadData()
        case 3:
            collection.items = (0..<pick(4)).map { _ in chance(10) ? 100_000 : pick(60) }
            let reloads = !chance(4)
            note("\(label).items = \(collection.items)\(reloads ? ", reloadData()" : " without a reload")")
            collection.showsIdentities = reloads
            if reloads { collection.reloadData() }
        case 4:
            let offset = CGPoint(x: 0, y: CGFloat(pick(Int(min(collection.contentSize.height, 1_000_000)) + 200)) - 100)
            let animated = chance(3)
            note("\(label).setContentOffset(\(offset), animated: \(animated))")
            collection.setContentOffset(offset, animated: animated)
        case 5:
            guard let indexPath = anyItem(of: collection) else { return }
            let position = [CollectionView.ScrollPosition.top, .centeredVertically, .bottom, []][pick(4)]
            note("\(label).scrollToItem(at: \(indexPath), at: \(position.rawValue))")
            collection.scrollToItem(at: indexPath, at: position, animated: chance(3))
        case 6, 7:
            guard hookDepth == 0, let window = collection.window, !window.isHidden else { return }
            let point = collection.convert(CGPoint(x: collection.bounds.midX, y: collection.bounds.midY), to: window)
            if chance(2) {
                let tapped = CGPoint(
                    x: point.x + CGFloat(pick(Int(collection.bounds.width) + 1)) - collection.bounds.width / 2,
                    y: point.y + CGFloat(pick(Int(collection.bounds.height) + 1)) - collection.bounds.height / 2)
                note("tap \(label) at \(tapped)")
                window.tap(at: tapped)
            } else {
                let velocity = CGPoint(x: 0, y: CGFloat(pick(9)) - 4)
                note("flick \(label) at \(point), velocity \(velocity)")
                window.flick(from: point, velocity: velocity)
            }
        case 8:
            if let flow = collection.collectionViewLayout as? CollectionViewFlowLayout {
                switch pick(4) {
                case 0:
                    flow.itemSize = CGSize(width: CGFloat(10 + pick(60)), height: CGFloat(10 + pick(60)))
                    collection.variesSizes = chance(2)
                    note("\(label): itemSize \(flow.itemSize), variesSizes \(collection.variesSizes)")
                case 1:
                    flow.headerReferenceSize = chance(2) ? .zero : CGSize(width: 20, height: 20)
                    note("\(label): headerReferenceSize \(flow.headerReferenceSize)")
                case 2:
                    flow.sectionInset = EdgeInsets(top: CGFloat(pick(10)), left: CGFloat(pick(10)), bottom: CGFloat(pick(10)), right: CGFloat(pick(10)))
                    flow.minimumLineSpacing = CGFloat(pick(15))
                    note("\(label): sectionInset \(flow.sectionInset), minimumLineSpacing \(flow.minimumLineSpacing)")
                default:
                    flow.estimatedItemSize = flow.estimatedItemSize == .zero ? CGSize(width: 30, height: 30) : .zero
                    note("\(label): estimatedItemSize \(flow.estimatedItemSize)")
                }
            } else if let grid = collection.collectionViewLayout as? ChaosGridLayout {
                grid.side = CGFloat(20 + pick(40))
                note("\(label): grid side \(grid.side), invalidateLayout()")
                grid.invalidateLayout()
            }
        case 9:
            let size = CGSize(width: CGFloat(60 + pick(140)), height: CGFloat(40 + pick(200)))
            note("\(label).frame.size = \(size)")
            collection.frame.size = size
        case 10:
            collection.sizeSalt += 1
            let reloads = chance(2)
            note("\(label): new item sizes\(reloads ? ", reloadData()" : ", invalidateLayout()")")
            if reloads { collection.reloadData() } else { collection.collectionViewLayout.invalidateLayout() }
        case 11:
            guard let indexPath = anyItem(of: collection), !chance(4) else {
                note("\(label).selectItem(at: nil)")
                return collection.selectItem(at: nil, animated: false, scrollPosition: [])
            }
            collection.allowsMultipleSelection = chance(2)
            if collection.indexPathsForSelectedItems?.contains(indexPath) == true {
                note("\(label).deselectItem(at: \(indexPath))")
                collection.deselectItem(at: indexPath, animated: false)
            } else {
                note("\(label).selectItem(at: \(indexPath))")
                collection.selectItem(at: indexPath, animated: false, scrollPosition: chance(2) ? [] : .top)
            }
        default:
            note("\(label).removeFromSuperview()")
            collection.removeFromSuperview()
        }
    }

    /// An item of `collection`, or `nil` when it has none.
    func anyItem(of collection: CollectionView) -> IndexPath? {
        let sections = collection.numberOfSections
        guard sections > 0 else { return nil }
        let section = pick(sections)
        let count = collection.numberOfItems(inSection: section)
        guard count > 0 else { return nil }
        return IndexPath(item: pick(count), section: section)
    }

    // MARK: - Checks

    /// After idle: in every collection view in a window of `loop`, the cells on show are exactly
    /// the items whose layout attributes meet the bounds, each a shown subview at its attributes'
    /// frame and selected as its item is.
    func collectionViolation(in loop: MainRunLoop) -> String? {
        for collection in collectionState.collections where collection.window?.runLoop === loop && !loop.isFrozen {
            let label = collection.name
            let paths = collection.indexPathsForVisibleItems
            let cells = collection.visibleCells
            let bounds = collection.bounds
            let layout = collection.collectionViewLayout
            let expected = (layout.layoutAttributesForElements(in: bounds) ?? [])
                .filter { $0.representedElementCategory == .cell && meetsWithArea($0.frame, bounds) }
                .map(\.indexPath).sorted()
            if expected != paths { return "\(label) shows \(paths), but items \(expected) meet its bounds \(bounds)" }
            for (indexPath, cell) in zip(paths, cells) {
                guard let attributes = layout.layoutAttributesForItem(at: indexPath) else {
                    return "\(label) shows \(indexPath), which its layout has no attributes for"
                }
                if cell.superview !== collection || cell.isHidden != attributes.isHidden {
                    return "\(label)'s cell for \(indexPath) is not shown in it"
                }
                // A view keeps its centre and size (as UIKit's), so a fractional frame reads back
                // within a rounding error: compare what is stored.
                if cell.center != attributes.center || cell.bounds.size != attributes.size {
                    return "\(label)'s cell for \(indexPath) is at \(cell.frame), not \(attributes.frame)"
                }
                if collection.showsIdentities, let identity = collection.identity(at: indexPath), cell.tag != identity {
                    return "\(label)'s cell for \(indexPath) shows item \(cell.tag), but the item there is \(identity)"
                }
                let selected = collection.indexPathsForSelectedItems?.contains(indexPath) == true
                if cell.isSelected != selected {
                    return "\(label)'s cell for \(indexPath) has isSelected \(cell.isSelected), but the item's selection is \(selected)"
                }
            }
        }
        return nil
    }

    private func meetsWithArea(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
    }
}
