import HeadlessKit

/// UIKit's name for ``Font``.
public typealias UIFont = Font
/// UIKit's name for ``FontDescriptor``.
public typealias UIFontDescriptor = FontDescriptor
/// UIKit's name for ``FontMetrics``.
public typealias UIFontMetrics = FontMetrics
/// UIKit's name for ``ParagraphStyle``.
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's name for ``MutableParagraphStyle``.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// UIKit's name for ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's name for ``UnderlineStyle``.
public typealias NSUnderlineStyle = UnderlineStyle
/// UIKit's name for ``Shadow``.
public typealias NSShadow = Shadow
/// UIKit's name for ``StringDrawingOptions``.
public typealias NSStringDrawingOptions = StringDrawingOptions
/// UIKit's name for ``StringDrawingContext``.
public typealias NSStringDrawingContext = StringDrawingContext
/// UIKit's name for ``TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's name for ``UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's name for ``TraitEnvironmentLayoutDirection``.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's name for ``UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's name for ``UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's name for ``LegibilityWeight``.
public typealias UILegibilityWeight = LegibilityWeight
/// UIKit's name for ``ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's name for ``Image``.
public typealias UIImage = Image
/// UIKit's name for ``BezierPath``.
public typealias UIBezierPath = BezierPath
/// UIKit's name for ``RectCorner``.
public typealias UIRectCorner = RectCorner
/// UIKit's name for ``GraphicsImageRenderer``.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// UIKit's name for ``GraphicsImageRenderer/Format``.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRenderer.Format
/// UIKit's name for ``GraphicsImageRenderer/Context``.
public typealias UIGraphicsImageRendererContext = GraphicsImageRenderer.Context
/// Core Graphics' name for ``Gradient``.
public typealias CGGradient = Gradient
/// Core Graphics' name for ``GradientDrawingOptions``.
public typealias CGGradientDrawingOptions = GradientDrawingOptions
/// Core Graphics' name for ``LineCap``.
public typealias CGLineCap = LineCap
/// Core Graphics' name for ``LineJoin``.
public typealias CGLineJoin = LineJoin
/// Core Graphics' name for ``PathFillRule``.
public typealias CGPathFillRule = PathFillRule
/// Core Graphics' name for ``PathDrawingMode``.
public typealias CGPathDrawingMode = PathDrawingMode
