import Foundation
import Testing
@testable import HeadlessKit

/// A segmented control played by fingers, laid out, measured and misused: selection on the lift
/// in UIKit's order, segment geometry, UIKit's index pinning and its range exceptions.
@MainActor
@Suite struct SegmentedControlTests {
    /// "One", "Two", "Three" in a 300 × 32 control at (100, 100): segments 100 points wide.
    private func stage(selected: Int = SegmentedControl.noSegment)
        -> (EverydayControlStage<LoggingSegmentedControl>, LoggingSegmentedControl) {
        let control = LoggingSegmentedControl(frame: CGRect(x: 100, y: 100, width: 300, height: 32))
        for (index, title) in ["One", "Two", "Three"].enumerated() {
            control.insertSegment(withTitle: title, at: index, animated: false)
        }
        control.selectedSegmentIndex = selected
        let stage = EverydayControlStage(control) { "\($0.selectedSegmentIndex)" }
        control.log = stage.log
        return (stage, control)
    }

    private static func image(_ width: CGFloat) -> Image {
        Image(Image.Properties(size: CGSize(width: width, height: 20)))
    }

    private static func textWidth(_ text: String) -> CGFloat {
        TextLayout(text, font: .systemFont(ofSize: 13), size: CGSize(width: CGFloat.infinity, height: .infinity),
                   measurer: StandardTextMeasurer()).usedSize.width.rounded(.up)
    }

    /// UIKit: a tap selects the segment as the finger lifts; the value change (then the primary
    /// action) comes before the touch-up.
    @Test func aTapSelectsTheSegmentAndSendsValueChangedBeforeTouchUpInside() {
        let (stage, control) = stage()
        stage.window.tap(at: stage.point(150, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "valueChanged(1)", "primaryActionTriggered(1)", "touchUpInside",
        ])
        #expect(control.selectedSegmentIndex == 1)
    }

    /// UIKit sends a value change only "when the user touches a segment to change the selection".
    @Test func tappingTheSelectedSegmentSendsNoValueChange() {
        let (stage, control) = stage(selected: 2)
        stage.window.tap(at: stage.point(250, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(control.selectedSegmentIndex == 2)
    }

    /// A finger sliding across the segments selects the one it lifts on (the pressed segment
    /// follows it).
    @Test func draggingAcrossSegmentsSelectsWhereTheFingerLifts() {
        let (stage, control) = stage(selected: 0)
        var pressed: [Int?] = []
        control.addAction(Action { [unowned control] _ in pressed.append(control.pressedIndex) }, for: [.touchDown, .touchDragInside])
        let start = stage.point(50, 16), middle = stage.point(150, 16), end = stage.point(260, 16)
        stage.window.performTouches([[start], [middle], [end], [end]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragInside", "continueTracking", "touchDragInside",
            "endTracking", "valueChanged(2)", "primaryActionTriggered(2)", "touchUpInside",
        ])
        #expect(pressed == [0, 1, 2])
        #expect(control.pressedIndex == nil)
    }

    /// (chosen) A finger lifted outside the tracking area selects nothing.
    @Test func liftingOutsideTheTrackingAreaSelectsNothing() {
        let (stage, control) = stage(selected: 0)
        let start = stage.point(150, 16), far = stage.point(150, 150)
        stage.window.performTouches([[start], [far], [far]])
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown", "continueTracking", "touchDragOutside", "touchDragExit", "endTracking", "touchUpOutside",
        ])
        #expect(control.selectedSegmentIndex == 0)
    }

