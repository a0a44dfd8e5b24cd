import HeadlessKit

/// UIKit's name for ``Nib``: an archived view hierarchy, read once and instantiated as often as needed.
public typealias UINib = Nib
