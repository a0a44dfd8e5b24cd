import Foundation

/// What an archive sets on a stepper, under the Swift names of its properties.
extension Stepper {
    /// Reads `minimumValue`, `maximumValue`, `stepValue`, then `value` (clamped to the archived
    /// range), `wraps`, `autorepeat` and `isContinuous`, each through its setter.
    func decodeArchivedStepperProperties(from coder: Coder) {
        if let minimum = coder.decodeIfPresent("minimumValue", coder.decodeDouble) { minimumValue = minimum }
        if let maximum = coder.decodeIfPresent("maximumValue", coder.decodeDouble) { maximumValue = maximum }
        if let step = coder.decodeIfPresent("stepValue", coder.decodeDouble) { stepValue = step }
        if let value = coder.decodeIfPresent("value", coder.decodeDouble) { self.value = value }
        if let wraps = coder.decodeIfPresent("wraps", coder.decodeBool) { self.wraps = wraps }
        if let repeats = coder.decodeIfPresent("autorepeat", coder.decodeBool) { autorepeat = repeats }
        if let continuous = coder.decodeIfPresent("isContinuous", coder.decodeBool) { isContinuous = continuous }
    }
}