    /// UIKit's momentary control reports the tapped segment in its value change, even tapped
    /// twice, then shows no selection (chosen: after the touch-up).
    @Test func aMomentaryControlReportsEachTapAndKeepsNoSelection() {
        let (stage, control) = stage()
        control.isMomentary = true
        stage.window.tap(at: stage.point(50, 16))
        stage.window.tap(at: stage.point(50, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        let lift = ["endTracking", "valueChanged(0)", "primaryActionTriggered(0)", "touchUpInside"]
        #expect(stage.log.entries == ["beginTracking", "touchDown"] + lift + ["beginTracking", "touchDown", "touchDownRepeat"] + lift)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    /// A disabled segment is never selected by a finger.
    @Test func aDisabledSegmentIgnoresTaps() {
        let (stage, control) = stage(selected: 0)
        control.setEnabled(false, forSegmentAt: 1)
        stage.window.tap(at: stage.point(150, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpInside"])
        #expect(control.selectedSegmentIndex == 0)
        #expect(!control.isEnabledForSegment(at: 1))
    }

    /// UIKit: "Selecting a segment invokes the action’s UIActionHandler, as well as handlers for
    /// the valueChanged and primaryActionTriggered events" — in that order (chosen).
    @Test func selectingASegmentWithAnActionRunsItBeforeTheValueChange() {
        let (stage, control) = stage()
        let action = Action(title: "Four") { _ in stage.log.add("segment action") }
        control.insertSegment(action: action, at: 3, animated: false)
        control.frame = CGRect(x: 0, y: 100, width: 400, height: 32)
        stage.loop.runUntilIdle()
        stage.window.tap(at: stage.point(350, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries == [
            "beginTracking", "touchDown",
            "endTracking", "segment action", "valueChanged(3)", "primaryActionTriggered(3)", "touchUpInside",
        ])
        #expect(control.titleForSegment(at: 3) == "Four")
        #expect(control.actionForSegment(at: 3) === action)
        #expect(control.segmentIndex(identifiedBy: action.identifier) == 3)
    }

    /// UIKit: setting the selection in code sends nothing.
    @Test func selectingByCodeSendsNothing() {
        let (stage, control) = stage()
        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = SegmentedControl.noSegment
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
    }

    /// Segments share the width equally; a set width is kept and the rest shared.
    @Test func segmentsShareTheWidthEquallyAroundSetWidths() {
        let (_, control) = stage()
        #expect(control.segmentFrames == [
            CGRect(x: 0, y: 0, width: 100, height: 32), CGRect(x: 100, y: 0, width: 100, height: 32),
            CGRect(x: 200, y: 0, width: 100, height: 32),
        ])
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50)
        #expect(control.segmentFrames.map(\.width) == [50, 125, 125])
    }

    /// UIKit's `apportionsSegmentWidthsByContent`: automatic segments share the width in
    /// proportion to their content (here images 34 and 84 wide, 8 points of room each side).
    @Test func apportioningByContentSharesTheWidthInProportion() {
        let control = SegmentedControl(items: [Self.image(34), Self.image(84)])
        #expect(control.intrinsicContentSize == CGSize(width: 200, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: 150, height: 32))
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames.map(\.width) == [100, 200])
    }

    /// The intrinsic width is the widest title, measured with TextLayout in the 13-point system
    /// font plus 8 points each side, times the segments; the height is 32 points (UIKit's).
    @Test func theIntrinsicSizeComesFromTheWidestTitle() {
        let control = SegmentedControl(items: ["Map", "Transit", "Satellite"])
        let widest = Self.textWidth("Satellite") + 16
        #expect(control.intrinsicContentSize == CGSize(width: widest * 3, height: 32))
        #expect(control.frame == CGRect(x: 0, y: 0, width: widest * 3, height: 32))
        #expect(control.sizeThatFits(.zero) == control.intrinsicContentSize)
        #expect(SegmentedControl(items: nil).intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    /// UIKit pins insertion indexes beyond the end (and, being unsigned, negative ones) to the
    /// end; the selection moves with its segment.
    @Test func insertionIndexesArePinnedAndTheSelectionFollows() {
        let (_, control) = stage(selected: 1)
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "Last", at: 99, animated: true)
        control.insertSegment(with: Self.image(10), at: -1, animated: false)
        #expect(control.numberOfSegments == 6)
        #expect((0..<5).map { control.titleForSegment(at: $0) } == ["Zero", "One", "Two", "Three", "Last"])
        #expect(control.imageForSegment(at: 5)?.size == CGSize(width: 10, height: 20))
    }

    /// UIKit pins removal indexes to the last segment; removing the selected one leaves no
    /// selection, removing one before it moves it.
    @Test func removalIndexesArePinnedAndTheSelectionFollows() {
        let (_, control) = stage(selected: 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 42, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.numberOfSegments == 1)
        control.removeAllSegments()
        control.removeSegment(at: 0, animated: false)
        #expect(control.numberOfSegments == 0)
    }

    /// UIKit raises `NSRangeException` for a title or image of a segment it does not have;
    /// HeadlessKit refuses with UIKit's text and changes nothing.
    @Test func titlesAndImagesOfMissingSegmentsAreRefused() {
        let (stage, control) = stage(selected: 0)
        let before = stage.window.recursiveDescription()
        control.setTitle("Four", forSegmentAt: 3)
        control.setImage(Self.image(10), forSegmentAt: 5)
        #expect(control.titleForSegment(at: -1) == nil)
        #expect(control.imageForSegment(at: 3) == nil)
        #expect(stage.window.recursiveDescription() == before)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["One", "Two", "Three"])
        let diagnostics = stage.loop.diagnostics.collected
        #expect(diagnostics.map(\.kind) == Array(repeating: .segmentIndexOutOfRange, count: 4))
        let uikitTexts = [
            "*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds [0 .. 2]. SegmentedControl.setTitle(_:forSegmentAt:)",
            "*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 2]. SegmentedControl.setImage(_:forSegmentAt:)",
            "*** -[__NSArrayM objectAtIndex:]: index 18446744073709551615 beyond bounds [0 .. 2]. SegmentedControl.titleForSegment(at:)",
            "*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds [0 .. 2]. SegmentedControl.imageForSegment(at:)",
        ]
        #expect(zip(diagnostics, uikitTexts).allSatisfy { $0.message.hasPrefix($1) }, "\(diagnostics.map(\.message))")
        #expect(stage.log.entries.isEmpty)
    }

    /// (chosen) Selecting a segment that does not exist is refused; the selection stays.
    @Test(arguments: [3, -2, 100])
    func selectingAMissingSegmentIsRefused(index: Int) {
        let (stage, control) = stage(selected: 1)
        control.selectedSegmentIndex = index
        #expect(control.selectedSegmentIndex == 1)
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.segmentIndexOutOfRange])
        #expect(stage.loop.diagnostics.collected.first?.message.hasPrefix("SegmentedControl.selectedSegmentIndex = \(index) was refused") == true)
    }

