import Foundation
@testable import HeadlessKit

/// A collection view cell that tells its recorder when it is readied for reuse.
final class TracedCollectionCell: CollectionViewCell {
    var onPrepareForReuse: (() -> Void)?

    override func prepareForReuse() {
        super.prepareForReuse()
        onPrepareForReuse?()
    }
}

/// A flow layout that logs the collection view's questions to a recorder.
final class RecordingFlowLayout: CollectionViewFlowLayout {
    weak var recorder: CollectionRecorder?

    override func prepare() {
        recorder?.lines.append("prepare")
        super.prepare()
    }
    override var collectionViewContentSize: CGSize {
        recorder?.lines.append("contentSize")
        return super.collectionViewContentSize
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        recorder?.lines.append("elements(in: \(CollectionRecorder.rect(rect)))")
        return super.layoutAttributesForElements(in: rect)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let answer = super.shouldInvalidateLayout(forBoundsChange: newBounds)
        recorder?.lines.append("shouldInvalidate(forBoundsChange: \(CollectionRecorder.rect(newBounds))) -> \(answer)")
        return answer
    }
}

/// A collection data source and delegate that logs every question and message, naming cells c1,
/// c2… and supplementary views s1, s2… in the order it first sees them, and answers from its
/// `items` (items per section).
@MainActor
class CollectionRecorder: CollectionViewDataSource, CollectionViewDelegate {
    var lines: [String] = []
    /// The items of each section; its count is the number of sections.
    var items: [Int]
    /// Called from cellForItemAt, after it logged.
    var onCellForItem: ((IndexPath) -> Void)?
    let identifier = "cell"
    private var names: [ObjectIdentifier: String] = [:]
    private var supplementaryCount = 0

    init(items: [Int]) {
        self.items = items
    }

    /// The name the recorder gave `view`, or "?" for one it never handed out.
    func name(_ view: CollectionReusableView) -> String { names[ObjectIdentifier(view)] ?? "?" }

    static func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }
    static func rect(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { GeometryFormat.number($0) }.joined(separator: " ")
    }
    static func kind(_ kind: String) -> String { kind == CollectionView.elementKindSectionHeader ? "header" : "footer" }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        lines.append("numberOfSections")
        return items.count
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        lines.append("numberOfItems(\(section))")
        return items[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        lines.append("cellForItem(\(Self.path(indexPath)))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        if names[ObjectIdentifier(cell)] == nil {
            let name = "c\(names.count - supplementaryCount + 1)"
            names[ObjectIdentifier(cell)] = name
            (cell as? TracedCollectionCell)?.onPrepareForReuse = { [weak self] in self?.lines.append("prepareForReuse(\(name))") }
        }
        onCellForItem?(indexPath)
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        lines.append("viewFor(\(Self.kind(kind)), \(indexPath.section))")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        if names[ObjectIdentifier(view)] == nil {
            supplementaryCount += 1
            names[ObjectIdentifier(view)] = "s\(supplementaryCount)"
        }
        return view
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        lines.append("willDisplay(\(Self.path(indexPath)), \(name(cell)))")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        lines.append("didEndDisplaying(\(Self.path(indexPath)), \(name(cell)))")
    }
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        lines.append("willDisplay(\(Self.kind(elementKind)) \(indexPath.section), \(name(view)))")
    }
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        lines.append("didEndDisplaying(\(Self.kind(elementKind)) \(indexPath.section), \(name(view)))")
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        lines.append("shouldHighlight(\(Self.path(indexPath)))")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        lines.append("didHighlight(\(Self.path(indexPath)))")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        lines.append("didUnhighlight(\(Self.path(indexPath)))")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        lines.append("shouldSelect(\(Self.path(indexPath)))")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("didSelect(\(Self.path(indexPath)))")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        lines.append("shouldDeselect(\(Self.path(indexPath)))")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        lines.append("didDeselect(\(Self.path(indexPath)))")
    }
}

/// A recorder that is also the flow layout's delegate, sizing items with `size` and logging
/// each size asked.
final class FlowRecorder: CollectionRecorder, CollectionViewDelegateFlowLayout {
    var size: (IndexPath) -> CGSize = { _ in CGSize(width: 100, height: 100) }
    var logsSizes = true
    var sizesAsked = 0

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizesAsked += 1
        if logsSizes { lines.append("sizeForItem(\(Self.path(indexPath)))") }
        return size(indexPath)
    }
}

/// A window of 330 × 480 points with a collection view of the given frame and layout whose data
/// source and delegate are a recorder; not yet laid out (the first layout is what tests look at).
@MainActor
struct CollectionFixture<Recorder: CollectionRecorder> {
    let loop = MainRunLoop()
    let window: Window
    let collectionView: CollectionView
    let recorder: Recorder

    init(recorder: Recorder, layout: CollectionViewLayout, frame: CGRect = CGRect(x: 0, y: 0, width: 330, height: 250),
         configure: (CollectionView) -> Void = { _ in }) {
        loop.diagnostics.policy = .collect
        window = Window(screenSize: CGSize(width: 330, height: 480), runLoop: loop)
        collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
        self.recorder = recorder
        (layout as? RecordingFlowLayout)?.recorder = recorder
        collectionView.register(TracedCollectionCell.self, forCellWithReuseIdentifier: recorder.identifier)
        configure(collectionView)
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
    }

    /// Runs the loop until idle and returns the recorder's lines since the last call, clearing them.
    func settle() -> [String] {
        _ = loop.runUntilIdle()
        defer { recorder.lines.removeAll() }
        return recorder.lines
    }

    /// The frames of the cells on show, by index path `section.item`.
    var frames: [String: CGRect] {
        Dictionary(uniqueKeysWithValues: collectionView.visibleCells.map { cell in
            (CollectionRecorder.path(collectionView.indexPath(for: cell)!), cell.frame)
        })
    }

    /// The lines `items` (index paths `section.item`) give when they come on show, in order.
    static func showing(_ paths: [String], cells: [String]) -> [String] {
        zip(paths, cells).flatMap { ["cellForItem(\($0))", "willDisplay(\($0), \($1))"] }
    }
}
