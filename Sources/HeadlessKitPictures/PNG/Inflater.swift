/// Decompresses zlib streams (RFC 1950) of DEFLATE data (RFC 1951): stored, fixed-Huffman and
/// dynamic-Huffman blocks, checked against the stream's Adler-32.
enum Inflater {
    /// The bytes a zlib stream holds.
    static func zlibDecompress(_ stream: [UInt8]) throws(PNGImage.DecodingError) -> [UInt8] {
        guard stream.count >= 2 else { throw .corruptImageData("the zlib stream ends inside its 2-byte header") }
        let method = stream[0], flags = stream[1]
        guard method & 0x0F == 8, method >> 4 <= 7 else {
            throw .corruptImageData("the zlib stream's compression method is not DEFLATE (header byte 0x\(hex(method)))")
        }
        guard (Int(method) << 8 | Int(flags)) % 31 == 0 else {
            throw .corruptImageData("the zlib header's check bits are wrong (0x\(hex(method)) 0x\(hex(flags)))")
        }
        guard flags & 0x20 == 0 else { throw .unsupported("the zlib stream needs a preset dictionary") }
        var reader = BitReader(Array(stream[2...]))
        let output = try inflate(&reader)
        reader.alignToByte()
        var expected = 0
        for _ in 0..<4 { expected = expected << 8 | reader.read(8) }
        guard !reader.isPastEnd else { throw .truncated("the zlib stream ends before its Adler-32 checksum") }
        let actual = Adler32.checksum(output)
        guard UInt32(expected) == actual else {
            throw .corruptImageData("the zlib stream's Adler-32 is 0x\(hex32(UInt32(expected))) but its data's is 0x\(hex32(actual))")
        }
        return output
    }

    /// The bytes of the DEFLATE blocks at `reader`, up to and including the final block.
    static func inflate(_ reader: inout BitReader) throws(PNGImage.DecodingError) -> [UInt8] {
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = reader.read(1) == 1
            switch reader.read(2) {
            case 0: try copyStoredBlock(&reader, into: &output)
            case 1:
                let literals = HuffmanDecoder(lengths: DeflateTables.fixedLiteralLengths)!
                let distances = HuffmanDecoder(lengths: DeflateTables.fixedDistanceLengths)!
                try decodeBlock(&reader, literals: literals, distances: distances, into: &output)
            case 2:
                let (literals, distances) = try readDynamicCodes(&reader)
                try decodeBlock(&reader, literals: literals, distances: distances, into: &output)
            default: throw .corruptImageData("a DEFLATE block has the reserved type 3")
            }
            guard !reader.isPastEnd else { throw .truncated("the compressed image data ends inside a DEFLATE block") }
        }
        return output
    }

    private static func copyStoredBlock(_ reader: inout BitReader, into output: inout [UInt8]) throws(PNGImage.DecodingError) {
        reader.alignToByte()
        let length = reader.read(16), complement = reader.read(16)
        guard length ^ complement == 0xFFFF else {
            throw .corruptImageData("a stored DEFLATE block's length \(length) does not match its complement \(complement)")
        }
        output.reserveCapacity(output.count + length)
        for _ in 0..<length { output.append(UInt8(reader.read(8))) }
    }

    private static func readDynamicCodes(_ reader: inout BitReader) throws(PNGImage.DecodingError) -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = reader.read(5) + 257, distanceCount = reader.read(5) + 1, codeLengthCount = reader.read(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .corruptImageData("a dynamic DEFLATE block declares \(literalCount) literal/length and \(distanceCount) distance codes")
        }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[DeflateTables.codeLengthOrder[index]] = reader.read(3) }
        guard let codeLengths = HuffmanDecoder(lengths: codeLengthLengths) else {
            throw .corruptImageData("a dynamic DEFLATE block's code-length code is over-subscribed")
        }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            guard let symbol = codeLengths.decode(&reader) else {
                throw .corruptImageData("a dynamic DEFLATE block's code lengths use an undefined code")
            }
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw .corruptImageData("a dynamic DEFLATE block repeats a code length before giving one")
                }
                lengths.append(contentsOf: repeatElement(previous, count: 3 + reader.read(2)))
            case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + reader.read(3)))
            default: lengths.append(contentsOf: repeatElement(0, count: 11 + reader.read(7)))
            }
            guard !reader.isPastEnd else { throw .truncated("the compressed image data ends inside a block's code lengths") }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw .corruptImageData("a dynamic DEFLATE block's code lengths run past the codes it declares")
        }
        guard lengths[256] > 0 else { throw .corruptImageData("a dynamic DEFLATE block has no end-of-block code") }
        guard let literals = HuffmanDecoder(lengths: Array(lengths[..<literalCount])),
              let distances = HuffmanDecoder(lengths: Array(lengths[literalCount...])) else {
            throw .corruptImageData("a dynamic DEFLATE block's literal/length or distance code is over-subscribed")
        }
        return (literals, distances)
    }

    private static func decodeBlock(
        _ reader: inout BitReader, literals: HuffmanDecoder, distances: HuffmanDecoder, into output: inout [UInt8]
    ) throws(PNGImage.DecodingError) {
        while true {
            guard !reader.isPastEnd else { throw .truncated("the compressed image data ends inside a DEFLATE block") }
            guard let symbol = literals.decode(&reader) else {
                throw .corruptImageData("a DEFLATE block uses an undefined literal/length code")
            }
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .corruptImageData("a DEFLATE block uses the invalid length code \(symbol)") }
            let length = DeflateTables.lengthBases[lengthIndex] + reader.read(DeflateTables.lengthExtraBits[lengthIndex])
            guard let distanceCode = distances.decode(&reader), distanceCode < 30 else {
                throw .corruptImageData("a DEFLATE block uses an undefined distance code")
            }
            let distance = DeflateTables.distanceBases[distanceCode] + reader.read(DeflateTables.distanceExtraBits[distanceCode])
            guard distance <= output.count else {
                throw .corruptImageData("a DEFLATE block refers \(distance) bytes back with only \(output.count) written")
            }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func hex32(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
