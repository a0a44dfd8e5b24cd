/// A window held without keeping it alive.
@MainActor
struct WeakWindow {
    weak var window: Window?
}
