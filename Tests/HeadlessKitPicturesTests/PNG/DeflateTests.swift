import Foundation
@testable import HeadlessKitPictures
import TestSupport
import Testing

@Suite struct DeflateTests {
    static let greeting = Array("hello hello hello hello, HeadlessKit!".utf8)

    /// Bytes of a few kinds: runs, repeats at many distances, and noise.
    static func mixedBytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        while bytes.count < count {
            switch generator.next() % 4 {
            case 0: bytes += repeatElement(UInt8(truncatingIfNeeded: generator.next()), count: Int(generator.next() % 300))
            case 1 where bytes.count > 10:
                let distance = Int(generator.next() % UInt64(min(bytes.count, 40000))) + 1
                for _ in 0..<Int(generator.next() % 200) { bytes.append(bytes[bytes.count - distance]) }
            default: for _ in 0..<Int(generator.next() % 100) { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            }
        }
        return Array(bytes.prefix(count))
    }

    @Test func inflatingReadsZlibsOwnDynamicAndStoredStreams() throws {
        // zlib.compress(greeting, 9) and zlib.compress(greeting, 0), from Python's zlib.
        let compressed: [UInt8] = [120, 218, 203, 72, 205, 201, 201, 87, 200, 64, 39, 117, 20, 60, 82, 19, 83, 114, 82, 139, 139, 189,
                                   51, 75, 20, 1, 3, 81, 13, 111]
        let stored: [UInt8] = [120, 1, 1, 37, 0, 218, 255] + Self.greeting + [3, 81, 13, 111]
        #expect(try Inflater.zlibDecompress(compressed) == Self.greeting)
        #expect(try Inflater.zlibDecompress(stored) == Self.greeting)
    }

    @Test func compressingThenInflatingGivesBackTheBytes() throws {
        let inputs: [[UInt8]] = [[], [7], Self.greeting, [UInt8](repeating: 0, count: 100_000),
                                 Self.mixedBytes(count: 150_000, seed: 1), Self.mixedBytes(count: 3000, seed: 2)]
        for input in inputs {
            #expect(try Inflater.zlibDecompress(Deflater.zlibCompress(input)) == input, "\(input.count) bytes")
        }
    }

    @Test func randomBytesAreStoredWithoutGrowingMoreThanTheBlockHeaders() throws {
        var generator = SplitMix64(seed: 9)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let compressed = Deflater.zlibCompress(noise)
        #expect(compressed.count <= noise.count + 2 + 5 * 3 + 4)   // three blocks of 32768 tokens
        #expect(try Inflater.zlibDecompress(compressed) == noise)
    }

    @Test func aLongRunCompressesToAFewBytes() {
        #expect(Deflater.zlibCompress([UInt8](repeating: 0, count: 100_000)).count < 150)
    }

    @Test func theHuffmanLengthsOfSkewedFrequenciesStayWithinTheLimit() {
        let fibonacci = (0..<30).reduce(into: [1, 1]) { list, _ in list.append(list[list.count - 1] + list[list.count - 2]) }
        let lengths = HuffmanLengths.lengths(frequencies: fibonacci, limit: 15)
        #expect(lengths.max()! <= 15)
        // A complete code: the Kraft sum is exactly 1.
        #expect(lengths.reduce(0.0) { $0 + pow(2, -Double($1)) } == 1)
    }

    @Test func aSingleUsedSymbolStillGetsACompleteTwoSymbolCode() {
        #expect(HuffmanLengths.lengths(frequencies: [0, 0, 5, 0], limit: 15) == [1, 0, 1, 0])
        #expect(HuffmanLengths.lengths(frequencies: [0, 0, 0], limit: 15) == [1, 1, 0])
    }

    @Test func inflatingAStreamWithAWrongChecksumSaysSo() {
        var stream = Deflater.zlibCompress(Self.greeting)
        stream[stream.count - 1] ^= 0xFF
        #expect(throws: PNGImage.DecodingError.self) { try Inflater.zlibDecompress(stream) }
    }

    @Test func inflatingATruncatedStreamSaysItIsTruncated() {
        let stream = Deflater.zlibCompress(Self.mixedBytes(count: 5000, seed: 3))
        #expect(throws: PNGImage.DecodingError.truncated("the compressed image data ends inside a DEFLATE block")) {
            try Inflater.zlibDecompress(Array(stream.prefix(stream.count / 2)))
        }
    }

    @Test func pythonsZlibInflatesOurStreamsWhenPython3IsInstalled() throws {
        guard let python = PNGInteroperabilityTests.executable(named: "python3") else { return }   // no python3: nothing to compare with
        let input = Self.mixedBytes(count: 80_000, seed: 4)
        let program = "import sys, zlib, hashlib; print(hashlib.sha256(zlib.decompress(sys.stdin.buffer.read())).hexdigest(), end='')"
        let result = try PNGInteroperabilityTests.run(python, ["-c", program], input: Data(Deflater.zlibCompress(input)))
        let check = try PNGInteroperabilityTests.run(python, ["-c", "import sys, hashlib; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest(), end='')"],
                                                     input: Data(input))
        #expect(result.status == 0)
        #expect(result.output == check.output)
    }
}
