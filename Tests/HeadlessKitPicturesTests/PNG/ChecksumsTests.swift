@testable import HeadlessKitPictures
import Testing

@Suite struct ChecksumsTests {
    @Test func crc32MatchesTheStandardCheckValues() {
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }

    @Test func crc32ComputedInPiecesEqualsCrc32OfTheWhole() {
        let bytes = (0..<10240).map { UInt8($0 % 256) }
        var crc = CRC32()
        crc.update(bytes[..<100])
        crc.update(bytes[100...])
        #expect(crc.value == 0xBBCE_3B9D)   // zlib.crc32 of the same bytes
    }

    @Test func adler32MatchesKnownValues() {
        #expect(Adler32.checksum([]) == 1)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func adler32StaysExactPastTheBatchWhereItsSumsWouldOverflow() {
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)   // zlib.adler32
    }
}
