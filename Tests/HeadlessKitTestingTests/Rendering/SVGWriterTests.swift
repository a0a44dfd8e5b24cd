import Foundation
import HeadlessKit
@testable import HeadlessKitPictures
@testable import HeadlessKitTesting
import Testing

/// The SVG text of a scene: groups with transforms, opacity and stable clip ids, a title naming
/// each item's source, and fixed number formatting.
@MainActor @Suite struct SVGWriterTests {
    @Test func aRoundedMaskingCardWithALabelAndABorderIsWrittenAsGroupsWithOneSharedClip() {
        let loop = MainRunLoop()
        let window = Window(screenSize: CGSize(width: 100, height: 60), runLoop: loop)
        let card = ViewNode(frame: CGRect(x: 10, y: 20, width: 30, height: 20))
        card.backgroundColor = .red
        card.layer.cornerRadius = 4
        card.layer.borderWidth = 1
        card.layer.borderColor = .blue
        card.clipsToBounds = true
        let label = Label(frame: CGRect(x: 2, y: 2, width: 40, height: 10))
        label.text = "Hi"
        card.addSubview(label)
        window.addSubview(card)
        loop.runUntilIdle()
        #expect(RenderScene(view: window).svg() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">
            <defs>
            <clipPath id="clip1"><path d="M14 20L36 20C38.21 20 40 21.79 40 24L40 36C40 38.21 38.21 40 36 40L14 40C11.79 40 10 38.21 10 36L10 24C10 21.79 11.79 20 14 20Z"/></clipPath>
            </defs>
            <g clip-path="url(#clip1)">
            <g transform="matrix(1 0 0 1 10 20)">
            <title>ViewNode</title>
            <path d="M4 0L26 0C28.21 0 30 1.79 30 4L30 16C30 18.21 28.21 20 26 20L4 20C1.79 20 0 18.21 0 16L0 4C0 1.79 1.79 0 4 0Z" fill="#ff0000"/>
            </g>
            </g>
            <g clip-path="url(#clip1)">
            <g transform="matrix(1 0 0 1 12 22)">
            <title>Label &quot;Hi&quot;</title>
            <text x="0" y="11.04" font-family="'.AppleSystemUIFont', sans-serif" font-size="17" fill="#000000">Hi</text>
            </g>
            </g>
            <g clip-path="url(#clip1)">
            <g transform="matrix(1 0 0 1 10 20)">
            <title>ViewNode border</title>
            <path d="M4 0.5L26 0.5C27.93 0.5 29.5 2.07 29.5 4L29.5 16C29.5 17.93 27.93 19.5 26 19.5L4 19.5C2.07 19.5 0.5 17.93 0.5 16L0.5 4C0.5 2.07 2.07 0.5 4 0.5Z" fill="none" stroke="#0000ff" stroke-width="1"/>
            </g>
            </g>
            </svg>

            """)
    }

    @Test func opacityClipRectanglesStateClipsTranslucentColoursAndEscapedTextAreWritten() {
        let scene = RenderScene(size: CGSize(width: 50, height: 30), scale: 1, items: [
            RenderItem(source: "Badge <new> & \"hot\"", commands: [
                .saveState, .clip(CGRect(x: 0, y: 0, width: 10.5, height: 10)),
                .fill(CGRect(x: 0, y: 0, width: 20, height: 20), Color(red: 1, green: 0, blue: 0, alpha: 0.25)),
                .restoreState,
                .text("a < b", at: CGPoint(x: 1, y: 2), .black),
                .line(from: .zero, to: CGPoint(x: 5, y: 5), .black, lineWidth: 0.5),
            ], transform: AffineTransform2D(translationX: 3, y: 4), opacity: 0.333, clipRects: [CGRect(x: 0, y: 0, width: 40, height: 20)]),
        ])
        #expect(scene.svg() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="50" height="30" viewBox="0 0 50 30">
            <defs>
            <clipPath id="clip1"><rect x="0" y="0" width="40" height="20"/></clipPath>
            <clipPath id="clip2"><rect x="0" y="0" width="10.5" height="10"/></clipPath>
            </defs>
            <g clip-path="url(#clip1)">
            <g transform="matrix(1 0 0 1 3 4)" opacity="0.33">
            <title>Badge &lt;new&gt; &amp; &quot;hot&quot;</title>
            <g clip-path="url(#clip2)">
            <rect x="0" y="0" width="20" height="20" fill="#ff0000" fill-opacity="0.25"/>
            </g>
            <text x="1" y="18.19" font-family="sans-serif" font-size="17" fill="#000000">a &lt; b</text>
            <line x1="0" y1="0" x2="5" y2="5" stroke="#000000" stroke-width="0.5"/>
            </g>
            </g>
            </svg>

            """)
    }

    @Test func anImageIsAPlaceholderBoxNamingIt() {
        let scene = RenderScene(size: CGSize(width: 20, height: 20), scale: 1, items: [
            RenderItem(source: "ImageView", commands: [.image(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: 20, height: 20))]),
        ])
        let lines = scene.svg().split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[3].hasPrefix("<g><title>image &quot;star&quot; "))
        #expect(lines[3].hasSuffix("<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#d8d8d8\" stroke=\"#8e8e93\" "
            + "stroke-width=\"1\"/><path d=\"M0 0L20 20M20 0L0 20\" stroke=\"#8e8e93\" stroke-width=\"1\"/></g>"))
    }

    @Test func writingTheSameSceneTwiceGivesTheSameBytes() {
        let host = TestHost(FormController())
        #expect(RenderScene(view: host.window).svg() == RenderScene(view: host.window).svg())
    }
}
