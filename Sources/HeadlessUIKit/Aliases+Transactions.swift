import HeadlessKit

/// Core Animation's name for ``Transaction``.
public typealias CATransaction = Transaction
