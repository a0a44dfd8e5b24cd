import Foundation
import HeadlessKit

/// A label in the random operations, named for the logs.
final class ChaosLabel: Label, ChaosNamed {
    var name: String { "label\(tag - 80_000)" }
}

/// An image view in the random operations.
final class ChaosImageView: ImageView, ChaosNamed {
    var name: String { "imageView\(tag - 80_000)" }
}

/// A button in the random operations.
final class ChaosButton: Button, ChaosNamed {
    var name: String { "button\(tag - 80_000)" }
}

/// The content views of a run and the labels it pinned to a superview's top, leading and trailing
/// edges (with nothing else on their height), whose height after idle must be their text's.
@MainActor
final class ContentChaos {
    var labels: [ChaosLabel] = []
    var imageViews: [ChaosImageView] = []
    var buttons: [ChaosButton] = []
    var pinned: [(label: Label, superview: ViewNode, constraints: [LayoutConstraint])] = []
    var contentViews: [ViewNode] { labels + imageViews + buttons }
}

/// Labels, image views and buttons in the random operations — texts, fonts, line counts, images,
/// titles per state, configurations, taps — with tints and traits (style, text size) changed on
/// views, controllers and windows. After idle, a label pinned to its superview's width is exactly
/// as high as its text at that width.
extension World {
    /// The content pool, made on first use: three labels, two image views, two buttons.
    var contentPool: ContentChaos {
        let state = contentState
        if state.labels.isEmpty {
            state.labels = (0..<3).map { index in
                let label = ChaosLabel()
                label.tag = 80_001 + index
                track(label, label.name)
                return label
            }
            state.imageViews = (0..<2).map { index in
                let view = ChaosImageView()
                view.tag = 80_011 + index
                track(view, view.name)
                return view
            }
            state.buttons = (0..<2).map { index in
                let button = ChaosButton(type: index == 0 ? .system : .custom)
                button.tag = 80_021 + index
                track(button, button.name)
                return button
            }
        }
        return state
    }

    func performContentOperation() {
        let pool = contentPool
        switch pick(10) {
        case 0: placeContentView(pool)
        case 1, 2: performLabelOperation(pool.labels[pick(pool.labels.count)], pool)
        case 3: performImageViewOperation(pool.imageViews[pick(pool.imageViews.count)])
        case 4, 5: performButtonOperation(pool.buttons[pick(pool.buttons.count)])
        case 6, 7: performTintOperation(pool)
        default: performTraitOperation()
        }
    }

