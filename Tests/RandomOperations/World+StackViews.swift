import Foundation
import HeadlessKit

/// A view with an intrinsic size that only a stack view arranges: no other operation constrains
/// it, so the arrangement's constraints are the only ones on it and always hold.
final class ChaosArrangedView: ViewNode {
    var contentSize = CGSize(width: 20, height: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { contentSize }
}

/// Stack views, visual formats and layout direction in the random operations: stack views in the
/// pool get arranged views added, inserted, removed and hidden, and their axis, distribution,
/// alignment and spacing changed; visual formats (valid and mutated) are parsed and activated;
/// windows and stack views flip between left-to-right and right-to-left.
extension World {
    /// The pool's stack views, made on first use (two of them).
    var poolStackViews: [StackView] {
        if stackViews.isEmpty {
            stackViews = (0..<2).map { index in
                let stack = StackView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
                stack.tag = 60_001 + index
                track(stack, "stack\(index)")
                return stack
            }
        }
        return stackViews
    }

    func performAutoLayoutExtraOperation() {
        let stacks = poolStackViews
        let stack = stacks[pick(stacks.count)]
        let label = name(stack)
        switch pick(20) {
        case 0, 1:
            let parent: ViewNode = chance(3) ? windows[pick(windows.count)] : anyView()
            let frame = CGRect(x: pick(40), y: pick(40), width: 40 + pick(5) * 30, height: 20 + pick(4) * 20)
            note("\(name(parent)).addSubview(\(label)); frame = \(frame)")
            parent.addSubview(stack)
            stack.frame = frame
        case 2, 3, 4:
            let view = ChaosArrangedView()
            view.tag = 70_000 + pick(1000)
            view.contentSize = CGSize(width: pick(6) * 10 - 5, height: pick(5) * 8 - 4)
            track(view, "an arranged view of \(label)")
            let index = pick(stack.arrangedSubviews.count + 1)
            note("\(label).insertArrangedSubview(arranged view \(view.contentSize), at: \(index))")
            stack.insertArrangedSubview(view, at: index)
        case 5:
            let other = stacks.first { $0 !== stack }!
            guard !stack.isDescendant(of: other) else { return }   // that would be a cycle: see the misuse
            note("\(label).addArrangedSubview(\(name(other)))")
            stack.addArrangedSubview(other)
        case 6:
            guard let view = element(stack.arrangedSubviews) else { return }
            note("\(label).removeArrangedSubview(\(name(view)))\(chance(2) ? "; removeFromSuperview" : "")")
            stack.removeArrangedSubview(view)
            if chance(2) { view.removeFromSuperview() }
        case 7:
            guard let view = element(stack.arrangedSubviews) else { return }
            note("\(name(view)).removeFromSuperview() (arranged in \(label))")
            view.removeFromSuperview()
        case 8, 9:
            guard let view = element(stack.arrangedSubviews) else { return }
            note("\(name(view)).isHidden.toggle() (arranged in \(label))")
            view.isHidden.toggle()
        case 10:
            note("\(label).axis.toggle")
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
        case 11:
            let distribution = StackView.Distribution.allCases[pick(StackView.Distribution.allCases.count)]
            note("\(label).distribution = \(distribution)")
            stack.distribution = distribution
        case 12:
            let alignment = StackView.Alignment.allCases[pick(StackView.Alignment.allCases.count)]
            note("\(label).alignment = \(alignment)")
            stack.alignment = alignment
        case 13:
            let spacing: CGFloat = chance(4) ? StackView.spacingUseSystem : CGFloat(pick(4) * 5)
            note("\(label).spacing = \(spacing)")
            stack.spacing = spacing
        case 14:
            guard let view = element(stack.arrangedSubviews) else { return }
            let spacing: CGFloat = chance(3) ? StackView.spacingUseDefault : CGFloat(pick(3) * 7)
            note("\(label).setCustomSpacing(\(spacing), after: \(name(view)))")
            stack.setCustomSpacing(spacing, after: view)
        case 15:
            note("\(label).isLayoutMarginsRelativeArrangement.toggle(); isBaselineRelativeArrangement.toggle()")
            if chance(2) { stack.isLayoutMarginsRelativeArrangement.toggle() } else { stack.isBaselineRelativeArrangement.toggle() }
        case 16:
            guard let view = element(stack.arrangedSubviews) as? ChaosArrangedView else { return }
            let size = CGSize(width: pick(6) * 10, height: pick(5) * 8)
            note("\(name(view)).contentSize = \(size) (arranged in \(label))")
            view.contentSize = size
        case 17:
            let window = windows[pick(windows.count)]
            let direction: UserInterfaceLayoutDirection = window.userInterfaceLayoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            note("\(name(window)).userInterfaceLayoutDirection = \(direction)")
            window.userInterfaceLayoutDirection = direction
        case 18:
            let attribute = SemanticContentAttribute.allCases[pick(SemanticContentAttribute.allCases.count)]
            let target: ViewNode = chance(2) ? stack : views[pick(views.count)]
            note("\(name(target)).semanticContentAttribute = \(attribute)")
            target.semanticContentAttribute = attribute
        default:
            performVisualFormatOperation()
        }
    }

