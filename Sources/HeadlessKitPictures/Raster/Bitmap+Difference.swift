extension Bitmap {
    /// A picture of where `self` differs from `other`, and how many pixels differ: pixels equal
    /// in both are drawn faded grey (so the picture's shapes stay recognisable), differing ones
    /// bright red. The picture covers both sizes; a pixel only one bitmap has counts as differing.
    ///
    /// ```swift
    /// let (image, differingPixels) = actual.difference(from: reference)
    /// if differingPixels > 0 { try PNGImage.encode(image).write(to: failureURL) }
    /// ```
    public func difference(from other: Bitmap) -> (image: Bitmap, differingPixels: Int) {
        let width = max(self.width, other.width), height = max(self.height, other.height)
        var image = Bitmap(width: width, height: height)
        var differing = 0
        let red = Pixel(red: 255, green: 0, blue: 0)
        for y in 0..<height {
            for x in 0..<width {
                let mine = x < self.width && y < self.height ? self[x, y] : nil
                let theirs = x < other.width && y < other.height ? other[x, y] : nil
                guard let mine, mine == theirs else {
                    differing += 1
                    image[x, y] = red
                    continue
                }
                image[x, y] = Self.faded(mine)
            }
        }
        return (image, differing)
    }

    /// `pixel` as a pale grey of its luminance over white, so unchanged areas recede.
    private static func faded(_ pixel: Pixel) -> Pixel {
        // Rec. 601 luma in integers (weights sum to 1000), composited over white, then lifted
        // towards white by three quarters.
        let luma = (299 * Int(pixel.red) + 587 * Int(pixel.green) + 114 * Int(pixel.blue)) / 1000
        let alpha = Int(pixel.alpha)
        let overWhite = (luma * alpha + 255 * (255 - alpha)) / 255
        let grey = UInt8(255 - (255 - overWhite) / 4)
        return Pixel(red: grey, green: grey, blue: grey)
    }
}
