/// A counter that changes at every run loop turn, and at every top-level `layoutIfNeeded()` made
/// outside a turn, so a view can count its layouts "in this turn" with two words of its own.
///
/// Its value carries no meaning across turns; only inequality with a view's stamp is read.
@MainActor
enum LayoutGeneration {
    private(set) static var current: UInt32 = 1
    private static var turnDepth = 0

    static func beginTurn() {
        current &+= 1
        turnDepth += 1
    }

    static func endTurn() {
        turnDepth -= 1
    }

    static func beginIfOutsideTurn() {
        if turnDepth == 0 { current &+= 1 }
    }
}
