import HeadlessUIKit

/// A square photo thumbnail with its caption.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let captionLabel = UILabel()

    required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textAlignment = .center
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        captionLabel.text = nil
    }
}

/// A grid of photos, three to a row, with a header per album; tapping a photo selects it.
final class PhotosViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    static let headerIdentifier = "AlbumHeader"

    let albums: [(title: String, photos: [String])]
    private(set) var opened: [String] = []

    init(albums: [(title: String, photos: [String])]) {
        self.albums = albums
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: Self.headerIdentifier
        )
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.captionLabel.text = albums[indexPath.section].photos[indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(albums[indexPath.section].photos[indexPath.item])
    }
}
