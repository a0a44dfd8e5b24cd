/// The fixed tables of DEFLATE (RFC 1951), shared by the compressor and decompressor.
enum DeflateTables {
    /// The shortest match length of each length code 257…285.
    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// The extra bits after each length code 257…285.
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The shortest distance of each distance code 0…29.
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    /// The extra bits after each distance code 0…29.
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code lengths of the code-length alphabet.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The code lengths of the fixed literal/length code.
    static let fixedLiteralLengths: [Int] = (0..<288).map { symbol in
        switch symbol {
        case 0..<144: 8
        case 144..<256: 9
        case 256..<280: 7
        default: 8
        }
    }
    /// The code lengths of the fixed distance code.
    static let fixedDistanceLengths = [Int](repeating: 5, count: 30)

    /// The length code (257…285) of a match length 3…258.
    static let lengthCodes: [UInt16] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        if length == 258 { return 285 }
        var code = 0
        while code + 1 < 28 && lengthBases[code + 1] <= length { code += 1 }
        return UInt16(257 + code)
    }

    /// The distance code (0…29) of a match distance 1…32768.
    static func distanceCode(_ distance: Int) -> Int {
        // Codes come in pairs that double the range: find the pair from the bit length.
        if distance <= 4 { return distance - 1 }
        let bits = Int.bitWidth - (distance - 1).leadingZeroBitCount   // ≥ 3
        let half = ((distance - 1) >> (bits - 2)) & 1
        return 2 * (bits - 1) + half
    }

    /// The canonical codes (as RFC 1951 defines them) of `lengths`, bit-reversed so they can be written
    /// least-significant bit first.
    static func reversedCodes(lengths: [Int]) -> [UInt32] {
        let maximum = lengths.max() ?? 0
        var counts = [Int](repeating: 0, count: maximum + 1)
        for length in lengths where length > 0 { counts[length] += 1 }
        var next = [Int](repeating: 0, count: maximum + 2)
        var code = 0
        if maximum > 0 {
            for bits in 1...maximum {
                code = (code + counts[bits - 1]) << 1
                next[bits] = code
            }
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = reverse(UInt32(next[length]), width: length)
            next[length] += 1
        }
        return codes
    }

    /// The low `width` bits of `value` in reverse order.
    static func reverse(_ value: UInt32, width: Int) -> UInt32 {
        var result: UInt32 = 0
        var value = value
        for _ in 0..<width {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
