import ConstraintSolver
import Testing

/// Strengths are weights in one sum (kiwi and original Cassowary), not lexicographic levels:
/// 1,000 medium errors cost as much as one strong error. Required is different in kind.
@Suite struct StrengthTests {
    /// One variable `v` pulled to 0 by one constraint of `single` strength and to 1 by `count`
    /// constraints `scale × v == scale` of `many` strength (each off by `scale` units at v = 0);
    /// the published value.
    private func tugOfWar(single: Strength, many: Strength, count: Int, scale: Double = 1) throws -> Double {
        let v = Variable("v")
        let solver = try freshSolver([(v == 0) | single] + (0..<count).map { _ in (scale * v == scale) | many })
        return solver.value(of: v)
    }

    // The documented trap, literally: 999 mediums lose to one strong (999,000 < 1,000,000), 1,001
    // win. About 1,000 constraints on one variable: with the tableau invariant checks compiled in,
    // which re-scan the whole tableau after every operation, this takes seconds, so that build
    // runs the scaled version below instead.
    @Test(.enabled(if: !invariantChecksCompiledIn), arguments: zip([999, 1001], [0.0, 1.0]))
    func mediumsOutweighAStrongOnlyPastOneThousand(count: Int, expected: Double) throws {
        #expect(isClose(try tugOfWar(single: .strong, many: .medium, count: count), expected))
    }

    // The same boundary one level down: weak (1) against medium (1,000).
    @Test(.enabled(if: !invariantChecksCompiledIn), arguments: zip([999, 1001], [0.0, 1.0]))
    func weaksOutweighAMediumOnlyPastOneThousand(count: Int, expected: Double) throws {
        #expect(isClose(try tugOfWar(single: .medium, many: .weak, count: count), expected))
    }

    // The same boundaries with fewer, larger errors: 111 mediums off by 9 units each (999 units)
    // lose to a strong off by one; 143 off by 7 (1,001 units) win. Likewise weak against medium.
    @Test(arguments: [111, 143], [Strength.strong, .medium])
    func summedErrorsCrossOneThousandUnits(count: Int, single: Strength) throws {
        let many: Strength = single == .strong ? .medium : .weak
        let (scale, expected): (Double, Double) = count == 111 ? (9, 0) : (7, 1)
        #expect(isClose(try tugOfWar(single: single, many: many, count: count, scale: scale), expected))
    }

    // Arbitrary weights compare by their sums: 2.5 against two 1s holds, against three gives way.
    @Test(arguments: zip([2, 3], [0.0, 1.0]))
    func arbitraryWeightsCompareBySum(count: Int, expected: Double) throws {
        #expect(isClose(try tugOfWar(single: Strength(weight: 2.5), many: Strength(weight: 1), count: count), expected))
    }

    // Required is not a large weight: 200 strong constraints each off by 10 units (2e9, more than
    // required's 1,001,001,000) still cannot move it.
    @Test func requiredBeatsAnyNumberOfStrongConstraints() throws {
        #expect(try tugOfWar(single: .required, many: .strong, count: 200, scale: 10) == 0)
    }

    // kiwi's three-level constructor: strong × 1e6 + medium × 1e3 + weak, parts clamped to
    // 0...1000 after the multiplier; all three at 1000 is exactly required.
    @Test func threeLevelStrengthsCombineLikeKiwi() {
        #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
        #expect(Strength(strong: 0, medium: 1, weak: 0) == .medium)
        #expect(Strength(strong: 0, medium: 0, weak: 1) == .weak)
        #expect(Strength(strong: 1, medium: 2, weak: 3).weight == 1_002_003)
        #expect(Strength(strong: 0, medium: 2, weak: 3, multiplier: 10).weight == 20_030)
        #expect(Strength(strong: 5000, medium: -4, weak: 0).weight == 1_000_000_000)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000).isRequired)
        #expect(!Strength(strong: 1000, medium: 1000, weak: 999).isRequired)
    }

    // Raw weights are clamped to 0...required; strengths order by weight.
    @Test func weightsAreClampedAndOrdered() {
        #expect(Strength(weight: -5).weight == 0)
        #expect(Strength(weight: 5e9) == .required)
        #expect(Strength.required.weight == 1_001_001_000)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect([Strength.required, .strong, .medium, .weak, Strength(weight: 2)].map(\.description)
            == ["required", "strong", "medium", "weak", "weight 2.0"])
    }

    // A zero-weight constraint exerts no pull at all: a weak preference decides.
    @Test func aZeroWeightConstraintHasNoPull() throws {
        let v = Variable("v")
        let solver = try freshSolver([(v == 5) | Strength(weight: 0), (v == 3) | .weak])
        #expect(isClose(solver.value(of: v), 3))
    }
}
