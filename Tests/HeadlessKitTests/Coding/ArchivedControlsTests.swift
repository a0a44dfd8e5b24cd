import Foundation
import Testing
@testable import HeadlessKit

/// Every archived key of the controls ends up as if set in code.
@MainActor
@Suite struct ArchivedControlsTests {
    private func expectDecoded(_ json: String, equals expected: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        ArchivedContentTests.expectDecoded(json, equals: expected, sourceLocation: sourceLocation)
    }

    @Test func aControlDecodesEveryKey() {
        let control = Control(frame: .zero)
        control.isEnabled = false
        control.isSelected = true
        control.isHighlighted = true
        control.contentHorizontalAlignment = .leading
        control.contentVerticalAlignment = .bottom
        expectDecoded("""
            {"class": "UIControl", "isEnabled": false, "isSelected": true, "isHighlighted": true,
             "contentHorizontalAlignment": "leading", "contentVerticalAlignment": "bottom"}
            """, equals: control)
    }

    @Test func aButtonDecodesItsTypeAsInitTypeSetsItUpAndItsPerStateContent() {
        let button = Button(type: .contactAdd)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.setTitle("Add", for: .normal)
        button.setTitle("Adding", for: .highlighted)
        button.setTitleColor(.systemRed, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        button.setTitleShadowColor(.black, for: .selected)
        button.setImage(Image(systemName: "plus"), for: .highlighted)
        button.setBackgroundImage(Image(systemName: "square"), for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        button.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 4)
        button.role = .destructive
        button.changesSelectionAsPrimaryAction = true
        expectDecoded("""
            {"class": "UIButton", "frame": [0, 0, 80, 30], "buttonType": "contactAdd",
             "title": {"normal": "Add", "highlighted": "Adding"}, "titleColor": {"normal": "systemRed", "disabled": "gray"},
             "titleShadowColor": {"selected": "black"}, "image": {"highlighted": {"systemName": "plus"}},
             "backgroundImage": {"normal": {"systemName": "square"}}, "contentEdgeInsets": [1, 2, 3, 4],
             "titleEdgeInsets": [0, 4, 0, 0], "imageEdgeInsets": [0, 0, 0, 4], "role": "destructive",
             "changesSelectionAsPrimaryAction": true}
            """, equals: button)
    }

    @Test func anUnknownStateNameIsAProblem() {
        let fixture = ArchiveFixture()
        _ = fixture.decode(#"{"class": "Button", "id": "b", "title": {"pressed": "x"}}"#, as: Button.self)
        #expect(fixture.messages == [
            "Test.nib.json, line 1: object \"b\" (Button.title), key \"pressed\": not a key here; the keys are \"normal\", "
                + "\"highlighted\", \"disabled\", \"selected\", \"focused\"",
        ])
    }

    @Test func aSwitchDecodesEveryKey() {
        let toggle = Switch(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
        toggle.isOn = true
        toggle.onTintColor = .systemGreen
        toggle.thumbTintColor = .white
        toggle.onImage = Image(systemName: "on")
        toggle.offImage = Image(systemName: "off")
        toggle.title = "Wi-Fi"
        toggle.preferredStyle = .checkbox
        expectDecoded("""
            {"class": "UISwitch", "frame": [5, 6, 51, 31], "isOn": true, "onTintColor": "systemGreen", "thumbTintColor": "white",
             "onImage": {"systemName": "on"}, "offImage": {"systemName": "off"}, "title": "Wi-Fi", "preferredStyle": "checkbox"}
            """, equals: toggle)
    }

    @Test func aSliderDecodesItsRangeBeforeItsValue() {
        let slider = Slider(frame: .zero)
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 15
        slider.isContinuous = false
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .green
        slider.minimumValueImage = Image(systemName: "min")
        slider.maximumValueImage = Image(systemName: "max")
        expectDecoded("""
            {"class": "UISlider", "value": 15, "minimumValue": 10, "maximumValue": 20, "isContinuous": false,
             "minimumTrackTintColor": "red", "maximumTrackTintColor": "blue", "thumbTintColor": "green",
             "minimumValueImage": {"systemName": "min"}, "maximumValueImage": {"systemName": "max"}}
            """, equals: slider)
    }

    @Test func aStepperDecodesItsRangeBeforeItsValue() {
        let stepper = Stepper(frame: .zero)
        stepper.minimumValue = 200
        stepper.maximumValue = 300
        stepper.stepValue = 5
        stepper.value = 250
        stepper.wraps = true
        stepper.autorepeat = false
        stepper.isContinuous = false
        expectDecoded("""
            {"class": "UIStepper", "value": 250, "minimumValue": 200, "maximumValue": 300, "stepValue": 5, "wraps": true,
             "autorepeat": false, "isContinuous": false}
            """, equals: stepper)
    }

    @Test func aSegmentedControlDecodesItsSegmentsBeforeItsSelection() {
        let segmented = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        for title in ["One", "Two", "Three"] {
            segmented.insertSegment(withTitle: title, at: segmented.numberOfSegments, animated: false)
        }
        segmented.selectedSegmentIndex = 1
        segmented.selectedSegmentTintColor = .systemYellow
        segmented.isMomentary = true
        segmented.apportionsSegmentWidthsByContent = true
        expectDecoded("""
            {"class": "UISegmentedControl", "frame": [0, 0, 200, 32], "segments": ["One", "Two", "Three"],
             "selectedSegmentIndex": 1, "selectedSegmentTintColor": "systemYellow", "isMomentary": true,
             "apportionsSegmentWidthsByContent": true}
            """, equals: segmented)
    }

    @Test func aRefreshControlDecodesItsTitleAndTint() {
        let refresh = RefreshControl(frame: .zero)
        refresh.tintColor = .systemPink
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        expectDecoded("""
            {"class": "UIRefreshControl", "tintColor": "systemPink", "attributedTitle": "Pull to refresh"}
            """, equals: refresh)
    }
}
