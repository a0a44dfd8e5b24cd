import Foundation
import RandomOperations

/// The command line: which seeds, how many operations, which profiles, and how to report.
struct Options {
    var seeds: Range<UInt64> = 0..<200
    var operations = 500
    var profiles: [RandomOperations.Profile] = [.wellFormed, .misuse]
    var only: Set<Int>?
    var verbose = false
    var quiet = false
    var shrink = true
    var timeout = 20.0

    static let usage = """
        usage: RandomOperationTester [--seeds A..<B | --seed S] [--operations N]
                                     [--profile well-formed|misuse|both] [--only I,J,…]
                                     [--verbose] [--quiet] [--no-shrink] [--timeout SECONDS]
          Runs every seed of the range (default 0..<200) with N operations each (default 500) in
          each profile (default both). A failing seed is shrunk to a short reproduction, which is
          replayed operation by operation. Exit status: 0 all passed, 1 a check failed, 2 usage,
          3 a seed hung (the watchdog names it); a crash names its seed and operation.
        """

    init(arguments: [String]) throws {
        var rest = arguments.makeIterator()
        func value(_ flag: String) throws -> String {
            guard let value = rest.next() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = rest.next() {
            switch argument {
            case "--seeds": seeds = try Self.range(try value(argument))
            case "--seed":
                guard let seed = UInt64(try value(argument)) else { throw UsageError("--seed takes a whole number") }
                seeds = seed..<seed + 1
            case "--operations":
                guard let count = Int(try value(argument)), count > 0 else { throw UsageError("--operations takes a positive number") }
                operations = count
            case "--profile":
                let name = try value(argument)
                if name == "both" {
                    profiles = [.wellFormed, .misuse]
                } else if let profile = RandomOperations.Profile(rawValue: name) {
                    profiles = [profile]
                } else {
                    throw UsageError("unknown profile \(name)")
                }
            case "--only": only = Set(try value(argument).split(separator: ",").compactMap { Int($0) })
            case "--verbose": verbose = true
            case "--quiet": quiet = true
            case "--no-shrink": shrink = false
            case "--timeout":
                guard let seconds = Double(try value(argument)), seconds > 0 else { throw UsageError("--timeout takes seconds") }
                timeout = seconds
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
    }

    /// `A..<B`, `A...B` or `A-B` (inclusive).
    static func range(_ text: String) throws -> Range<UInt64> {
        for (separator, inclusive) in [("..<", false), ("...", true), ("-", true)] {
            let parts = text.components(separatedBy: separator)
            if parts.count == 2, let low = UInt64(parts[0]), let high = UInt64(parts[1]), low <= high {
                return low..<(inclusive ? high + 1 : high)
            }
        }
        throw UsageError("--seeds takes A..<B, A...B or A-B")
    }
}

struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
