import Foundation

/// How a controller's view comes from a nib: the nib its storyboard scene, its ``nibName`` or
/// its class's name gives.
extension ViewControllerBase {
    /// Loads the view from the nib UIKit's `loadView()` would, in its order: the storyboard
    /// scene's, else the one named ``nibName`` (in ``nibBundle``, else the main bundle), else one
    /// named like the class without `Controller` (`LoginView`), then like the class
    /// (`LoginViewController`). Whether a nib was found (a plain view follows when none was).
    func loadViewFromNib() -> Bool {
        if let sceneNib {
            loadView(from: sceneNib)
            return true
        }
        let bundle = nibBundle ?? .main
        if let nibName {
            let nib = Nib(nibName: nibName, bundle: nibBundle)
            guard nib.document != nil else {
                reportNibUnavailable(nibName, in: bundle)
                return false
            }
            loadView(from: nib)
            return true
        }
        for name in defaultNibNames where bundle.url(forResource: name, withExtension: Nib.documentExtension) != nil {
            loadView(from: Nib(nibName: name, bundle: nibBundle))
            return true
        }
        return false
    }

    /// The names UIKit tries for a controller made without a nib name: the class's name without
    /// its `Controller` suffix, then the class's name; none for HeadlessKit's own controllers.
    private var defaultNibNames: [String] {
        let type = Swift.type(of: self)
        guard !String(reflecting: type).hasPrefix("HeadlessKit.") else { return [] }
        let name = String(describing: type)
        guard name.hasSuffix("Controller"), name.count > "Controller".count else { return [name] }
        return [String(name.dropLast("Controller".count)), name]
    }

    private func loadView(from nib: Nib) {
        // A refused nib has reported why; the plain view follows.
        guard NibLoading.instantiate(nib, owner: self, options: [:]) != nil, storedView == nil else { return }
        reportMisuse(Diagnostic(
            kind: .malformedArchive,
            message: "-[\(Swift.type(of: self)) _loadViewFromNibNamed:bundle:] loaded the \"\(nib.nibName)\" nib but the view "
                + "outlet was not set. \(self) gets a plain view; connect the File's Owner's \"view\" outlet in the nib "
                + "(\"owner\": {\"outlets\": {\"view\": \"root\"}}).",
            objects: [self]))
    }

    /// UIKit's failure to find a controller's nib: reported, and the controller gets a plain
    /// view **(chosen)** instead of an exception.
    private func reportNibUnavailable(_ name: String, in bundle: Bundle) {
        reportMisuse(Diagnostic(
            kind: .nibUnavailable,
            message: Nib.unavailableMessage(named: name, in: bundle) + " loadView() of \(self) made a plain view; add "
                + "\(name).\(Nib.documentExtension) to the bundle's resources, or make the controller with "
                + "init(nibName: nil, bundle: nil) and build its view in code.",
            objects: [self]))
    }
}

extension ViewControllerBase: ArchiveBuiltInOutlets, ArchiveOwnerContext {
    /// A controller's `view`, a table view controller's `tableView` and a collection view
    /// controller's `collectionView`.
    func builtInArchiveOutlet(named name: String) -> ArchiveOutlet? {
        switch (self, name) {
        case (_, "view"):
            ArchiveOutlet(accepting: ViewNode.self) { [weak self] in self?.view = $0 }
        case (let controller as TableViewController, "tableView"):
            ArchiveOutlet(accepting: TableView.self) { [weak controller] in controller?.tableView = $0 }
        case (let controller as CollectionViewController, "collectionView"):
            ArchiveOutlet(accepting: CollectionView.self) { [weak controller] in controller?.collectionView = $0 }
        default:
            nil
        }
    }

    /// The loop of the controller's window or view, for nibs it owns.
    var archiveRunLoop: MainRunLoop? { runLoop }
}