    /// Adds a content view somewhere, by frame or — for a label — pinned to the superview's top,
    /// leading and trailing edges.
    private func placeContentView(_ pool: ContentChaos) {
        let view = pool.contentViews[pick(pool.contentViews.count)]
        let parent: ViewNode = chance(3) ? windows[pick(windows.count)] : anyView()
        guard !parent.isDescendant(of: view) else { return }
        if let label = view as? Label, chance(2) {
            note("\(name(label)) pinned to the top, leading and trailing edges of \(name(parent))")
            unpin(label)
            parent.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            let constraints = [
                label.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(pick(3) * 4)),
                label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            ]
            LayoutConstraint.activate(constraints)
            contentState.pinned.append((label, parent, constraints))
            return
        }
        let frame = CGRect(x: pick(40), y: pick(40), width: pick(6) * 20, height: pick(4) * 15)
        note("\(name(parent)).addSubview(\(name(view))); frame = \(frame)")
        if let label = view as? Label { unpin(label) }
        parent.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = frame
    }

    private func unpin(_ label: Label) {
        guard let index = contentState.pinned.firstIndex(where: { $0.label === label }) else { return }
        LayoutConstraint.deactivate(contentState.pinned[index].constraints)
        contentState.pinned.remove(at: index)
    }

    private func performLabelOperation(_ label: ChaosLabel, _ pool: ContentChaos) {
        let texts = ["", "Hi", "Hello, world", "The quick brown fox jumps over the lazy dog", "a\nb\n\nc", "漢字 👍🏽 e\u{301}",
                     "Supercalifragilisticexpialidocious"]
        switch pick(9) {
        case 0, 1:
            let text = chance(8) ? nil : texts[pick(texts.count)]
            note("\(name(label)).text = \(text.debugDescription)")
            label.text = text
        case 2:
            let size = CGFloat(8 + pick(30))
            note("\(name(label)).font = system \(size)")
            label.font = chance(3) ? .preferredFont(forTextStyle: .body) : .systemFont(ofSize: size)
        case 3:
            let lines = pick(4)
            note("\(name(label)).numberOfLines = \(lines)")
            label.numberOfLines = lines
        case 4:
            let mode = LineBreakMode(rawValue: pick(6))!
            note("\(name(label)).lineBreakMode = \(mode)")
            label.lineBreakMode = mode
        case 5:
            let width = chance(2) ? 0 : CGFloat(20 + pick(150))
            note("\(name(label)).preferredMaxLayoutWidth = \(width)")
            label.preferredMaxLayoutWidth = width
        case 6:
            note("\(name(label)) shrinks, adjusts for text size, highlights, disables (toggles)")
            switch pick(4) {
            case 0: label.adjustsFontSizeToFitWidth.toggle(); label.minimumScaleFactor = CGFloat(pick(3)) / 4
            case 1: label.adjustsFontForContentSizeCategory.toggle()
            case 2: label.isHighlighted.toggle(); label.highlightedTextColor = chance(2) ? .systemRed : nil
            default: label.isEnabled.toggle()
            }
        case 7:
            let text = NSMutableAttributedString(string: texts[pick(texts.count)], attributes: [.font: Font.systemFont(ofSize: CGFloat(10 + pick(20)))])
            text.append(NSAttributedString(string: " tail", attributes: [.foregroundColor: Color.systemGreen]))
            note("\(name(label)).attributedText = \(text.string.debugDescription) + tail")
            label.attributedText = text
        default:
            let alignment = TextAlignment(rawValue: pick(5))!
            note("\(name(label)).textAlignment = \(alignment); textColor")
            label.textAlignment = alignment
            label.textColor = chance(2) ? .secondaryLabel : .systemPurple
        }
    }

    private func performImageViewOperation(_ view: ChaosImageView) {
        switch pick(5) {
        case 0, 1:
            let image: Image? = chance(4) ? nil : Image(systemName: ["star", "heart", "bolt"][pick(3)])
            note("\(name(view)).image = \(image.map(\.description) ?? "nil")")
            view.image = image
        case 2:
            let mode = ContentMode.allCases[pick(ContentMode.allCases.count)]
            note("\(name(view)).contentMode = \(mode); highlighted toggles")
            view.contentMode = mode
            view.highlightedImage = chance(2) ? Image(systemName: "star.fill") : nil
            view.isHighlighted.toggle()
        case 3:
            note("\(name(view)).preferredSymbolConfiguration")
            view.preferredSymbolConfiguration = chance(2) ? nil : Image.SymbolConfiguration(pointSize: CGFloat(10 + pick(30)))
        default:
            note("\(name(view)) animates \(view.isAnimating ? "no more" : "")")
            if view.isAnimating { view.stopAnimating() } else {
                view.animationImages = [Image(systemName: "a"), Image(systemName: "b")]
                view.animationRepeatCount = pick(3)
                view.startAnimating()
            }
        }
    }

    private func performButtonOperation(_ button: ChaosButton) {
        let states: [Control.State] = [.normal, .highlighted, .selected, .disabled, [.selected, .highlighted]]
        let state = states[pick(states.count)]
        switch pick(8) {
        case 0, 1:
            let title = chance(5) ? nil : ["OK", "Cancel", "Send now", "A much longer button title"][pick(4)]
            note("\(name(button)).setTitle(\(title.debugDescription), for: \(state.rawValue))")
            button.setTitle(title, for: state)
        case 2:
            note("\(name(button)).setImage(for: \(state.rawValue)); title colour")
            button.setImage(chance(3) ? nil : Image(systemName: "star"), for: state)
            button.setTitleColor(chance(2) ? nil : .systemOrange, for: state)
        case 3:
            var configuration: Button.Configuration? = [Button.Configuration.plain(), .filled(), .tinted(), .gray()][pick(4)]
            configuration?.title = chance(2) ? "Configured" : nil
            configuration?.subtitle = chance(3) ? "subtitle" : nil
            configuration?.image = chance(2) ? Image(systemName: "paperplane") : nil
            configuration?.imagePlacement = [.leading, .trailing, .top, .bottom][pick(4)]
            configuration?.imagePadding = CGFloat(pick(3) * 4)
            if chance(3) { configuration = nil }
            note("\(name(button)).configuration = \(configuration == nil ? "nil" : "a configuration")")
            button.configuration = configuration
        case 4:
            note("\(name(button)) selected, enabled, changes selection (toggles)")
            switch pick(3) {
            case 0: button.isSelected.toggle()
            case 1: button.isEnabled.toggle()
            default: button.changesSelectionAsPrimaryAction.toggle()
            }
        case 5:
            note("\(name(button)).contentEdgeInsets; alignment")
            button.contentEdgeInsets = EdgeInsets(top: CGFloat(pick(3) * 2), left: CGFloat(pick(3) * 4), bottom: 0, right: 0)
            button.contentHorizontalAlignment = Control.ContentHorizontalAlignment(rawValue: pick(6))!
        case 6:
            note("\(name(button)).setNeedsUpdateConfiguration(); handler")
            if chance(2) {
                button.configurationUpdateHandler = nil
            } else {
                button.configurationUpdateHandler = { (button: Button) in
                    let color: Color? = button.isHighlighted ? Color.systemRed : nil
                    button.configuration?.baseForegroundColor = color
                }
            }
            button.setNeedsUpdateConfiguration()
        default:
            guard let window = button.window else { return }
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
            guard window.bounds.contains(center) else { return }
            note("\(name(window)).tap(at: \(center)) (\(name(button)))")
            window.tap(at: center)
        }
    }

    private func performTintOperation(_ pool: ContentChaos) {
        let target: ViewNode
        switch pick(3) {
        case 0: target = windows[pick(windows.count)]
        case 1: target = anyView()
        default: target = pool.contentViews[pick(pool.contentViews.count)]
        }
        if chance(4) {
            let mode = ViewNode.TintAdjustmentMode(rawValue: pick(3))!
            note("\(name(target)).tintAdjustmentMode = \(mode)")
            target.tintAdjustmentMode = mode
        } else {
            let color: Color? = chance(3) ? nil : [Color.systemRed, .systemGreen, .label, .orange][pick(4)]
            note("\(name(target)).tintColor = \(color.map(\.description) ?? "nil")")
            target.tintColor = color
        }
    }

    private func performTraitOperation() {
        let style = UserInterfaceStyle(rawValue: pick(3))!
        switch pick(5) {
        case 0:
            let window = windows[pick(windows.count)]
            note("\(name(window)).overrideUserInterfaceStyle = \(style)")
            window.overrideUserInterfaceStyle = style
        case 1:
            let view = anyView()
            note("\(name(view)).overrideUserInterfaceStyle = \(style)")
            view.overrideUserInterfaceStyle = style
        case 2:
            let controller = controllers[pick(controllers.count)]
            note("\(name(controller)).overrideUserInterfaceStyle = \(style)")
            controller.overrideUserInterfaceStyle = style
        case 3:
            let controller = controllers[pick(controllers.count)]
            guard let parent = controller.parent else { return }
            let traits: TraitCollection? = chance(3) ? nil : TraitCollection(userInterfaceStyle: style)
            note("\(name(parent)).setOverrideTraitCollection(\(traits.map(\.description) ?? "nil"), forChild: \(name(controller)))")
            parent.setOverrideTraitCollection(traits, forChild: controller)
        default:
            let window = windows[pick(windows.count)]
            let category = ContentSizeCategory.allCategories[pick(ContentSizeCategory.allCategories.count)]
            note("\(name(window)).preferredContentSizeCategory = \(category)")
            window.preferredContentSizeCategory = category
        }
    }

    /// A content misuse with a non-finite number: certainly refused.
    func contentMisuse(_ nonFinite: CGFloat) -> (String, () -> Void) {
        let pool = contentPool
        let label = pool.labels[pick(pool.labels.count)], button = pool.buttons[pick(pool.buttons.count)]
        switch pick(4) {
        case 0: return ("\(name(label)).preferredMaxLayoutWidth = \(nonFinite)", { label.preferredMaxLayoutWidth = nonFinite })
        case 1: return ("\(name(label)).minimumScaleFactor = \(nonFinite)", { label.minimumScaleFactor = nonFinite })
        case 2:
            return ("\(name(button)).contentEdgeInsets with \(nonFinite)",
                    { button.contentEdgeInsets = EdgeInsets(top: nonFinite, left: 0, bottom: 0, right: 0) })
        default:
            let parent = controllers[pick(controllers.count)]
            return ("\(name(parent)).setOverrideTraitCollection(forChild: a stranger)", {
                parent.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: ViewControllerBase())
            })
        }
    }

    /// After idle: every label still pinned to its superview's edges (its three constraints
    /// active, its superview in a window of `loop`) is exactly as high as its text at its width
    /// (or at its preferred maximum width, when it has one).
    func contentViolation(in loop: MainRunLoop) -> String? {
        for entry in contentState.pinned {
            let label = entry.label
            guard label.superview === entry.superview, entry.constraints.allSatisfy(\.isActive),
                  let window = label.window, window.runLoop === loop, !loop.isFrozen else { continue }
            // A label with a preferred maximum width takes the height of its text at that width,
            // whatever its own width, as UIKit's intrinsic size does.
            let width = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : label.bounds.width
            let expected = label.sizeThatFits(CGSize(width: width, height: 0)).height
            // Compared in whole pixels of the screen: a frame on the pixel grid may differ from the
            // measured height in its last bit.
            let scale = label.traitCollection.displayScale
            guard (label.bounds.height * scale).rounded() != (expected * scale).rounded() else { continue }
            return "\(name(label)) is \(label.bounds.height) high at width \(label.bounds.width), but its text "
                + "\(label.text.debugDescription) (\(label.numberOfLines) lines, max width \(label.preferredMaxLayoutWidth)) "
                + "is \(expected) high"
        }
        return nil
    }
}
