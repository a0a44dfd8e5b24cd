import Foundation

extension Image {
    /// An image of the named file in the app's main bundle (see ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image of the named PNG or JPEG file in `bundle` (the main bundle when `nil`).
    ///
    /// A name without an extension looks for `name.png`, then `name.jpg` and `name.jpeg`, each
    /// with the scale suffix that matches the trait collection's display scale first (`@2x`,
    /// `@3x`), then the plain name, then the other suffixes; without a display scale the plain
    /// name comes first, then `@2x`, then `@3x` (**chosen**: HeadlessKit has no main screen to
    /// ask). The suffix sets the image's scale. Only the header is read, for the pixel size;
    /// there are no asset catalogues. `nil` when no file is found or its header is not one of a
    /// PNG or JPEG.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard !name.isEmpty else { return nil }
        let bundle = bundle ?? .main
        let extensionGiven = (name as NSString).pathExtension
        let base = extensionGiven.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = extensionGiven.isEmpty ? ["png", "jpg", "jpeg"] : [extensionGiven]
        let preferred = traitCollection?.displayScale ?? 0
        var scales: [CGFloat] = preferred > 0 ? [preferred] : []
        for scale in [1, 2, 3] as [CGFloat] where !scales.contains(scale) { scales.append(scale) }
        for fileExtension in extensions {
            for scale in scales {
                let resource = scale == 1 ? base : "\(base)@\(Int(scale))x"
                guard let url = bundle.url(forResource: resource, withExtension: fileExtension),
                      let data = try? Data(contentsOf: url), let pixels = Self.pixelSize(of: data) else { continue }
                self.init(Properties(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                                     name: name))
                return
            }
        }
        return nil
    }

    /// An image of PNG or JPEG data at scale 1 (see ``init(data:scale:)``).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image of PNG or JPEG data whose pixels are `scale` to a point; only the header is
    /// read, for the size. Data that is not a well-formed PNG or JPEG header gives `nil`, never
    /// a crash; a scale that is not a positive finite number counts as 1.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = Self.pixelSize(of: data) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(Properties(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale))
    }

    /// An image of the PNG or JPEG file at `path`; a name ending in `@2x` or `@3x` (before the
    /// extension) sets the scale. `nil` when the file cannot be read or is not a PNG or JPEG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let pixels = Self.pixelSize(of: data) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(Properties(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                             name: (path as NSString).lastPathComponent))
    }

    // MARK: - Headers

    /// The pixel size a PNG or JPEG header states, or `nil` for anything else.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(1 << 20))
        return pngSize(bytes) ?? jpegSize(bytes)
    }

    /// PNG: the 8-byte signature, then the IHDR chunk whose data starts with the width and
    /// height as big-endian 32-bit numbers.
    static func pngSize(_ bytes: [UInt8]) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { return nil }
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// JPEG: the start-of-image marker, then segments until a start-of-frame segment, whose
    /// data holds the precision, then the height and width as big-endian 16-bit numbers.
    static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            var marker = bytes[index + 1]
            index += 2
            while marker == 0xFF, index < bytes.count {   // fill bytes
                marker = bytes[index]
                index += 1
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD9 || marker == 0xDA { return nil }   // end of image, or scan data before a frame
            guard index + 1 < bytes.count else { return nil }
            let length = bigEndian(bytes, index, 2)
            guard length >= 2, index + length <= bytes.count else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard length >= 7 else { return nil }
                let height = bigEndian(bytes, index + 3, 2), width = bigEndian(bytes, index + 5, 2)
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            index += length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        var value = 0
        for offset in 0..<count { value = value << 8 | Int(bytes[start + offset]) }
        return value
    }
}
