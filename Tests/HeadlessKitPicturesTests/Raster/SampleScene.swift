import Foundation
import HeadlessKit
import HeadlessKitPictures

/// A hand-built phone screen (390 × 844 points) of the kinds of items a settings screen paints:
/// a navigation bar, grouped rows with separators, a switch, a button, an avatar, an image,
/// a gradient banner and text — for tests of whole pictures.
@MainActor
enum SampleScene {
    static func settingsScreen(scale: CGFloat) -> RenderScene {
        let systemBlue = Color(red: 0, green: 0.478, blue: 1)
        let groupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
        let separator = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
        func text(_ string: String, x: CGFloat, baseline: CGFloat, size: CGFloat = 17, color: Color = .black,
                  weight: Font.Weight = .regular) -> DrawingCommand {
            let font = Font.systemFont(ofSize: size, weight: weight)
            let width = CGFloat(string.count) * size * 0.52
            return .glyphRun(GlyphRun(text: string, font: font, color: color, origin: CGPoint(x: x, y: baseline),
                                      bounds: CGRect(x: x, y: baseline - font.ascender, width: width, height: font.ascender - font.descender)))
        }
        var items: [RenderItem] = [
            RenderItem(source: "Window", commands: [.fill(CGRect(x: 0, y: 0, width: 390, height: 844), groupedBackground)]),
            RenderItem(source: "NavigationBar", commands: [
                .fill(CGRect(x: 0, y: 0, width: 390, height: 91), Color(white: 0.97)),
                .line(from: CGPoint(x: 0, y: 90.83), to: CGPoint(x: 390, y: 90.83), separator, lineWidth: 0.33),
                text("Settings", x: 159, baseline: 74, weight: .semibold),
                text("Back", x: 28, baseline: 74, color: systemBlue),
                .strokePath([.move(to: CGPoint(x: 20, y: 60)), .line(to: CGPoint(x: 13, y: 68)), .line(to: CGPoint(x: 20, y: 76))],
                            systemBlue, StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round)),
            ]),
        ]
        let gradient = Gradient(colors: [Color(red: 0.35, green: 0.2, blue: 0.9), Color(red: 0.1, green: 0.7, blue: 0.95)],
                                locations: nil)!
        items.append(RenderItem(source: "BannerView", commands: [
            .linearGradient(gradient, start: .zero, end: CGPoint(x: 358, y: 120), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]),
            .fillEllipse(CGRect(x: 16, y: 30, width: 60, height: 60), Color(white: 1, alpha: 0.9)),
            text("Jane Appleseed", x: 92, baseline: 56, size: 22, color: .white, weight: .bold),
            text("Apple ID, iCloud, Media & Purchases", x: 92, baseline: 80, size: 13, color: Color(white: 1, alpha: 0.8)),
        ], transform: AffineTransform2D(translationX: 16, y: 111), clipRects: [CGRect(x: 16, y: 111, width: 358, height: 120)],
           clipPaths: [BezierPath(roundedRect: CGRect(x: 16, y: 111, width: 358, height: 120), cornerRadius: 12).cgPath.elements]))
        let rows = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Notifications", "Sounds & Haptics"]
        let groupTop: CGFloat = 255
        items.append(RenderItem(source: "RowsGroup", commands: [
            .fillPath(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 358, height: CGFloat(rows.count) * 44), cornerRadius: 10)
                .cgPath.elements, .white, rule: .winding),
        ], transform: AffineTransform2D(translationX: 16, y: groupTop)))
        let iconColors = [Color(red: 1, green: 0.58, blue: 0), systemBlue, systemBlue, Color(red: 1, green: 0.23, blue: 0.19),
                          Color(red: 1, green: 0.18, blue: 0.33)]
        for (index, title) in rows.enumerated() {
            let top = groupTop + CGFloat(index) * 44
            var commands: [DrawingCommand] = [
                .fillPath(BezierPath(roundedRect: CGRect(x: 16, y: 7, width: 29, height: 29), cornerRadius: 7).cgPath.elements,
                          iconColors[index], rule: .winding),
                text(title, x: 60, baseline: 28),
            ]
            if index < rows.count - 1 {
                commands.append(.fill(CGRect(x: 60, y: 43.67, width: 298, height: 0.33), separator))
            }
            if index == 0 {
                commands += [
                    .fillPath(BezierPath(roundedRect: CGRect(x: 291, y: 6.5, width: 51, height: 31), cornerRadius: 15.5).cgPath.elements,
                              Color(red: 0.204, green: 0.78, blue: 0.349), rule: .winding),
                    .fillEllipse(CGRect(x: 313, y: 8.5, width: 27, height: 27), .white),
                ]
            } else {
                commands += [
                    text(index == 1 ? "Home" : index == 2 ? "On" : "", x: 290, baseline: 28, color: Color(white: 0.55)),
                    .strokePath([.move(to: CGPoint(x: 338, y: 16)), .line(to: CGPoint(x: 343, y: 22)), .line(to: CGPoint(x: 338, y: 28))],
                                Color(white: 0.75), StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)),
                ]
            }
            items.append(RenderItem(source: "Cell \"\(title)\"", commands: commands,
                                    transform: AffineTransform2D(translationX: 16, y: top)))
        }
        let photo = Image(data: PNGImage.encode(Bitmap(width: 160, height: 100)))!
        items.append(RenderItem(source: "ImageView", commands: [.image(photo, in: CGRect(x: 0, y: 0, width: 160, height: 100))],
                                transform: AffineTransform2D(translationX: 16, y: 500)))
        items.append(RenderItem(source: "Button \"Sign Out\"", commands: [
            .fillPath(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 358, height: 50), cornerRadius: 12).cgPath.elements,
                      systemBlue, rule: .winding),
            text("Sign Out", x: 145, baseline: 31, color: .white, weight: .semibold),
        ], transform: AffineTransform2D(translationX: 16, y: 640)))
        items.append(RenderItem(source: "Badge", commands: [
            .fillEllipse(CGRect(x: -12, y: -12, width: 24, height: 24), Color(red: 1, green: 0.23, blue: 0.19)),
            .stroke(CGRect(x: -6, y: -6, width: 12, height: 12), .white, lineWidth: 2),
        ], transform: AffineTransform2D(rotationAngle: 0.4).concatenating(AffineTransform2D(translationX: 300, y: 560)),
           opacity: 0.8))
        return RenderScene(size: CGSize(width: 390, height: 844), scale: scale, items: items)
    }
}
