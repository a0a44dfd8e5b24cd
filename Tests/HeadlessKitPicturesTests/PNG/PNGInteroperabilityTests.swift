import Foundation
@testable import HeadlessKitPictures
import Testing

/// Checks our PNGs with independent readers when the machine has them: python3's zlib (whose
/// `decompress` is the reference zlib) and `pngcheck`. A missing tool makes its test record
/// nothing and pass, so the suite runs everywhere; CI images with python3 exercise it.
@Suite struct PNGInteroperabilityTests {
    /// Where `name` is on `PATH`, if anywhere.
    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments`, feeding `input` on standard input; its exit status and output.
    static func run(_ tool: URL, _ arguments: [String], input: Data) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A python program that reads a PNG on standard input with zlib, undoes the row filters
    /// and prints every pixel as eight hexadecimal digits RRGGBBAA, one row per line.
    static let pythonReader = """
        import struct, sys, zlib
        data = sys.stdin.buffer.read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        position, idat = 8, b''
        while True:
            length, kind = struct.unpack('>I4s', data[position:position + 8])
            body = data[position + 8:position + 8 + length]
            assert zlib.crc32(kind + body) == struct.unpack('>I', data[position + 8 + length:position + 12 + length])[0]
            if kind == b'IHDR': width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            if kind == b'IDAT': idat += body
            position += 12 + length
            if kind == b'IEND': break
        raw = zlib.decompress(idat)
        channels = 4 if colour == 6 else 3
        stride, previous, position = width * channels, bytearray(width * channels), 0
        for y in range(height):
            kind, row = raw[position], bytearray(raw[position + 1:position + 1 + stride])
            position += 1 + stride
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                if kind == 1: row[i] = (row[i] + a) & 255
                elif kind == 2: row[i] = (row[i] + b) & 255
                elif kind == 3: row[i] = (row[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            previous = row
            pixels = [row[x * channels:(x + 1) * channels] + (b'' if channels == 4 else b'\\xff') for x in range(width)]
            print(' '.join(bytes(p).hex() for p in pixels))
        """

    /// The same text the python reader prints, from a bitmap.
    static func hexRows(_ bitmap: Bitmap) -> String {
        (0..<bitmap.height).map { y in
            (0..<bitmap.width).map { x in
                let pixel = bitmap[x, y]
                return [pixel.red, pixel.green, pixel.blue, pixel.alpha].map { byte in
                    let digits = String(byte, radix: 16)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
            }.joined(separator: " ") + "\n"
        }.joined()
    }

    @Test func pythonsZlibReadsOurPNGsToTheSamePixelsWhenPython3IsInstalled() throws {
        guard let python = Self.executable(named: "python3") else { return }   // no python3: nothing to compare with
        let bitmaps = [
            PNGImageTests.randomBitmap(width: 37, height: 23, seed: 5),
            PNGImageTests.randomBitmap(width: 16, height: 9, seed: 6, opaque: true),
            PNGImageTests.patternedBitmap(width: 120, height: 80),
        ]
        for bitmap in bitmaps {
            let result = try Self.run(python, ["-c", Self.pythonReader], input: PNGImage.encode(bitmap))
            #expect(result.status == 0)
            #expect(result.output == Self.hexRows(bitmap))
        }
    }

    @Test func pngcheckFindsNothingWrongWithOurPNGsWhenItIsInstalled() throws {
        guard let pngcheck = Self.executable(named: "pngcheck") else { return }   // not installed: nothing to check
        let bitmaps = [PNGImageTests.randomBitmap(width: 37, height: 23, seed: 5), PNGImageTests.patternedBitmap(width: 120, height: 80)]
        for bitmap in bitmaps {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("HeadlessKitTesting-pngcheck-\(ProcessInfo.processInfo.processIdentifier)-\(bitmap.width).png")
            try PNGImage.encode(bitmap).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try Self.run(pngcheck, ["-q", file.path], input: Data())
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
