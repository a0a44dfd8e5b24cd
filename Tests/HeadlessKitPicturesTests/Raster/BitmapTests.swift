import HeadlessKit
@testable import HeadlessKitPictures
import Testing

@Suite struct BitmapTests {
    typealias Pixel = Bitmap.Pixel

    @Test func aNewBitmapIsFilledWithItsPixelRowByRow() {
        let bitmap = Bitmap(width: 2, height: 1, filledWith: Pixel(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(bitmap.rgba == [1, 2, 3, 4, 1, 2, 3, 4])
        #expect(Bitmap(width: 1, height: 1).rgba == [0, 0, 0, 0])
    }

    @Test func settingAPixelChangesOnlyItsFourBytes() {
        var bitmap = Bitmap(width: 2, height: 2)
        bitmap[1, 1] = Pixel(red: 9, green: 8, blue: 7, alpha: 6)
        #expect(bitmap.rgba == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 8, 7, 6])
        #expect(bitmap[1, 1] == Pixel(red: 9, green: 8, blue: 7, alpha: 6))
    }

    @Test func aBitmapFromBytesNeedsFourBytesPerPixel() {
        #expect(Bitmap(width: 1, height: 1, rgba: [1, 2, 3, 4])?[0, 0] == Pixel(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(Bitmap(width: 1, height: 1, rgba: [1, 2, 3]) == nil)
        #expect(Bitmap(width: -1, height: -1, rgba: [1, 2, 3, 4]) == nil)
    }

    @Test func aNegativeSizeMakesAnEmptyBitmap() {
        let bitmap = Bitmap(width: -3, height: 2)
        #expect(bitmap.width == 0)
        #expect(bitmap.rgba.isEmpty)
    }

    @Test func aPixelFromAColourRoundsEachClampedComponent() {
        #expect(Pixel(Color(red: 1, green: 0.5, blue: -0.2, alpha: 1.4)) == Pixel(red: 255, green: 128, blue: 0, alpha: 255))
        #expect(Pixel(red: 1, green: 2, blue: 3, alpha: 4).description == "rgba(1, 2, 3, 4)")
    }

    @Test func equalBitmapsDifferInNoPixelAndTheirDifferenceIsFadedGrey() {
        let bitmap = Bitmap(width: 2, height: 1, filledWith: .black)
        let difference = bitmap.difference(from: bitmap)
        #expect(difference.differingPixels == 0)
        // Black faded three quarters of the way to white.
        #expect(difference.image == Bitmap(width: 2, height: 1, filledWith: Pixel(red: 192, green: 192, blue: 192)))
    }

    @Test func aDifferingPixelIsRedInTheDifferenceAndCounted() {
        let reference = Bitmap(width: 2, height: 1, filledWith: .white)
        var changed = reference
        changed[1, 0] = Pixel(red: 254, green: 255, blue: 255)
        let difference = changed.difference(from: reference)
        #expect(difference.differingPixels == 1)
        #expect(difference.image[0, 0] == .white)
        #expect(difference.image[1, 0] == Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func pixelsOnlyOneOfTwoBitmapsHasCountAsDiffering() {
        let difference = Bitmap(width: 2, height: 2).difference(from: Bitmap(width: 1, height: 3))
        #expect(difference.image.width == 2)
        #expect(difference.image.height == 3)
        #expect(difference.differingPixels == 4)   // (1, 0), (1, 1), (0, 2), (1, 2)
        #expect(difference.image[0, 0] == .white)   // transparent faded over white
    }
}
