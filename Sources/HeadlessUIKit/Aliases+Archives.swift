import HeadlessKit

/// Foundation's name for ``Coder``, the keyed values `init(coder:)` reads.
public typealias NSCoder = Coder
/// Foundation's name for ``ArchiveDecodable``: an object an archive can make (decoding only).
public typealias NSCoding = ArchiveDecodable
