import Foundation

/// The image view's images, highlight, symbol configuration and animation state.
extension ImageView {
    /// The image shown, or `nil` (the default). A change marks the view for display and, when the
    /// size changes, invalidates its intrinsic size.
    public var image: Image? {
        get { storedImage }
        set {
            guard newValue !== storedImage else { return }
            let oldSize = displayedImage?.size
            storedImage = newValue
            displayedImageDidChange(from: oldSize)
        }
    }

    /// The image shown while ``isHighlighted``, or `nil` (the default, which keeps ``image``).
    public var highlightedImage: Image? {
        get { storedHighlightedImage }
        set {
            guard newValue !== storedHighlightedImage else { return }
            let oldSize = displayedImage?.size
            storedHighlightedImage = newValue
            if storedIsHighlighted { displayedImageDidChange(from: oldSize) }
        }
    }

    /// Whether the view shows ``highlightedImage`` (when it has one); `false` by default.
    public var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            guard newValue != storedIsHighlighted else { return }
            let oldSize = displayedImage?.size
            storedIsHighlighted = newValue
            if storedHighlightedImage != nil { displayedImageDidChange(from: oldSize) }
        }
    }

    /// The configuration applied to a symbol image shown by the view (its point size, weight and
    /// scale), or `nil` (the default). Other images are shown as they are.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        get { storedPreferredSymbolConfiguration }
        set {
            guard newValue != storedPreferredSymbolConfiguration else { return }
            let oldSize = displayedImage?.size
            storedPreferredSymbolConfiguration = newValue
            displayedImageDidChange(from: oldSize)
        }
    }

    /// The image the view shows now: the highlighted image while highlighted (when set), else the
    /// image — a symbol in the ``preferredSymbolConfiguration``.
    public var displayedImage: Image? {
        let shown = storedIsHighlighted ? storedHighlightedImage ?? storedImage : storedImage
        guard let shown, let configuration = storedPreferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.withConfiguration(configuration)
    }

    /// Starts the animation of ``animationImages`` (nothing without images).
    ///
    /// HeadlessKit records no frames: ``isAnimating`` turns `true` and, with a finite
    /// ``animationRepeatCount``, `false` again once that many cycles of ``animationDuration`` have
    /// passed on the run loop's clock **(chosen: state only, frames are not recorded)**.
    public func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        stopScheduledEnd()
        isAnimating = true
        guard animationRepeatCount > 0, let loop = owningRunLoop ?? MainRunLoop.current else { return }
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let generation = animationGeneration
        animationEnd = loop.scheduleTimer(
            withTimeInterval: .seconds(cycle * Double(animationRepeatCount)), repeats: false, mode: .common
        ) { [weak self] _ in
            guard let self, animationGeneration == generation else { return }
            animationEnd = nil
            isAnimating = false
        }
    }

    /// Stops the animation; ``isAnimating`` turns `false`.
    public func stopAnimating() {
        stopScheduledEnd()
        isAnimating = false
    }

    private func stopScheduledEnd() {
        animationGeneration &+= 1
        animationEnd?.invalidate()
        animationEnd = nil
    }

    /// Where the image of `imageSize` goes in the bounds by the content mode.
    func imageRect(for imageSize: CGSize) -> CGRect {
        let bounds = self.bounds
        let width = imageSize.width, height = imageSize.height
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard width > 0, height > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
            let scales = (bounds.width / width, bounds.height / height)
            let scale = contentMode == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
            let size = CGSize(width: width * scale, height: height * scale)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let x: CGFloat = switch contentMode {
            case .left, .topLeft, .bottomLeft: bounds.minX
            case .right, .topRight, .bottomRight: bounds.maxX - width
            default: bounds.midX - width / 2
            }
            let y: CGFloat = switch contentMode {
            case .top, .topLeft, .topRight: bounds.minY
            case .bottom, .bottomLeft, .bottomRight: bounds.maxY - height
            default: bounds.midY - height / 2
            }
            return CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The shown image changed: redraw, and re-measure when its size did.
    private func displayedImageDidChange(from oldSize: CGSize?) {
        setNeedsDisplay()
        if displayedImage?.size != oldSize { invalidateIntrinsicContentSize() }
    }
}
