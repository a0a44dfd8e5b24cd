/// Finds repeated strings for DEFLATE (LZ77 over a 32 KiB window, as RFC 1951 describes): hash chains of
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
    /// A match at least this long is taken at once, without looking one byte further.
    static let lazyLimit = 32

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
                    /// The longest earlier match for the bytes at `position`, which then joins its chain.
                    func search(_ position: Int) -> (length: Int, distance: Int) {
                        guard position + 3 <= count else { return (0, 0) }
                        var bestLength = 0, bestDistance = 0
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
                        return bestLength >= 3 ? (bestLength, bestDistance) : (0, 0)
                    }
                    func emitMatch(_ length: Int, _ distance: Int, from start: Int, searched: Int) {
                        tokens.append(0x8000_0000 | Token(length) << 16 | Token(distance & 0xFFFF))
                        for skipped in searched + 1..<start + length where skipped + 3 <= count { insert(skipped) }
                    }
                    // Lazy matching: a match is held back one byte in case the next byte starts a
                    // longer one, in which case the held byte goes out as a literal instead.
                    var position = 0
                    var pending: (length: Int, distance: Int)?
                    while position < count {
                        let found = search(position)
                        if let held = pending {
                            if found.length > held.length {
                                tokens.append(Token(input[position - 1]))
                                pending = found
                                position += 1
                            } else {
                                emitMatch(held.length, held.distance, from: position - 1, searched: position)
                                position += held.length - 1
                                pending = nil
                            }
                        } else if found.length >= lazyLimit {
                            emitMatch(found.length, found.distance, from: position, searched: position)
                            position += found.length
                        } else if found.length >= 3 {
                            pending = found
                            position += 1
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
