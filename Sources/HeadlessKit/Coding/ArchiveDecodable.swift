/// An object an archive can make — the decoding half of Foundation's `NSCoding`, with the
/// `awakeFromNib()` that UIKit sends every object a nib made.
///
/// ``ViewNode`` and ``ViewControllerBase`` and every view and controller HeadlessKit ships
/// conform; a class of yours that is not a view or a controller conforms itself to be made by an
/// archive (a top-level object, say).
@MainActor
public protocol ArchiveDecodable: AnyObject {
    /// Creates the object from an archive's keyed values; `nil` refuses the archive.
    init?(coder: Coder)
    /// Called once every object of the archive is made and every outlet and action connected.
    func awakeFromNib()
}
