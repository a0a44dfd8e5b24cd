import Foundation

/// How a slider maps values to thumb positions and back, and how it draws.
extension Slider {
    /// The thumb's frame for the current value.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    /// The thumb's size: the current thumb image's, else 28 × 28.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? Self.defaultThumbSize
    }

    /// Where `value` lies in the range, from 0 at the minimum to 1 at the maximum (0 when the
    /// range is empty).
    func fraction(of value: Float) -> CGFloat {
        guard storedMaximum > storedMinimum else { return 0 }
        let clamped = min(max(value, storedMinimum), storedMaximum)
        return CGFloat((clamped - storedMinimum) / (storedMaximum - storedMinimum))
    }

    /// The value whose thumb would be centred at `x`: the inverse of the thumb's placement along
    /// the track, clamped to the range.
    func value(forThumbCenterX x: CGFloat) -> Float {
        let travel = trackRect(forBounds: bounds).insetBy(dx: -Self.trackEndInset, dy: 0)
        let width = thumbSize.width
        let span = travel.width - width
        guard span > 0, storedMaximum > storedMinimum else { return storedMinimum }
        let fraction = min(max((x - width / 2 - travel.minX) / span, 0), 1)
        return storedMinimum + Float(fraction) * (storedMaximum - storedMinimum)
    }

    /// Stores `value` clamped to the range; redraws when it changed. Sends nothing.
    func setClampedValue(_ value: Float) {
        let clamped = min(max(value, storedMinimum), storedMaximum)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    /// The square a touch-down must land in to grab `thumb`: the thumb grown to 48 × 48 points
    /// around its centre (a larger thumb is its own hit area).
    static func hitArea(ofThumb thumb: CGRect) -> CGRect {
        thumb.insetBy(dx: -max(0, (thumbHitSide - thumb.width) / 2), dy: -max(0, (thumbHitSide - thumb.height) / 2))
    }

    /// The height the slider wants: 31 points, or its tallest thumb or value image.
    var fittingHeight: CGFloat {
        [Self.defaultHeight, thumbSize.height, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0].max()!
    }

    /// The narrowest width that shows the thumb and the value images with their gaps.
    var minimumFittingWidth: CGFloat {
        var width = thumbSize.width
        if let image = minimumValueImage { width += image.size.width + Self.valueImageGap }
        if let image = maximumValueImage { width += image.size.width + Self.valueImageGap }
        return width
    }

    /// Records the slider: value images, both parts of the track, then the thumb.
    func drawSlider(in context: GraphicsContext) {
        if !isEnabled { context.setAlpha(Switch.disabledAlpha) }
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = min(max(thumb.minX + (thumb.width / 2).rounded(), track.minX), track.maxX)
        let minimumPart = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let maximumPart = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        if let image = currentMinimumTrackImage {
            image.draw(in: minimumPart)
        } else {
            context.fill(minimumPart, with: minimumTrackTintColor ?? .tintColor)
        }
        if let image = currentMaximumTrackImage {
            image.draw(in: maximumPart)
        } else {
            context.fill(maximumPart, with: maximumTrackTintColor ?? .systemFill)
        }
        if let image = currentThumbImage {
            image.draw(in: thumb)
        } else {
            context.fillEllipse(in: thumb, with: thumbTintColor ?? .white)
        }
    }
}