    /// Parses a visual format over pool views — valid, or mutated by a deleted, doubled or
    /// replaced character — and activates what it makes now and then.
    func performVisualFormatOperation() {
        let a = views[pick(views.count)], b = views[pick(views.count)]
        let formats = ["H:|-[a]-[b]-|", "V:|-10-[a(==40@750)]-(>=8)-[b(==a)]", "H:[a(>=20,<=90)]-gap-[b]",
                       "V:[a]-[b]|", "H:|[a][b(30)]"]
        var format = Array(formats[pick(formats.count)])
        if chance(2), !format.isEmpty {
            let index = pick(format.count)
            switch pick(3) {
            case 0: format.remove(at: index)
            case 1: format.insert(format[index], at: index)
            default: format[index] = Array("[]()-|@=<>,:Hxab0")[pick(17)]
            }
        }
        let text = String(format)
        let options: LayoutConstraint.FormatOptions = [[], .alignAllTop, .alignAllCenterX, .directionRightToLeft, .directionLeftToRight][pick(5)]
        note("constraints(withVisualFormat: \"\(text)\", options: \(options.rawValue)) on \(name(a)), \(name(b))")
        let made = LayoutConstraint.constraints(withVisualFormat: text, options: options, metrics: ["gap": 12], views: ["a": a, "b": b])
        guard chance(2), a !== b else { return }
        for constraint in made {
            constraints.append(constraint)
            track(constraint, "a visual-format constraint")
        }
        if chance(2) { a.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate(made)
    }

    /// Misuse of stack views and visual formats: each certainly refused.
    func autoLayoutMisuse() -> String? {
        let stack = poolStackViews[pick(poolStackViews.count)]
        switch pick(4) {
        case 0:
            let index = stack.arrangedSubviews.count + 1 + pick(3)
            note("misuse: \(name(stack)).insertArrangedSubview(_, at: \(index))")
            stack.insertArrangedSubview(ViewNode(), at: index)
            return "\(name(stack)).insertArrangedSubview at \(index)"
        case 1:
            guard let ancestor = stack.superview else {
                note("misuse: \(name(stack)).addArrangedSubview(itself)")
                stack.addArrangedSubview(stack)
                return "\(name(stack)).addArrangedSubview(itself)"
            }
            note("misuse: \(name(stack)).addArrangedSubview(its superview \(name(ancestor)))")
            stack.addArrangedSubview(ancestor)
            return "\(name(stack)).addArrangedSubview(its superview)"
        case 2:
            let broken = ["H:[a", "H:[a]-[zz]", "V:[a(>=)]", "H:[a]-10[a]", "H:[a(==5@0)]"][pick(5)]
            note("misuse: constraints(withVisualFormat: \"\(broken)\")")
            _ = LayoutConstraint.constraints(withVisualFormat: broken, options: [], metrics: nil, views: ["a": views[pick(views.count)]])
            return "the visual format \(broken)"
        default:
            note("misuse: \(name(stack)).spacing = nan")
            stack.spacing = .nan
            return "\(name(stack)).spacing = nan"
        }
    }

    /// After `loop` ran until idle: every stack view in one of its visible windows has its
    /// arranged views among its subviews, and adjacent visible ones the spacing their arrangement
    /// requires — exactly for the fill distributions, at least for the equal-spacing ones — read
    /// against the layout direction, within the one pixel the rounding of two edges can move it.
    func stackViewViolation(in loop: MainRunLoop) -> String? {
        guard !loop.isFrozen else { return nil }
        for stack in stackViews {
            for view in stack.arrangedSubviews where view.superview !== stack {
                return "\(name(stack)) arranges \(name(view)), which is not its subview"
            }
            guard let window = stack.window, window.runLoop === loop, !window.isHidden,
                  !stack.isBaselineRelativeArrangement || stack.axis == .horizontal else { continue }
            let tolerance = 1 / window.screen.scale + 1e-6
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            let horizontal = stack.axis == .horizontal
            let reversed = horizontal && stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
            for (before, after) in zip(visible, visible.dropFirst()) {
                // Raw edges: a solved size can be negative when the views do not fit.
                func edges(_ view: ViewNode) -> (CGFloat, CGFloat) {
                    let frame = view.frame
                    return horizontal ? (frame.origin.x, frame.origin.x + frame.size.width)
                        : (frame.origin.y, frame.origin.y + frame.size.height)
                }
                let gap = reversed ? edges(before).0 - edges(after).1 : edges(after).0 - edges(before).1
                var spacing = stack.customSpacing(after: before)
                if spacing == StackView.spacingUseDefault { spacing = stack.spacing }
                if spacing == StackView.spacingUseSystem { spacing = LayoutConstraint.standardSpacing }
                let exact = stack.distribution != .equalSpacing && stack.distribution != .equalCentering
                if gap < spacing - tolerance || (exact && gap > spacing + tolerance) {
                    return "\(name(stack)) (\(stack.axis), \(stack.distribution), spacing \(spacing)) leaves \(gap) between "
                        + "\(name(before)) \(before.frame) and \(name(after)) \(after.frame)"
                }
            }
        }
        return nil
    }
}
