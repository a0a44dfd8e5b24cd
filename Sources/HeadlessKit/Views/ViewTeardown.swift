/// Releases torn-down subtrees one level at a time, so that freeing a very deep hierarchy does not
/// recurse once per level and overflow the stack.
///
/// It holds views only while a release is in progress on the main actor; it is empty otherwise.
@MainActor
enum ViewTeardown {
    private static var pending: [[ViewNode]] = []
    private static var isDraining = false

    static func release(_ view: ViewNode) {
        let isWindow = view is Window
        for subview in view.subviews {
            subview.storedSuperview = nil
            if isWindow { subview.forEachInSubtree { $0.storedWindow = nil } }
        }
        guard !view.subviews.isEmpty else { return }
        pending.append(view.subviews)
        view.subviews = []
        guard !isDraining else { return }
        isDraining = true
        while !pending.isEmpty {
            pending.removeLast()   // may deinit views, which append their own subviews
        }
        isDraining = false
    }
}
