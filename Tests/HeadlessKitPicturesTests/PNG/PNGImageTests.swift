import Foundation
@testable import HeadlessKitPictures
import TestSupport
import Testing

@Suite struct PNGImageTests {
    /// A bitmap of seeded random pixels; `opaque` keeps every alpha at 255.
    static func randomBitmap(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> Bitmap {
        var generator = SplitMix64(seed: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let bits = generator.next()
                bitmap[x, y] = Bitmap.Pixel(
                    red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                    blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: opaque ? 255 : UInt8(truncatingIfNeeded: bits >> 24))
            }
        }
        return bitmap
    }

    /// A bitmap of a few flat areas and gradients, as screens are.
    static func patternedBitmap(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, filledWith: .white)
        for y in 0..<height {
            for x in 0..<width where (x / 7 + y / 5) % 3 == 0 {
                bitmap[x, y] = Bitmap.Pixel(red: UInt8(x % 256), green: UInt8(y % 256), blue: 200, alpha: UInt8(255 - (x + y) % 50))
            }
        }
        return bitmap
    }

    @Test func encodingThenDecodingGivesBackRandomBitmapsOfManySizes() throws {
        for seed in UInt64(0)..<24 {
            var generator = SplitMix64(seed: seed &* 7919)
            let width = Int(generator.next() % 40) + 1, height = Int(generator.next() % 40) + 1
            let bitmap = Self.randomBitmap(width: width, height: height, seed: seed, opaque: seed % 3 == 0)
            #expect(try PNGImage.decode(PNGImage.encode(bitmap)) == bitmap, "seed \(seed)")
        }
    }

    @Test func encodingThenDecodingGivesBackAPatternedBitmap() throws {
        let bitmap = Self.patternedBitmap(width: 300, height: 200)
        #expect(try PNGImage.decode(PNGImage.encode(bitmap)) == bitmap)
    }

    @Test func encodingIsTheSameBytesEveryTime() {
        let bitmap = Self.patternedBitmap(width: 64, height: 48)
        #expect(PNGImage.encode(bitmap) == PNGImage.encode(bitmap))
    }

    @Test func aOnePixelImageIsExactlyTheBytesZlibAndThePNGSpecificationGive() {
        // Built with Python's zlib and struct: signature, IHDR (1×1, 8-bit RGB), IDAT (the row
        // [filter 0, 255, 0, 0] as zlib compresses it), IEND, each chunk with its CRC-32.
        let expected: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
            0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
            0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0xC9, 0xFE, 0x92, 0xEF, 0x00, 0x00, 0x00,
            0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        #expect([UInt8](PNGImage.encode(Bitmap(width: 1, height: 1, filledWith: Bitmap.Pixel(red: 255, green: 0, blue: 0)))) == expected)
    }

    @Test func aMostlyFlatPhoneScreenCompressesToAFewKilobytes() async throws {
        let bitmap = await SampleScene.settingsScreen(scale: 1).rasterized()
        let data = PNGImage.encode(bitmap)
        #expect(data.count < 20_000)   // 18,647 bytes for 390 × 844 pixels (1.3 MB raw)
        #expect(try PNGImage.decode(data) == bitmap)
    }

    @Test func anOpaqueBitmapIsStoredAsRGBAndATranslucentOneAsRGBA() {
        let opaque = PNGImage.encode(Bitmap(width: 2, height: 2, filledWith: .white))
        let translucent = PNGImage.encode(Bitmap(width: 2, height: 2, filledWith: .clear))
        // The colour type is byte 9 of the IHDR body, which starts at byte 16 of the file.
        #expect(opaque[25] == 2)
        #expect(translucent[25] == 6)
    }

    @Test func anEmptyBitmapEncodesToAPNGThatDecodersRefuseForItsZeroSize() throws {
        let data = PNGImage.encode(Bitmap(width: 0, height: 0))
        #expect(throws: PNGImage.DecodingError.badStructure("the image is 0×0 pixels; both must be at least 1")) {
            try PNGImage.decode(data)
        }
    }

    @Test func decodingDataThatIsNotAPNGThrowsNotPNG() {
        #expect(throws: PNGImage.DecodingError.notPNG) { try PNGImage.decode(Data("GIF89a".utf8)) }
        #expect(PNGImage.DecodingError.notPNG.description
            == "The data is not a PNG: it does not start with the PNG signature 89 50 4E 47 0D 0A 1A 0A")
    }

    @Test func decodingAFileWithADamagedChunkNamesTheChunkWhoseCRCFails() {
        var bytes = [UInt8](PNGImage.encode(Self.patternedBitmap(width: 8, height: 8)))
        bytes[45] ^= 0x01   // inside the IDAT chunk's body (IHDR ends at byte 33; IDAT's body starts at 41)
        let error = PNGImage.DecodingError.badChecksum(chunk: "IDAT")
        #expect(throws: error) { try PNGImage.decode(Data(bytes)) }
        #expect(error.description == "PNG chunk IDAT fails its CRC-32 check: the file is damaged")
    }

    @Test func decodingATruncatedFileSaysWhereItEnds() {
        let bytes = [UInt8](PNGImage.encode(Self.patternedBitmap(width: 8, height: 8)))
        #expect(throws: PNGImage.DecodingError.truncated("it ends inside its IDAT chunk")) {
            try PNGImage.decode(Data(bytes[..<50]))
        }
        #expect(throws: PNGImage.DecodingError.truncated("it ends before its IEND chunk")) {
            try PNGImage.decode(Data(bytes[..<(bytes.count - 12)]))
        }
        #expect(throws: PNGImage.DecodingError.truncated("it ends before its IHDR chunk")) {
            try PNGImage.decode(Data(bytes[..<10]))
        }
        #expect(PNGImage.DecodingError.truncated("it ends inside its IDAT chunk").description
            == "The PNG is truncated: it ends inside its IDAT chunk")
    }

    @Test func decodingRefusesInterlacedImages() throws {
        var bytes = [UInt8](PNGImage.encode(Bitmap(width: 1, height: 1, filledWith: .white)))
        bytes[28] = 1   // the interlace method
        let crc = CRC32.checksum(bytes[12..<29])
        bytes.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        #expect(throws: PNGImage.DecodingError.unsupported("interlacing (Adam7)")) { try PNGImage.decode(Data(bytes)) }
    }
}
