import Foundation

/// Accessibility attributes and ending editing in a subtree.
///
/// UIKit declares the accessibility attributes on `NSObject` (the informal `UIAccessibility`
/// protocol), so that any object can be an element. HeadlessKit declares them on ``ViewNode``
/// **(chosen)**: views are where ported code sets and overrides them, Swift lets a subclass override
/// only members declared in the class body, and a view keeps their values in its out-of-line
/// extras, so a plain view pays nothing for them. Controllers and the application are not elements.
extension ViewNode {
    /// Resigns the first responder when it is this view, a view inside it or the controller of
    /// one of them; returns whether it did (`true` when nothing in the subtree is first responder).
    ///
    /// Without `force`, the first responder is asked first (``Responder/canResignFirstResponder``
    /// then ``Responder/resignFirstResponder()``) and may keep the status. With `force`, it gives
    /// it up even if it refuses, as UIKit's `endEditing(true)` makes it.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = storedWindow, let responder = window.firstResponder else { return true }
        let isInside = responder === self || responder === viewDelegate
            || responder.responderChain.dropFirst().contains { $0 === self }
        guard isInside else { return true }
        if force {
            // UIKit: with force, "the text field is never even asked; it is forced to resign".
            responder.forceResignFirstResponder()
            if window.storedFirstResponder === responder { window.storedFirstResponder = nil }
            return true
        }
        guard responder.canResignFirstResponder else { return false }
        return responder.resignFirstResponder()
    }

    var mutableAccessibility: AccessibilityAttributes {
        let extras = mutableExtras
        if let attributes = extras.accessibility { return attributes }
        let made = AccessibilityAttributes()
        extras.accessibility = made
        return made
    }

    func setAccessibilityFrame(_ frame: CGRect) {
        guard GeometryFormat.isFinite(frame.origin.x, frame.origin.y, frame.size.width, frame.size.height) else {
            return refuseGeometry(
                "accessibilityFrame is not finite: \(GeometryFormat.rect(frame)). HeadlessKit kept "
                    + "\(GeometryFormat.rect(accessibilityFrame)); pass a finite rectangle.")
        }
        mutableAccessibility.frameValue = frame
    }
}

/// The accessibility attributes set on one view; a view that sets none has no such object.
@MainActor
final class AccessibilityAttributes {
    var identifier: String?
    var isElement: Bool?
    var labelText: String?
    var valueText: String?
    var hintText: String?
    var traitSet: AccessibilityTraits?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var frameValue: CGRect?
    var elementList: [Any]?
}
