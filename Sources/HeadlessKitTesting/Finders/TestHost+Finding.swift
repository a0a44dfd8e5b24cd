import Foundation
import HeadlessKit

/// Finding views on the screen the way a person looks for them.
extension TestHost {
    /// The views `finder` matches in the application's shown windows — presented controllers and
    /// alerts included — in the order they are drawn (back to front).
    ///
    /// Only views a person can see are found, unless the finder is ``Finder/includingInvisible``:
    /// a view is visible when it and its ancestors are not hidden and have an alpha of at least
    /// 0.01, it has an area, part of it is inside the window and inside every ancestor that clips
    /// to its bounds, and no view drawn above it with an opaque background covers the centre of
    /// that part **(chosen)**. The result's ``FoundViews/only`` and ``FoundViews/first`` fail the
    /// test at this line when they do not find what they expect.
    public func find(
        _ finder: Finder,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> FoundViews<ViewNode> {
        screenIndex().search(finder, as: ViewNode.self,
                             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The views of `type` that `finder` matches (every visible one without a finder), typed.
    public func find<View: ViewNode>(
        _ type: View.Type, _ finder: Finder? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> FoundViews<View> {
        screenIndex().search(Self.typed(type, finder), as: type,
                             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The one visible view `finder` matches; fails the test and returns `nil` when there is none
    /// or there are several.
    public func only(
        _ finder: Finder,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ViewNode? {
        find(finder, fileID: fileID, filePath: filePath, line: line, column: column).only
    }

    /// The one visible view of `type` that `finder` matches, typed
    /// (`host.only(Button.self, .text("Log In"))?.isEnabled`); fails the test and returns `nil`
    /// when there is none or there are several.
    public func only<View: ViewNode>(
        _ type: View.Type, _ finder: Finder? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> View? {
        find(type, finder, fileID: fileID, filePath: filePath, line: line, column: column).only
    }

    /// Whether `finder` matches any visible view; never fails.
    public func exists(_ finder: Finder) -> Bool {
        screenIndex().search(finder, as: ViewNode.self, at: CallSite()).exists
    }

    /// One look at the application's windows as they are now.
    func screenIndex() -> ScreenIndex {
        ScreenIndex(windows: hosted.app?.windows ?? [])
    }

    /// `type` combined with `finder`: `type Button and text "Log In"`.
    static func typed<View: ViewNode>(_ type: View.Type, _ finder: Finder?) -> Finder {
        finder.map { Finder.type(type).and($0) } ?? .type(type)
    }
}
