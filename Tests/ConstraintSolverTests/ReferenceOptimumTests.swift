import ConstraintSolver
import Testing

/// The reference LP that the random tests trust must itself get textbook cases right.
@Suite struct ReferenceOptimumTests {
    // x <= 10 with x == 20 | weak: ten units of weak error.
    @Test func aBoundAgainstAPreferenceCostsTheGap() throws {
        let x = Variable("x")
        let result = try #require(ReferenceOptimum.solve([TrackedConstraint(x <= 10), TrackedConstraint((x == 20) | .weak)]))
        #expect(isClose(result.objective, 10))
        #expect(isClose(result.values[ObjectIdentifier(x)]!, 10))
    }

    // Mixed weights, negative values and inequality errors: x == -4 | strong, y >= x + 10 | medium,
    // y == 0 | weak, x + y <= 3 (required). Optimum x = -4, y = 6 is cheaper than y = 0 (6 < 4,000)
    // and than any move of x (1e6 per unit): weighted error 6.
    @Test func mixedStrengthsFindTheWeightedOptimum() throws {
        let x = Variable("x"), y = Variable("y")
        let problem = [
            TrackedConstraint((x == -4) | .strong), TrackedConstraint((y >= x + 10) | .medium),
            TrackedConstraint((y == 0) | .weak), TrackedConstraint(x + y <= 3),
        ]
        let result = try #require(ReferenceOptimum.solve(problem))
        #expect(isClose(result.objective, 6))
        #expect(isClose(result.values[ObjectIdentifier(x)]!, -4) && isClose(result.values[ObjectIdentifier(y)]!, 6))
    }

    // Contradictory required constraints are infeasible; redundant ones are not; a changed
    // constant is honoured.
    @Test func feasibilityFollowsTheRequiredConstraints() {
        let x = Variable("x"), y = Variable("y")
        #expect(!ReferenceOptimum.requiredAreFeasible([TrackedConstraint(x >= 10), TrackedConstraint(x <= 5)]))
        #expect(ReferenceOptimum.requiredAreFeasible([TrackedConstraint(x == 5), TrackedConstraint(2 * x == 10), TrackedConstraint(x + y == 8)]))
        #expect(!ReferenceOptimum.requiredAreFeasible([TrackedConstraint(x == 5), TrackedConstraint(x == 5, constant: -4)]))
    }
}
