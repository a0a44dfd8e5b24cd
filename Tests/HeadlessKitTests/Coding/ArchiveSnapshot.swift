import Foundation
@testable import HeadlessKit

/// The archivable state of an object as lines of text, so that an object an archive made and
/// one configured in code compare property by property (a difference shows the property).
@MainActor
enum ArchiveSnapshot {
    static func lines(_ object: AnyObject?) -> [String] {
        guard let object else { return ["nil"] }
        var lines = ["class \(type(of: object))"]
        func add(_ name: String, _ value: Any?) { lines.append("\(name) \(value.map { "\($0)" } ?? "nil")") }
        if let view = object as? ViewNode {
            add("frame", view.frame)
            add("bounds", view.bounds)
            add("isHidden", view.isHidden)
            add("isOpaque", view.isOpaque)
            add("alpha", view.alpha)
            add("isUserInteractionEnabled", view.isUserInteractionEnabled)
            add("contentMode", view.contentMode)
            add("backgroundColor", view.backgroundColor)
            add("tintColor", view.tintColor)
            add("clipsToBounds", view.clipsToBounds)
            add("tag", view.tag)
            add("autoresizingMask", view.autoresizingMask)
            add("translatesAutoresizingMaskIntoConstraints", view.translatesAutoresizingMaskIntoConstraints)
            add("layoutMargins", view.layoutMargins)
            add("hugging", [view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)])
            add("compression", [view.contentCompressionResistancePriority(for: .horizontal),
                                view.contentCompressionResistancePriority(for: .vertical)])
            add("gestureRecognizers", view.gestureRecognizers.map { "\(type(of: $0))" })
            add("subviews", view.subviews.map { "\(type(of: $0)) \($0.frame) \($0.subviews.map { "\(type(of: $0))" })" })
        }
        if let label = object as? Label {
            add("text", label.text); add("textColor", label.textColor); add("font", label.font)
            add("textAlignment", label.textAlignment); add("numberOfLines", label.numberOfLines)
            add("lineBreakMode", label.lineBreakMode); add("isEnabled", label.isEnabled); add("isHighlighted", label.isHighlighted)
            add("highlightedTextColor", label.highlightedTextColor)
            add("adjustsFontSizeToFitWidth", label.adjustsFontSizeToFitWidth); add("minimumScaleFactor", label.minimumScaleFactor)
            add("baselineAdjustment", label.baselineAdjustment)
            add("allowsDefaultTighteningForTruncation", label.allowsDefaultTighteningForTruncation)
            add("adjustsFontForContentSizeCategory", label.adjustsFontForContentSizeCategory)
            add("preferredMaxLayoutWidth", label.preferredMaxLayoutWidth); add("shadowColor", label.shadowColor)
            add("shadowOffset", label.shadowOffset)
        }
        if let imageView = object as? ImageView {
            add("image", imageView.image); add("highlightedImage", imageView.highlightedImage)
            add("isHighlighted", imageView.isHighlighted)
        }
        if let indicator = object as? ActivityIndicatorView {
            add("style", indicator.style); add("color", indicator.color); add("hidesWhenStopped", indicator.hidesWhenStopped)
            add("isAnimating", indicator.isAnimating)
        }
        if let progress = object as? ProgressView {
            add("progressViewStyle", progress.progressViewStyle); add("progress", progress.progress)
            add("progressTintColor", progress.progressTintColor); add("trackTintColor", progress.trackTintColor)
            add("progressImage", progress.progressImage); add("trackImage", progress.trackImage)
        }
        if let stack = object as? StackView {
            add("axis", stack.axis); add("distribution", stack.distribution); add("alignment", stack.alignment)
            add("spacing", stack.spacing); add("isBaselineRelativeArrangement", stack.isBaselineRelativeArrangement)
            add("isLayoutMarginsRelativeArrangement", stack.isLayoutMarginsRelativeArrangement)
            add("arrangedSubviews", stack.arrangedSubviews.map { "\(type(of: $0))" })
        }
        if let control = object as? Control {
            add("control.isEnabled", control.isEnabled); add("isSelected", control.isSelected)
            add("control.isHighlighted", control.isHighlighted)
            add("contentHorizontalAlignment", control.contentHorizontalAlignment)
            add("contentVerticalAlignment", control.contentVerticalAlignment)
        }
        if let button = object as? Button {
            add("buttonType", button.buttonType)
            for state: Control.State in [.normal, .highlighted, .disabled, .selected] {
                add("title \(state.rawValue)", button.title(for: state)); add("titleColor \(state.rawValue)", button.titleColor(for: state))
                add("titleShadowColor \(state.rawValue)", button.titleShadowColor(for: state))
                add("image \(state.rawValue)", button.image(for: state))
                add("backgroundImage \(state.rawValue)", button.backgroundImage(for: state))
            }
            add("contentEdgeInsets", button.contentEdgeInsets); add("titleEdgeInsets", button.titleEdgeInsets)
            add("imageEdgeInsets", button.imageEdgeInsets); add("role", button.role)
            add("changesSelectionAsPrimaryAction", button.changesSelectionAsPrimaryAction)
        }
        if let toggle = object as? Switch {
            add("isOn", toggle.isOn); add("onTintColor", toggle.onTintColor); add("thumbTintColor", toggle.thumbTintColor)
            add("onImage", toggle.onImage); add("offImage", toggle.offImage); add("title", toggle.title)
            add("preferredStyle", toggle.preferredStyle)
        }
        if let slider = object as? Slider {
            add("value", slider.value); add("minimumValue", slider.minimumValue); add("maximumValue", slider.maximumValue)
            add("isContinuous", slider.isContinuous); add("minimumTrackTintColor", slider.minimumTrackTintColor)
            add("maximumTrackTintColor", slider.maximumTrackTintColor); add("thumbTintColor", slider.thumbTintColor)
            add("minimumValueImage", slider.minimumValueImage); add("maximumValueImage", slider.maximumValueImage)
        }
        if let stepper = object as? Stepper {
            add("value", stepper.value); add("minimumValue", stepper.minimumValue); add("maximumValue", stepper.maximumValue)
            add("stepValue", stepper.stepValue); add("wraps", stepper.wraps); add("autorepeat", stepper.autorepeat)
            add("isContinuous", stepper.isContinuous)
        }
        if let segmented = object as? SegmentedControl {
            add("segments", (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) ?? "-" })
            add("selectedSegmentIndex", segmented.selectedSegmentIndex)
            add("selectedSegmentTintColor", segmented.selectedSegmentTintColor); add("isMomentary", segmented.isMomentary)
            add("apportionsSegmentWidthsByContent", segmented.apportionsSegmentWidthsByContent)
        }
        if let refresh = object as? RefreshControl { add("attributedTitle", refresh.attributedTitle?.string) }
        if let scroll = object as? ScrollView {
            add("contentSize", scroll.contentSize); add("contentInset", scroll.contentInset)
            add("contentInsetAdjustmentBehavior", scroll.contentInsetAdjustmentBehavior); add("contentOffset", scroll.contentOffset)
            add("isScrollEnabled", scroll.isScrollEnabled); add("isPagingEnabled", scroll.isPagingEnabled)
            add("bounces", scroll.bounces); add("alwaysBounceVertical", scroll.alwaysBounceVertical)
            add("alwaysBounceHorizontal", scroll.alwaysBounceHorizontal); add("isDirectionalLockEnabled", scroll.isDirectionalLockEnabled)
            add("minimumZoomScale", scroll.minimumZoomScale); add("maximumZoomScale", scroll.maximumZoomScale)
            add("keyboardDismissMode", scroll.keyboardDismissMode); add("delaysContentTouches", scroll.delaysContentTouches)
            add("canCancelContentTouches", scroll.canCancelContentTouches); add("scrollsToTop", scroll.scrollsToTop)
        }
        if let table = object as? TableView {
            add("style", table.style); add("rowHeight", table.rowHeight); add("estimatedRowHeight", table.estimatedRowHeight)
            add("sectionHeaderHeight", table.sectionHeaderHeight); add("sectionFooterHeight", table.sectionFooterHeight)
            add("separatorStyle", table.separatorStyle); add("separatorColor", table.separatorColor)
            add("separatorInset", table.separatorInset); add("allowsSelection", table.allowsSelection)
            add("allowsMultipleSelection", table.allowsMultipleSelection); add("isEditing", table.isEditing)
        }
        if let cell = object as? TableViewCell {
            add("style", cell.style); add("reuseIdentifier", cell.reuseIdentifier); add("accessoryType", cell.accessoryType)
            add("separatorInset", cell.separatorInset); add("textLabel", cell.textLabel?.text)
            add("detailTextLabel", cell.detailTextLabel?.text)
        }
        if let header = object as? TableViewHeaderFooterView { add("reuseIdentifier", header.reuseIdentifier) }
        if let reusable = object as? CollectionReusableView { add("reuseIdentifier", reusable.reuseIdentifier) }
        if let collection = object as? CollectionView { lines += Self.lines(collection.collectionViewLayout).map { "layout: \($0)" } }
        if let layout = object as? CollectionViewFlowLayout {
            add("scrollDirection", layout.scrollDirection); add("itemSize", layout.itemSize)
            add("estimatedItemSize", layout.estimatedItemSize); add("minimumLineSpacing", layout.minimumLineSpacing)
            add("minimumInteritemSpacing", layout.minimumInteritemSpacing); add("sectionInset", layout.sectionInset)
            add("sectionInsetReference", layout.sectionInsetReference); add("headerReferenceSize", layout.headerReferenceSize)
            add("footerReferenceSize", layout.footerReferenceSize)
        }
        if let field = object as? TextField {
            add("font", field.font); add("textColor", field.textColor); add("textAlignment", field.textAlignment)
            add("text", field.text); add("placeholder", field.placeholder); add("borderStyle", field.borderStyle)
            add("background", field.background); add("disabledBackground", field.disabledBackground)
            add("clearButtonMode", field.clearButtonMode); add("clearsOnBeginEditing", field.clearsOnBeginEditing)
            add("adjustsFontSizeToFitWidth", field.adjustsFontSizeToFitWidth); add("minimumFontSize", field.minimumFontSize)
            add("isSecureTextEntry", field.isSecureTextEntry); add("keyboardType", field.keyboardType)
            add("keyboardAppearance", field.keyboardAppearance); add("returnKeyType", field.returnKeyType)
            add("enablesReturnKeyAutomatically", field.enablesReturnKeyAutomatically)
            add("autocapitalizationType", field.autocapitalizationType); add("autocorrectionType", field.autocorrectionType)
            add("spellCheckingType", field.spellCheckingType); add("textContentType", field.textContentType?.rawValue)
        }
        if let textView = object as? TextView {
            add("font", textView.font); add("textColor", textView.textColor); add("textAlignment", textView.textAlignment)
            add("text", textView.text); add("isEditable", textView.isEditable); add("isSelectable", textView.isSelectable)
            add("textContainerInset", textView.textContainerInset); add("isSecureTextEntry", textView.isSecureTextEntry)
            add("keyboardType", textView.keyboardType); add("keyboardAppearance", textView.keyboardAppearance)
            add("returnKeyType", textView.returnKeyType); add("autocapitalizationType", textView.autocapitalizationType)
            add("autocorrectionType", textView.autocorrectionType); add("spellCheckingType", textView.spellCheckingType)
            add("textContentType", textView.textContentType?.rawValue)
        }
        if let bar = object as? NavigationBar { add("isTranslucent", bar.isTranslucent) }
        if let item = object as? BarItem {
            add("title", item.title); add("image", item.image); add("isEnabled", item.isEnabled); add("tag", item.tag)
            add("accessibilityIdentifier", item.accessibilityIdentifier); add("accessibilityLabel", item.accessibilityLabel)
        }
        if let item = object as? BarButtonItem {
            add("style", item.style); add("width", item.width); add("tintColor", item.tintColor)
            add("customView", item.customView.map { "\(type(of: $0))" }); add("systemItem", item.systemItem)
        }
        if let item = object as? TabBarItem {
            add("selectedImage", item.selectedImage); add("badgeValue", item.badgeValue); add("badgeColor", item.badgeColor)
            add("systemItem", item.systemItem)
        }
        if let item = object as? NavigationItem {
            add("title", item.title); add("prompt", item.prompt); add("backButtonTitle", item.backButtonTitle)
            add("hidesBackButton", item.hidesBackButton); add("leftItemsSupplementBackButton", item.leftItemsSupplementBackButton)
            add("largeTitleDisplayMode", item.largeTitleDisplayMode); add("titleView", item.titleView.map { "\(type(of: $0))" })
            lines += Self.lines(item.backBarButtonItem).map { "back: \($0)" }
            lines += (item.leftBarButtonItems ?? []).flatMap { Self.lines($0).map { "left: \($0)" } }
            lines += (item.rightBarButtonItems ?? []).flatMap { Self.lines($0).map { "right: \($0)" } }
        }
        if let controller = object as? ViewControllerBase {
            add("title", controller.title); add("isViewLoaded", controller.isViewLoaded)
            add("modalPresentationStyle", controller.modalPresentationStyle)
            add("modalTransitionStyle", controller.modalTransitionStyle); add("isModalInPresentation", controller.isModalInPresentation)
            add("definesPresentationContext", controller.definesPresentationContext)
            add("preferredContentSize", controller.preferredContentSize)
            add("extendedLayoutIncludesOpaqueBars", controller.extendedLayoutIncludesOpaqueBars)
            add("additionalSafeAreaInsets", controller.additionalSafeAreaInsets)
            lines += Self.lines(controller.navigationItem).map { "navigationItem: \($0)" }
            lines += Self.lines(controller.tabBarItem).map { "tabBarItem: \($0)" }
        }
        if let navigation = object as? NavigationController {
            add("isNavigationBarHidden", navigation.isNavigationBarHidden)
            lines += Self.lines(navigation.navigationBar).map { "navigationBar: \($0)" }
        }
        if let table = object as? TableViewController { add("clearsSelectionOnViewWillAppear", table.clearsSelectionOnViewWillAppear) }
        if let collection = object as? CollectionViewController {
            add("clearsSelectionOnViewWillAppear", collection.clearsSelectionOnViewWillAppear)
            lines += Self.lines(collection.initialLayout).map { "layout: \($0)" }
        }
        return lines
    }
}
