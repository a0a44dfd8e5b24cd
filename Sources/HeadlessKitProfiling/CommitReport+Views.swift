import HeadlessKit

extension CommitReport {
    /// How many times `view` was laid out (`layoutSubviews()`) in the commit; 0 for a view the
    /// commit did not lay out.
    public func layoutCalls(of view: ViewNode) -> Int {
        layoutCalls[ObjectIdentifier(view)] ?? 0
    }

    /// The self time of `view`'s hooks in the commit added up (less the time of hooks nested in
    /// them); zero for a view none of whose hooks ran.
    public func selfTime(of view: ViewNode) -> Duration {
        selfTimes[ObjectIdentifier(view)] ?? .zero
    }
}
