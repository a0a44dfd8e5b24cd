import ConstraintSolver
import Testing

/// Edit variables (kiwi's addEditVariable/suggestValue): a suggestion is a non-required
/// `variable == value` whose constant moves in place and is re-solved with the dual simplex.
@Suite struct EditVariableTests {
    // A width clamp: w <= 0.1 × winW - 4 (required) with w == 60 | weak. The bound binds below
    // winW = 640 and the preference wins above it; repeated suggestions cross the breakpoint both
    // ways and land exactly on it.
    @Test func repeatedSuggestionsCrossAnInequalityBreakpointBothWays() throws {
        let window = Variable("winW"), width = Variable("w")
        let solver = try freshSolver([width <= 0.1 * window - 4, (width == 60) | .weak])
        try solver.addEditVariable(window, strength: .strong)
        let steps: [(window: Double, width: Double)] = [
            (800, 60), (640, 60), (639, 59.9), (300, 26), (641, 60), (1000, 60), (500, 46), (640, 60), (700, 60),
        ]
        for step in steps {
            try solver.suggestValue(window, step.window)
            solver.updateVariables()
            #expect(isClose(solver.value(of: window), step.window), "winW → \(step.window)")
            #expect(isClose(solver.value(of: width), step.width), "winW → \(step.window)")
        }
    }

