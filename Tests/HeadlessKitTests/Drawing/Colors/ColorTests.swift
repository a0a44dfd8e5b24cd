import Foundation
import Testing
@testable import HeadlessKit

/// Colours: dynamic system colours (Apple's published light and dark values), equality and
/// components (chosen where UIKit compares provider identities).
@MainActor
@Suite struct ColorTests {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let light = TraitCollection(userInterfaceStyle: .light)

    @Test func systemColoursResolveToTheirLightAndDarkValues() {
        #expect(Color.systemRed.resolvedColor(with: light) == Color(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(Color.systemRed.resolvedColor(with: dark) == Color(red: 1, green: 69 / 255, blue: 58 / 255))
        #expect(Color.label.resolvedColor(with: dark) == Color(red: 1, green: 1, blue: 1))
        #expect(Color.secondaryLabel.resolvedColor(with: dark) == Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        #expect(Color.systemBackground.resolvedColor(with: TraitCollection()) == Color(red: 1, green: 1, blue: 1))
    }

    @Test func anUnresolvedDynamicColourHasItsLightComponents() {
        var red: CGFloat = 0, alpha: CGFloat = 0
        #expect(Color.label.getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect((red, alpha) == (0, 1))
        #expect(Color.systemBackground.cgColor == .white)
    }

    @Test func dynamicColoursEqualOnlyThemselvesAndSystemColoursOfTheirName() {
        #expect(Color.label == Color.label)
        #expect(Color.label != Color.black)
        let custom = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black })
        #expect(custom == custom)
        #expect(custom != Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black }))
        #expect(custom.resolvedColor(with: dark) == .white)
        #expect(Set([Color.label, Color.label, Color.black]).count == 2)
    }

    @Test func descriptionsShowBothAppearancesOfADynamicColour() {
        #expect(Color.label.description == "dynamic label(light rgba(0, 0, 0, 1), dark rgba(1, 1, 1, 1))")
        #expect(Color.red.description == "rgba(1, 0, 0, 1)")
    }

    @Test func withAlphaComponentKeepsADynamicColourDynamic() {
        let faded = Color.label.withAlphaComponent(0.5)
        #expect(faded.isDynamic)
        #expect(faded.resolvedColor(with: dark) == Color(white: 1, alpha: 0.5))
        #expect(Color.red.withAlphaComponent(0.25) == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
    }

    @Test func hueSaturationAndBrightnessRoundTrip() {
        let color = Color(hue: 0.5, saturation: 1, brightness: 1)
        #expect(color == .cyan)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        #expect(Color.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(hue == 0.5 / 6)
        #expect((saturation, brightness, alpha) == (1, 1, 1))
        #expect(Color(hue: hue, saturation: saturation, brightness: brightness) == .orange)
    }

    @Test func getWhiteAnswersOnlyForGreys() {
        var white: CGFloat = -1
        #expect(Color.gray.getWhite(&white, alpha: nil))
        #expect(white == 0.5)
        white = -1
        #expect(!Color.red.getWhite(&white, alpha: nil))
        #expect(white == -1)
    }

    @Test func displayP3ColoursOutsideSRGBHaveExtendedComponents() {
        let red = Color(displayP3Red: 1, green: 0, blue: 0)
        #expect(abs(red.red - 1.0931) < 1e-3)
        #expect(abs(red.green - -0.2267) < 1e-3)
        #expect(abs(red.blue - -0.1501) < 1e-3)
        let white = Color(displayP3Red: 1, green: 1, blue: 1)
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
    }

    @Test func componentsAreAlwaysRGBA() {
        #expect(Color(white: 0.5, alpha: 0.5).components == [0.5, 0.5, 0.5, 0.5])
        #expect(Color.red.numberOfComponents == 4)
        #expect(Color(cgColor: .blue) == .blue)
    }
}
