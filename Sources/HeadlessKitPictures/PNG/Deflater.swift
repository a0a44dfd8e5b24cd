/// Compresses bytes into a zlib stream (RFC 1950) of DEFLATE blocks (RFC 1951): LZ77 matches
/// from ``MatchFinder``, each block written with whichever of a dynamic Huffman code, the fixed
/// code or no compression (stored) is smallest.
enum Deflater {
    /// Tokens per block: large enough that a dynamic block's code table is worth sending, small
    /// enough that the codes follow changes in the picture.
    static let tokensPerBlock = 32768

    /// The zlib stream of `bytes`: header, DEFLATE blocks, Adler-32.
    static func zlibCompress(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(0x78, width: 8)   // DEFLATE with a 32 KiB window
        writer.write(0x9C, width: 8)   // no dictionary, default level; 0x789C is a multiple of 31
        let tokens = MatchFinder.tokens(bytes)
        var blockStart = 0, byteStart = 0
        repeat {
            let blockEnd = min(blockStart + tokensPerBlock, tokens.count)
            let block = tokens[blockStart..<blockEnd]
            let byteCount = block.reduce(0) { $0 + (MatchFinder.isMatch($1) ? MatchFinder.length($1) : 1) }
            writeBlock(block, bytes: bytes[byteStart..<byteStart + byteCount], isFinal: blockEnd == tokens.count, to: &writer)
            blockStart = blockEnd
            byteStart += byteCount
        } while blockStart < tokens.count
        writer.alignToByte()
        var output = writer.bytes
        output.appendBigEndian(Adler32.checksum(bytes))
        return output
    }

    /// Writes one block of `tokens` (which spell `bytes`) in its smallest form.
    private static func writeBlock(_ tokens: ArraySlice<MatchFinder.Token>, bytes: ArraySlice<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var literalFrequencies = [Int](repeating: 0, count: 286), distanceFrequencies = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for token in tokens {
            if MatchFinder.isMatch(token) {
                let lengthCode = Int(DeflateTables.lengthCodes[MatchFinder.length(token)])
                let distanceCode = DeflateTables.distanceCode(MatchFinder.distance(token))
                literalFrequencies[lengthCode] += 1
                distanceFrequencies[distanceCode] += 1
                extraBits += DeflateTables.lengthExtraBits[lengthCode - 257] + DeflateTables.distanceExtraBits[distanceCode]
            } else {
                literalFrequencies[Int(token)] += 1
            }
        }
        literalFrequencies[256] = 1
        let dynamic = DynamicCodes(literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies)
        func cost(_ literalLengths: [Int], _ distanceLengths: [Int]) -> Int {
            zip(literalFrequencies, literalLengths).reduce(0) { $0 + $1.0 * $1.1 }
                + zip(distanceFrequencies, distanceLengths).reduce(0) { $0 + $1.0 * $1.1 } + extraBits
        }
        let dynamicBits = 3 + dynamic.headerBits + cost(dynamic.literalLengths, dynamic.distanceLengths)
        let fixedBits = 3 + cost(DeflateTables.fixedLiteralLengths, DeflateTables.fixedDistanceLengths)
        let storedBits = (bytes.count + 5 * max(1, (bytes.count + 65534) / 65535)) * 8 + 7
        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(bytes, isFinal: isFinal, to: &writer)
        } else if dynamicBits < fixedBits {
            writer.write(isFinal ? 1 : 0, width: 1)
            writer.write(2, width: 2)
            dynamic.writeHeader(to: &writer)
            writeTokens(tokens, literalLengths: dynamic.literalLengths, distanceLengths: dynamic.distanceLengths, to: &writer)
        } else {
            writer.write(isFinal ? 1 : 0, width: 1)
            writer.write(1, width: 2)
            writeTokens(tokens, literalLengths: DeflateTables.fixedLiteralLengths, distanceLengths: DeflateTables.fixedDistanceLengths,
                        to: &writer)
        }
    }

    /// Writes `bytes` uncompressed, in stored blocks of at most 65535 bytes.
    private static func writeStored(_ bytes: ArraySlice<UInt8>, isFinal: Bool, to writer: inout BitWriter) {
        var start = bytes.startIndex
        repeat {
            let end = min(start + 65535, bytes.endIndex)
            writer.write(isFinal && end == bytes.endIndex ? 1 : 0, width: 1)
            writer.write(0, width: 2)
            writer.alignToByte()
            let length = UInt32(end - start)
            writer.write(length, width: 16)
            writer.write(~length & 0xFFFF, width: 16)
            writer.append(bytes: bytes[start..<end])
            start = end
        } while start < bytes.endIndex
    }

    /// Writes the tokens with the given codes, then the end-of-block code.
    private static func writeTokens(
        _ tokens: ArraySlice<MatchFinder.Token>, literalLengths: [Int], distanceLengths: [Int], to writer: inout BitWriter
    ) {
        let literalCodes = DeflateTables.reversedCodes(lengths: literalLengths)
        let distanceCodes = DeflateTables.reversedCodes(lengths: distanceLengths)
        for token in tokens {
            guard MatchFinder.isMatch(token) else {
                writer.write(literalCodes[Int(token)], width: literalLengths[Int(token)])
                continue
            }
            let length = MatchFinder.length(token), distance = MatchFinder.distance(token)
            let lengthCode = Int(DeflateTables.lengthCodes[length])
            writer.write(literalCodes[lengthCode], width: literalLengths[lengthCode])
            writer.write(UInt32(length - DeflateTables.lengthBases[lengthCode - 257]), width: DeflateTables.lengthExtraBits[lengthCode - 257])
            let distanceCode = DeflateTables.distanceCode(distance)
            writer.write(distanceCodes[distanceCode], width: distanceLengths[distanceCode])
            writer.write(UInt32(distance - DeflateTables.distanceBases[distanceCode]), width: DeflateTables.distanceExtraBits[distanceCode])
        }
        writer.write(literalCodes[256], width: literalLengths[256])
    }
}
