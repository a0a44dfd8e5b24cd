/// Finds repeated strings for DEFLATE (LZ77 over a 32 KiB window, RFC 1951 §4): hash chains of
/// 3-byte prefixes, searched newest first to a fixed depth, taking the longest match (a fixed
/// search keeps the output the same on every machine).
enum MatchFinder {
    /// A literal byte (below 256) or a match: `1 << 31 | length << 16 | distance`.
    typealias Token = UInt32

    /// The farthest back a match may reach.
    static let windowSize = 32768
    /// The longest match DEFLATE can express.
    static let longestMatch = 258
    /// How many earlier positions with the same hash are tried before settling.
    static let chainDepth = 48
    private static let hashBits = 15

    /// Whether `token` is a match rather than a literal.
    static func isMatch(_ token: Token) -> Bool { token & 0x8000_0000 != 0 }
    /// A match token's length, 3…258.
    static func length(_ token: Token) -> Int { Int(token >> 16 & 0x1FF) }
    /// A match token's distance, 1…32768.
    static func distance(_ token: Token) -> Int { Int(token & 0xFFFF) }

    /// `input` as literals and matches, in order.
    static func tokens(_ input: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(input.count / 4)
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        input.withUnsafeBufferPointer { input in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    let count = input.count
                    func hash(_ position: Int) -> Int {
                        (Int(input[position]) << 10 ^ Int(input[position + 1]) << 5 ^ Int(input[position + 2])) & (1 << hashBits - 1)
                    }
                    func insert(_ position: Int) {
                        let key = hash(position)
                        previous[position & (windowSize - 1)] = head[key]
                        head[key] = Int32(position)
                    }
                    var position = 0
                    while position < count {
                        var bestLength = 0, bestDistance = 0
                        if position + 3 <= count {
                            let limit = min(longestMatch, count - position)
                            var candidate = Int(head[hash(position)])
                            var depth = chainDepth
                            while candidate >= 0, position - candidate <= windowSize, depth > 0 {
                                if input[candidate + bestLength] == input[position + bestLength] {
                                    var length = 0
                                    while length < limit && input[candidate + length] == input[position + length] { length += 1 }
                                    if length > bestLength {
                                        bestLength = length
                                        bestDistance = position - candidate
                                        if length == limit { break }
                                    }
                                }
                                let next = Int(previous[candidate & (windowSize - 1)])
                                // A slot reused by a newer position no longer leads further back.
                                guard next < candidate else { break }
                                candidate = next
                                depth -= 1
                            }
                            insert(position)
                        }
                        if bestLength >= 3 {
                            tokens.append(0x8000_0000 | Token(bestLength) << 16 | Token(bestDistance & 0xFFFF))
                            for skipped in position + 1..<position + bestLength where skipped + 3 <= count { insert(skipped) }
                            position += bestLength
                        } else {
                            tokens.append(Token(input[position]))
                            position += 1
                        }
                    }
                }
            }
        }
        return tokens
    }
}
