import Foundation
import Testing
@testable import HeadlessKit

/// Images sized from their PNG and JPEG headers; malformed data gives nil, never a crash.
@MainActor
@Suite struct ImageTests {
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    static func jpeg(width: UInt16, height: UInt16) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let frame: [UInt8] = [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
                              3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data([0xFF, 0xD8] + app0 + frame + [0xFF, 0xD9])
    }

    @Test func aPNGHeaderGivesThePixelSizeOverTheScale() {
        let image = Image(data: Self.png(width: 40, height: 20), scale: 2)
        #expect(image?.size == CGSize(width: 20, height: 10))
        #expect(image?.scale == 2)
    }

    @Test func aJPEGFrameHeaderGivesThePixelSize() {
        #expect(Image(data: Self.jpeg(width: 160, height: 120))?.size == CGSize(width: 160, height: 120))
    }

    @Test func malformedDataGivesNil() {
        let png = Self.png(width: 40, height: 20)
        #expect(Image(data: png.prefix(20)) == nil)
        #expect(Image(data: Self.png(width: 0, height: 20)) == nil)
        #expect(Image(data: Self.jpeg(width: 160, height: 120).prefix(12)) == nil)
        #expect(Image(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF])) == nil)
        #expect(Image(data: Data()) == nil)
        #expect(Image(data: Data("GIF89a".utf8)) == nil)
    }

    @Test func filesAndBundlesTakeTheirScaleFromTheSuffix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.png(width: 40, height: 20).write(to: folder.appendingPathComponent("icon@2x.png"))
        try Self.png(width: 60, height: 30).write(to: folder.appendingPathComponent("icon@3x.png"))
        let file = Image(contentsOfFile: folder.appendingPathComponent("icon@2x.png").path)
        #expect(file?.scale == 2)
        #expect(file?.size == CGSize(width: 20, height: 10))
        let bundle = try #require(Bundle(path: folder.path))
        let named = Image(named: "icon", in: bundle, compatibleWith: TraitCollection(displayScale: 3))
        #expect(named?.scale == 3)
        #expect(named?.size == CGSize(width: 20, height: 10))
        #expect(Image(named: "icon", in: bundle, compatibleWith: nil)?.scale == 2)
        #expect(Image(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func symbolsArePlaceholdersSizedByTheirFontsLineHeight() {
        let symbol = Image(systemName: "star.fill")
        #expect(symbol.size == CGSize(width: 20.287109375, height: 20.287109375))
        #expect(symbol.renderingMode == .alwaysTemplate)
        let large = symbol.withConfiguration(Image.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large))
        #expect(abs(large.size.width - 40.57421875 * 1.3) < 1e-9)
    }

    @Test func variantsKeepTheSizeAndDrawingRecordsTheImage() {
        let image = Image(data: Self.png(width: 8, height: 4))!
        let tinted = image.withTintColor(.red).resizableImage(withCapInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(tinted.size == image.size)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(image.withOrientation(.left).size == CGSize(width: 4, height: 8))
        let context = GraphicsContext()
        _ = context.recording { tinted.draw(at: CGPoint(x: 2, y: 3)) }
        let drawn = context.recording { tinted.draw(at: CGPoint(x: 2, y: 3)) }
        #expect(drawn == [.image(tinted, in: CGRect(x: 2, y: 3, width: 8, height: 4))])
    }
}
