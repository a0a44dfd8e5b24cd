import Foundation

extension Bundle {
    /// Loads the nib `name` (the file `name.nib.json` in this bundle) with `owner` as its File's
    /// Owner and returns its top-level objects — UIKit's `loadNibNamed(_:owner:options:)`; `nil`,
    /// with a diagnostic, when the nib is missing or refused.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        NibLoading.instantiate(Nib(nibName: name, bundle: self), owner: owner as AnyObject?, options: options ?? [:])
    }
}

extension ViewNode {
    /// The first top-level object of the nib `name` (in `bundle`, the main bundle if `nil`) that
    /// is a `Self`, made with `owner` as the File's Owner; `nil` when the nib is missing,
    /// refused, or has no such object.
    ///
    /// ```swift
    /// let card = CardView.loadFromNib(named: "CardView")
    /// ```
    public static func loadFromNib(named name: String, bundle: Bundle? = nil, owner: AnyObject? = nil) -> Self? {
        let objects = NibLoading.instantiate(Nib(nibName: name, bundle: bundle), owner: owner, options: [:])
        return objects?.lazy.compactMap { $0 as? Self }.first
    }
}
