import HeadlessKit

/// Core Graphics' name for ``AffineTransform2D``.
public typealias CGAffineTransform = AffineTransform2D
/// Core Graphics' name for ``GraphicsContext``.
public typealias CGContext = GraphicsContext
/// Core Graphics' name for ``Path``.
public typealias CGPath = Path
/// Core Graphics' name for ``MutablePath``.
public typealias CGMutablePath = MutablePath
/// Core Graphics' colour type: HeadlessKit's ``Color`` serves as both `UIColor` and `CGColor`.
public typealias CGColor = Color
/// Core Foundation's time interval, in seconds.
public typealias CFTimeInterval = Double

/// The context of the `draw(_:)` running now, or `nil` outside one — UIKit's
/// `UIGraphicsGetCurrentContext()`.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }

/// Fills `rect` with the current context's fill colour — UIKit's `UIRectFill`; does nothing
/// outside a drawing.
@MainActor
public func UIRectFill(_ rect: CGRect) { GraphicsContext.current?.fill(rect) }
