/// Builds the code lengths of an optimal prefix code for symbol frequencies, no code longer than
/// a limit — what a dynamic DEFLATE block transmits.
enum HuffmanLengths {
    /// The length of each symbol's code (0 for a symbol of frequency 0), at most `limit` bits.
    /// At least two symbols get codes, so the code is complete as strict decoders require.
    static func lengths(frequencies: [Int], limit: Int) -> [Int] {
        var frequencies = frequencies
        while true {
            let lengths = unlimited(frequencies)
            if (lengths.max() ?? 0) <= limit { return lengths }
            // Flattening the frequencies shortens the deepest codes; halving repeatedly ends at
            // equal weights, whose tree is balanced and shallow enough for every DEFLATE alphabet.
            frequencies = frequencies.map { $0 == 0 ? 0 : max(1, $0 / 2) }
        }
    }

    /// Huffman's code lengths, by the two-queue method on leaves sorted by frequency then symbol.
    private static func unlimited(_ frequencies: [Int]) -> [Int] {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        var lengths = [Int](repeating: 0, count: frequencies.count)
        if used.count < 2 {
            // One symbol (or none) still needs a complete code: pair it with a neighbour.
            let first = used.first ?? 0
            used = [first, first == 0 ? 1 : 0].sorted()
            for symbol in used where symbol < lengths.count { lengths[symbol] = 1 }
            return lengths
        }
        used.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }
        let leafCount = used.count
        var weights = used.map { frequencies[$0] }
        weights.reserveCapacity(2 * leafCount - 1)
        var parents = [Int](repeating: -1, count: 2 * leafCount - 1)
        var nextLeaf = 0, nextInternal = leafCount
        func takeLightest() -> Int {
            if nextLeaf < leafCount && (nextInternal >= weights.count || weights[nextLeaf] <= weights[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<leafCount - 1 {
            let first = takeLightest(), second = takeLightest()
            parents[first] = weights.count
            parents[second] = weights.count
            weights.append(weights[first] + weights[second])
        }
        var depths = [Int](repeating: 0, count: weights.count)
        for node in stride(from: weights.count - 2, through: 0, by: -1) { depths[node] = depths[parents[node]] + 1 }
        for (leaf, symbol) in used.enumerated() { lengths[symbol] = depths[leaf] }
        return lengths
    }
}
