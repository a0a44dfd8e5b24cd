import Foundation

/// The check every number given to a control or an indicator goes through: NaN and infinities
/// are refused before anything changes, with one diagnostic that names the property and the value
/// kept (UIKit documents no check; a non-finite value would corrupt its geometry silently).
extension ViewNode {
    /// Whether `value` is finite; if not, reports a ``Diagnostic/Kind/invalidControlValue``
    /// diagnostic for `name` (such as `value` or `setWidth(_:forSegmentAt:)`) that says what was
    /// kept.
    func acceptsControlValue(_ value: Double, named name: String, keeping kept: @autoclosure () -> String) -> Bool {
        guard !value.isFinite else { return true }
        reportMisuse(Diagnostic(
            kind: .invalidControlValue,
            message: "\(type(of: self)).\(name) is not a finite number: \(value). HeadlessKit kept \(kept()); "
                + "pass a finite number.",
            objects: [self]))
        return false
    }

    /// A number as control diagnostics show it: rounded to two decimals, without a trailing `.0`.
    func controlNumber(_ value: Double) -> String {
        GeometryFormat.number(CGFloat(value))
    }
}
