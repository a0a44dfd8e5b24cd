import Foundation

/// The flow layout's sizes and spacings: each setter refuses a negative or non-finite value
/// (a ``Diagnostic/Kind/invalidCollectionViewAnswer`` diagnostic, the old value kept) and
/// invalidates the layout when the value changes.
extension CollectionViewFlowLayout {
    /// The direction lines follow each other in; ``ScrollDirection/vertical`` by default.
    public var scrollDirection: ScrollDirection {
        get { storedScrollDirection }
        set {
            guard storedScrollDirection != newValue else { return }
            storedScrollDirection = newValue
            invalidateLayout()
        }
    }

    /// The size of every item whose size the delegate does not give; 50 × 50 points by default.
    public var itemSize: CGSize {
        get { storedItemSize }
        set { setSize(\.storedItemSize, newValue, named: "itemSize") }
    }

    /// An estimate of the items' sizes that makes the layout size each item from its cell
    /// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``) as it comes on show;
    /// `.zero` (the default) does not. Items not yet on show take the estimate
    /// (``CollectionViewFlowLayout/automaticSize``: the ``itemSize``).
    public var estimatedItemSize: CGSize {
        get { storedEstimatedItemSize }
        set {
            guard newValue == Self.automaticSize || Self.isAcceptable(newValue) else {
                return refuse("estimatedItemSize \(newValue) is neither a finite size of 0 or more nor automaticSize", kept: "\(storedEstimatedItemSize)")
            }
            guard storedEstimatedItemSize != newValue else { return }
            storedEstimatedItemSize = newValue
            invalidateLayout()
        }
    }

    /// The smallest distance between lines; 10 points by default.
    public var minimumLineSpacing: CGFloat {
        get { storedMinimumLineSpacing }
        set { setLength(\.storedMinimumLineSpacing, newValue, named: "minimumLineSpacing") }
    }

    /// The smallest distance between items in a line; 10 points by default.
    public var minimumInteritemSpacing: CGFloat {
        get { storedMinimumInteritemSpacing }
        set { setLength(\.storedMinimumInteritemSpacing, newValue, named: "minimumInteritemSpacing") }
    }

    /// The margins around each section's items (inside its header and footer); zero by default.
    public var sectionInset: EdgeInsets {
        get { storedSectionInset }
        set {
            guard Self.isAcceptable(newValue) else {
                return refuse("sectionInset \(newValue) is not finite", kept: "\(storedSectionInset)")
            }
            guard storedSectionInset != newValue else { return }
            storedSectionInset = newValue
            invalidateLayout()
        }
    }

    /// What ``sectionInset`` is measured from; ``SectionInsetReference/fromContentInset`` by
    /// default.
    public var sectionInsetReference: SectionInsetReference {
        get { storedSectionInsetReference }
        set {
            guard storedSectionInsetReference != newValue else { return }
            storedSectionInsetReference = newValue
            invalidateLayout()
        }
    }

    /// The size of each section's header; only its height counts in a vertical layout (the
    /// header spans the width), only its width in a horizontal one. `.zero` (the default) shows
    /// no headers.
    public var headerReferenceSize: CGSize {
        get { storedHeaderReferenceSize }
        set { setSize(\.storedHeaderReferenceSize, newValue, named: "headerReferenceSize") }
    }

    /// The size of each section's footer, as ``headerReferenceSize``; `.zero` shows no footers.
    public var footerReferenceSize: CGSize {
        get { storedFooterReferenceSize }
        set { setSize(\.storedFooterReferenceSize, newValue, named: "footerReferenceSize") }
    }

    // MARK: - Internals

    private func setSize(_ keyPath: ReferenceWritableKeyPath<CollectionViewFlowLayout, CGSize>, _ value: CGSize, named name: String) {
        guard Self.isAcceptable(value) else {
            return refuse("\(name) \(value) is not a finite size of 0 or more", kept: "\(self[keyPath: keyPath])")
        }
        guard self[keyPath: keyPath] != value else { return }
        self[keyPath: keyPath] = value
        invalidateLayout()
    }

    private func setLength(_ keyPath: ReferenceWritableKeyPath<CollectionViewFlowLayout, CGFloat>, _ value: CGFloat, named name: String) {
        guard value.isFinite, value >= 0 else {
            return refuse("\(name) \(GeometryFormat.number(value)) is not a finite length of 0 or more", kept: GeometryFormat.number(self[keyPath: keyPath]))
        }
        guard self[keyPath: keyPath] != value else { return }
        self[keyPath: keyPath] = value
        invalidateLayout()
    }

    static func isAcceptable(_ size: CGSize) -> Bool {
        GeometryFormat.isFinite(size.width, size.height) && size.width >= 0 && size.height >= 0
    }

    static func isAcceptable(_ inset: EdgeInsets) -> Bool {
        GeometryFormat.isFinite(inset.top, inset.left, inset.bottom, inset.right)
    }

    /// Reports a refused value, to the collection view's loop or, without one, the current loop's.
    func refuse(_ what: String, kept: String) {
        let diagnostic = Diagnostic(
            kind: .invalidCollectionViewAnswer,
            message: "CollectionViewFlowLayout: \(what) (HeadlessKit's check). HeadlessKit kept \(kept); pass sizes and "
                + "spacings in points, 0 or more.",
            objects: [self])
        if let collectionView {
            collectionView.reportMisuse(diagnostic)
        } else {
            DiagnosticsSink.report(diagnostic, to: MainRunLoop.current?.diagnostics)
        }
    }
}
