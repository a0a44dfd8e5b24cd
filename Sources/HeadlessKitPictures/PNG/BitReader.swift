/// Reads bits least-significant first from bytes, as DEFLATE packs them; reading past the end
/// gives zero bits and sets ``isPastEnd``, so a decoder checks once per block rather than per bit.
struct BitReader {
    private let bytes: [UInt8]
    private var position = 0
    private var buffer: UInt64 = 0
    private var count = 0

    /// A reader at the first bit of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether more bits have been taken than the bytes hold.
    var isPastEnd: Bool { position * 8 - count > bytes.count * 8 }

    /// Makes at least 57 bits available.
    private mutating func refill() {
        while count <= 56 {
            let byte = position < bytes.count ? bytes[position] : 0
            buffer |= UInt64(byte) << UInt64(count)
            position += 1
            count += 8
        }
    }

    /// The next `width` (≤ 32) bits without taking them.
    mutating func peek(_ width: Int) -> Int {
        if count < width { refill() }
        return Int(buffer & ((1 << UInt64(width)) - 1))
    }

    /// Drops `width` bits already peeked.
    mutating func skip(_ width: Int) {
        buffer >>= UInt64(width)
        count -= width
    }

    /// Takes the next `width` (≤ 32) bits as a number, first bit lowest.
    mutating func read(_ width: Int) -> Int {
        let value = peek(width)
        skip(width)
        return value
    }

    /// Drops the bits left in the current byte.
    mutating func alignToByte() {
        skip(count % 8)
    }
}
