import ConstraintSolver
import TestSupport

/// A small random constraint system from a seed: 3–6 variables, 3–10 random constraints with
/// integer coefficients in -3...3 and mixed relations and strengths, a weak `x == c` pin on every
/// variable, and now and then a restatement of an earlier required equality (so redundant
/// equalities, the solver's dummy-row path, occur too). Everything is shuffled into add order.
struct RandomConstraintSystem {
    var variables: [Variable]
    var constraints: [Constraint]

    init(using generator: inout SplitMix64) {
        let variableCount = Int.random(in: 3...6, using: &generator)
        variables = (0..<variableCount).map { Variable("x\($0)") }
        var constraints: [Constraint] = variables.map { variable in
            (variable == Double(Int.random(in: -10...10, using: &generator))) | .weak
        }
        let randomCount = Int.random(in: 3...10, using: &generator)
        for _ in 0..<randomCount {
            let restated = constraints.last { $0.strength.isRequired && $0.relation == .equal }
            if let restated, Int.random(in: 0..<6, using: &generator) == 0 {
                let factor = Double([-2, 1, 2].randomElement(using: &generator)!)
                constraints.append(Constraint(restated.expression.scaled(by: factor), .equal))
                continue
            }
            constraints.append(Self.randomConstraint(variables, using: &generator))
        }
        constraints.shuffle(using: &generator)
        self.constraints = constraints
    }

    static let strengths: [Strength] = [
        .required, .required, .required, .strong, .medium, .weak, Strength(weight: 7),
    ]

    static func randomConstraint(_ variables: [Variable], using generator: inout SplitMix64) -> Constraint {
        let termCount = Int.random(in: 1...min(3, variables.count), using: &generator)
        let chosen = variables.shuffled(using: &generator).prefix(termCount)
        var expression = LinearExpression(constant: Double(Int.random(in: -10...10, using: &generator)))
        for variable in chosen {
            var coefficient = 0
            while coefficient == 0 { coefficient = Int.random(in: -3...3, using: &generator) }
            expression.terms.append(Term(variable, Double(coefficient)))
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
        return Constraint(expression, relation, strength: strengths.randomElement(using: &generator)!)
    }
}
