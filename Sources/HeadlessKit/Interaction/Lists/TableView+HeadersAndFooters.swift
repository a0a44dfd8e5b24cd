import Foundation

/// Section headers and footers: the delegate's views, or the data source's titles in a
/// ``TableViewHeaderFooterView``, made as their sections show and removed as they leave (to their
/// pool, for views with a reuse identifier).
///
/// In a plain table they float (see ``TableView/rectForHeader(inSection:)`` for where they sit
/// unfloated): a header stays at the top of the visible area while its section shows.
extension TableView {
    /// The rectangle of `section`'s header, in the table's content, where its section puts it
    /// (a floating header of a plain table may show lower); `.zero` for a section there is not.
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadRowDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return insetForStyle(geometry.rect(ofHeaderInSection: section, footer: false, width: bounds.width))
    }

    /// The rectangle of `section`'s footer, in the table's content; `.zero` for a section there
    /// is not.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadRowDataIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return insetForStyle(geometry.rect(ofHeaderInSection: section, footer: true, width: bounds.width))
    }

    /// The header view on show for `section`, or `nil`.
    public func headerView(forSection section: Int) -> ViewNode? {
        visibleHeadersAndFooters[HeaderFooterKey(section: section, isFooter: false)] ?? nil
    }

    /// The footer view on show for `section`, or `nil`.
    public func footerView(forSection section: Int) -> ViewNode? {
        visibleHeadersAndFooters[HeaderFooterKey(section: section, isFooter: true)] ?? nil
    }

    // MARK: - Internals

    /// Removes the headers and footers that left `visibleBounds`, makes those that entered (the
    /// delegate's view, else a title view; chosen: asked after the rows' cells), and places all.
    func updateHeadersAndFooters(in visibleBounds: CGRect) {
        var shown: [HeaderFooterKey] = []
        for section in geometry.sections(overlapping: visibleBounds.minY, visibleBounds.maxY) {
            for isFooter in [false, true] {
                let key = HeaderFooterKey(section: section, isFooter: isFooter)
                let rect = frameOfHeaderOrFooter(key, in: visibleBounds)
                if rect.height > 0, rect.minY < visibleBounds.maxY, rect.maxY > visibleBounds.minY { shown.append(key) }
            }
        }
        let shownKeys = Set(shown)
        for key in visibleHeadersAndFooters.keys.sorted() where !shownKeys.contains(key) {
            if let view = visibleHeadersAndFooters.removeValue(forKey: key) ?? nil { enqueueHeaderOrFooter(view) }
        }
        for key in shown where visibleHeadersAndFooters[key] == nil {
            guard !needsReload else { return }
            let view = makeHeaderOrFooter(key)
            guard !needsReload, geometry.sections.indices.contains(key.section) else { return }
            visibleHeadersAndFooters[key] = .some(view)
            if let view, view.superview !== self { addSubview(view) }
        }
        for (key, view) in visibleHeadersAndFooters {
            guard let view else { continue }
            let frame = frameOfHeaderOrFooter(key, in: visibleBounds)
            if view.frame != frame { view.frame = frame }
        }
    }

    private func makeHeaderOrFooter(_ key: HeaderFooterKey) -> ViewNode? {
        let delegate = tableDelegate
        let view = key.isFooter
            ? delegate?.tableView(self, viewForFooterInSection: key.section)
            : delegate?.tableView(self, viewForHeaderInSection: key.section)
        if let view { return view }
        let title = key.isFooter
            ? dataSource?.tableView(self, titleForFooterInSection: key.section)
            : dataSource?.tableView(self, titleForHeaderInSection: key.section)
        guard let title else { return nil }
        let titleView = TableViewHeaderFooterView(reuseIdentifier: nil)
        titleView.textLabel?.text = title
        return titleView
    }

    /// `rect` narrowed for an ``Style/insetGrouped`` table (20 points each side, chosen as on an
    /// iPhone); as it is otherwise.
    func insetForStyle(_ rect: CGRect) -> CGRect {
        guard style == .insetGrouped else { return rect }
        return CGRect(x: rect.minX + 20, y: rect.minY, width: max(0, rect.width - 40), height: rect.height)
    }
}
