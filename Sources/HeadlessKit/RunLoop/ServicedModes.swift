/// The two modes whose work a turn services — the running mode, then the common pseudo-mode — as
/// a sequence that does not allocate (a turn looks them up several times).
struct ServicedModes: Sequence, IteratorProtocol {
    private var running: RunLoopMode?
    private var common: RunLoopMode? = .common

    init(running: RunLoopMode) {
        self.running = running
    }

    mutating func next() -> RunLoopMode? {
        if let mode = running {
            running = nil
            return mode
        }
        defer { common = nil }
        return common
    }
}
