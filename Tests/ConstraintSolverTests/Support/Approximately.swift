/// Whether two solver values agree to within an absolute tolerance (the solver works in `Double`).
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-6) -> Bool {
    abs(lhs - rhs) < tolerance
}

/// Whether two objective values agree to within a tolerance relative to their size: objectives
/// mix weights from 1 to 1,000,000, so an absolute tolerance would be meaningless for large ones.
func isCloseRelative(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-6) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}

/// Whether this build has the solver's tableau invariant checks (`-DHEADLESSKIT_INVARIANTS`),
/// which re-scan the whole tableau after every operation; only very large systems care.
#if HEADLESSKIT_INVARIANTS
let invariantChecksCompiledIn = true
#else
let invariantChecksCompiledIn = false
#endif
