import HeadlessKit

extension TraceRecording {
    /// A line of `callback` split into its receiver and its call: `("root", "viewDidAppear(true)")`.
    package func parts(ofLine line: String, callback: LifecycleCallback) -> (receiver: String, call: String) {
        let baseName = callback.rawValue.prefix { $0 != "(" }
        guard let range = line.range(of: "." + baseName + "(") else { return (line, "") }
        return (String(line[..<range.lowerBound]), String(line[line.index(after: range.lowerBound)...]))
    }
}
