/// Reads a PNG file's chunks, checks them, inflates the image data and unfilters its rows into a
/// ``Bitmap``.
struct PNGDecoder {
    private let bytes: [UInt8]

    /// The image header's fields.
    private struct Header {
        var width = 0, height = 0, bitDepth = 0, colorType = 0
        /// Samples per pixel of the colour type.
        var channels: Int {
            switch colorType {
            case 0, 3: 1
            case 4: 2
            case 2: 3
            default: 4
            }
        }
    }

    /// A decoder of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bitmap the file holds.
    func decode() throws(PNGImage.DecodingError) -> Bitmap {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGImage.signature else { throw .notPNG }
        var position = 8
        var header: Header?
        var palette: [Bitmap.Pixel] = []
        var transparency: [UInt8] = []
        var imageData: [UInt8] = []
        var sawEnd = false
        while !sawEnd {
            guard position + 8 <= bytes.count else {
                throw .truncated(header == nil ? "it ends before its IHDR chunk" : "it ends before its IEND chunk")
            }
            let length = Int(readBigEndian(at: position))
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard length <= Int(Int32.max), position + 12 + length <= bytes.count else {
                throw .truncated("it ends inside its \(type) chunk")
            }
            let body = Array(bytes[position + 8..<position + 8 + length])
            let storedCRC = readBigEndian(at: position + 8 + length)
            guard CRC32.checksum(bytes[position + 4..<position + 8 + length]) == storedCRC else {
                throw .badChecksum(chunk: type)
            }
            position += 12 + length
            if header == nil && type != "IHDR" { throw .badStructure("the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR": header = try readHeader(body)
            case "PLTE":
                guard body.count % 3 == 0, body.count <= 768 else {
                    throw .badStructure("the PLTE chunk's length \(body.count) is not 3 bytes per entry, at most 256 entries")
                }
                palette = stride(from: 0, to: body.count, by: 3).map { Bitmap.Pixel(red: body[$0], green: body[$0 + 1], blue: body[$0 + 2]) }
            case "tRNS": transparency = body
            case "IDAT": imageData += body
            case "IEND": sawEnd = true
            default:
                // Ancillary chunks (lowercase first letter) may be skipped; a critical one may not.
                if let first = type.utf8.first, first & 0x20 == 0 {
                    throw .unsupported("the critical chunk \(type)")
                }
            }
        }
        guard let header else { throw .badStructure("it has no IHDR chunk") }
        guard !imageData.isEmpty else { throw .badStructure("it has no IDAT chunk") }
        if header.colorType == 3 && palette.isEmpty { throw .badStructure("a palette image has no PLTE chunk") }
        let inflated = try Inflater.zlibDecompress(imageData)
        let samples = try unfilter(inflated, header: header)
        return try pixels(from: samples, header: header, palette: palette, transparency: transparency)
    }

    private func readBigEndian(at position: Int) -> UInt32 {
        UInt32(bytes[position]) << 24 | UInt32(bytes[position + 1]) << 16 | UInt32(bytes[position + 2]) << 8 | UInt32(bytes[position + 3])
    }

    private func readHeader(_ body: [UInt8]) throws(PNGImage.DecodingError) -> Header {
        guard body.count == 13 else { throw .badStructure("the IHDR chunk is \(body.count) bytes, not 13") }
        func number(_ offset: Int) -> Int {
            Int(body[offset]) << 24 | Int(body[offset + 1]) << 16 | Int(body[offset + 2]) << 8 | Int(body[offset + 3])
        }
        let header = Header(width: number(0), height: number(4), bitDepth: Int(body[8]), colorType: Int(body[9]))
        guard header.width > 0, header.height > 0 else {
            throw .badStructure("the image is \(header.width)×\(header.height) pixels; both must be at least 1")
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[header.colorType], allowed.contains(header.bitDepth) else {
            throw .badStructure("colour type \(header.colorType) with bit depth \(header.bitDepth) is not a PNG format")
        }
        if header.colorType == 0 && header.bitDepth < 8 { throw .unsupported("greyscale of \(header.bitDepth) bits per pixel") }
        guard body[10] == 0, body[11] == 0 else { throw .badStructure("unknown compression or filter method") }
        guard body[12] == 0 else { throw .unsupported("interlacing (Adam7)") }
        guard header.width <= 1 << 16, header.height <= 1 << 16 else {
            throw .unsupported("an image of \(header.width)×\(header.height) pixels (at most 65536 on a side)")
        }
        return header
    }

    /// The rows' samples with their filters undone, filter bytes removed.
    private func unfilter(_ data: [UInt8], header: Header) throws(PNGImage.DecodingError) -> [UInt8] {
        let bitsPerPixel = header.channels * header.bitDepth
        let rowLength = (header.width * bitsPerPixel + 7) / 8
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        guard data.count >= (rowLength + 1) * header.height else {
            throw .truncated("its image data holds \(data.count) bytes; \(header.height) rows need \((rowLength + 1) * header.height)")
        }
        var output: [UInt8] = []
        output.reserveCapacity(rowLength * header.height)
        var previous = [UInt8](repeating: 0, count: rowLength)
        for y in 0..<header.height {
            let start = y * (rowLength + 1)
            guard let filter = RowFilter(rawValue: data[start]) else {
                throw .corruptImageData("row \(y) has the unknown filter type \(data[start])")
            }
            var row = Array(data[start + 1...start + rowLength])
            filter.undo(&row, previous: previous, bytesPerPixel: bytesPerPixel)
            output += row
            previous = row
        }
        return output
    }

    private func pixels(
        from samples: [UInt8], header: Header, palette: [Bitmap.Pixel], transparency: [UInt8]
    ) throws(PNGImage.DecodingError) -> Bitmap {
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        if header.colorType == 3 {
            let rowLength = (header.width * header.bitDepth + 7) / 8
            for y in 0..<header.height {
                for x in 0..<header.width {
                    let bitOffset = x * header.bitDepth
                    let byte = Int(samples[y * rowLength + bitOffset / 8])
                    let index = (byte >> (8 - header.bitDepth - bitOffset % 8)) & ((1 << header.bitDepth) - 1)
                    guard index < palette.count else {
                        throw .corruptImageData("pixel (\(x), \(y)) uses palette entry \(index) of \(palette.count)")
                    }
                    let entry = palette[index], target = (y * header.width + x) * 4
                    rgba[target] = entry.red
                    rgba[target + 1] = entry.green
                    rgba[target + 2] = entry.blue
                    rgba[target + 3] = index < transparency.count ? transparency[index] : 255
                }
            }
            return Bitmap(width: header.width, height: header.height, rgba: rgba)!
        }
        // The high byte of a 16-bit sample is its nearest 8-bit value (to within rounding).
        let step = header.bitDepth == 16 ? 2 : 1
        let channels = header.channels
        let isGrey = header.colorType == 0 || header.colorType == 4
        let hasAlpha = header.colorType == 4 || header.colorType == 6
        samples.withUnsafeBufferPointer { samples in
            rgba.withUnsafeMutableBufferPointer { rgba in
                for pixel in 0..<header.width * header.height {
                    let base = pixel * channels * step, target = pixel * 4
                    if isGrey {
                        let grey = samples[base]
                        (rgba[target], rgba[target + 1], rgba[target + 2]) = (grey, grey, grey)
                    } else {
                        (rgba[target], rgba[target + 1], rgba[target + 2]) = (samples[base], samples[base + step], samples[base + 2 * step])
                    }
                    rgba[target + 3] = hasAlpha ? samples[base + (channels - 1) * step] : 255
                }
            }
        }
        return Bitmap(width: header.width, height: header.height, rgba: rgba)!
    }
}
