/// HeadlessKit's own archivable views.
extension ArchiveClassRegistry {
    /// Every view class HeadlessKit ships that an archive may name (and the collection view
    /// layouts a collection view's archive names), under its HeadlessKit name
    /// and its UIKit name (`Label` and `UILabel`), so that hand-written and converted archives
    /// both read.
    public static let headlessKitViews: ArchiveClassRegistry = {
        var registry = ArchiveClassRegistry()
        let classes: [(any ArchiveDecodable.Type, String)] = [
            (ViewNode.self, "UIView"), (Label.self, "UILabel"), (ImageView.self, "UIImageView"),
            (ActivityIndicatorView.self, "UIActivityIndicatorView"), (ProgressView.self, "UIProgressView"),
            (StackView.self, "UIStackView"), (Control.self, "UIControl"), (Button.self, "UIButton"),
            (Switch.self, "UISwitch"), (Slider.self, "UISlider"), (Stepper.self, "UIStepper"),
            (SegmentedControl.self, "UISegmentedControl"), (RefreshControl.self, "UIRefreshControl"),
            (ScrollView.self, "UIScrollView"), (TableView.self, "UITableView"),
            (TableViewCell.self, "UITableViewCell"), (TableViewHeaderFooterView.self, "UITableViewHeaderFooterView"),
            (CollectionView.self, "UICollectionView"), (CollectionViewCell.self, "UICollectionViewCell"),
            (CollectionReusableView.self, "UICollectionReusableView"), (TextField.self, "UITextField"),
            (TextView.self, "UITextView"), (CollectionViewLayout.self, "UICollectionViewLayout"),
            (CollectionViewFlowLayout.self, "UICollectionViewFlowLayout"),
        ]
        for (type, uiKitName) in classes {
            registry.register(type)
            registry.register(type, as: uiKitName)
        }
        return registry
    }()
}
