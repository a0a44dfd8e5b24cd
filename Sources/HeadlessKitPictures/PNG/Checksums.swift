/// The CRC-32 every PNG chunk ends with (ISO 3309 / ITU-T V.42, the polynomial 0xEDB88320 in
/// reflected form), computed with a 256-entry table.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The running value, before the final inversion.
    private var state: UInt32 = 0xFFFF_FFFF

    /// A checksum of nothing yet.
    init() {}

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        let table = Self.table
        var value = state
        for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        state = value
    }

    /// The checksum of everything added so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}

/// The Adler-32 checksum a zlib stream ends with (RFC 1950): two sums modulo 65521.
struct Adler32 {
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// A checksum of nothing yet.
    init() {}

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        // 5552 is the most bytes whose sums cannot overflow 32 bits before the modulo.
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                low &+= UInt32(bytes[index])
                high &+= low
                index += 1
            }
            low %= 65521
            high %= 65521
        }
    }

    /// The checksum of everything added so far.
    var value: UInt32 { high << 16 | low }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        bytes.withUnsafeBufferPointer { adler.update($0) }
        return adler.value
    }
}
