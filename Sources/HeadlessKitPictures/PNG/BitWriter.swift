/// Writes bits least-significant first into bytes, as DEFLATE packs them (RFC 1951).
struct BitWriter {
    /// The finished bytes.
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// A writer with nothing written.
    init() {}

    /// Appends the low `width` bits of `value`, least-significant bit first.
    mutating func write(_ value: UInt32, width: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += width
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if count > 0 { write(0, width: 8 - count) }
    }

    /// Appends whole bytes; the writer must be at a byte boundary.
    mutating func append(bytes more: ArraySlice<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// How many bits have been written.
    var bitCount: Int { bytes.count * 8 + count }
}
