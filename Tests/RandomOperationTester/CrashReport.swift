import Foundation
import RandomOperations

/// The tester's one process-wide object: a signal handler can capture nothing, so it finds the
/// seed and operation here. Immutable; only its atomics change.
let watchdog = Watchdog()

/// On a crash (a trap, an illegal instruction, a bad access), prints the seed and operation
/// before the process dies with the signal.
func installCrashReport() {
    for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
        signal(signalNumber) { received in
            var text: [UInt8] = Array("\nCRASH: seed ".utf8)
            appendDecimal(watchdog.currentSeed, to: &text)
            text += Array(", operation ".utf8)
            let operation = watchdog.currentOperation
            if operation < 0 { text += Array("(teardown)".utf8) } else { appendDecimal(UInt64(operation), to: &text) }
            text += Array(watchdog.currentProfile == .wellFormed
                ? " (well-formed). Shrink it: RandomOperationTester --profile well-formed --seed ".utf8
                : " (misuse). Shrink it: RandomOperationTester --profile misuse --seed ".utf8)
            appendDecimal(watchdog.currentSeed, to: &text)
            text += Array("\n".utf8)
            _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}

private func appendDecimal(_ value: UInt64, to text: inout [UInt8]) {
    var digits: [UInt8] = []
    var rest = value
    repeat {
        digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
    } while rest > 0
    text += digits.reversed()
}
