import Foundation
import HeadlessKit

/// Whether a person can see a view, and if not, why.
///
/// A view is visible **(chosen, as a person looking at the screen judges it)** when it and every
/// ancestor are shown (not hidden, alpha at least 0.01 — the alpha below which UIKit's hit
/// testing skips a view), it has an area, part of it lies inside the window and inside every
/// ancestor that clips to its bounds, and no view drawn above it with an opaque background
/// covers the centre of that part.
extension ScreenIndex {
    /// A view's visibility: where a person sees it, or why they do not.
    enum Visibility: Equatable {
        /// Seen: `visibleRect` is the part inside the window and every clipping ancestor, in
        /// window coordinates; its centre is where a finger taps.
        case visible(visibleRect: CGRect)
        /// Not seen, for the reason given (`it is hidden (isHidden is true)`).
        case invisible(String)

        /// The centre of the part a person sees.
        var center: CGPoint? {
            guard case .visible(let rect) = self else { return nil }
            return CGPoint(x: rect.midX, y: rect.midY)
        }
    }

    /// Whether a person sees `view`, and if not, why.
    func visibility(of view: ViewNode) -> Visibility {
        if let reason = hiddenReason(of: view) { return .invisible(reason) }
        switch visibleRect(of: view) {
        case .invisible(let reason):
            return .invisible(reason)
        case .visible(let rect):
            let center = CGPoint(x: rect.midX, y: rect.midY)
            if let cover = opaqueView(above: view, at: center) {
                return .invisible("it is covered at its centre \(Self.format(center)) by \(describe(cover))")
            }
            return .visible(visibleRect: rect)
        }
    }

    /// Why `view` or an ancestor is not shown (hidden, transparent), or `nil` when all are shown.
    private func hiddenReason(of view: ViewNode) -> String? {
        var current: ViewNode? = view
        while let shown = current {
            let who = shown === view ? "it" : "its ancestor \(describe(shown))"
            if shown.isHidden { return shown === view ? "it is hidden (isHidden is true)" : "\(who) is hidden" }
            if shown.alpha < 0.01 { return "\(who) has alpha \(NumberText.plain(shown.alpha))" }
            current = shown.superview
        }
        return nil
    }

    /// The part of `view` inside the window and every clipping ancestor, or why there is none.
    private func visibleRect(of view: ViewNode) -> Visibility {
        var rect = view.convert(view.bounds, to: nil)
        guard rect.width > 0, rect.height > 0 else {
            return .invisible("it has no area (its frame in the window is \(Self.format(rect)))")
        }
        var ancestor = view.superview
        while let clipping = ancestor {
            if clipping.clipsToBounds || clipping is Window {
                let clip = clipping.convert(clipping.bounds, to: nil)
                let inside = rect.intersection(clip)
                guard !inside.isNull, inside.width > 0, inside.height > 0 else {
                    return .invisible(clipping is Window
                        ? "it is off screen (its frame in the window is \(Self.format(rect)))"
                        : "it is clipped out by its ancestor \(describe(clipping)), which clips to its bounds")
                }
                rect = inside
            }
            ancestor = clipping.superview
        }
        return .visible(visibleRect: rect)
    }

    /// The frontmost view drawn above `view` (not inside it) whose opaque background covers `point`.
    private func opaqueView(above view: ViewNode, at point: CGPoint) -> ViewNode? {
        guard let start = position(of: view) else { return nil }
        for candidate in views[(start + 1)...].reversed() where !candidate.isDescendant(of: view) {
            guard let background = candidate.backgroundColor?.resolvedColor(with: candidate.traitCollection),
                  background.alpha >= 1, isFullyOpaque(candidate), hiddenReason(of: candidate) == nil,
                  case .visible(let rect) = visibleRect(of: candidate), rect.contains(point)
            else { continue }
            return candidate
        }
        return nil
    }

    /// Whether `view` and its ancestors are all at full alpha.
    private func isFullyOpaque(_ view: ViewNode) -> Bool {
        var current: ViewNode? = view
        while let shown = current {
            if shown.alpha < 1 { return false }
            current = shown.superview
        }
        return true
    }

    /// `Button "Log In" (16, 200, 358, 44)`: what the view is, the first text it shows, its
    /// identifier and its frame in the window — how every message names a view.
    func describe(_ view: ViewNode) -> String {
        var parts = [kind(of: view)]
        if let text = texts(of: view).first { parts.append(String(reflecting: text)) }
        if let identifier = identifier(of: view) { parts.append("#\(identifier)") }
        parts.append(Self.format(view.convert(view.bounds, to: nil)))
        return parts.joined(separator: " ")
    }

    /// `(16, 200, 358, 44)`: origin and size, numbers without a trailing `.0`.
    static func format(_ rect: CGRect) -> String {
        "(\([rect.origin.x, rect.origin.y, rect.width, rect.height].map(NumberText.plain).joined(separator: ", ")))"
    }

    /// `(195, 422)`.
    static func format(_ point: CGPoint) -> String {
        "(\(NumberText.plain(point.x)), \(NumberText.plain(point.y)))"
    }
}
