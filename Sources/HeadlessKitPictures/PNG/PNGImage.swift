import Foundation

/// Encodes a ``Bitmap`` as PNG data and decodes PNG data to a bitmap, with HeadlessKitPictures'
/// own encoder and decoder (no image library), so snapshots are the same bytes on every machine.
///
/// ```swift
/// let data = PNGImage.encode(bitmap)
/// try data.write(to: URL(fileURLWithPath: "/tmp/screen.png"))
/// let again = try PNGImage.decode(data)   // again == bitmap
/// ```
///
/// The encoder writes 8-bit RGB when every pixel is opaque and 8-bit RGBA otherwise, chooses
/// each row's filter by a fixed rule and compresses with its own DEFLATE; the same bitmap always
/// gives the same bytes. The decoder reads non-interlaced PNGs of 8 or 16 bits per channel in
/// greyscale, grey with alpha, RGB, RGBA, and palettes of 8 bits or fewer.
public enum PNGImage {
    /// The 8 bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `bitmap`: the same bytes for the same pixels, on every run and machine.
    public static func encode(_ bitmap: Bitmap) -> Data {
        let opaque = bitmap.isOpaque
        let channels = opaque ? 3 : 4
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]   // depth 8; RGB or RGBA; deflate; adaptive filters; not interlaced
        let scanlines = RowFilter.filteredScanlines(of: bitmap, channels: channels)
        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", Deflater.zlibCompress(scanlines), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// The bitmap a PNG file holds, with straight alpha; throws a ``DecodingError`` naming what
    /// is wrong with data that is not a well-formed PNG this decoder reads.
    public static func decode(_ data: Data) throws(DecodingError) -> Bitmap {
        try PNGDecoder(bytes: [UInt8](data)).decode()
    }

    private static func appendChunk(_ type: String, _ body: [UInt8], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(body.count))
        let start = file.count
        file += Array(type.utf8)
        file += body
        file.appendBigEndian(CRC32.checksum(file[start...]))
    }
}

extension [UInt8] {
    /// Appends `value` as 4 bytes, most significant first, as PNG stores numbers.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
