/// A dynamic DEFLATE block's codes (RFC 1951): the literal/length and distance code
/// lengths, and how they are sent — run-length coded with a code-length code of their own.
struct DynamicCodes {
    /// The literal/length code's lengths, 286 symbols.
    let literalLengths: [Int]
    /// The distance code's lengths, 30 symbols.
    let distanceLengths: [Int]
    /// How many literal/length and distance lengths are sent (trailing unused ones are not).
    private let literalCount: Int, distanceCount: Int
    /// The run-length coded lengths: code-length symbol, then its extra bits' value.
    private let runs: [(symbol: Int, extra: Int)]
    /// The code-length code's lengths, 19 symbols.
    private let codeLengthLengths: [Int]
    /// How many code-length lengths are sent, in ``DeflateTables/codeLengthOrder``.
    private let codeLengthCount: Int

    /// Optimal codes for the frequencies, limited to 15 bits, and their encoding.
    init(literalFrequencies: [Int], distanceFrequencies: [Int]) {
        literalLengths = HuffmanLengths.lengths(frequencies: literalFrequencies, limit: 15)
        distanceLengths = HuffmanLengths.lengths(frequencies: distanceFrequencies, limit: 15)
        literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = Self.runs(of: Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount]))
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let codeLengthLengths = HuffmanLengths.lengths(frequencies: frequencies, limit: 7)
        self.runs = runs
        self.codeLengthLengths = codeLengthLengths
        codeLengthCount = max(4, (DeflateTables.codeLengthOrder.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1)
    }

    /// The lengths as code-length symbols: 0–15 literally, 16 repeats the previous length 3–6
    /// times, 17 and 18 give runs of 3–10 and 11–138 zeros.
    private static func runs(of lengths: [Int]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 {
                    let taken = min(run, 138)
                    runs.append((18, taken - 11))
                    run -= taken
                }
                if run >= 3 {
                    runs.append((17, run - 3))
                    run = 0
                }
            } else {
                runs.append((length, 0))
                run -= 1
                while run >= 3 {
                    let taken = min(run, 6)
                    runs.append((16, taken - 3))
                    run -= taken
                }
            }
            for _ in 0..<run { runs.append((length, 0)) }
        }
        return runs
    }

    private static let runExtraBits = [16: 2, 17: 3, 18: 7]

    /// The bits the header takes after the block type.
    var headerBits: Int {
        14 + 3 * codeLengthCount + runs.reduce(0) { $0 + codeLengthLengths[$1.symbol] + (Self.runExtraBits[$1.symbol] ?? 0) }
    }

    /// Writes the header: the counts, the code-length code, then the run-length coded lengths.
    func writeHeader(to writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(codeLengthCount - 4), width: 4)
        for symbol in DeflateTables.codeLengthOrder.prefix(codeLengthCount) { writer.write(UInt32(codeLengthLengths[symbol]), width: 3) }
        let codes = DeflateTables.reversedCodes(lengths: codeLengthLengths)
        for run in runs {
            writer.write(codes[run.symbol], width: codeLengthLengths[run.symbol])
            if let extra = Self.runExtraBits[run.symbol] { writer.write(UInt32(run.extra), width: extra) }
        }
    }
}