    // A suggestion changes nothing that value(of:) reports until updateVariables publishes it.
    @Test func suggestionsArePublishedOnlyByUpdateVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try freshSolver([y == 2 * x + 1])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 10) && isClose(solver.value(of: y), 21))
        try solver.suggestValue(x, 20)
        try solver.suggestValue(x, 30)
        #expect(isClose(solver.value(of: x), 10) && isClose(solver.value(of: y), 21))
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 30) && isClose(solver.value(of: y), 61))
    }

    // An edit variable starts at suggestion zero; a strong edit outweighs a weak preference.
    @Test func aNewEditVariableIsSuggestedZero() throws {
        let x = Variable("x")
        let solver = try freshSolver([(x == 5) | .weak])
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 0))
        #expect(solver.hasEditVariable(x))
    }

    // removeEditVariable drops the suggestion: the variable falls back to its other constraints,
    // or, constrained by nothing, is forgotten and reads zero.
    @Test func removingAnEditVariableFreesTheVariable() throws {
        let x = Variable("x"), loose = Variable("loose")
        let solver = try freshSolver([(x == 7) | .weak])
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(loose, strength: .medium)
        try solver.suggestValue(x, 42)
        try solver.suggestValue(loose, 13)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 42) && isClose(solver.value(of: loose), 13))
        #expect(solver.constraints.count == 3)
        try solver.removeEditVariable(x)
        try solver.removeEditVariable(loose)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 7))
        #expect(solver.value(of: loose) == 0)
        #expect(!solver.hasEditVariable(x) && !solver.hasEditVariable(loose))
        #expect(solver.constraints.count == 1)
        // The variable can be edited again, at another strength, starting from suggestion zero.
        try solver.addEditVariable(x, strength: .medium)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 0))
        try solver.suggestValue(x, 9)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 9))
        try solver.addConstraint((x == 7) | .strong)
        solver.updateVariables()
        #expect(isClose(solver.value(of: x), 7))
    }

    // An edit moves a whole chain through the row references: top[i] == suggestion + 52 × i.
    @Test func editingTheTopOfAStackMovesEveryRow() throws {
        let stack = StackFixture(rows: 40)
        let solver = try freshSolver(stack.links + stack.preferredHeights)
        try solver.addEditVariable(stack.tops[0], strength: .strong)
        for suggestion in [0.0, 100, -50, 12.5, 100] {
            try solver.suggestValue(stack.tops[0], suggestion)
            solver.updateVariables()
            for row in 0..<40 {
                #expect(isClose(solver.value(of: stack.tops[row]), suggestion + 52 * Double(row)), "row \(row), top → \(suggestion)")
            }
        }
    }

    // A weak edit gives way to a medium bound, and follows again once inside it.
    @Test func aWeakEditGivesWayToAStrongerBound() throws {
        let x = Variable("x")
        let solver = try freshSolver([(x <= 5) | .medium])
        try solver.addEditVariable(x, strength: .weak)
        for (suggestion, expected) in [(10.0, 5.0), (3, 3), (-8, -8), (5.5, 5)] {
            try solver.suggestValue(x, suggestion)
            solver.updateVariables()
            #expect(isClose(solver.value(of: x), expected), "x → \(suggestion)")
        }
    }

    // Two edits pulling on one required sum: the stronger one is met exactly.
    @Test func twoEditsOnASumFavourTheStrongerOne() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = try freshSolver([a + b == 100])
        try solver.addEditVariable(a, strength: .strong)
        try solver.addEditVariable(b, strength: .medium)
        for (suggestA, suggestB) in [(30.0, 30.0), (80, 80), (-20, 0)] {
            try solver.suggestValue(a, suggestA)
            try solver.suggestValue(b, suggestB)
            solver.updateVariables()
            #expect(isClose(solver.value(of: a), suggestA), "a → \(suggestA), b → \(suggestB)")
            #expect(isClose(solver.value(of: b), 100 - suggestA), "a → \(suggestA), b → \(suggestB)")
        }
    }

    // A resize loop whose steps are interleaved with adds and removes that rewrite rows the loop
    // re-evaluates: values published after each step must be those of a solver built afresh with
    // the same constraints and suggestion (the cached evaluation order and coefficients of a
    // resize must not outlive a change of structure).
    @Test func resizeStepsInterleavedWithStructuralChangesMatchAFreshSolve() throws {
        let window = Variable("winW")
        let lefts = (0..<6).map { Variable("L\($0)") }, widths = (0..<6).map { Variable("W\($0)") }
        var base: [Constraint] = []
        for index in 0..<6 {
            base.append(lefts[index] == Double(index) / 6 * window + 2)
            base.append(widths[index] <= 0.1 * window - 4)
            base.append((widths[index] == 60) | .weak)
        }
        let toggles = [widths[1] == 30, widths[4] >= 0.05 * window, lefts[5] + widths[5] <= window - 8]
        let solver = try freshSolver(base)
        try solver.addEditVariable(window, strength: .strong)
        var held: [Constraint] = []
        for step in 0..<24 {
            let width = Double(1192 - 40 * step)  // crosses the 640 breakpoint on the way down
            try solver.suggestValue(window, width)
            if step % 3 == 1 {
                let toggle = toggles[(step / 3) % toggles.count]
                if let index = held.firstIndex(where: { $0 === toggle }) {
                    try solver.removeConstraint(toggle)
                    held.remove(at: index)
                } else {
                    try solver.addConstraint(toggle)
                    held.append(toggle)
                }
            }
            solver.updateVariables()
            let fresh = try freshSolver(base + held)
            try fresh.addEditVariable(window, strength: .strong)
            try fresh.suggestValue(window, width)
            fresh.updateVariables()
            for variable in [window] + lefts + widths {
                #expect(isClose(solver.value(of: variable), fresh.value(of: variable)), "step \(step): \(variable)")
            }
        }
    }

    // The example on the module's documentation page, as written there.
    @Test func theDocumentationExampleGivesItsStatedWidths() throws {
        let solver = Solver()
        let window = Variable("window"), left = Variable("left"), width = Variable("width")
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(window, 800)
        try solver.addConstraint(left == 8)
        try solver.addConstraint(left + width == window - 8)
        try solver.addConstraint((width == 600) | .weak)
        solver.updateVariables()
        #expect(solver.value(of: width) == 784)
        try solver.suggestValue(window, 400)
        solver.updateVariables()
        #expect(solver.value(of: width) == 384)
    }
}
