import Foundation

/// A view that shows a task is in progress — HeadlessKit's `UIActivityIndicatorView`.
///
/// ``startAnimating()`` and ``stopAnimating()`` switch ``isAnimating``; with
/// ``hidesWhenStopped`` (the default) the indicator is hidden whenever it is stopped — including
/// when it is created — and shown when it starts. HeadlessKit does not spin the spokes: it records
/// them once, as the indicator draws them at rest.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .large)
/// view.addSubview(spinner)
/// spinner.startAnimating()      // shown
/// spinner.stopAnimating()       // hidden again
/// ```
@MainActor
open class ActivityIndicatorView: ViewNode {
    /// The look of an indicator — UIKit's `UIActivityIndicatorView.Style`, with its raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// A large white indicator (deprecated in UIKit for ``large``): 37 × 37 points.
        case whiteLarge = 0
        /// A white indicator (deprecated in UIKit for ``medium``): 20 × 20 points.
        case white = 1
        /// A grey indicator (deprecated in UIKit for ``medium``): 20 × 20 points.
        case gray = 2
        /// The default indicator: 20 × 20 points.
        case medium = 100
        /// The large indicator: 37 × 37 points.
        case large = 101

        /// The indicator's size in this style: 37 × 37 for the large styles, else 20 × 20.
        public var size: CGSize {
            switch self {
            case .whiteLarge, .large: CGSize(width: 37, height: 37)
            case .white, .gray, .medium: CGSize(width: 20, height: 20)
            }
        }

        /// The spokes' colour in this style when no ``ActivityIndicatorView/color`` is set:
        /// white, grey, or ``Color/secondaryLabel`` for the current styles **(chosen**: the
        /// dynamic grey UIKit draws them in).
        var defaultColor: Color {
            switch self {
            case .whiteLarge, .white: .white
            case .gray: .gray
            case .medium, .large: .secondaryLabel
            }
        }
    }

    /// Creates a stopped, hidden indicator of `style`, sized for it (UIKit: "sizes the view
    /// according to the style").
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isOpaque = false
        isHidden = true
    }

    /// Creates a stopped, hidden ``Style/medium`` indicator with the given frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        style = coder.decodeCase(Style.self, forKey: "style") ?? .medium
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isOpaque") { isOpaque = false }
        if !coder.containsValue(forKey: "isHidden") { isHidden = true }
        decodeArchivedIndicatorProperties(from: coder)
    }

    /// Creates a stopped, hidden ``Style/medium`` indicator, 20 × 20 points.
    public convenience init() {
        self.init(style: .medium)
    }

    /// The indicator's look. Changing it changes the intrinsic size and the drawing; the frame
    /// keeps its size until the next layout or ``ViewNode/sizeToFit()``.
    public var style: Style {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour. Setting `nil` returns to the style's colour, which the getter then
    /// reports (UIKit's null-resettable colour).
    public var color: Color! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the indicator hides while stopped (`true`, the default). Setting it applies at
    /// once: a stopped indicator hides or shows.
    public var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// Whether the indicator is animating: from ``startAnimating()`` until ``stopAnimating()``.
    public private(set) var isAnimating = false

    /// Starts the indicator; it is shown.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the indicator; it hides unless ``hidesWhenStopped`` is `false`.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 or 37 × 37 points.
    open override var intrinsicContentSize: CGSize { style.size }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    /// Records the eight spokes around the centre, each a rounded line from 40 % to 100 % of the
    /// radius, the first at the top and the others clockwise, fading from the colour to an eighth
    /// of its opacity (the indicator at rest).
    ///
    /// Overrides may call `super` to draw the standard spokes.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        let lineWidth = (radius * Self.spokeWidthRatio).rounded()
        let color: Color = self.color
        for spoke in 0..<Self.spokeCount {
            let angle = CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokeCount)
            let direction = CGPoint(x: sin(angle), y: -cos(angle))
            let inner = CGPoint(x: center.x + direction.x * radius * Self.innerRadiusRatio,
                                y: center.y + direction.y * radius * Self.innerRadiusRatio)
            let outer = CGPoint(x: center.x + direction.x * (radius - lineWidth / 2),
                                y: center.y + direction.y * (radius - lineWidth / 2))
            let opacity = 1 - CGFloat(spoke) / CGFloat(Self.spokeCount)
            context.strokeLine(from: inner.rounded, to: outer.rounded, with: color.withAlphaComponent(color.alpha * opacity),
                               lineWidth: lineWidth)
        }
    }

    // MARK: - Internal state

    var storedColor: Color?

    /// How many spokes an indicator has.
    static let spokeCount = 8
    /// Where the spokes start, as a share of the radius.
    static let innerRadiusRatio: CGFloat = 0.4
    /// The spokes' thickness, as a share of the radius.
    static let spokeWidthRatio: CGFloat = 0.2
}

private extension CGPoint {
    /// The point with each coordinate rounded to a hundredth, so recorded spokes compare exactly.
    var rounded: CGPoint {
        CGPoint(x: (x * 100).rounded() / 100, y: (y * 100).rounded() / 100)
    }
}
