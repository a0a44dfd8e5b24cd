import Foundation

/// Adding, inserting and removing arranged views, and custom spacing.
extension StackView {
    /// Adds `view` to the end of ``arrangedSubviews`` (moving it there if it is arranged already),
    /// making it a subview first if it is not one.
    ///
    /// The view stops translating its autoresizing mask into constraints. A view that cannot be a
    /// subview of this stack view — the stack view itself, one of its ancestors, a window — is
    /// refused as ``ViewNode/addSubview(_:)`` refuses it, and nothing changes.
    public func addArrangedSubview(_ view: ViewNode) {
        let alreadyArranged = arrangedSubviews.contains { $0 === view }
        insertArrangedSubview(view, at: arrangedSubviews.count - (alreadyArranged ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (moving it there if it is arranged
    /// already), adding it to the end of ``ViewNode/subviews`` if it is not a subview: the index
    /// orders the arrangement, not the subviews, as in UIKit.
    ///
    /// An index past the end of the arrangement is refused with a diagnostic (UIKit raises a
    /// range exception) and nothing changes; so is a view that cannot be a subview, as in
    /// ``addArrangedSubview(_:)``.
    public func insertArrangedSubview(_ view: ViewNode, at stackIndex: Int) {
        let current = arrangedSubviews.firstIndex { $0 === view }
        let limit = arrangedSubviews.count - (current == nil ? 0 : 1)
        guard stackIndex >= 0, stackIndex <= limit else {
            reportMisuse(Diagnostic(
                kind: .arrangedSubviewIndexOutOfRange,
                message: "*** -[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds "
                    + "[0 .. \(limit)]. HeadlessKit left \(view) and the arrangement of \(self) as they were; pass an "
                    + "index in 0...\(limit).",
                objects: [self, view]))
            return
        }
        if view.storedSuperview !== self {
            addSubview(view)
            // addSubview refused it (a cycle, a window), or a hook moved it on: nothing to arrange.
            guard view.storedSuperview === self else { return }
        }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        view.flags.insert(.isArrangedSubview)
        view.translatesAutoresizingMaskIntoConstraints = false
        rebuildArrangement()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview (call
    /// ``ViewNode/removeFromSuperview()`` to take it away), as in UIKit. Does nothing if the view
    /// is not arranged.
    public func removeArrangedSubview(_ view: ViewNode) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        leaveArrangement(at: index)
    }

    /// Sets the spacing after `arrangedSubview`, overriding ``spacing`` for that one gap;
    /// ``spacingUseDefault`` returns to ``spacing``, ``spacingUseSystem`` asks for the system
    /// spacing. Ignored for a view that is not arranged, as in UIKit; a NaN or infinite spacing is
    /// refused with a diagnostic.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: ViewNode) {
        guard spacing.isFinite else {
            refuseGeometry("UIStackView custom spacing is not finite: \(GeometryFormat.number(spacing)). HeadlessKit "
                + "kept the spacing after \(arrangedSubview); pass a finite number or StackView.spacingUseDefault.")
            return
        }
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let id = ObjectIdentifier(arrangedSubview)
        let stored: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[id] != stored else { return }
        customSpacings[id] = stored
        rebuildArrangement()
    }

    /// The spacing after `arrangedSubview` set by ``setCustomSpacing(_:after:)``, or
    /// ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: ViewNode) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Takes the view at `index` out of the arrangement and re-arranges the rest.
    func leaveArrangement(at index: Int) {
        let view = arrangedSubviews.remove(at: index)
        view.flags.remove(.isArrangedSubview)
        customSpacings[ObjectIdentifier(view)] = nil
        rebuildArrangement()
    }
}