    /// Negative or non-finite widths and offsets are refused with a diagnostic.
    @Test func badWidthsAndOffsetsAreRefused() {
        let (stage, control) = stage()
        control.setWidth(.nan, forSegmentAt: 0)
        control.setWidth(-5, forSegmentAt: 0)
        control.setContentOffset(CGSize(width: CGFloat.infinity, height: 0), forSegmentAt: 1)
        #expect(control.widthForSegment(at: 0) == 0)
        #expect(control.contentOffsetForSegment(at: 1) == .zero)
        #expect(stage.loop.diagnostics.collected.map(\.kind) == [.invalidControlValue, .invalidControlValue, .invalidControlValue])
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 7)
        #expect(control.contentOffsetForSegment(at: 2) == CGSize(width: 2, height: -1))
    }

    /// The drawing: the background, the selected segment's indicator inset 2 points, one divider
    /// between the two unselected segments, then the titles centred — the selected one semibold.
    @Test func theControlRecordsItsSegments() {
        let (_, control) = stage(selected: 0)
        let light = TraitCollection()
        let commands = control.displayList
        #expect(Array(commands.prefix(3)) == [
            .fill(CGRect(x: 0, y: 0, width: 300, height: 32), Color.tertiarySystemFill.resolvedColor(with: light)),
            .fill(CGRect(x: 2, y: 2, width: 96, height: 28), Color.systemBackground.resolvedColor(with: light)),
            .fill(CGRect(x: 199.5, y: 8, width: 1, height: 16), Color.separator.resolvedColor(with: light)),
        ])
        let runs = commands.compactMap { command -> GlyphRun? in
            if case .glyphRun(let run) = command { return run }
            return nil
        }
        #expect(runs.map(\.text) == ["One", "Two", "Three"])
        #expect(runs.map(\.font.weight) == [.semibold, .regular, .regular])
        #expect(runs.map { ($0.bounds.midX * 100).rounded() / 100 } == [50, 150, 250])
    }

    /// Title attributes set for the normal state apply to every state without its own.
    @Test func titleTextAttributesAreKeptPerState() {
        let (stage, control) = stage(selected: 1)
        control.setTitleTextAttributes([.foregroundColor: Color.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: Color.blue], for: .selected)
        stage.loop.runUntilIdle()
        let colors = control.displayList.compactMap { command -> Color? in
            if case .glyphRun(let run) = command { return run.color }
            return nil
        }
        #expect(colors == [.red, .blue, .red])
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? Color == .blue)
    }

    /// A disabled control ignores taps.
    @Test func aDisabledControlIgnoresTaps() {
        let (stage, control) = stage()
        control.isEnabled = false
        stage.window.tap(at: stage.point(150, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(stage.log.entries.isEmpty)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    /// UIKit's rule for controls whose default action is a tap: a tap recognizer on the superview
    /// fails and the control selects.
    @Test func aTapRecognizerOnTheSuperviewDoesNotTakeTheTap() {
        let (stage, control) = stage()
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.window.addSubview(container)
        container.addSubview(control)
        container.addGestureRecognizer(TapGestureRecognizer { _ in stage.log.add("container tap") })
        stage.loop.runUntilIdle()
        stage.window.tap(at: stage.point(250, 16))
        #expect(stage.loop.runUntilIdle() == .idle)
        #expect(!stage.log.entries.contains("container tap"))
        #expect(control.selectedSegmentIndex == 2)
    }

    /// (chosen) One element whose value is the selected segment's title.
    @Test func accessibilityReportsTheSelectedTitle() {
        let (_, control) = stage(selected: 2)
        #expect(control.accessibilityValue == "Three")
        control.selectedSegmentIndex = SegmentedControl.noSegment
        #expect(control.accessibilityValue == nil)
        #expect(control.accessibilityTraits == .adjustable)
    }
}
