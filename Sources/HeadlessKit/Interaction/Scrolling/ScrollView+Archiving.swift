import Foundation

/// What an archive sets on a scroll view, under the Swift names of its properties.
extension ScrollView {
    /// Reads `contentSize`, `contentInset`, `contentInsetAdjustmentBehavior`, `contentOffset`,
    /// `isScrollEnabled`, `isPagingEnabled`, `bounces`, `alwaysBounceVertical`,
    /// `alwaysBounceHorizontal`, `isDirectionalLockEnabled`, `minimumZoomScale`,
    /// `maximumZoomScale`, `keyboardDismissMode`, `delaysContentTouches`,
    /// `canCancelContentTouches` and `scrollsToTop`, each through its setter.
    func decodeArchivedScrollProperties(from coder: Coder) {
        if let size = coder.decodeIfPresent("contentSize", coder.decodeCGSize) { contentSize = size }
        if let inset = coder.decodeIfPresent("contentInset", coder.decodeEdgeInsets) { contentInset = inset }
        if let behavior = coder.decodeCase(ContentInsetAdjustmentBehavior.self, forKey: "contentInsetAdjustmentBehavior") {
            contentInsetAdjustmentBehavior = behavior
        }
        if let offset = coder.decodeIfPresent("contentOffset", coder.decodeCGPoint) { contentOffset = offset }
        if let enabled = coder.decodeIfPresent("isScrollEnabled", coder.decodeBool) { isScrollEnabled = enabled }
        if let paging = coder.decodeIfPresent("isPagingEnabled", coder.decodeBool) { isPagingEnabled = paging }
        if let bounces = coder.decodeIfPresent("bounces", coder.decodeBool) { self.bounces = bounces }
        if let bounce = coder.decodeIfPresent("alwaysBounceVertical", coder.decodeBool) { alwaysBounceVertical = bounce }
        if let bounce = coder.decodeIfPresent("alwaysBounceHorizontal", coder.decodeBool) { alwaysBounceHorizontal = bounce }
        if let locks = coder.decodeIfPresent("isDirectionalLockEnabled", coder.decodeBool) { isDirectionalLockEnabled = locks }
        if let scale = coder.decodeIfPresent("minimumZoomScale", coder.decodeDouble) { minimumZoomScale = scale }
        if let scale = coder.decodeIfPresent("maximumZoomScale", coder.decodeDouble) { maximumZoomScale = scale }
        if let mode = coder.decodeCase(KeyboardDismissMode.self, forKey: "keyboardDismissMode") { keyboardDismissMode = mode }
        if let delays = coder.decodeIfPresent("delaysContentTouches", coder.decodeBool) { delaysContentTouches = delays }
        if let cancels = coder.decodeIfPresent("canCancelContentTouches", coder.decodeBool) { canCancelContentTouches = cancels }
        if let scrolls = coder.decodeIfPresent("scrollsToTop", coder.decodeBool) { scrollsToTop = scrolls }
    }
}
