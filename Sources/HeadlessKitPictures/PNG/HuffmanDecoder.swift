/// Decodes one canonical Huffman code (RFC 1951) with a table indexed by the next
/// `maximumLength` bits: each entry holds a symbol and its code length, 0 for bits no code begins.
struct HuffmanDecoder {
    private let table: [UInt32]
    private let maximumLength: Int

    /// The decoder of the code with these lengths per symbol (0: symbol unused); `nil` when the
    /// lengths promise more codes than fit (an over-subscribed code).
    init?(lengths: [Int]) {
        let maximum = max(lengths.max() ?? 0, 1)
        var counts = [Int](repeating: 0, count: maximum + 1)
        for length in lengths where length > 0 { counts[length] += 1 }
        var left = 1
        for bits in 1...maximum {
            left = left * 2 - counts[bits]
            if left < 0 { return nil }
        }
        let codes = DeflateTables.reversedCodes(lengths: lengths)
        var table = [UInt32](repeating: 0, count: 1 << maximum)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            var index = Int(codes[symbol])
            while index < table.count {
                table[index] = UInt32(symbol) << 4 | UInt32(length)
                index += 1 << length
            }
        }
        self.table = table
        maximumLength = maximum
    }

    /// The next symbol from `reader`, or `nil` when the bits begin no code.
    func decode(_ reader: inout BitReader) -> Int? {
        let entry = table[reader.peek(maximumLength)]
        let length = Int(entry & 15)
        guard length > 0 else { return nil }
        reader.skip(length)
        return Int(entry >> 4)
    }
}
