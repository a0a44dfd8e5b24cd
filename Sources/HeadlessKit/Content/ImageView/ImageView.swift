import Foundation

/// A view that shows an image — HeadlessKit's `UIImageView`.
///
/// HeadlessKit has no pixels: the image view records its image as a
/// ``DrawingCommand/image(_:in:)`` placed by its ``ViewNode/contentMode`` (stretched, fitted,
/// filled, centred or pinned to an edge), and a template image (a symbol, or one made with
/// ``Image/RenderingMode/alwaysTemplate``) recorded tinted with the view's ``ViewNode/tintColor``.
/// Its ``intrinsicContentSize`` is the image's size.
///
/// ```swift
/// let icon = ImageView(image: Image(systemName: "star"))
/// icon.tintColor = .systemOrange
/// icon.intrinsicContentSize   // the symbol's size
/// ```
///
/// An image view does not take touches (``ViewNode/isUserInteractionEnabled`` is `false`).
@MainActor
open class ImageView: ViewNode {
    var storedImage: Image?
    var storedHighlightedImage: Image?
    var storedIsHighlighted = false
    var storedPreferredSymbolConfiguration: Image.SymbolConfiguration?
    /// The size the view last drew its image at: a resize draws it again in its new place.
    var drawnSize: CGSize?
    /// Changes whenever an animation starts or stops, so a scheduled end knows it is stale.
    var animationGeneration = 0
    var animationEnd: RunLoopTimer?

    /// The images an animation cycles through, or `nil` (the default).
    public var animationImages: [Image]?
    /// The images a highlighted animation cycles through, or `nil` (the default).
    public var highlightedAnimationImages: [Image]?
    /// How long one cycle of ``animationImages`` lasts, in seconds; 0 (the default) means one
    /// thirtieth of a second per image, as in UIKit. Negative and non-finite values are refused
    /// with a diagnostic, and the old value kept.
    public var animationDuration: TimeInterval = 0 {
        didSet {
            guard !animationDuration.isFinite || animationDuration < 0 else { return }
            let refused = animationDuration
            animationDuration = oldValue
            refuseGeometry("animationDuration is not a finite, non-negative number (HeadlessKit's check): "
                + "\(GeometryFormat.number(refused)). HeadlessKit kept \(GeometryFormat.number(oldValue)); pass seconds.")
        }
    }
    /// How many times the animation repeats; 0 (the default) repeats until ``stopAnimating()``.
    public var animationRepeatCount = 0
    /// Whether ``startAnimating()`` is in effect: until ``stopAnimating()``, or until a finite
    /// ``animationRepeatCount`` of cycles has passed on the run loop's clock.
    public internal(set) var isAnimating = false

    /// Creates an image view of the given frame without an image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        flags.insert(.isUserInteractionDisabled)
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isUserInteractionEnabled") { flags.insert(.isUserInteractionDisabled) }
        decodeArchivedImageViewProperties(from: coder)
    }

    /// Creates an image view showing `image`, sized to it (a zero frame without an image), as UIKit does.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedImage = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to
    /// `image`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        storedHighlightedImage = highlightedImage
    }

    /// Creates an image view with a zero frame and no image.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Override points

    /// The image shown now (see ``displayedImage``)'s size, or no intrinsic metric on either axis
    /// without one. Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size, or zero without one, whatever size is offered. Overrides need not call
    /// `super`. Called by ``ViewNode/sizeToFit()``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// Records the image shown now, placed by the content mode, tinted when it is a template.
    ///
    /// Called by the display pass; never call it directly. Overrides that draw more call `super`.
    open override func draw(_ rect: CGRect) {
        drawnSize = bounds.size
        guard let image = displayedImage, let context = GraphicsContext.current else { return }
        var drawn = image
        if image.isDrawnAsTemplate, image.tintColor == nil {
            drawn = image.withTintColor(context.paint(effectiveTintColor), renderingMode: .alwaysTemplate)
        }
        context.record(.image(drawn, in: imageRect(for: image.size).applying(context.ctm)))
    }

    /// Lays out the subviews; a view whose size changed since it last drew is marked for display,
    /// so its recorded image follows its content mode. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let drawnSize, drawnSize != bounds.size { setNeedsDisplay() }
    }

    // MARK: - Framework hooks

    override func effectiveTintDidChange() {
        if displayedImage?.isDrawnAsTemplate == true { setNeedsDisplay() }
    }

    override func environmentTraitsDidChange(from previous: TraitCollection) {
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous), displayedImage?.isDrawnAsTemplate == true {
            setNeedsDisplay()
        }
    }

    /// Image views are not accessibility elements unless made so (UIKit's default).
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? false }
        set { super.isAccessibilityElement = newValue }
    }

    /// ``AccessibilityTraits/image`` unless set otherwise.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? .image }
        set { super.accessibilityTraits = newValue }
    }
}

extension Image {
    /// Whether the image draws as its shape in a tint colour: a template, or a symbol drawn automatically.
    var isDrawnAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }
}
