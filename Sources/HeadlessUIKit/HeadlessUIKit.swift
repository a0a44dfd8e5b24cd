// HeadlessUIKit: UIKit's names for HeadlessKit's types, so UIKit code ports by changing
// `import UIKit` to `import HeadlessUIKit`. Every declaration here is a type alias or a thin
// forwarding function; behaviour lives in HeadlessKit.
//
// The module is not called `UIKit`: a module of that name makes Swift Testing load its UIKit
// cross-import overlay, which does not build on Linux.

@_exported import Foundation
@_exported import HeadlessKit
