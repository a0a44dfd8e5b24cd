import Foundation

/// Loads a nib's document: the steps UIKit takes, in its order.
@MainActor
enum NibLoading {
    /// Makes `nib`'s objects with `owner` as its File's Owner; the top-level objects, or `nil`
    /// (with diagnostics reported) when the nib is refused.
    static func instantiate(_ nib: Nib, owner: AnyObject?, options: [Nib.OptionsKey: Any]) -> [AnyObject]? {
        nil // The loader arrives with the nib format.
    }
}
