import Foundation
import RandomOperations

/// Shrinks a failing seed to fewer operations by running this executable again on subsets
/// (delta debugging): a subset that still fails the same way — a check, a hang or a crash —
/// replaces the list. Each try runs in its own process, so crashes and hangs shrink too.
struct Shrinker {
    let seed: UInt64
    let operations: Int
    let profile: RandomOperations.Profile
    let timeout: Double
    /// The most runs to spend.
    var budget = 400

    enum Outcome: Equatable, CustomStringConvertible {
        case passed, hung, crashed
        /// A failed check, with the failure's signature (see ``signature(of:)``).
        case failedCheck(String)

        var description: String {
            switch self {
            case .passed: "passed"
            case .hung: "hung"
            case .crashed: "crashed"
            case .failedCheck(let signature): "failed a check (\(signature)…)"
            }
        }
    }

    /// What makes two failed checks the same failure: the message's first words, without the
    /// names and numbers that change as operations are removed.
    static func signature(of message: String) -> String {
        let words = message.split(separator: " ").prefix(3).map { word in
            String(word.filter { !$0.isNumber && $0 != ":" })
        }
        return words.joined(separator: " ")
    }

    func outcome(of subset: [Int]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = [
            "--seed", String(seed), "--operations", String(operations), "--profile", profile.rawValue,
            "--only", subset.map(String.init).joined(separator: ","), "--no-shrink", "--quiet",
            "--timeout", String(timeout),
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .passed }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.uncaughtSignal, _): return .crashed
        case (_, 0): return .passed
        case (_, 3): return .hung
        default:
            let line = printed.split(separator: "\n").first { $0.hasPrefix("FAILURE ") } ?? ""
            return .failedCheck(Self.signature(of: String(line.dropFirst("FAILURE ".count))))
        }
    }

    /// The shortest list of operation indexes found that still fails as `failing` does.
    mutating func shrink(_ start: [Int], failing: Outcome) -> [Int] {
        var current = start
        var chunk = max(current.count / 2, 1)
        while budget > 0 {
            var index = 0
            var removed = false
            while index < current.count, budget > 0 {
                var candidate = current
                candidate.removeSubrange(index..<min(index + chunk, current.count))
                budget -= 1
                if !candidate.isEmpty, outcome(of: candidate) == failing {
                    current = candidate
                    removed = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 && !removed { break }
            if !removed { chunk = max(chunk / 2, 1) }
        }
        return current
    }
}
