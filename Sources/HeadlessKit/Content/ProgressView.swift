import Foundation

/// A view that shows how much of a task is done — HeadlessKit's `UIProgressView`.
///
/// ``progress`` runs from 0 to 1; the bar fills that share of the view's width from the left.
/// The view has no intrinsic width; its intrinsic height is 4 points in the ``Style/default``
/// style and 2.5 in the ``Style/bar`` style (UIKit's current metrics).
///
/// With an ``observedProgress``, the view shows that `Progress`'s `fractionCompleted`: reading
/// ``progress`` reads it, and the view redraws in the first commit after it changes. UIKit
/// observes the `Progress` with key-value observing, which Linux does not have; HeadlessKit reads
/// it once per turn of the view's run loop instead, just before the commit **(chosen)**.
///
/// ```swift
/// let download = ProgressView(progressViewStyle: .default)
/// download.observedProgress = task.progress
/// ```
@MainActor
open class ProgressView: ViewNode {
    /// The look of a progress view — UIKit's `UIProgressView.Style`, with its raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// The standard bar, on a track, 4 points high with rounded ends.
        case `default` = 0
        /// The bar a toolbar shows, 2.5 points high, with a clear track.
        case bar = 1

        /// The height of a progress view in this style.
        public var height: CGFloat {
            switch self {
            case .default: 4
            case .bar: 2.5
            }
        }
    }

    /// Creates a progress view of `style`, its height the style's and its width zero, at 0.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.height))
        isOpaque = false
    }

    /// Creates a ``Style/default`` progress view with the given frame, at 0.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates the view from an archive (see ``ViewNode/init(coder:)``).
    public required init?(coder: Coder) {
        progressViewStyle = coder.decodeCase(Style.self, forKey: "progressViewStyle") ?? .default
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isOpaque") { isOpaque = false }
        decodeArchivedProgressProperties(from: coder)
    }

    /// Creates a ``Style/default`` progress view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Progress

    /// The current progress, from 0 to 1; the default is 0. With an ``observedProgress``, its
    /// `fractionCompleted` (clamped to 0...1).
    ///
    /// Values outside 0...1 are clamped (UIKit: "Values less than 0.0 and greater than 1.0 are
    /// pinned to those limits"). A NaN or infinite value is refused with a
    /// ``Diagnostic/Kind/invalidControlValue`` diagnostic.
    public var progress: Float {
        get {
            guard let observedProgress else { return storedProgress }
            return Self.clamped(Float(observedProgress.fractionCompleted))
        }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets ``progress`` (clamped to 0...1); `animated` is accepted for UIKit's signature
    /// (HeadlessKit shows the end state at once). While a `Progress` is observed, the view keeps
    /// showing that one.
    public func setProgress(_ progress: Float, animated: Bool) {
        guard acceptsControlValue(Double(progress), named: "progress", keeping: controlNumber(Double(storedProgress))) else { return }
        let clamped = Self.clamped(progress)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsDisplay()
    }

    /// The `Progress` whose completion the view shows, or `nil` (the default).
    public var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            updateProgressObserver()
            setNeedsDisplay()
        }
    }

    // MARK: - Appearance

    /// The look of the view. Changing it changes the intrinsic height and the drawing.
    public var progressViewStyle: Style {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The colour of the filled part; `nil` (the default) draws ``Color/tintColor``.
    public var progressTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the unfilled track; `nil` (the default) draws ``Color/systemFill`` in the
    /// default style and nothing in the bar style (UIKit's clear track).
    public var trackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// An image drawn as the filled part instead of ``progressTintColor``.
    public var progressImage: Image? {
        didSet { setNeedsDisplay() }
    }

    /// An image drawn as the track instead of ``trackTintColor``.
    public var trackImage: Image? {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Size

    /// No intrinsic width; the style's height (4 or 2.5 points).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: progressViewStyle.height)
    }

    /// `size`'s width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: progressViewStyle.height)
    }

    // MARK: - Drawing

    /// Records the track across the bounds (the track image, or the track colour), then the
    /// filled part from the left edge, ``progress`` of the width (the progress image, or the
    /// progress colour).
    ///
    /// Overrides may call `super` to draw the standard bar.
    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        let fraction = CGFloat(progress)
        shownProgress = Float(fraction)
        if let trackImage {
            trackImage.draw(in: bounds)
        } else if let track = trackTintColor ?? (progressViewStyle == .default ? .systemFill : nil) {
            context.fill(bounds, with: track)
        }
        let filled = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * fraction, height: bounds.height)
        guard filled.width > 0 else { return }
        if let progressImage {
            progressImage.draw(in: filled)
        } else {
            context.fill(filled, with: progressTintColor ?? .tintColor)
        }
    }

    /// Starts or stops following the ``observedProgress`` as the view joins or leaves a window.
    /// Overrides call `super`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateProgressObserver()
    }

    // MARK: - Accessibility

    /// Whether assistive technologies see the view; `true` unless set, as for UIKit's progress view.
    open override var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The progress as a whole percentage (`"40%"`), unless a value was set.
    open override var accessibilityValue: String? {
        get { extras?.accessibility?.valueText ?? "\(Int((progress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// ``AccessibilityTraits/updatesFrequently`` unless traits were set.
    open override var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility?.traitSet ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: - Internal state

    var storedProgress: Float = 0
    /// The progress the last drawing showed, to notice an observed `Progress` moving on.
    var shownProgress: Float?
    /// The observer that reads the observed `Progress` before each commit of the window's loop.
    var progressObserver: RunLoopObserver?

    static func clamped(_ progress: Float) -> Float {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// Keeps an observer on the window's loop while a `Progress` is observed and the view is in
    /// a window; removes it otherwise.
    func updateProgressObserver() {
        progressObserver?.invalidate()
        progressObserver = nil
        guard observedProgress != nil, let loop = window?.runLoop else { return }
        progressObserver = loop.addObserver(activities: .beforeWaiting, order: MainRunLoop.commitOrder - 1) { [weak self] _ in
            guard let self, self.observedProgress != nil, self.progress != self.shownProgress else { return }
            self.setNeedsDisplay()
        }
    }

    isolated deinit {
        progressObserver?.invalidate()
    }
}
